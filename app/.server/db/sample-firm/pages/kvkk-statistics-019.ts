import type { TextPage } from "#app/.server/db/sample-firm/types.ts";

/**
 * The sample KVKK notice's statistics section as it was when migration 019 was written: 019
 * appends it to a notice that lacks one. The sample itself now leaves the figures to the
 * generated processing section (ADR 056); this copy keeps the applied migration doing what it
 * did (an applied migration's result never changes with the sample).
 */
export const kvkkPageAt019: Pick<TextPage, "body"> = {
  body: [
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
    // The next section's heading, where 019 ends the section it copies.
    { type: "h2", text: "7. Kişisel verilerin aktarılması" },
  ],
};
