import type { TextPage } from "#app/.server/db/sample-firm/types.ts";

export const missionPage: TextPage = {
  title: "Misyonumuz",
  metaDescription:
    "Özdemir Yeminli Mali Müşavirlik'in misyonu: tasdik, iade ve danışmanlık çalışmalarında mevzuata uygunluk, belgeye dayalı tespit ve bağımsızlık.",
  body: [
    {
      type: "p",
      text: "Misyonumuz, mükelleflerin vergi yükümlülüklerini mevzuata uygun biçimde yerine getirmelerine ve vergi kanunlarının tanıdığı hakları usulüne uygun olarak kullanmalarına, yeminli mali müşavirliğin yasal çerçevesi içinde katkıda bulunmaktır.",
    },
    {
      type: "p",
      text: "Tasdik ve raporlama çalışmalarında 3568 sayılı Kanun'un yeminli mali müşavire yüklediği sorumluluğun bilinciyle hareket ederiz. Bir raporda yer alan her tespitin kayıt ve belgelere dayanmasını, belgelendirilemeyen hususların ise raporda açıkça belirtilmesini esas alırız. Vergi idaresine sunduğumuz raporları, tespitlerimizin inceleme elemanlarınca yeniden izlenebileceği açıklık ve ayrıntıda hazırlarız.",
    },
    {
      type: "p",
      text: "Mükelleflerle ilişkimizde bağımsızlık, tarafsızlık ve sır saklama yükümlülüklerine uyarız. Çalışmanın kapsamını, takvimini ve mükelleften beklenen bilgi ve belgeleri işin başında yazılı olarak belirler, süreç boyunca düzenli bilgi veririz. Yeminli mali müşavirlerin defter tutamaması kuralının amacı olan bağımsızlığı çalışmalarımızın her aşamasında korur, tasdik ettiğimiz kayıtların oluşturulmasında yer almayız.",
    },
    {
      type: "p",
      text: "Mevzuattaki değişiklikleri izlemek ve bunların mükelleflerin işlemlerine etkisini zamanında değerlendirmek de bu sorumluluğun bir parçasıdır.",
    },
  ],
};

export const visionPage: TextPage = {
  title: "Vizyonumuz",
  metaDescription:
    "Özdemir Yeminli Mali Müşavirlik'in vizyonu: belgeye dayalı, tutarlı ve denetlenebilir tasdik çalışmaları ile mesleğin gelişimine katkı.",
  body: [
    {
      type: "p",
      text: "Vizyonumuz, vergi mevzuatına uygunluğu bağımsız ve özenli biçimde tasdik eden; raporları belgeye dayalı, tutarlı ve denetlenebilir olan bir yeminli mali müşavirlik bürosu olmaktır.",
    },
    {
      type: "p",
      text: "Vergi idaresinin elektronik belge, elektronik defter ve veri analizine dayanan denetim yaklaşımı, tasdik çalışmalarının da aynı düzende yürütülmesini gerektirmektedir. Bu nedenle çalışma yöntemlerimizi elektronik kayıtların incelenmesine ve izlenebilir çalışma kâğıtlarına dayalı olarak geliştirmeyi hedefleriz.",
    },
    {
      type: "p",
      text: "Mesleki bilgimizi sürekli eğitimle güncel tutmayı, meslek etiğine ve Meslek Mensuplarının Çalışma Usul ve Esasları'na bağlı kalmayı ve mesleğe yeni katılan stajyerlerin yetişmesine katkıda bulunmayı, bu hedefin ayrılmaz parçaları olarak görürüz.",
    },
    {
      type: "p",
      text: "Uzun vadede, çalıştığımız işletmelerin kayıt düzenlerinin tasdik ve iade süreçlerine hazır hale gelmesine katkıda bulunmayı ve böylece bu süreçlerin daha az düzeltmeyle tamamlanmasını amaçlarız. Mesleğin itibarını korumak, bu hedeflerin tümünün ön koşuludur.",
    },
  ],
};
