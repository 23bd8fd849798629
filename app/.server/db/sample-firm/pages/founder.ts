import type { TextPage } from "#app/.server/db/sample-firm/types.ts";

/**
 * Fixed long texts: founder, mission, vision, KVKK notice, the home page's
 * "Biz Kimiz" block and the contact form notes. Sober and factual on purpose:
 * a YMM may not advertise (Law 3568 and the profession's working principles).
 */

export const founderPage: TextPage = {
  title: "Kerem Özdemir",
  metaDescription:
    "Yeminli Mali Müşavir Kerem Özdemir'in eğitimi, on yıllık vergi müfettişliği görevi, meslek ruhsatları ve meslek odası üyeliklerine ilişkin özgeçmiş.",
  body: [
    {
      type: "p",
      text: "Kerem Özdemir, Özdemir Yeminli Mali Müşavirlik'in kurucusudur ve Ankara Yeminli Mali Müşavirler Odası'na kayıtlı olarak yeminli mali müşavirlik mesleğini icra etmektedir.",
    },
    { type: "h2", text: "Eğitim" },
    {
      type: "p",
      text: "Ankara Üniversitesi Siyasal Bilgiler Fakültesi Maliye Bölümü'nden 2009 yılında mezun oldu. Kamu maliyesi alanındaki yüksek lisans çalışmasını vergi hukuku konusunda hazırladığı tezle tamamladı.",
    },
    { type: "h2", text: "Vergi müfettişliği" },
    {
      type: "p",
      text: "2010–2020 yılları arasında Vergi Denetim Kurulu Başkanlığı bünyesinde, müfettiş yardımcılığı dönemi de dahil olmak üzere on yıl vergi müfettişi olarak görev yaptı. Bu süre içinde İstanbul ve Bursa'daki grup başkanlıklarında; katma değer vergisi iadeleri, kurumlar vergisi, transfer fiyatlandırması ve yatırım teşviklerine ilişkin vergi incelemeleri yürüttü, inceleme raporları düzenledi. Görevi süresince vergi incelemelerine ilişkin meslek içi eğitim programlarında da görev aldı.",
    },
    { type: "h2", text: "Serbest meslek" },
    {
      type: "p",
      text: "Kamudaki görevinden ayrıldıktan sonra, 3568 sayılı Serbest Muhasebecilik, Serbest Muhasebeci Mali Müşavirlik ve Yeminli Mali Müşavirlik Kanunu'nda öngörülen koşulları sağlayarak Serbest Muhasebeci Mali Müşavirlik ruhsatını aldı. 2023 yılında Yeminli Mali Müşavirlik ruhsatını alarak Ankara'nın Çankaya ilçesinde Özdemir Yeminli Mali Müşavirlik bürosunu kurdu.",
    },
    {
      type: "p",
      text: "Çalışmalarını KDV iadesi tasdik raporları, tam tasdik, özel amaçlı tasdik raporları, teşvik uygulamaları ve vergi incelemesi süreçleri üzerinde yürütmektedir. Mesleki faaliyetlerini 3568 sayılı Kanun ve meslek mevzuatı çerçevesinde, bağımsızlık, tarafsızlık ve sır saklama ilkelerine bağlı olarak sürdürmektedir. Büronun tasdik ve raporlama çalışmalarını bizzat yürütmekte ve imzaladığı raporlardan 3568 sayılı Kanun uyarınca kişisel olarak sorumlu bulunmaktadır.",
    },
    { type: "h2", text: "Mesleki üyelikler" },
    {
      type: "ul",
      items: [
        "Ankara Yeminli Mali Müşavirler Odası",
        "Türkiye Serbest Muhasebeci Mali Müşavirler ve Yeminli Mali Müşavirler Odaları Birliği (TÜRMOB)",
      ],
    },
  ],
};
