import type { Service } from "#app/.server/db/sample-firm/types.ts";

/**
 * The firm's eight services, in the order of the original product (ids 0 to 5,
 * 7 and 8). Texts describe the service, its legal basis, the process and what
 * the client provides; they make no advertising claims (Law 3568 and the
 * profession's working principles forbid advertising).
 */
export const services: readonly Service[] = [
  {
    id: 0,
    slug: "kdv-iadesi-tasdik-raporu",
    fullTitle: "KDV İadesi Tasdik Raporu",
    homeDescription:
      "İade hakkı doğuran işlemlerden kaynaklanan KDV alacağınızın, 3065 sayılı KDV Kanunu ve KDV Genel Uygulama Tebliği hükümlerine göre incelenerek yeminli mali müşavir raporuna bağlanması.",
    metaDescription:
      "İhracat, ihraç kayıtlı teslim, indirimli oran ve tevkifatlı işlemlerden doğan KDV iadesi için YMM tasdik raporu: dayanak, süreç ve istenen belgeler.",
  },
  {
    id: 1,
    slug: "tam-tasdik",
    fullTitle: "Tam Tasdik",
    homeDescription:
      "Yıllık gelir veya kurumlar vergisi beyannamenizin, tam tasdik sözleşmesine dayanılarak hesap dönemi boyunca yürütülen inceleme sonucunda yeminli mali müşavir tarafından tasdiki.",
    metaDescription:
      "3568 sayılı Kanun md. 12 ve Tasdik Yönetmeliği kapsamında tam tasdik: sözleşme, yıl içi inceleme, beyannamenin tasdiki ve tam tasdik raporu süreci.",
  },
  {
    id: 2,
    slug: "ozel-amacli-tam-tasdik",
    fullTitle: "Özel Amaçlı Tasdik Raporları",
    homeDescription:
      "Teşvik, dış ticaret rejimleri, Ar-Ge destekleri ve sermaye tespiti gibi, mevzuatın yeminli mali müşavir raporu aradığı belirli konulara ilişkin tespit ve tasdik raporları.",
    metaDescription:
      "Yatırım teşviki tamamlama vizesi, dahilde işleme izin belgesi kapatma, Ar-Ge merkezi ve sermaye tespiti gibi konularda YMM özel amaçlı tasdik raporları.",
  },
  {
    id: 3,
    slug: "gelir-ve-kurumlar-vergisi-iadeleri",
    fullTitle: "Gelir ve Kurumlar Vergisi İadeleri",
    homeDescription:
      "Tevkif yoluyla kesilen vergiler ile mahsup edilemeyen geçici vergilerin, ilgili kanun ve tebliğler çerçevesinde mahsuben veya nakden iadesine ilişkin tespit ve raporlama.",
    metaDescription:
      "Tevkif yoluyla kesilen vergiler ve mahsup edilemeyen geçici vergilerin mahsuben veya nakden iadesinde YMM tasdik raporu, süreç ve gerekli belgeler.",
  },
  {
    id: 4,
    slug: "tesvik-mevzuati-ve-uygulamalari",
    fullTitle: "Teşvik Mevzuatı ve Uygulamaları",
    homeDescription:
      "Yatırım teşvik belgesi, indirimli kurumlar vergisi ve Ar-Ge ile tasarım indirimi gibi teşvik uygulamalarında şartların izlenmesi, kayıt düzeni ve tamamlama vizesi süreçleri.",
    metaDescription:
      "Yatırım teşvik belgesi, KVK md. 32/A indirimli kurumlar vergisi, 5746 sayılı Kanun kapsamındaki Ar-Ge ve tasarım indirimi ile tamamlama vizesi süreçleri.",
  },
  {
    id: 5,
    slug: "vergi-incelemesi-danismanligi",
    fullTitle: "Vergi İncelemesi Danışmanlığı",
    homeDescription:
      "Vergi incelemesi, izaha davet ve uzlaşma süreçlerinde hak ve ödevlerinizin gözetilmesi, belge hazırlığı ve tespitlere ilişkin açıklamaların mevzuata dayalı olarak hazırlanması.",
    metaDescription:
      "VUK md. 134 ve devamı kapsamında vergi incelemesi, tutanaklar, izaha davet ve uzlaşma süreçlerinde mükellefe yönelik mevzuata dayalı danışmanlık.",
  },
  {
    id: 7,
    slug: "egitim-hizmetleri",
    fullTitle: "Eğitim Hizmetleri",
    homeDescription:
      "İşletmelerin muhasebe, finans ve vergi birimlerine yönelik; mevzuat değişikliklerini ve uygulama esaslarını işletmenin kendi işlemleri üzerinden ele alan kurum içi eğitimler.",
    metaDescription:
      "Muhasebe ve finans ekiplerine KDV iadesi, e-belge, dönem sonu işlemleri, teşvikler ve vergi incelemesi süreçleri konularında kurum içi eğitim çalışmaları.",
  },
  {
    id: 8,
    slug: "denetim-hizmetleri",
    fullTitle: "Denetim Hizmetleri",
    homeDescription:
      "Kayıt ve belgelerin vergi mevzuatına uygunluğunun incelenmesi, iç kontrol düzeninin vergisel açıdan değerlendirilmesi ve tespitlerin yazılı olarak raporlanması.",
    metaDescription:
      "Kayıt ve belgelerin vergi mevzuatına uygunluk denetimi, iç kontrol değerlendirmesi, şirket satın alımlarında vergisel durum tespiti ve yazılı raporlama.",
  },
];

/** The default service page (/hizmetler and unknown service paths). */
export const defaultService: Service = requireService("kdv-iadesi-tasdik-raporu");

/** The service whose slug is `slug`, if any. */
export function findService(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug);
}

function requireService(slug: string): Service {
  const service = findService(slug);
  if (!service) throw new Error(`services.ts has no service "${slug}"`);
  return service;
}
