import type { ContentBlock } from "#app/.server/db/sample-firm/types.ts";

/**
 * The service pages' texts, by slug. Kept apart from services.ts so the
 * navigation (on every page) does not carry them; only the services route loads them.
 */
export const serviceBodies: Record<string, readonly ContentBlock[]> = {
  "kdv-iadesi-tasdik-raporu": [
    { type: "h2", text: "Hizmetin kapsamı" },
    {
      type: "p",
      text: "Katma değer vergisi sisteminde bazı işlemler, satış bedeli üzerinden vergi hesaplanmamasına veya daha düşük oranda vergi hesaplanmasına karşın bu işlemler için yüklenilen vergilerin indirimine imkân tanır. İndirim yoluyla giderilemeyen bu vergiler, 3065 sayılı Katma Değer Vergisi Kanunu'nun 29 ve 32. maddeleri ile KDV Genel Uygulama Tebliği'nde belirlenen usullerle mükellefe nakden veya mahsuben iade edilir. Yeminli mali müşavir tarafından düzenlenen KDV iadesi tasdik raporu, iade talebinin mevzuata uygunluğunu ve iade edilebilecek tutarı kayıt ve belgelere dayanarak tespit eden rapordur.",
    },
    { type: "h2", text: "İade hakkı doğuran başlıca işlemler" },
    {
      type: "ul",
      items: [
        "Mal ve hizmet ihracatı (KDV Kanunu md. 11/1-a ve md. 12)",
        "İhraç kaydıyla teslimler (KDV Kanunu md. 11/1-c)",
        "Kanun'un 13. maddesi kapsamındaki istisnalar ve uluslararası taşımacılık istisnası (md. 14)",
        "İndirimli orana tabi teslim ve hizmetler (KDV Kanunu md. 29/2)",
        "Kısmi tevkifat uygulanan teslim ve hizmetler (KDV Kanunu md. 9)",
      ],
    },
    { type: "h2", text: "Çalışma süreci" },
    {
      type: "p",
      text: "Rapor, 3568 sayılı Kanun'un 12. maddesi uyarınca yeminli mali müşavirin mükellefle birlikte müteselsil sorumluluğu altında düzenlenir. Bu nedenle inceleme, yalnızca iade talep dilekçesi ve listelerle sınırlı kalmaz; iadeye konu işlemlerin gerçekliği ve yüklenilen verginin doğru hesaplanıp hesaplanmadığı da araştırılır. Çalışma genel olarak şu aşamalardan oluşur:",
    },
    {
      type: "ul",
      items: [
        "Ön değerlendirme: iade hakkı doğuran işlemlerin niteliğinin ve iade talep edilecek dönemlerin belirlenmesi",
        "Yüklenilen KDV'nin tespiti: iadeye konu işlemlere ait alış, gider ve amortisman kayıtlarının incelenmesi",
        "Alış belgelerinin incelenmesi: tedarikçilerin beyanlarına ve belgelerin gerçekliğine ilişkin karşıt inceleme ve sorgulamalar",
        "Raporun düzenlenmesi: tespitlerin ve iade edilebilecek tutarın gerekçeleriyle rapora bağlanması",
        "Raporun elektronik ortamda vergi idaresine gönderilmesi ve vergi dairesinin ek bilgi taleplerinin izlenmesi",
      ],
    },
    {
      type: "p",
      text: "İnceleme sırasında mevzuata uygun olarak belgelendirilemeyen veya gerçekliği tespit edilemeyen tutarlar rapora iade edilebilir tutar olarak alınmaz; bu durum raporda gerekçesiyle açıklanır.",
    },
    { type: "h2", text: "Sizden talep edilen bilgi ve belgeler" },
    {
      type: "ul",
      items: [
        "İade talep edilen dönemlere ait KDV beyannameleri ve tahakkuk fişleri",
        "Elektronik ortamda gönderilen iade talep dilekçesi ve ekli listeler (satış faturaları listesi, indirilecek KDV listesi, yüklenilen KDV listesi)",
        "İhracatta gümrük beyannameleri; ihraç kayıtlı teslimlerde ihracatçıya ilişkin belgeler",
        "Yasal defterler (e-Defter), mizanlar ve ilgili muavin kayıtlar",
        "Alış ve satış faturaları ile diğer elektronik belgeler",
        "Banka hesap hareketleri ve ödeme belgeleri",
        "Sabit kıymet ve amortisman listeleri; üretim yapan işletmelerde maliyet ve yüklenim hesaplamaları",
      ],
    },
    {
      type: "p",
      text: "Çalışmanın başında talep edilecek dönemler ve belge hazırlığı birlikte planlanır. Belgelerin eksiksiz ve düzenli sunulması, raporun düzenlenme süresini doğrudan etkiler.",
    },
  ],
  "tam-tasdik": [
    { type: "h2", text: "Tam tasdikin tanımı ve dayanağı" },
    {
      type: "p",
      text: "Tam tasdik, gelir veya kurumlar vergisi mükelleflerinin yıllık beyannamelerinin, dayanağı olan defter, kayıt ve belgelerle birlikte incelenerek vergi mevzuatına uygunluğunun yeminli mali müşavir tarafından onaylanmasıdır. Hizmetin yasal dayanağı, 3568 sayılı Serbest Muhasebecilik, Serbest Muhasebeci Mali Müşavirlik ve Yeminli Mali Müşavirlik Kanunu'nun 12. maddesi ile Yeminli Mali Müşavirlerin Tasdik Edecekleri Belgeler, Tasdik Konuları ve Tasdike İlişkin Usul ve Esaslar Hakkında Yönetmelik'tir.",
    },
    {
      type: "p",
      text: "Tam tasdik, bir hesap döneminin tamamını kapsayan bir çalışmadır. Tasdik edilen beyanname, yeminli mali müşavirin dönem boyunca yaptığı inceleme ve tespitlere dayanır; bu tespitler dönem sonunda tam tasdik raporunda ayrıntılı olarak gösterilir.",
    },
    { type: "h2", text: "Tam tasdik sözleşmesi" },
    {
      type: "p",
      text: "Çalışma, mükellef ile yeminli mali müşavir arasında tasdike konu hesap dönemi için yapılan tam tasdik sözleşmesiyle başlar. Sözleşmenin yapılma zamanı, vergi dairesine bildirilmesi ve sözleşmenin sona ermesi halinde izlenecek usul Tasdik Yönetmeliği'nde düzenlenmiştir. Sözleşmenin süresinde yapılmaması ilgili dönem için tam tasdik yapılmasına engel olabileceğinden, tam tasdik ihtiyacının hesap döneminin başında değerlendirilmesi gerekir.",
    },
    { type: "h2", text: "Dönem içindeki çalışmalar" },
    {
      type: "ul",
      items: [
        "İşletmenin faaliyet konusunun, muhasebe organizasyonunun ve iç kontrol düzeninin tanınması",
        "Geçici vergi dönemleri itibarıyla defter kayıtlarının ve beyanların incelenmesi",
        "Alış ve satış belgelerinin, stok ve maliyet kayıtlarının örnekleme yoluyla kontrolü",
        "Vergi kanunlarındaki istisna, indirim ve muafiyet uygulamalarına ilişkin şartların incelenmesi",
        "Düzeltme gerektiren hususların yazılı olarak mükellefe bildirilmesi",
      ],
    },
    { type: "h2", text: "Beyannamenin tasdiki ve tam tasdik raporu" },
    {
      type: "p",
      text: "Hesap dönemi sonunda dönem sonu değerleme işlemleri, kanunen kabul edilmeyen giderler, geçmiş yıl zararları ve kazançtan yapılan diğer indirimler incelenir. Beyanname, inceleme sonuçlarıyla uyumlu hale getirildikten sonra yeminli mali müşavir tarafından tasdik edilerek verilir. Tam tasdik raporu ise Yönetmelik'te belirlenen süre ve şekilde elektronik ortamda vergi idaresine iletilir.",
    },
    {
      type: "p",
      text: "Yeminli mali müşavir, 3568 sayılı Kanun'un 12. maddesi uyarınca tasdik ettiği belgelerin gerçeğe aykırı olmasından doğan vergi ziyaı ve kesilecek cezalardan mükellefle birlikte müştereken ve müteselsilen sorumludur. Bu sorumluluk, incelemenin kapsamını ve belgelerle desteklenmeyen tutarlara yaklaşımı belirler.",
    },
    { type: "h2", text: "Mükelleften beklenenler" },
    {
      type: "ul",
      items: [
        "Yasal defterlerin, e-Defter beratlarının ve muavin kayıtların zamanında paylaşılması",
        "Sözleşmelerin, banka kayıtlarının, stok sayım tutanaklarının ve sabit kıymet listelerinin sunulması",
        "Dönem içinde yapılan önemli işlemlerin (birleşme, devir, sermaye değişikliği, yatırım) önceden bildirilmesi",
        "Tespit edilen hususlara ilişkin açıklama ve düzeltmelerin süresinde yapılması",
      ],
    },
  ],
  "ozel-amacli-tam-tasdik": [
    { type: "h2", text: "Özel amaçlı tasdik nedir?" },
    {
      type: "p",
      text: "Vergi kanunlarında ve diğer mali mevzuatta yer alan bazı istisna, indirim, teşvik ve destek uygulamalarından yararlanılması, belirli bir işlemin veya tutarın yeminli mali müşavir raporuyla tespit edilmesi şartına bağlanmıştır. 213 sayılı Vergi Usul Kanunu'nun mükerrer 227. maddesi, bu tür uygulamaların yeminli mali müşavirlerce düzenlenmiş tasdik raporu ibrazına bağlanabilmesine imkân verir; tasdik edilebilecek konular ise Tasdik Yönetmeliği'nde ve ilgili tebliğlerde belirlenmiştir.",
    },
    {
      type: "p",
      text: "Özel amaçlı tasdik, yıllık beyannamenin tamamını değil, mevzuatın rapor aradığı belirli bir konuyu kapsar. Raporun içeriği ve şekli, ilgili düzenlemede aranan şartlara ve raporun sunulacağı kuruma göre değişir.",
    },
    { type: "h2", text: "Başlıca rapor konuları" },
    {
      type: "ul",
      items: [
        "Yatırım teşvik belgesi kapsamındaki yatırımların tamamlama vizesine ilişkin harcama ve tespit raporları",
        "Dahilde işleme ve hariçte işleme rejimleri kapsamındaki izin belgelerinin kapatılmasına ilişkin tespit raporları",
        "Ar-Ge ve tasarım merkezlerinde yapılan harcamalara ve yararlanılan desteklere ilişkin raporlar",
        "Şirket kuruluşu ve sermaye artırımlarında sermayenin ödendiğine veya karşılandığına ilişkin tespit raporları",
        "Vergi kanunlarındaki istisna ve indirim uygulamalarına dayanak olan ve mevzuatta yeminli mali müşavir raporu öngörülen diğer tespitler",
      ],
    },
    { type: "h2", text: "Çalışma yöntemi" },
    {
      type: "p",
      text: "Her rapordan önce raporun dayandığı mevzuat, raporun sunulacağı kurum ve raporda cevaplanması gereken sorular belirlenir. İnceleme, raporun konusuyla ilgili kayıt ve belgeler üzerinde yoğunlaşmakla birlikte, tespitlerin doğruluğunu etkileyebilecek diğer kayıtlar da değerlendirilir. Tespitler, yararlanılmak istenen uygulamanın şartlarıyla karşılaştırılır; şartları sağlamayan tutarlar rapora alınmaz ve bu durum gerekçesiyle belirtilir.",
    },
    {
      type: "ul",
      items: [
        "Dayanak mevzuatın ve rapor formatının belirlenmesi",
        "Gerekli belge listesinin mükellefle paylaşılması",
        "Kayıt ve belgelerin incelenmesi, gerektiğinde yerinde tespit yapılması",
        "Taslak tespitlerin mükellefle birlikte değerlendirilmesi",
        "Raporun düzenlenmesi, imzalanması ve ilgili kuruma sunulması",
      ],
    },
    {
      type: "p",
      text: "Bazı raporlar belirli sürelere bağlıdır: teşvik ve izin belgelerinin kapatılmasında başvuruların ve raporların mevzuatta öngörülen süreler içinde sunulması gerekir. Bu nedenle rapor ihtiyacının, sürenin sonuna yaklaşıldığında değil, işlemler devam ederken bildirilmesi önerilir.",
    },
    { type: "h2", text: "Sizden talep edilen belgeler" },
    {
      type: "p",
      text: "Talep edilen belgeler rapor konusuna göre değişmekle birlikte genellikle ilgili izin veya teşvik belgesi ve eki listeler, yasal defterler, faturalar ve gümrük beyannameleri, ödeme belgeleri, sözleşmeler, sabit kıymet kayıtları ve şirket yönetim organlarının kararlarından oluşur.",
    },
    {
      type: "p",
      text: "Raporun sorumluluğu imzalayan yeminli mali müşavire ait olduğundan, incelemede ihtiyaç duyulan belgelerin asıllarına veya elektronik kayıtlarına erişim sağlanması gerekir. Raporun teslim tarihi, belgelerin eksiksiz olarak sunulduğu tarihe göre planlanır.",
    },
  ],
  "gelir-ve-kurumlar-vergisi-iadeleri": [
    { type: "h2", text: "İade hakkının doğduğu durumlar" },
    {
      type: "p",
      text: "Gelir ve kurumlar vergisi mükellefleri, yıl içinde elde ettikleri kazançlar üzerinden vergi kesintisi (tevkifat) yoluyla ödenen vergileri ve dönem içinde ödedikleri geçici vergileri, yıllık beyanname üzerinden hesaplanan vergiden mahsup eder. Hesaplanan vergiden mahsup edilemeyen tutarlar, 193 sayılı Gelir Vergisi Kanunu ve 5520 sayılı Kurumlar Vergisi Kanunu hükümleri ile bunlara ilişkin genel tebliğlerde belirlenen usullerle mükellefe iade edilir. Başlıca iade konuları şunlardır:",
    },
    {
      type: "ul",
      items: [
        "Yıllara yaygın inşaat ve onarım işlerinde hakediş ödemelerinden kesilen vergiler",
        "Menkul sermaye iratları ve diğer kazançlar üzerinden kesilen vergiler",
        "Vergi kesintisine tabi tutulan serbest meslek kazançları üzerinden kesilen vergiler",
        "Yıl içinde ödenen ve yıllık beyanname üzerinden hesaplanan vergiden mahsup edilemeyen geçici vergiler",
      ],
    },
    { type: "h2", text: "Mahsuben ve nakden iade" },
    {
      type: "p",
      text: "İade alacağı, mükellefin vergi borçlarına mahsup edilerek veya nakden geri alınabilir. Mahsuben ve nakden iade talepleri, aranan belgeler bakımından farklı esaslara tabidir. Mevzuatta belirlenen tutarları aşan nakden iade taleplerinde, iadenin vergi inceleme raporu veya yeminli mali müşavir tasdik raporu sonucuna göre yapılması öngörülmüştür. İade talebinin ilgili mevzuatta belirtilen süreler içinde yapılması gerekir; örneğin mahsup edilemeyen geçici vergilerin iadesi için talebin, mevzuatta öngörülen süre içinde vergi dairesine iletilmesi şarttır.",
    },
    { type: "h2", text: "Yeminli mali müşavir raporuyla iade süreci" },
    {
      type: "ul",
      items: [
        "İade talep dilekçesinin ve eklerinin mevzuata uygun şekilde hazırlanması",
        "Vergi kesintisi yapanlarca verilen muhtasar ve prim hizmet beyannamelerinin ve kesinti belgelerinin kontrolü",
        "Kesintiye konu gelirlerin yasal kayıtlar ve yıllık beyanname ile uyumunun incelenmesi",
        "Geçici vergi beyannamelerinin ve ödemelerinin yıllık beyanname ile karşılaştırılması",
        "İade edilebilecek tutarı gösteren tasdik raporunun düzenlenmesi ve vergi dairesine sunulması",
      ],
    },
    {
      type: "p",
      text: "Raporda yalnızca belgelendirilen ve yasal kayıtlarla uyumlu olan tutarlar iade edilebilir tutar olarak gösterilir. Vergi kesintisi yapan tarafın beyan veya ödemelerinde uyumsuzluk bulunması halinde bu husus raporda açıkça belirtilir ve iade süreci buna göre yürütülür.",
    },
    { type: "h2", text: "Hazırlanması gereken belgeler" },
    {
      type: "ul",
      items: [
        "İadeye konu döneme ait yıllık gelir veya kurumlar vergisi beyannamesi ve tahakkuk fişi",
        "Geçici vergi beyannameleri ve ödeme belgeleri",
        "Vergi kesintisi yapanlardan alınan belgeler, hakediş raporları ve banka dekontları",
        "Yasal defterler ve ilgili muavin hesap dökümleri",
        "Vergi dairesine verilen veya verilecek iade talep dilekçesi",
      ],
    },
    {
      type: "p",
      text: "İadenin türüne göre ek bilgi ve belgeler istenebilir. Çalışmaya başlamadan önce iade talebinin kapsamı, dönemi ve varsa mahsup edilecek vergi borçları birlikte belirlenir.",
    },
  ],
  "tesvik-mevzuati-ve-uygulamalari": [
    { type: "h2", text: "Teşvik uygulamalarında mevzuat çerçevesi" },
    {
      type: "p",
      text: "Yatırımlara ve araştırma geliştirme faaliyetlerine sağlanan vergisel teşvikler farklı kanun ve düzenlemelerde yer alır; her birinin kendi şartları, süreleri ve belgelendirme kuralları bulunur. Teşvik unsurlarından yararlanılabilmesi için şartların yatırım veya faaliyet süresince korunması, harcamaların ayrı ve izlenebilir biçimde kayıtlara alınması ve öngörülen bildirimlerin zamanında yapılması gerekir. Bu alandaki başlıca düzenlemeler şunlardır:",
    },
    {
      type: "ul",
      items: [
        "Yürürlükteki Yatırımlarda Devlet Yardımları Hakkında Karar kapsamında düzenlenen yatırım teşvik belgeleri ve belge kapsamındaki destek unsurları (KDV istisnası, gümrük vergisi muafiyeti, vergi indirimi, sigorta primi desteği gibi)",
        "5520 sayılı Kurumlar Vergisi Kanunu'nun 32/A maddesi kapsamında indirimli kurumlar vergisi",
        "5746 sayılı Araştırma, Geliştirme ve Tasarım Faaliyetlerinin Desteklenmesi Hakkında Kanun kapsamındaki Ar-Ge ve tasarım indirimi ile diğer destekler",
        "4691 sayılı Teknoloji Geliştirme Bölgeleri Kanunu kapsamındaki istisnalar",
      ],
    },
    { type: "h2", text: "İndirimli kurumlar vergisi" },
    {
      type: "p",
      text: "Kurumlar Vergisi Kanunu'nun 32/A maddesi, teşvik belgeli yatırımlardan elde edilen kazançlara, yatırıma katkı tutarına ulaşılıncaya kadar indirimli oranda kurumlar vergisi uygulanmasına imkân verir. Uygulamada yatırıma katkı tutarının ve bunun yararlanılan kısmının yıllar itibarıyla izlenmesi, yatırımdan elde edilen kazancın ayrıca tespit edilmesi ve belgede öngörülen şartlara uyulması gerekir. Mevzuatta öngörülen hallerde yatırım döneminde diğer faaliyetlerden elde edilen kazançlara da indirimli oran uygulanabilir; bu imkânın sınırları her yıl ayrıca değerlendirilir.",
    },
    { type: "h2", text: "Ar-Ge ve tasarım indirimi" },
    {
      type: "p",
      text: "5746 sayılı Kanun kapsamındaki Ar-Ge ve tasarım indirimi, Ar-Ge ve tasarım merkezlerinde ve Kanun'da sayılan destek programları kapsamındaki projelerde yapılan harcamaların kurum kazancının tespitinde indirim konusu yapılmasına imkân tanır. İndirimden yararlanılabilmesi için harcamaların proje bazında ayrı izlenmesi, Ar-Ge personeline ilişkin kayıtların düzenli tutulması ve mevzuatta öngörülen hallerde yeminli mali müşavir raporu alınması gerekir.",
    },
    { type: "h2", text: "Tamamlama vizesi" },
    {
      type: "p",
      text: "Teşvik belgesi kapsamındaki yatırım tamamlandığında belgenin tamamlama vizesi için Sanayi ve Teknoloji Bakanlığına başvurulur. Bu aşamada yatırım harcamaları, belge kapsamında ithal edilen ve yurt içinden temin edilen makine ve teçhizat ile yararlanılan destekler incelenir; mevzuatın öngördüğü hallerde bu tespitler yeminli mali müşavir raporuna bağlanır. Şartlara aykırı olarak yararlanılan destekler geri alınabileceğinden, kayıtların yatırım süresince düzenli tutulması gerekir.",
    },
    { type: "h2", text: "Çalışma kapsamı" },
    {
      type: "ul",
      items: [
        "Yararlanılabilecek teşvik unsurlarının mevzuat açısından değerlendirilmesi",
        "Teşvik belgesi, yatırıma katkı tutarı ve Ar-Ge harcamalarına ilişkin kayıt düzeninin oluşturulması",
        "Belge revizesi, süre uzatımı ve tamamlama vizesi başvurularına esas tespitlerin yapılması",
        "Mevzuatın öngördüğü yeminli mali müşavir raporlarının düzenlenmesi",
      ],
    },
  ],
  "vergi-incelemesi-danismanligi": [
    { type: "h2", text: "Vergi incelemesinin hukuki çerçevesi" },
    {
      type: "p",
      text: "Vergi incelemesi, 213 sayılı Vergi Usul Kanunu'nun 134. maddesinde ödenmesi gereken vergilerin doğruluğunu araştırmak, tespit etmek ve sağlamak amacıyla yapılan bir işlem olarak tanımlanmıştır. İncelemeye yetkili olanlar, incelemenin yapılacağı yer, incelemede uyulacak esaslar ve tutanak düzenlenmesi Kanun'un 135 ila 141. maddelerinde; ayrıntılar ise Vergi İncelemelerinde Uyulacak Usul ve Esaslar Hakkında Yönetmelik'te düzenlenmiştir. Tam ve sınırlı incelemelerin süreleri ve bu sürelerin uzatılması da aynı düzenlemelere tabidir.",
    },
    { type: "h2", text: "Hizmetin kapsamı" },
    {
      type: "p",
      text: "Danışmanlık hizmeti, mükellefin incelemeye hazırlanmasına, talep edilen bilgi ve belgelerin düzenli ve süresinde sunulmasına, tespitlere ilişkin görüş ve açıklamalarının mevzuata dayalı olarak hazırlanmasına yöneliktir. Bu kapsamda yapılan başlıca çalışmalar şunlardır:",
    },
    {
      type: "ul",
      items: [
        "İncelemeye başlama tutanağının ve inceleme kapsamının değerlendirilmesi",
        "Talep edilen defter ve belgelerin eksiksiz ve düzenli biçimde hazırlanması",
        "İnceleme sırasında düzenlenen tutanakların içeriğinin incelenmesi ve gerektiğinde şerh hakkının kullanılmasına ilişkin değerlendirme",
        "Tespitlere ilişkin yazılı açıklamaların hazırlanması",
        "İnceleme sonunda yapılan değerlendirme görüşmesine hazırlık",
        "Uzlaşma başvurularında dosya hazırlığı",
      ],
    },
    { type: "h2", text: "İnceleme sırasında dikkat edilecek hususlar" },
    {
      type: "p",
      text: "İncelemeye başlanırken düzenlenen tutanakta incelemenin türü ve kapsamı ile mükellefin hak ve ödevleri belirtilir. İnceleme sırasında düzenlenen tutanakların bir örneği mükellefe verilir; mükellef, tutanağı imzalamadan önce içeriğini okuma ve katılmadığı hususlara şerh düşme hakkına sahiptir. Defter ve belgelerin ibrazı için verilen sürelere uyulması, belgelerin ibraz edilmemesinin doğurabileceği olumsuz sonuçlar bakımından önem taşır.",
    },
    { type: "h2", text: "İzaha davet" },
    {
      type: "p",
      text: "Vergi Usul Kanunu'nun 370. maddesi uyarınca, vergi ziyaına neden olunduğu hususunda emareler bulunan hallerde, vergi incelemesine başlanmadan veya takdir komisyonuna sevk edilmeden önce mükellef izaha davet edilebilir. Süresi içinde yapılan ve kabul edilen izahların sonuçları Kanun'da düzenlenmiştir. İzaha davet yazısına verilecek cevabın kayıt ve belgelere dayanması, sürecin sonucunu doğrudan etkiler.",
    },
    { type: "h2", text: "Uzlaşma ve sonraki aşamalar" },
    {
      type: "p",
      text: "İnceleme sonucunda yapılacak tarhiyat için Vergi Usul Kanunu'nun ek 11. maddesi kapsamında tarhiyat öncesi uzlaşma, ek 1. maddesi kapsamında ise tarhiyat sonrası uzlaşma yolları düzenlenmiştir. Uzlaşmanın kapsamı, başvuru süreleri ve uzlaşmanın sağlanamamasının sonraki yollara etkisi ilgili yönetmelikte belirlenmiştir. Dava aşaması avukatlık mesleğinin konusu olduğundan, bu aşamada mükellefin avukatıyla birlikte çalışılır.",
    },
    { type: "h2", text: "Sizden beklenenler" },
    {
      type: "ul",
      items: [
        "İnceleme yazılarının ve tutanakların tebliğ edildiği gün paylaşılması",
        "İncelenen döneme ait yasal defterlere, belgelere ve elektronik kayıtlara erişim sağlanması",
        "İşlemlerin ticari gerekçesine ilişkin bilgi, yazışma ve sözleşmelerin sunulması",
      ],
    },
  ],
  "egitim-hizmetleri": [
    { type: "h2", text: "Eğitimlerin amacı" },
    {
      type: "p",
      text: "Vergi mevzuatı; kanunlar, Cumhurbaşkanı kararları, yönetmelikler, genel tebliğler ve idari görüşlerle sürekli değişen bir yapıya sahiptir. Muhasebe ve finans birimlerinin bu değişiklikleri günlük işlemlere doğru yansıtabilmesi, hem beyanların doğruluğu hem de tasdik ve iade süreçlerinin sağlıklı yürütülmesi için gereklidir. Eğitim çalışmalarımız, işletmenin kendi işlemlerinden hareketle mevzuatın uygulamaya nasıl yansıdığını açıklamayı amaçlar. Bu çalışmalar, tasdik ve iade süreçlerinde sıkça karşılaşılan belge eksikliklerinin ve kayıt hatalarının işlem aşamasında önlenmesine de yardımcı olur.",
    },
    { type: "h2", text: "Eğitim konuları" },
    {
      type: "ul",
      items: [
        "KDV iadesi: iade hakkı doğuran işlemler, iade listeleri, yüklenilen KDV hesaplaması ve belge düzeni",
        "KDV tevkifatı uygulaması ve beyan esasları",
        "Elektronik belge ve defter uygulamaları: e-Fatura, e-Arşiv Fatura, e-İrsaliye ve e-Defter",
        "Dönem sonu işlemleri, değerleme hükümleri ve kanunen kabul edilmeyen giderler",
        "Transfer fiyatlandırması yoluyla örtülü kazanç dağıtımı ve örtülü sermaye",
        "Teşvik belgesi ve Ar-Ge indirimi uygulamalarında kayıt düzeni",
        "Vergi incelemesi süreci, mükellef hakları ve tutanaklar",
      ],
    },
    { type: "h2", text: "Katılımcılar" },
    {
      type: "p",
      text: "Eğitimler; muhasebe ve finans birimlerinde görev yapan çalışanlar, satış ve satın alma birimlerinde belge düzenleyen personel ve vergisel süreçlerden sorumlu yöneticiler için ayrı düzeylerde hazırlanabilir. Örneğin belge düzenleyen birimler için e-belge ve tevkifat uygulamalarına, yöneticiler için ise tasdik, iade ve inceleme süreçlerinin işletmeye etkilerine ağırlık verilir. Katılımcı sayısı, soru ve uygulama çalışmalarına imkân verecek şekilde sınırlı tutulur.",
    },
    { type: "h2", text: "Eğitimin planlanması" },
    {
      type: "p",
      text: "Her eğitimden önce katılımcıların görev alanları, işletmenin faaliyet konusu ve ihtiyaç duyulan konular birlikte belirlenir. İçerik, genel anlatım yerine işletmenin karşılaştığı işlem türlerine ilişkin örneklerle hazırlanır. Eğitimler işletmenin uygun gördüğü yerde yüz yüze veya çevrim içi olarak düzenlenebilir; katılımcılara konunun mevzuat dayanaklarını gösteren yazılı bir özet verilir.",
    },
    {
      type: "ul",
      items: [
        "İhtiyaç analizi ve katılımcı profilinin belirlenmesi",
        "Konu başlıklarının ve sürenin kararlaştırılması",
        "Eğitim içeriğinin ve örnek uygulamaların hazırlanması",
        "Eğitimin gerçekleştirilmesi ve katılımcı sorularının yanıtlanması",
        "Eğitim sonrasında ortaya çıkan uygulama sorularının değerlendirilmesi",
      ],
    },
    { type: "h2", text: "Eğitimin sınırları" },
    {
      type: "p",
      text: "Eğitimler genel bilgilendirme niteliğindedir; belirli bir işleme ilişkin yazılı görüş, tasdik veya danışmanlık hizmetinin yerine geçmez. Eğitim sırasında belirli bir işlem veya dönemle ilgili somut bir soru ortaya çıktığında, bu soru ayrıca ve ilgili belgeler üzerinden değerlendirilir. Eğitimler, hizmet talep eden işletmelerin çalışanlarına yönelik ve kapalı katılımlı olarak düzenlenir.",
    },
  ],
  "denetim-hizmetleri": [
    { type: "h2", text: "Denetim hizmetlerinin niteliği" },
    {
      type: "p",
      text: "Bu başlık altındaki hizmetler, işletmenin defter, kayıt ve belgelerinin vergi mevzuatı yönünden incelenmesini ve sonuçların yazılı bir raporla yönetime sunulmasını kapsar. 3568 sayılı Kanun, meslek mensuplarına muhasebe ve mali mevzuat alanında inceleme, tahlil ve denetim yapma yetkisi tanır. Bu çalışmalar tasdik niteliği taşımaz; işletmenin kendi değerlendirmesi için hazırlanan raporlarla sonuçlanır.",
    },
    {
      type: "p",
      text: "Türk Ticaret Kanunu ve Kamu Gözetimi, Muhasebe ve Denetim Standartları Kurumu düzenlemeleri kapsamındaki bağımsız denetim ise Kurum tarafından yetkilendirilmiş bağımsız denetçiler ve denetim kuruluşlarınca yapılır. Bu sayfada açıklanan hizmetler bağımsız denetim kapsamında değildir ve finansal tablolar hakkında bağımsız denetim görüşü içermez.",
    },
    { type: "h2", text: "Hizmet türleri" },
    {
      type: "ul",
      items: [
        "Vergi mevzuatına uygunluk denetimi: belirli dönemlere ait beyanların kayıt ve belgelerle karşılaştırılması",
        "İç kontrol değerlendirmesi: satış, satın alma, stok, kasa ve banka süreçlerinde vergisel risk doğurabilecek noktaların tespiti",
        "Vergisel durum tespiti: şirket satın alımı veya ortaklık değişikliği öncesinde şirketin vergisel yükümlülüklerinin incelenmesi",
        "Dönem sonu ön denetimi: yıllık beyanname öncesinde kayıtların ve dönem sonu işlemlerinin gözden geçirilmesi",
        "Özel konulu incelemeler: ilişkili kişilerle yapılan işlemler veya belirli hesapların ayrıntılı incelenmesi",
      ],
    },
    { type: "h2", text: "Çalışma süreci" },
    {
      type: "p",
      text: "Çalışma, denetimin kapsamını, incelenecek dönemleri, raporun kullanım amacını ve teslim takvimini belirleyen yazılı bir sözleşmeyle başlar. Ardından işletmenin faaliyet yapısı ve muhasebe düzeni incelenir, risk taşıyan alanlar belirlenir ve kayıt ve belgeler örnekleme yoluyla kontrol edilir. Tespitler mevzuat dayanaklarıyla birlikte yönetimle paylaşılır; yönetimin açıklamaları alındıktan sonra rapor kesinleştirilir.",
    },
    { type: "h2", text: "Sizden talep edilen bilgi ve belgeler" },
    {
      type: "ul",
      items: [
        "İncelenecek dönemlere ait yasal defterler, mizanlar ve beyannameler",
        "Satış ve satın alma sözleşmeleri, faturalar ve diğer elektronik belgeler",
        "Organizasyon şeması ve yetki ile onay süreçlerine ilişkin iç düzenlemeler",
        "Önceki vergi incelemelerine ait raporlar ve varsa uzlaşma tutanakları",
        "İlişkili kişilerle yapılan işlemlere ilişkin bilgi ve belgeler",
      ],
    },
    {
      type: "p",
      text: "Denetim raporu işletmenin yönetimi için hazırlanır; üçüncü kişilerle paylaşılacaksa bu husus sözleşmede ayrıca belirtilir. Raporda yer alan tespitler incelenen dönem ve belgelerle sınırlıdır; kapsam dışında kalan hususlar raporda açıkça belirtilir. Denetim sırasında edinilen bilgiler, meslek mensuplarının sır saklama yükümlülüğü çerçevesinde gizli tutulur. Tespit edilen hatalar için, mevzuatın imkân verdiği hallerde düzeltme veya pişmanlık hükümleri çerçevesinde izlenebilecek yollar ayrıca değerlendirilir.",
    },
  ],
};
