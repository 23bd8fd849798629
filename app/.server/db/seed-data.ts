import type { SeedPost, SeedQuestion, SeedTool } from "#app/.server/db/sample-firm/types.ts";
import type { OfficialReference } from "#app/lib/circulars.ts";

/**
 * Sample rows seeded once into an empty database (see seed.ts). The ids are
 * fixed so that a re-run produces the same rows. News titles are used as URL
 * path segments: they contain no "/", "?", "#", "%" or quotes and are unique.
 * Texts are deliberately general: no rates or thresholds are quoted, so the
 * samples do not go stale or mislead; the few dates quoted carry their source.
 * A body is the original's plain text (made paragraphs when seeded) or, for the
 * rich-text sample, HTML (sanitized when seeded).
 */

export const seedAnnouncements: SeedPost[] = [
  {
    id: "id637d1f9daa0debcc",
    title: "2027 hesap dönemi için tam tasdik taleplerinin bildirilmesi",
    body: "Değerli mükelleflerimiz,\n\n2027 hesap dönemi için tam tasdik sözleşmesi yapmayı değerlendiren mükelleflerimizin taleplerini Aralık ayı içinde büromuza bildirmelerini rica ederiz. Tam tasdik sözleşmesinin, Tasdik Yönetmeliği'nde belirtilen süre içinde yapılması ve vergi dairesine bildirilmesi gerekmektedir.\n\nSözleşme öncesinde işletmenizin faaliyet yapısı, muhasebe düzeni ve dönem içinde planlanan önemli işlemler birlikte değerlendirilecek; çalışma takvimi ve talep edilecek belgeler yazılı olarak paylaşılacaktır. Sözleşme görüşmesi için büromuzdan randevu alabilirsiniz.",
    date: "2026-11-20T09:00:00.000Z",
  },
  {
    id: "id6924952a449bfa0f",
    title: "Kasım ayı beyanname ve ödeme takvimi hatırlatması",
    body: "Değerli mükelleflerimiz,\n\nEkim ayına ait katma değer vergisi beyannameleri ile muhtasar ve prim hizmet beyannamelerinin verilme süreleri Kasım ayının son haftasında sona ermektedir. KDV iadesi talep edilecek dönemlerde, iade talep dilekçesi ve listelerin beyannameyle uyumlu olarak hazırlanması gerekmektedir.\n\nBeyanname ve ödeme sürelerine ilişkin güncel bilgiye Gelir İdaresi Başkanlığının vergi takviminden ulaşabilirsiniz. Son günlerde yaşanabilecek yoğunluk nedeniyle belgelerinizi erken iletmenizi rica ederiz.",
    date: "2026-11-02T08:30:00.000Z",
  },
  {
    id: "id79eefd7fbc4f259f",
    title: "Vergi mevzuatında yapılan son düzenlemeler hakkında bilgilendirme",
    body: "Değerli mükelleflerimiz,\n\nEkim ayı içinde Resmî Gazete'de yayımlanan vergi mevzuatına ilişkin düzenlemeler büromuzca incelenmektedir. Düzenlemelerin tasdik, iade ve teşvik süreçlerini etkileyen yönleri, hizmet verdiğimiz mükelleflerimize ayrıca ve yazılı olarak bildirilecektir.\n\nBu süreçte yürüyen iade ve tasdik çalışmalarında herhangi bir aksama öngörülmemektedir. Düzenlemelerin işletmenize etkisine ilişkin sorularınızı büromuza iletebilirsiniz.\n\nDeğişikliklerin uygulanmasına ilişkin olarak Gelir İdaresi Başkanlığınca yayımlanacak sirküler ve açıklamalar da izlenerek bilgilendirmelerimiz güncellenecektir.",
    date: "2026-10-14T09:00:00.000Z",
  },
  {
    id: "idddc8f1245ccd5fbf",
    title: "e-Defter berat yükleme süreleri hakkında hatırlatma",
    body: "Değerli mükelleflerimiz,\n\nElektronik defter uygulamasına dahil olan mükelleflerin, e-Defter Genel Tebliği'nde belirlenen süreler içinde berat dosyalarını oluşturarak Gelir İdaresi Başkanlığı sistemine yüklemeleri gerekmektedir. Beratların süresinde yüklenmemesi, defterlerin zamanında tutulmaması sonucunu doğurabilir.\n\nTam tasdik ve KDV iadesi çalışmalarında incelemeler e-Defter kayıtları üzerinden yürütüldüğünden, berat yükleme işlemlerinin tamamlandığını gösteren bilgilerin büromuzla paylaşılmasını rica ederiz. Yükleme sırasında teknik bir sorun yaşanması halinde, sorunun ve yapılan bildirimlerin kayıt altına alınmasını öneririz.",
    date: "2026-09-14T08:00:00.000Z",
  },
  {
    id: "id662230e0a3930bee",
    title: "İkinci geçici vergi dönemi beyannameleri hakkında hatırlatma",
    body: "Değerli mükelleflerimiz,\n\n2026 yılı ikinci geçici vergi dönemine (Nisan–Haziran) ait gelir ve kurumlar vergisi geçici vergi beyannamelerinin verilme ve ödeme süresi 17 Ağustos 2026 tarihinde sona ermektedir.\n\nTam tasdik sözleşmesi bulunan mükelleflerimizin, dönem kayıtlarını ve geçici vergi matrahının hesaplanmasına esas bilgileri 7 Ağustos 2026 tarihine kadar büromuza iletmelerini rica ederiz. Bu bilgiler, dönem içi incelemelerimizin bir parçası olarak değerlendirilecektir. Ödemelerin süresinde yapılmaması halinde gecikme zammı uygulanacağını hatırlatırız.",
    date: "2026-08-03T08:30:00.000Z",
  },
  {
    id: "id8a0e4ed6411e0eba",
    title: "Serbest muhasebeci mali müşavirlik stajyeri başvuruları",
    body: "Büromuzda, serbest muhasebeci mali müşavirlik stajını yapmak isteyen adaylar için stajyer başvuruları kabul edilecektir.\n\nBaşvuru yapacak adayların staja giriş sınavını kazanmış olmaları ve staj başlangıç işlemlerini mevzuata uygun olarak tamamlayabilecek durumda bulunmaları gerekmektedir. Staj süresince KDV iadesi, tam tasdik ve vergi incelemesi süreçlerine ilişkin çalışmalarda görev alınacaktır.\n\nAdayların özgeçmişlerini bilgi@ozdemirymm.example adresine göndermeleri rica olunur. Başvurular, staj mevzuatı çerçevesinde değerlendirilecek ve adaylarla görüşme yapılacaktır.",
    date: "2026-07-06T09:00:00.000Z",
  },
  {
    id: "idb06f116df8a8ce05",
    title: "KDV iadesi talepleri için belge teslim takvimi",
    body: "Değerli mükelleflerimiz,\n\n2026 yılının ikinci yarısında KDV iadesi tasdik raporu düzenlenmesini talep edecek mükelleflerimizin, iade talep edilecek döneme ait KDV beyannamesinin verilmesini izleyen on beş gün içinde belgelerini büromuza iletmelerini rica ederiz.\n\nBu kapsamda iade talep dilekçesi ve ekli listeler, ilgili döneme ait yasal defterler, alış ve satış belgeleri, gümrük beyannameleri ve ödeme belgeleri talep edilmektedir. Belgelerin eksiksiz sunulması, rapor çalışmalarının planlanan sürede tamamlanması için gereklidir.\n\nAyrıntılı belge listesi, talep halinde e-posta ile gönderilecektir.",
    date: "2026-06-15T09:00:00.000Z",
  },
  {
    id: "ideee33c2e06424fa2",
    title: "Kurban Bayramı süresince büro çalışma düzeni",
    body: "Değerli mükelleflerimiz,\n\nKurban Bayramı nedeniyle büromuz 26 Mayıs 2026 arife günü öğleden sonra ve 27–30 Mayıs 2026 tarihleri arasında kapalı olacaktır. 1 Haziran 2026 Pazartesi gününden itibaren olağan çalışma saatlerimize devam edeceğiz.\n\nTatil süresince iletilen e-posta ve iletişim formu mesajları, büromuzun açıldığı ilk iş gününden itibaren sırasıyla yanıtlanacaktır. Süresi bu döneme denk gelen yükümlülükler için belgelerinizi tatil öncesinde iletmenizi rica ederiz.\n\nBayramınızı kutlarız.",
    date: "2026-05-20T09:00:00.000Z",
  },
  {
    id: "id30427e7383e2032c",
    title: "Büromuzun telefon ve e-posta bilgileri güncellendi",
    body: "Değerli mükelleflerimiz,\n\nBüromuzun iletişim bilgileri güncellenmiştir. Büromuza +90 312 000 00 00 numaralı telefondan ve bilgi@ozdemirymm.example e-posta adresinden ulaşabilirsiniz. Adresimiz değişmemiştir: Örnek Mahallesi, Müşavirler Caddesi No: 12/4, 06690 Çankaya/Ankara.\n\nEski iletişim bilgilerimize gönderilen mesajlar bir süre daha yeni adresimize yönlendirilecektir. Kayıtlarınızı güncellemenizi rica ederiz.\n\nBüromuzun çalışma saatleri hafta içi 09.00–18.00 olarak devam etmektedir. Randevu talepleriniz için telefonla veya e-posta yoluyla iletişime geçebilirsiniz.",
    date: "2026-04-14T08:00:00.000Z",
  },
  {
    id: "id9b5a7a752ace65d4",
    title: "Kurumlar vergisi beyannamesi tasdik takvimi",
    body: "Değerli mükelleflerimiz,\n\nTakvim yılını hesap dönemi olarak kullanan kurumlar vergisi mükellefleri için 2025 hesap dönemine ait kurumlar vergisi beyannamelerinin verilme süresi Nisan ayı sonunda sona ermektedir.\n\nTam tasdik sözleşmesi bulunan mükelleflerimizin dönem sonu değerleme işlemlerine, kanunen kabul edilmeyen giderlere ve kazançtan yapılacak indirimlere ilişkin belgelerini 10 Nisan 2026 tarihine kadar iletmelerini; beyanname taslaklarının ise 20 Nisan 2026 tarihine kadar birlikte değerlendirilmesini planlamaktayız.\n\nBu takvime uyulması, beyannamelerin tasdik edilerek süresinde verilebilmesi için gereklidir.",
    date: "2026-03-23T09:00:00.000Z",
  },
  {
    id: "idad3b3ab8bfa04a18",
    title: "Yıllık gelir vergisi beyannamesi dönemi başladı",
    // The sample of rich text (a heading, a list of deadlines, a small table, a link).
    // Sources (/work/shared/tax-reference.md §5.1, "Yıllık gelir vergisi"):
    // - payment in two equal instalments, in March and in July: GVK md. 117 (as amended
    //   by 7338 s.K.), read in the consolidated text [P]; last days 31.03 and 31.07;
    // - returns accepted until 31 March in 2026: GİB's announcement, reported by two
    //   independent sources [S2] (the statute, GVK md. 92, says the 25th).
    // 16 March 2026 is the office's own date for documents, not a legal deadline.
    body:
      "<p>Değerli mükelleflerimiz,</p>" +
      "<p>2025 takvim yılına ait yıllık gelir vergisi beyannamelerinin verilme süresi Mart ayı boyunca devam etmektedir.</p>" +
      "<h2>Önemli tarihler</h2>" +
      "<ul>" +
      "<li><strong>16 Mart 2026:</strong> tasdike esas kayıt ve belgelerin büromuza iletilmesi</li>" +
      "<li><strong>31 Mart 2026:</strong> beyannamenin verilmesi ve birinci taksitin ödenmesi</li>" +
      "<li><strong>31 Temmuz 2026:</strong> ikinci taksitin ödenmesi</li>" +
      "</ul>" +
      "<p>Beyannamesi yeminli mali müşavir tasdikine bağlı olan mükelleflerimizin tasdike esas kayıt ve belgeleri büromuza zamanında iletmelerini rica ederiz. " +
      "<strong>Vergi kesintisi yoluyla ödenen vergilerin mahsubu veya iadesi söz konusu ise kesinti belgelerinin de eklenmesi gerekmektedir.</strong></p>" +
      "<h2>Ödeme taksitleri</h2>" +
      "<p>Beyan edilen gelir vergisi iki eşit taksitte ödenir:</p>" +
      "<table><thead><tr><th>Taksit</th><th>Ödeme ayı</th><th>Son gün</th></tr></thead>" +
      "<tbody><tr><td>Birinci taksit</td><td>Mart</td><td>31 Mart 2026</td></tr>" +
      "<tr><td>İkinci taksit</td><td>Temmuz</td><td>31 Temmuz 2026</td></tr></tbody></table>" +
      '<p>Beyanname verme ve ödeme sürelerine ilişkin güncel bilgiye Gelir İdaresi Başkanlığının <a href="https://www.gib.gov.tr/vergi-takvimi">vergi takviminden</a> ulaşabilirsiniz.</p>',
    date: "2026-03-02T08:00:00.000Z",
  },
];

export const seedNews: SeedPost[] = [
  {
    id: "id8b48dac3363ffc57",
    title: "Yeniden değerleme oranı ilan edildi",
    body: "Vergi Usul Kanunu'nun mükerrer 298. maddesinin (B) fıkrası uyarınca 2026 yılı için uygulanacak yeniden değerleme oranı, Gelir İdaresi Başkanlığınca yayımlanan genel tebliğle ilan edildi.\n\nYeniden değerleme oranı, Türkiye İstatistik Kurumunun yurt içi üretici fiyat endeksinde Ekim ayı itibarıyla son bir yılda meydana gelen ortalama fiyat artış oranı esas alınarak belirlenmektedir. Vergi kanunlarında yer alan ve yeniden değerleme oranına bağlanan maktu had, tutar ve cezalar, izleyen yıl için bu oran dikkate alınarak güncellenmektedir.\n\nMükelleflerin, izleyen yılda uygulanacak tutarlar için ilgili genel tebliğleri esas almaları gerekmektedir.",
    date: "2026-11-19T10:00:00.000Z",
  },
  {
    id: "id8ab18c5fec620ab5",
    title: "Dijital Vergi Dairesi üzerinden yapılabilen işlemler",
    body: "Gelir İdaresi Başkanlığının Dijital Vergi Dairesi, mükelleflerin vergi dairesine gitmeden yürütebildiği işlemleri tek bir platformda toplamaktadır.\n\nPlatform üzerinden borç sorgulama ve ödeme, vergi levhası ve borcu yoktur yazısı gibi belgelerin alınması, dilekçe gönderimi ve çeşitli hesaplama araçlarına erişim gibi işlemler yapılabilmektedir. KDV iadesi talepleri de iade talep dilekçesi ve listelerle birlikte elektronik ortamda iletilmektedir.\n\nMükelleflerin, platforma erişim bilgilerini güvenli biçimde saklamaları ve yetkilendirme işlemlerini yalnızca çalıştıkları meslek mensupları için yapmaları önem taşımaktadır.",
    date: "2026-10-19T09:30:00.000Z",
  },
  {
    id: "id1ecc50fed92f8ddf",
    title: "Özelge talebiyle vergisel belirsizliklerin giderilmesi",
    body: "Vergi Usul Kanunu'nun 413. maddesi, mükelleflere vergi durumları ve vergi uygulaması bakımından belirsiz gördükleri konularda idareden yazılı olarak açıklama isteme imkânı tanımaktadır. Bu açıklamalar uygulamada özelge olarak adlandırılmaktadır.\n\nÖzelge talebinde işlemin tüm unsurlarının açık ve eksiksiz olarak anlatılması gerekir. Verilen özelge, talepte bulunan mükellefin açıkladığı somut olayla sınırlıdır ve olay farklılaştığında aynı sonuç doğmayabilir.\n\nGelir İdaresi Başkanlığı, yayımladığı özelgeleri kişisel bilgiler çıkarılarak kamuoyunun erişimine açmaktadır. Bu özelgeler, benzer işlemler için yol gösterici olmakla birlikte diğer mükellefleri bağlayıcı nitelik taşımamaktadır.",
    date: "2026-10-05T09:00:00.000Z",
  },
  {
    id: "id92ae2ac731387c5d",
    title: "Yatırım teşvik belgesi işlemlerinde elektronik başvuru süreci",
    body: "Yatırım teşvik belgesi başvuruları, belge revizeleri, süre uzatımları ve tamamlama vizesi talepleri, Sanayi ve Teknoloji Bakanlığının Elektronik Teşvik Uygulama ve Yabancı Sermaye Bilgi Sistemi (E-TUYS) üzerinden elektronik ortamda yürütülmektedir.\n\nSistemin kullanılabilmesi için şirket adına yetkilendirilmiş kullanıcı tanımlanması ve nitelikli elektronik sertifika ile işlem yapılması gerekmektedir. Başvuruların belge kapsamındaki yatırım harcamalarıyla uyumlu olması ve belgede öngörülen sürelerin izlenmesi, teşvik unsurlarından yararlanmanın devamı açısından önem taşımaktadır.",
    date: "2026-09-21T09:00:00.000Z",
  },
  {
    id: "idf98933c537c12046",
    title: "Vergi incelemelerinde tarhiyat öncesi uzlaşma başvuruları",
    body: "Vergi Usul Kanunu'nun ek 11. maddesi, vergi incelemesi sonucunda düzenlenen raporlara dayanılarak yapılacak tarhiyattan önce mükellefle uzlaşma yolunu düzenlemektedir. Tarhiyat öncesi uzlaşmanın usul ve esasları, Tarhiyat Öncesi Uzlaşma Yönetmeliği'nde belirlenmiştir.\n\nUzlaşma talebi, incelemeyi yapan birime ve yönetmelikte belirtilen süre içinde yapılmaktadır. Uzlaşma görüşmesinde vergi ve cezalar birlikte değerlendirilmekte; uzlaşma sağlanması halinde düzenlenen tutanak kesin nitelik taşımaktadır.\n\nUzlaşma yolunun dava yolu ile ilişkisi ve uzlaşmanın sağlanamaması halinde izlenebilecek yollar, her dosyanın özelliklerine göre ayrıca değerlendirilmelidir.",
    date: "2026-08-24T09:00:00.000Z",
  },
  {
    id: "id647ab7fbcc6cce48",
    title: "Ar-Ge ve tasarım indiriminde kayıt düzeninin önemi",
    body: "5746 sayılı Araştırma, Geliştirme ve Tasarım Faaliyetlerinin Desteklenmesi Hakkında Kanun kapsamında yapılan Ar-Ge ve tasarım harcamaları, kurum kazancının tespitinde indirim konusu yapılabilmektedir.\n\nİndirimden yararlanılabilmesi için harcamaların proje bazında ayrı hesaplarda izlenmesi, Ar-Ge ve tasarım personelinin çalışma sürelerinin kayıt altına alınması ve harcamaların projeyle ilişkisinin belgelendirilmesi gerekmektedir. Mevzuatta öngörülen hallerde harcamaların yeminli mali müşavir raporuyla tespiti de aranmaktadır.\n\nKayıt düzenindeki eksiklikler, yapılan indirimlerin sonradan vergi incelemesinde kabul edilmemesine yol açabilir.",
    date: "2026-07-27T09:00:00.000Z",
  },
  {
    id: "idad4babfbbee60911",
    title: "KDV iadesi taleplerinde elektronik listeler ve e-belge kontrolleri",
    body: "KDV iadesi talepleri, iade talep dilekçesi ile birlikte satış faturaları, indirilecek KDV ve yüklenilen KDV listelerinin elektronik ortamda gönderilmesiyle yapılmaktadır. Listelerdeki bilgiler, vergi idaresinin elinde bulunan e-belge ve beyanname verileriyle karşılaştırılarak risk analizine tabi tutulmaktadır.\n\nAnaliz sonucunda olumsuzluk tespit edilen belgelere ilişkin tutarlar, mükellefin veya yeminli mali müşavirin açıklamaları değerlendirilinceye kadar iadeden düşülebilmektedir.\n\nListelerin beyannamelerle uyumlu, eksiksiz ve belge bilgilerine uygun olarak hazırlanması, iade sürecinin gecikmeden sonuçlanması açısından önem taşımaktadır.",
    date: "2026-06-22T09:00:00.000Z",
  },
  {
    id: "id660ec7b9d2fdcddc",
    title: "e-Fatura ve e-Arşiv Fatura uygulamasına geçiş yükümlülükleri",
    body: "Elektronik belge uygulamalarına geçiş yükümlülükleri, 509 Sıra No.lu Vergi Usul Kanunu Genel Tebliği ve bu tebliğde yapılan değişikliklerle düzenlenmektedir. Tebliğde belirlenen brüt satış hasılatı hadlerini aşan veya belirli sektörlerde faaliyet gösteren mükelleflerin, öngörülen süreler içinde e-Fatura ve e-Arşiv Fatura uygulamalarına geçmeleri gerekmektedir.\n\nGeçiş yükümlülüğünün zamanında yerine getirilmemesi halinde düzenlenen kâğıt belgeler, mevzuat bakımından hiç düzenlenmemiş sayılabilmekte ve usulsüzlük cezası uygulanabilmektedir.\n\nMükelleflerin, her yıl sonunda hasılatlarını tebliğdeki hadlerle karşılaştırarak geçiş yükümlülüklerini değerlendirmeleri önerilmektedir.",
    date: "2026-05-12T09:00:00.000Z",
  },
  {
    id: "id76984b7dd532bc63",
    title: "Kurumlar vergisi beyannamesi verme süresi Nisan sonunda doluyor",
    body: "Kurumlar Vergisi Kanunu'nun 14. maddesi uyarınca kurumlar vergisi beyannamesi, hesap döneminin kapandığı ayı izleyen dördüncü ayın birinci gününden son günü akşamına kadar verilmektedir. Takvim yılını hesap dönemi olarak kullanan kurumlar için bu süre Nisan ayı sonunda sona ermektedir.\n\nBeyanname elektronik ortamda verilmekte ve ekinde finansal tablolar ile istisna ve indirimlere ilişkin bildirimler yer almaktadır. Tam tasdik kapsamındaki mükelleflerin beyannameleri, yeminli mali müşavir tarafından tasdik edilerek verilmektedir.\n\nDönem sonu işlemlerinin ve kazançtan yapılacak indirimlerin beyanname öncesinde gözden geçirilmesi önem taşımaktadır.",
    date: "2026-04-20T09:00:00.000Z",
  },
  {
    id: "id9783b8811de789f8",
    title: "Yıllık gelir vergisi beyannameleri için hazır beyan sistemi kullanıma açıldı",
    body: "Gelir İdaresi Başkanlığının hazır beyan sistemi, 2025 yılında elde edilen gelirlere ilişkin yıllık gelir vergisi beyannamelerinin verilebilmesi için kullanıma açıldı.\n\nSistem; ücret, kira, menkul ve gayrimenkul sermaye iradı ile diğer kazanç ve iratları bulunan mükelleflerin, idarenin elinde bulunan bilgilerle önceden doldurulmuş beyannameleri kontrol ederek onaylamalarına imkân vermektedir. Önceden doldurulan bilgilerin mükellef tarafından kontrol edilmesi ve eksik bilgilerin tamamlanması gerekmektedir.\n\nYıllık gelir vergisi beyannameleri Mart ayı sonuna kadar verilebilmektedir.",
    date: "2026-03-09T09:00:00.000Z",
  },
];

export const seedQuestions: SeedQuestion[] = [
  {
    id: "id86f4a6e172ef8acf",
    title: "Yeminli mali müşavir ile serbest muhasebeci mali müşavir arasındaki fark nedir?",
    answer:
      "Her iki meslek de 3568 sayılı Kanun'la düzenlenmiştir. Serbest muhasebeci mali müşavirler işletmelerin defterlerini tutar, beyannamelerini düzenler ve mali konularda danışmanlık yapar. Yeminli mali müşavirler ise defter tutamaz ve muhasebe bürosu açamaz; buna karşılık Kanun'un 12. maddesi uyarınca mükelleflerin defter, kayıt ve belgelerini inceleyerek beyanname ve raporların vergi mevzuatına uygunluğunu tasdik etme yetkisine sahiptir. KDV iadesi, tam tasdik ve özel amaçlı raporlar bu yetkiye dayanır.",
    date: "2026-03-04T10:00:00.000Z",
  },
  {
    id: "id1f61f7f61a99f46f",
    title: "KDV iadesi tasdik raporu ne zaman gerekir?",
    answer:
      "İhracat, ihraç kayıtlı teslim, indirimli orana tabi işlemler veya kısmi tevkifat gibi iade hakkı doğuran işlemlerden kaynaklanan KDV'nin nakden veya bazı hallerde mahsuben iadesinde, KDV Genel Uygulama Tebliği'nde belirlenen tutarları aşan talepler için yeminli mali müşavir raporu, vergi inceleme raporu veya teminat aranır. Hangi belgenin aranacağı; iadenin türüne, tutarına ve mükellefin durumuna göre değişir. Talebinizin hangi kapsamda olduğu, iade dönemi ve tutarı üzerinden birlikte değerlendirilir.",
    date: "2026-03-18T10:00:00.000Z",
  },
  {
    id: "id0737709482c2c92e",
    title: "Tam tasdik sözleşmesi ne zaman yapılmalıdır?",
    answer:
      "Tam tasdik sözleşmesi, tasdike konu hesap dönemi için ve Tasdik Yönetmeliği'nde belirlenen süre içinde yapılmalı, ayrıca vergi dairesine bildirilmelidir. Tam tasdik, dönem boyunca yürütülen incelemelere dayandığından, hesap dönemi sona erdikten sonra yapılan bir sözleşmeyle o dönem için tam tasdik yapılması mümkün değildir. Bu nedenle tam tasdik ihtiyacının, ilgili hesap dönemi başlamadan veya dönemin başında değerlendirilmesini öneririz.",
    date: "2026-04-07T10:00:00.000Z",
  },
  {
    id: "id708f4e2410b7a7dd",
    title: "Tasdik raporunda YMM'nin sorumluluğu nedir?",
    answer:
      "3568 sayılı Kanun'un 12. maddesine göre yeminli mali müşavirler, tasdik ettikleri belgelerin gerçeğe uygun olmamasından doğan vergi ziyaı ve kesilecek cezalardan mükellefle birlikte müştereken ve müteselsilen sorumludur. Bu nedenle yeminli mali müşavir, raporda yalnızca kayıt ve belgelerle doğrulayabildiği tutarlara yer verir. Kanuna aykırı tasdik halinde ayrıca disiplin hükümleri ve ceza hukuku sorumluluğu da gündeme gelebilir.",
    date: "2026-05-05T10:00:00.000Z",
  },
  {
    id: "id2ecbcc13c9f802c0",
    title: "KDV iadesi için hangi belgeler gerekir?",
    answer:
      "Genel olarak iade talep edilen döneme ait KDV beyannameleri, elektronik ortamda gönderilen iade talep dilekçesi ve listeler (satış faturaları, indirilecek KDV ve yüklenilen KDV listeleri), ihracatta gümrük beyannameleri, yasal defterler, alış ve satış faturaları, ödeme belgeleri ile sabit kıymet ve amortisman kayıtları istenir. Üretim yapan işletmelerde yüklenilen KDV'nin hesaplanmasına esas maliyet bilgileri de gerekir. Ek belgeler iade türüne göre değişebilir.",
    date: "2026-05-26T10:00:00.000Z",
  },
  {
    id: "id8b357bd3a4418220",
    title: "Vergi incelemesinde hangi haklara sahibim?",
    answer:
      "İncelemeye başlanırken düzenlenen tutanakta incelemenin türü ve kapsamı ile hak ve ödevleriniz belirtilir. İnceleme sırasında düzenlenen tutanakların bir örneği size verilir; katılmadığınız hususlara şerh düşebilirsiniz. İnceleme Vergi Usul Kanunu ve Vergi İncelemelerinde Uyulacak Usul ve Esaslar Hakkında Yönetmelik'te belirlenen sürelere tabidir. İnceleme sonunda tespitler sizinle değerlendirilir; rapora dayanılarak yapılacak tarhiyat için uzlaşma talep edebilir veya yargı yoluna başvurabilirsiniz.",
    date: "2026-06-16T10:00:00.000Z",
  },
  {
    id: "idc3715318332e95d9",
    title: "Tevkif yoluyla kesilen vergilerin iadesi nasıl talep edilir?",
    answer:
      "Yıl içinde kesinti yoluyla ödenen vergiler, önce yıllık beyanname üzerinden hesaplanan vergiden mahsup edilir. Mahsup edilemeyen kısım, dilekçeyle talep edilmesi halinde mükellefin vergi borçlarına mahsuben veya nakden iade edilir. Talebe kesinti belgeleri ve ilgili mevzuatta sayılan belgeler eklenir; belirli tutarları aşan nakden iade taleplerinde vergi inceleme raporu veya yeminli mali müşavir tasdik raporu aranır.",
    date: "2026-07-14T10:00:00.000Z",
  },
  {
    id: "idb0fa511eea8db916",
    title: "Yatırım teşvik belgesinde tamamlama vizesi nedir?",
    answer:
      "Tamamlama vizesi, teşvik belgesi kapsamındaki yatırımın belgede öngörülen şartlara uygun olarak gerçekleştirildiğinin Sanayi ve Teknoloji Bakanlığınca tespit edilmesidir. Başvuruda yatırım harcamaları, belge kapsamında temin edilen makine ve teçhizat ile yararlanılan destek unsurları değerlendirilir; mevzuatta öngörülen hallerde bu tespitler yeminli mali müşavir raporuna bağlanır. Şartlara uygun olarak yararlanılmayan destekler geri istenebileceğinden kayıtların yatırım süresince düzenli tutulması gerekir.",
    date: "2026-08-11T10:00:00.000Z",
  },
  {
    id: "id9301314e049cd93e",
    title: "İzaha davet nedir?",
    answer:
      "Vergi Usul Kanunu'nun 370. maddesine göre, vergi ziyaına neden olunduğu hususunda emareler bulunan hallerde mükellef, vergi incelemesine başlanmadan veya takdir komisyonuna sevk edilmeden önce izaha davet edilebilir. Mükellef, yazıda belirtilen süre içinde açıklama yapabilir ve gerekli düzeltmeleri gerçekleştirebilir. Kabul edilen izahın ve süresinde yapılan düzeltmelerin sonuçları Kanun'da düzenlenmiştir. Cevabın kayıt ve belgelere dayanması önemlidir.",
    date: "2026-09-08T10:00:00.000Z",
  },
  {
    id: "idf5307930ff5fab8b",
    title: "Yeminli mali müşavir defter tutabilir mi?",
    answer:
      "Hayır. 3568 sayılı Kanun'a göre yeminli mali müşavirler muhasebe bürosu açamaz ve defter tutamaz. Bu kural, tasdik eden meslek mensubunun tasdik ettiği kayıtları kendisinin oluşturmamasını, böylece bağımsızlığın korunmasını amaçlar. Bu nedenle yeminli mali müşavirler, işletmenin kendi muhasebe birimi veya serbest muhasebeci mali müşaviri tarafından tutulan kayıtlar üzerinde inceleme ve tasdik çalışması yapar.",
    date: "2026-10-06T10:00:00.000Z",
  },
  {
    id: "ida0f1a6a4a0e41358",
    title: "Özel amaçlı tasdik raporu hangi durumlarda istenir?",
    answer:
      "Vergi kanunlarında ve diğer mali mevzuatta bazı istisna, indirim ve teşviklerden yararlanılması, belirli tutarların yeminli mali müşavir raporuyla tespit edilmesine bağlanmıştır. Yatırım teşvik belgelerinin tamamlama vizesi, dahilde işleme izin belgelerinin kapatılması, Ar-Ge ve tasarım merkezlerine ilişkin tespitler ile sermaye tespiti bu konuların başlıcalarıdır. Raporun içeriği, dayanak mevzuata ve raporun sunulacağı kuruma göre belirlenir.",
    date: "2026-11-10T10:00:00.000Z",
  },
];

export const seedTools: SeedTool[] = [
  {
    id: "id2a0906bebe6b03d4",
    title: "GİB: Motorlu Taşıtlar Vergisi Hesaplama",
    url: "https://dijital.gib.gov.tr/hesaplamalar/MTVHesaplama",
    date: "2026-03-01T09:00:00.000Z",
  },
  {
    id: "id44d27dfad04e88ba",
    title: "GİB: Gelir Vergisi Hesaplama",
    url: "https://dijital.gib.gov.tr/hesaplamalar/GelirVergisiHesaplama",
    date: "2026-03-01T09:05:00.000Z",
  },
  {
    id: "id307cb176353aab73",
    title: "GİB: KDV Tevkifatı Hesaplama",
    url: "https://dijital.gib.gov.tr/hesaplamalar/KDVTevkifatHesaplama",
    date: "2026-03-01T09:10:00.000Z",
  },
  {
    id: "id613de3108889acef",
    title: "GİB: Gecikme Zammı ve Faizi Hesaplama",
    url: "https://dijital.gib.gov.tr/hesaplamalar/GecikmeZamVeFaizHesaplama",
    date: "2026-03-01T09:15:00.000Z",
  },
  {
    id: "id89ec8fd53595d49f",
    title: "GİB: Vergi Takvimi",
    url: "https://www.gib.gov.tr/vergi-takvimi",
    date: "2026-03-01T09:20:00.000Z",
  },
  {
    id: "ide28b158ab1a9ef1f",
    title: "Dijital Vergi Dairesi",
    url: "https://dijital.gib.gov.tr/",
    date: "2026-03-01T09:25:00.000Z",
  },
  {
    id: "id76df13d51fa40523",
    title: "e-Beyanname Sistemi",
    url: "https://ebeyanname.gib.gov.tr/",
    date: "2026-03-01T09:30:00.000Z",
  },
];

/** A sample circular: an entry with its number, categories (their slugs) and official reference. */
export interface SeedCircular extends SeedPost {
  year: number;
  seq: number;
  categories: string[];
  reference: OfficialReference | null;
}

/**
 * Sample sirküler. General like the other samples: they say what a circular
 * looks like, quote no rates or thresholds; the one reference cited is the
 * 2026 income tax tariff's communiqué as the consolidated GVK's footnotes name
 * it (Seri No: 332, Resmî Gazete 31.12.2025, 33124 5. Mükerrer).
 */
export const seedCirculars: SeedCircular[] = [
  {
    id: "idc1a0e5b7d2f94c31",
    year: 2026,
    seq: 13,
    title: "KDV iadesi taleplerinde belge düzeni hakkında hatırlatma",
    body: "Değerli mükelleflerimiz,\n\nKDV iadesi taleplerinde, iade talep dilekçesi ile birlikte verilen listelerin ve belgelerin beyannameyle uyumlu olması, iade sürecinin gecikmeden tamamlanması için önem taşımaktadır. Yüklenilen KDV listesi, satış faturaları listesi ve gümrük beyannameleri gibi belgelerin dönemler itibarıyla düzenli tutulmasını öneririz.\n\nİade talebinden önce belgelerin büromuzca gözden geçirilmesini istemeniz halinde, ilgili dönemin kayıtlarını büromuzla paylaşabilirsiniz. Bu sirküler örnek içeriktir; güncel uygulama için Gelir İdaresi Başkanlığının duyurularını izlemenizi rica ederiz.",
    date: "2026-11-16T09:00:00.000Z",
    categories: ["kdv", "vuk"],
    reference: null,
  },
  {
    id: "idc2b4f8a1e6c03d75",
    year: 2026,
    seq: 12,
    title: "İşe giriş ve işten ayrılış bildirgelerinin süresinde verilmesi",
    body: "Değerli mükelleflerimiz,\n\nSigortalı işe giriş ve işten ayrılış bildirgelerinin mevzuatta öngörülen süreler içinde verilmemesi idari para cezası uygulanmasına yol açabilir. Personel hareketlerinin insan kaynakları ve muhasebe birimleri arasında zamanında paylaşılmasını öneririz.\n\nBildirge süreleri ve istisnaları hakkındaki sorularınız için büromuza başvurabilirsiniz. Bu sirküler örnek içeriktir.",
    date: "2026-10-06T08:30:00.000Z",
    categories: ["sgk-ve-calisma-hayati"],
    reference: null,
  },
  {
    id: "idc3d9e2c7b5a18f46",
    year: 2026,
    seq: 1,
    title: "2026 yılı gelir vergisi tarifesini belirleyen tebliğ yayımlandı",
    body: "Değerli mükelleflerimiz,\n\n2026 takvim yılında elde edilen gelirlere uygulanacak gelir vergisi tarifesi (Gelir Vergisi Kanunu md. 103), 332 Seri No.lu Gelir Vergisi Genel Tebliği ile ilan edilmiştir.\n\nTarifenin ücret gelirlerine ve ücret dışındaki gelirlere uygulanması ile bordro hesaplamalarına etkisi hakkında büromuzdan bilgi alabilirsiniz. Tarifeye göre hesaplama için sitemizdeki gelir vergisi hesaplama aracını da kullanabilirsiniz.",
    date: "2026-01-05T09:00:00.000Z",
    categories: ["gelir-vergisi"],
    reference: {
      kind: "teblig",
      number: "332 Seri No.lu Gelir Vergisi Genel Tebliği",
      gazetteDate: "2025-12-31",
      gazetteNumber: "33124 (5. Mükerrer)",
    },
  },
  {
    id: "idc4e7a3f9d1b26c58",
    year: 2025,
    seq: 18,
    title: "Yıl sonu kapanış işlemleri ve envanter çalışmaları hakkında",
    body: "Değerli mükelleflerimiz,\n\nHesap dönemi sonunda yapılacak sayım, değerleme ve kapanış kayıtlarının zamanında tamamlanması, yeni dönemin beyannamelerinin sağlıklı hazırlanması için gereklidir. Stok sayım tutanaklarının, kasa ve banka mutabakatlarının ve cari hesap mutabakatlarının dönem sonu itibarıyla hazırlanmasını öneririz.\n\nKapanış takvimi ve istenecek belgeler büromuzca ayrıca yazılı olarak paylaşılacaktır. Bu sirküler örnek içeriktir.",
    date: "2025-12-15T09:00:00.000Z",
    categories: ["vuk", "kurumlar-vergisi"],
    reference: null,
  },
];

/** The sample entries' ids by list (Kurulum lists those still there; a full import removes them). */
export const SEED_IDS = {
  duyurular: seedAnnouncements.map((entry) => entry.id),
  haberler: seedNews.map((entry) => entry.id),
  sirkuler: seedCirculars.map((entry) => entry.id),
  sorular: seedQuestions.map((entry) => entry.id),
  araclar: seedTools.map((entry) => entry.id),
} as const;
