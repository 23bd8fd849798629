import type { TextPage } from "#app/.server/db/sample-firm/types.ts";

export const kvkkPage: TextPage = {
  title: "KVKK Aydınlatma Metni",
  metaDescription:
    "Özdemir Yeminli Mali Müşavirlik internet sitesinde iletişim formu, e-bülten ve sunucu kayıtları yoluyla işlenen kişisel verilere ilişkin aydınlatma metni.",
  body: [
    { type: "p", text: "Son güncelleme: 26.11.2026" },
    {
      type: "p",
      text: "Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun (Kanun) 10. maddesi ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca; internet sitemizi ziyaret eden, iletişim formu aracılığıyla bize ulaşan ve e‑bültenimize abone olan kişilerin kişisel verilerinin işlenmesine ilişkin olarak hazırlanmıştır.",
    },
    { type: "h2", text: "1. Veri sorumlusu" },
    {
      type: "p",
      text: "Veri sorumlusu, Örnek Mahallesi, Müşavirler Caddesi No: 12/4, 06690 Çankaya/Ankara adresinde faaliyet gösteren Özdemir Yeminli Mali Müşavirlik'tir (Yeminli Mali Müşavir Kerem Özdemir). Kişisel verilerinize ilişkin sorularınız için bilgi@ozdemirymm.example adresine yazabilirsiniz.",
    },
    { type: "h2", text: "2. İşlenen kişisel veriler" },
    {
      type: "ul",
      items: [
        "İletişim formu: ad soyad, telefon numarası, e‑posta adresi, mesajın konusu ve mesaj içeriği.",
        "E‑bülten aboneliği: e‑posta adresi, abonelik talebinin ve e‑posta ile verilen onayın zamanı, onayın verildiği sayfa, onay sırasında kullanılan IP adresi ve formda gösterilen onay metninin sürümü (her sürümün tam metni saklanır). Bir e‑bülten adresinize kalıcı olarak teslim edilemezse, bunun zamanı ve e‑posta sunucusunun bildirdiği gerekçe de kaydedilir.",
        "Sunucu kayıtları: siteyi ziyaretiniz sırasında tarayıcınız tarafından iletilen IP adresi, tarih ve saat, talep edilen sayfa ile tarayıcı ve işletim sistemi bilgileri.",
      ],
    },
    {
      type: "p",
      text: "İletişim formundaki mesaj alanına, talebinizin yanıtlanması için gerekli olmayan kişisel verilerinizi, özellikle sağlık bilgileri gibi özel nitelikli kişisel verileri yazmamanızı rica ederiz.",
    },
    { type: "h2", text: "3. Kişisel verilerin işlenme amaçları" },
    {
      type: "ul",
      items: [
        "İletişim formu yoluyla iletilen soru ve taleplerin değerlendirilmesi ve yanıtlanması.",
        "Talebiniz halinde hizmet sözleşmesinin kurulmasına yönelik görüşmelerin yürütülmesi.",
        "E‑bülten aboneliğinin doğrulanması, e‑bültenin gönderilmesi ve abonelikten çıkma taleplerinin yerine getirilmesi.",
        "Verilen onayların ispatı ve ilgili mevzuattan doğan yükümlülüklerin yerine getirilmesi.",
        "İnternet sitesinin güvenliğinin sağlanması, hataların tespiti ve kötüye kullanımın önlenmesi.",
      ],
    },
    { type: "h2", text: "4. Toplama yöntemi ve hukuki sebepler" },
    {
      type: "p",
      text: "Kişisel verileriniz, internet sitemizdeki formlar ve sunucularımız aracılığıyla elektronik ortamda, kısmen otomatik yollarla toplanır. İşlemenin hukuki sebepleri şunlardır:",
    },
    {
      type: "ul",
      items: [
        "İletişim formu verileri: bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması kaydıyla sözleşmenin taraflarına ait kişisel verilerin işlenmesinin gerekli olması (Kanun md. 5/2-c) ve temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz için veri işlenmesinin zorunlu olması (md. 5/2-f).",
        "E‑bülten verileri: açık rızanız (md. 5/1). E‑bülten, 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun ve Ticari İletişim ve Ticari Elektronik İletiler Hakkında Yönetmelik uyarınca yalnızca onay vermeniz halinde gönderilir; onayınız, mevzuatın gerektirdiği hallerde İleti Yönetim Sistemi'ne (İYS) kaydedilir. Onayın ispatına ilişkin kayıtlar, hukuki yükümlülüğümüzün yerine getirilmesi (md. 5/2-ç) ve bir hakkın tesisi, kullanılması veya korunması (md. 5/2-e) amacıyla saklanır.",
        "Sunucu kayıtları: meşru menfaatimiz (md. 5/2-f) ve mevzuattan doğan yükümlülüklerimiz (md. 5/2-ç).",
      ],
    },
    { type: "h2", text: "5. E‑bülten: e‑posta ile onay ve abonelikten çıkma" },
    {
      type: "p",
      text: "E‑bülten aboneliği çift aşamalı onay yöntemiyle yapılır: Formu doldurduğunuzda e‑posta adresinize bir onay bağlantısı gönderilir ve abonelik yalnızca bu bağlantı ile e‑posta üzerinden onay vermeniz halinde başlar. Onaylanmayan talepler için e‑bülten gönderilmez. Gönderilen her e‑bültende, bir “abonelikten çık” bağlantısı bulunur. Bu bağlantıyı kullanarak veya bilgi@ozdemirymm.example adresine yazarak onayınızı dilediğiniz zaman, gerekçe göstermeksizin ve ücretsiz olarak geri alabilirsiniz.",
    },
    {
      type: "p",
      text: "E‑bültenlerimizde izleme pikseli kullanılmaz ve bağlantılar bir yönlendirme adresi üzerinden geçirilmez: e‑postayı açıp açmadığınız ya da hangi bağlantıya tıkladığınız kaydedilmez. Sitemize giden bağlantılar yalnızca hangi e‑bülten sayısından gelindiğini gösteren, her abone için aynı olan bir ek taşır (ör. ?kaynak=bulten-12); bu ek kim olduğunuzu göstermez ve yalnızca aşağıdaki ziyaret istatistiklerinde o sayının getirdiği ziyaret sayısı olarak görünür. Gönderilen e‑bültenler, internet sitemizin E‑bülten sayfasında da yayımlanır.",
    },
    { type: "h2", text: "6. Ziyaret istatistikleri" },
    {
      type: "p",
      text: "Sitemizin hangi sayfalarının okunduğunu görebilmek için ziyaretleri kendi sunucumuzda, çerez kullanmadan sayarız. Bu amaçla üçüncü bir tarafa (ör. Google Analytics) veri gönderilmez; tarayıcınıza çerez ya da benzeri bir kayıt bırakılmaz. Hukuki sebep, meşru menfaatimizdir (Kanun md. 5/2-f).",
    },
    {
      type: "ul",
      items: [
        "Sayılanlar: ziyaret edilen sayfanın adresi (sorgu bilgileri olmadan; hesaplama araçlarında yalnızca hangi aracın kullanıldığı), sitemize başka bir siteden gelindiyse yalnızca o sitenin adı (ör. google.com), cihaz türü (telefon, tablet, masaüstü), bir e‑bülten bağlantısıyla gelindiyse o e‑bültenin sayısı ve site içi aramada sonuç bulunamayan arama sözcükleri. Bunlar gün gün toplam olarak tutulur.",
        "Aynı gün içindeki tekil ziyaretçi sayısı için, IP adresinizin son bölümü silinmiş (kısaltılmış) hali ile tarayıcı bilgisi, yalnızca o güne ait ve gün bitince silinen rastgele bir anahtarla tek yönlü olarak özetlenir. IP adresiniz ve tarayıcı bilginiz hiçbir yerde saklanmaz; özet, ziyaret ettiğiniz sayfalarla birlikte tutulmaz ve anahtar silindikten sonra yeniden üretilemez. Bu nedenle istatistikler sizi tanımlamaya elverişli değildir.",
        "Tarayıcınızda “izlenmek istemiyorum” (Do Not Track) veya Global Privacy Control ayarı açıksa ziyaretiniz hiç sayılmaz. Arama motoru robotları gibi otomatik istemciler de sayılmaz.",
        "Saklama: günlük toplamlar iki yıl, sonrasında yalnızca aylık toplamlar saklanır; günün anahtarı ve özetleri gün bitiminde silinir.",
      ],
    },
    { type: "h2", text: "7. Kişisel verilerin aktarılması" },
    {
      type: "p",
      text: "Kişisel verileriniz satılmaz, kiralanmaz ve pazarlama amacıyla üçüncü kişilerle paylaşılmaz. Verileriniz büromuz bünyesinde tutulur; yalnızca yukarıdaki amaçlarla sınırlı olarak ve Kanun'un 8. ve 9. maddelerine uygun şekilde aşağıdaki alıcılara aktarılabilir:",
    },
    {
      type: "ul",
      items: [
        "İnternet sitesinin barındırılması ve e‑posta gönderimi için hizmet aldığımız, veri işleyen sıfatıyla ve talimatlarımız doğrultusunda çalışan hizmet sağlayıcılar.",
        "Kanunen yetkili kamu kurum ve kuruluşları ile yargı mercileri; yalnızca hukuki bir yükümlülük bulunması halinde ve talep edilen kapsamla sınırlı olarak.",
        "Ticari elektronik ileti onaylarının kaydı için, mevzuatın gerektirdiği hallerde İleti Yönetim Sistemi.",
      ],
    },
    {
      type: "p",
      text: "Hizmet sağlayıcılarımızın sunucularının yurt dışında bulunması halinde aktarım, Kanun'un 9. maddesinde öngörülen şartlara ve güvencelere uygun olarak yapılır.",
    },
    { type: "h2", text: "8. Saklama süreleri" },
    {
      type: "ul",
      items: [
        "İletişim formu mesajları: mesajın alındığı tarihten itibaren iki yıl. Mesajın bir hizmet sözleşmesine dönüşmesi halinde, ilgili mevzuatın öngördüğü saklama süreleri uygulanır.",
        "E‑bülten abonelik verileri: onayınızı geri alıncaya kadar. Onayın ve onayın geri alınmasının ispatına ilişkin kayıtlar, onayın geçerliliğinin sona ermesinden itibaren ilgili mevzuatta öngörülen süre (üç yıl) boyunca saklanır.",
        "Onaylanmamış e‑bülten talepleri: talep tarihinden itibaren en geç otuz gün.",
        "Sunucu kayıtları: en fazla altı ay.",
        "Ziyaret istatistikleri: günlük toplamlar iki yıl, sonrasında aylık toplamlar; günün anahtarı ve özetleri gün bitiminde silinir.",
      ],
    },
    {
      type: "p",
      text: "Saklama süresi sona eren kişisel veriler silinir, yok edilir veya anonim hale getirilir.",
    },
    { type: "h2", text: "9. Kanun'un 11. maddesi kapsamındaki haklarınız" },
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
    { type: "h2", text: "10. Başvuru" },
    {
      type: "p",
      text: "Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'e uygun olarak yukarıdaki adrese yazılı olarak iletebilir veya bize daha önce bildirdiğiniz ve sistemimizde kayıtlı bulunan e‑posta adresinizden bilgi@ozdemirymm.example adresine gönderebilirsiniz. Başvurunuzda ad soyadınızın, yazılı başvurularda imzanızın, T.C. kimlik numaranızın (yabancılar için uyruk ile pasaport veya kimlik numarasının), tebligata esas yerleşim yeri veya iş yeri adresinizin, varsa e‑posta adresinizin, telefon numaranızın ve talep konunuzun yer alması gerekir.",
    },
    {
      type: "p",
      text: "Başvurunuz, talebin niteliğine göre en kısa sürede ve en geç otuz gün içinde ücretsiz olarak sonuçlandırılır. İşlemin ayrıca bir maliyet gerektirmesi halinde Kişisel Verileri Koruma Kurulunca belirlenen tarifedeki ücret alınabilir. Başvurunuzun reddedilmesi, verilen cevabı yetersiz bulmanız veya süresinde cevap verilmemesi halinde, Kanun'un 14. maddesi uyarınca Kişisel Verileri Koruma Kuruluna şikâyette bulunabilirsiniz.",
    },
  ],
};
