import type { ContentBlock } from "#app/.server/db/sample-firm/types.ts";

/** The "Biz Kimiz" block on the home page. */
export const aboutBlock: { title: string; body: ContentBlock[] } = {
  title: "Biz Kimiz",
  body: [
    {
      type: "p",
      text: "Özdemir Yeminli Mali Müşavirlik, 2023 yılında Ankara'da Yeminli Mali Müşavir Kerem Özdemir tarafından kurulmuştur. Büromuz, 3568 sayılı Kanun çerçevesinde yeminli mali müşavirlerin yetkili olduğu tasdik, inceleme ve danışmanlık hizmetlerini yürütmektedir.",
    },
    {
      type: "p",
      text: "Çalışmalarımız KDV iadesi tasdik raporlarını, tam tasdiki, özel amaçlı raporları, gelir ve kurumlar vergisi iadelerini, teşvik uygulamalarını ve vergi incelemesi süreçlerini kapsar. Yeminli mali müşavirler kanun gereği defter tutamadığından, çalışmalarımızı işletmelerin muhasebe birimleri veya serbest muhasebeci mali müşavirleriyle birlikte yürütürüz.",
    },
    {
      type: "p",
      text: "Her çalışmada tespitlerin kayıt ve belgelere dayanmasını ve vergi mevzuatına uygunluğu esas alırız. Büromuz Ankara'nın Çankaya ilçesinde hizmet vermektedir.",
    },
  ],
};

/** Lead of the services section on the home page. */
export const homeIntro: { title: string; text: string } = {
  title: "Hizmetlerimiz",
  text: "Yeminli mali müşavirlik mevzuatı çerçevesinde yürüttüğümüz tasdik, iade, teşvik, inceleme, eğitim ve denetim hizmetlerinin kapsamını aşağıda bulabilirsiniz.",
};
