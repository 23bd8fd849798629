import type { TextPage } from "#app/.server/db/sample-firm/types.ts";

export const kvkkPage: TextPage = {
  title: "KVKK Aydınlatma Metni",
  metaDescription:
    "Özdemir Yeminli Mali Müşavirlik internet sitesinde iletişim formu, e-bülten ve sunucu kayıtları yoluyla işlenen kişisel verilere ilişkin aydınlatma metni.",
  body: [
    { type: "p", text: "Son güncelleme: 29.11.2026" },
    {
      type: "p",
      text: "Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun (Kanun) 10. maddesi ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca; internet sitemizi ziyaret eden, iletişim formu aracılığıyla bize ulaşan, e‑bültenimize abone olan, kişisel verilerine ilişkin başvuru yapan kişilerin ve yönetim panelimizi kullanan çalışanlarımızın kişisel verilerinin işlenmesine ilişkin olarak hazırlanmıştır.",
    },
    { type: "h2", text: "1. Veri sorumlusu" },
    {
      type: "p",
      text: "Veri sorumlusu, Örnek Mahallesi, Müşavirler Caddesi No: 12/4, 06690 Çankaya/Ankara adresinde faaliyet gösteren Özdemir Yeminli Mali Müşavirlik'tir (Yeminli Mali Müşavir Kerem Özdemir). Kişisel verilerinize ilişkin sorularınız için bilgi@ozdemirymm.example adresine yazabilirsiniz.",
    },
    { type: "h2", text: "2. İşlenen kişisel veriler, amaçlar, hukuki sebepler, alıcılar ve saklama süreleri" },
    // The marker: the site puts here the section it generates from what it really does (ADR 056).
    { type: "p", text: "{kvkk.isleme}" },
    {
      type: "p",
      text: "İletişim formundaki mesaj alanına, talebinizin yanıtlanması için gerekli olmayan kişisel verilerinizi, özellikle sağlık bilgileri gibi özel nitelikli kişisel verileri yazmamanızı rica ederiz.",
    },
    { type: "h2", text: "3. Toplama yöntemi" },
    {
      type: "p",
      text: "Kişisel verileriniz, internet sitemizdeki formlar ve sunucularımız aracılığıyla elektronik ortamda, kısmen otomatik yollarla toplanır.",
    },
    { type: "h2", text: "4. E‑bülten: e‑posta ile onay ve abonelikten çıkma" },
    {
      type: "p",
      text: "E‑bülten aboneliği çift aşamalı onay yöntemiyle yapılır: Formu doldurduğunuzda e‑posta adresinize bir onay bağlantısı gönderilir ve abonelik yalnızca bu bağlantı ile e‑posta üzerinden onay vermeniz halinde başlar. Onaylanmayan talepler için e‑bülten gönderilmez. Gönderilen her e‑bültende, bir “abonelikten çık” bağlantısı bulunur. Bu bağlantıyı kullanarak veya bilgi@ozdemirymm.example adresine yazarak onayınızı dilediğiniz zaman, gerekçe göstermeksizin ve ücretsiz olarak geri alabilirsiniz.",
    },
    {
      type: "p",
      text: "E‑bültenlerimizde izleme pikseli kullanılmaz ve bağlantılar bir yönlendirme adresi üzerinden geçirilmez: e‑postayı açıp açmadığınız ya da hangi bağlantıya tıkladığınız kaydedilmez. Sitemize giden bağlantılar yalnızca hangi e‑bülten sayısından gelindiğini gösteren, her abone için aynı olan bir ek taşır (ör. ?kaynak=bulten-12); bu ek kim olduğunuzu göstermez ve yalnızca ziyaret istatistiklerinde o sayının getirdiği ziyaret sayısı olarak görünür. Gönderilen e‑bültenler, internet sitemizin E‑bülten sayfasında da yayımlanır.",
    },
    { type: "h2", text: "5. Ziyaret istatistikleri" },
    {
      type: "p",
      text: "Sitemizin hangi sayfalarının okunduğunu görebilmek için ziyaretleri kendi sunucumuzda, çerez kullanmadan sayarız. Bu amaçla üçüncü bir tarafa (ör. Google Analytics) veri gönderilmez; tarayıcınıza çerez ya da benzeri bir kayıt bırakılmaz. Neyin sayıldığı, neyin hiç saklanmadığı ve sayımların ne kadar tutulduğu yukarıdaki 2. bölümde yer alır.",
    },
    { type: "h2", text: "6. Kanun'un 11. maddesi kapsamındaki haklarınız" },
    {
      type: "ul",
      items: [
        "Kişisel verilerinizin işlenip işlenmediğini öğrenme,",
        "Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,",
        "Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,",
        "Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,",
        "Kişisel verilerinizin eksik veya yanlış işlenmiş olması halinde bunların düzeltilmesini isteme,",
        "Kanun'un 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,",
        "Düzeltme, silme veya yok etme işlemlerinin, kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,",
        "İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,",
        "Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız halinde zararın giderilmesini talep etme.",
      ],
    },
    { type: "h2", text: "7. Başvuru" },
    {
      type: "p",
      text: "Haklarınıza ilişkin taleplerinizi sitemizdeki başvuru formuyla iletebilirsiniz (bağlantısı 2. bölümün sonunda). Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'e uygun olarak yukarıdaki adrese yazılı olarak da iletebilir veya bize daha önce bildirdiğiniz ve sistemimizde kayıtlı bulunan e‑posta adresinizden bilgi@ozdemirymm.example adresine gönderebilirsiniz. Başvurunuzda ad soyadınızın, yazılı başvurularda imzanızın, T.C. kimlik numaranızın (yabancılar için uyruk ile pasaport veya kimlik numarasının), tebligata esas yerleşim yeri veya iş yeri adresinizin, varsa e‑posta adresinizin, telefon numaranızın ve talep konunuzun yer alması gerekir.",
    },
    {
      type: "p",
      text: "Başvurunuz, talebin niteliğine göre en kısa sürede ve en geç otuz gün içinde ücretsiz olarak sonuçlandırılır. İşlemin ayrıca bir maliyet gerektirmesi halinde Kişisel Verileri Koruma Kurulunca belirlenen tarifedeki ücret alınabilir. Başvurunuzun reddedilmesi, verilen cevabı yetersiz bulmanız veya süresinde cevap verilmemesi halinde, Kanun'un 14. maddesi uyarınca Kişisel Verileri Koruma Kuruluna şikâyette bulunabilirsiniz.",
    },
  ],
};
