/**
 * A site in which every table has rows, as an office that has used it for a while has them
 * (the restore drill): every kind of content (tests/helpers/every-kind.ts) with an
 * attachment, an uploaded image used in an announcement, a Yazar's draft, a draft e-bülten
 * issue, a contact message, a subscriber who
 * signed up and confirmed (consent recorded), an invitation, E-posta ayarları, the statistics
 * of a few visits (and a month folded long ago), a KVKK application filed with a document,
 * confirmed, noted and answered with a file, the founder's page in English (found by the English
 * search), and two-factor turned on with recovery codes.
 * Through the site's own forms, except the folded month, which only time makes.
 */

import { generate } from "otplib";
import sharp from "sharp";
import { expect } from "vitest";
import { englishEditPath } from "#app/lib/admin-paths.ts";
import { TOPIC_FIELD } from "#app/lib/newsletter-topics.ts";
import { englishSearchPath } from "#app/lib/paths.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { body, type Office, sent, writeEveryKind } from "#tests/helpers/every-kind.ts";
import { makePdf } from "#tests/helpers/pdf.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Waits (up to 10 s) until `read` gives a value `check` accepts. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 10_000;
  let value = await read();
  while (!check(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** An image uploaded to Medya as the browser sends it; its public path. */
async function uploadImage(office: Office): Promise<{ src: string; width: number; height: number }> {
  const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 80 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("dosya", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "ofis-cephe.jpg");
  const response = await fetch(`${office.server.url}/adminpanel/medya`, {
    method: "POST",
    body: form,
    headers: { Origin: office.server.url, Cookie: office.cookie, Accept: "application/json" },
  });
  const answer = (await response.json()) as { src: string; width: number; height: number };
  expect(answer.src, JSON.stringify(answer)).toMatch(/^\/medya\//);
  return answer;
}

/** Writes everything the module comment lists; the server needs ANALYTICS_FLUSH_MS short and TRUST_PROXY=loopback. */
export async function fillEveryTable(office: Office): Promise<void> {
  const { server, db, cookie } = office;
  await writeEveryKind(office);

  // Medya: an image, used in a published announcement.
  const image = await uploadImage(office);
  await sent(office, "/adminpanel/duyurular", [
    ["intent", "kaydet"],
    ["baslik", "Ofisimiz yeni binasında"],
    [
      "icerik",
      `<p><img src="${image.src}" alt="Ofisin yeni cephesi" width="${image.width}" height="${image.height}"></p>${body("Yeni bina")}`,
    ],
    ["durum", "yayinda"],
  ]);

  // A Yazar's draft (its author recorded), and a draft e-bülten issue.
  const author = { email: "yazar-taslak@ornek.test", password: "yazarin-uzun-sifresi-2026" };
  await addAdmin(db, author.email, author.password, () => {}, "author");
  const authorOffice = { ...office, cookie: await signIn(server, author.email, author.password) };
  await sent(authorOffice, "/adminpanel/duyurular", [
    ["intent", "kaydet"],
    ["baslik", "Yazarın taslağı: e-defter süreleri"],
    ["icerik", body("E-defter")],
    ["durum", "taslak"],
  ]);
  // An e-bülten issue of one topic (issue 44: the topics are seeded from the sirküler categories).
  const topic = await db.selectFrom("newsletter_topics").select("id").orderBy("position").executeTakeFirstOrThrow();
  await sent(office, "/adminpanel/bulten", [
    ["intent", "kaydet"],
    ["konu", "Kasım bülteni: KDV iadesi ve e-defter"],
    ["on_metin", "Bu ayın öne çıkanları"],
    ["icerik", body("Kasım bülteni")],
    [TOPIC_FIELD, topic.id],
  ]);

  // A contact message (with the firm's e-mail about it in the outbox).
  const message = await postAs(server, "/iletisim", {
    isim: "Ayşe Yılmaz",
    telefon: "0312 000 00 40",
    eposta: "ayse@ornek.test",
    konu: "KDV iadesi",
    mesaj: "İade dosyamız için görüşmek istiyoruz.",
  });
  expect(message.status).toBe(303);

  // A subscriber who signs up for that topic and confirms through the link: consent recorded with its text's version.
  expect((await postAs(server, "/bulten", { eposta: "abone@ornek.test", [TOPIC_FIELD]: topic.id })).status).toBe(303);
  const confirmation = await db.selectFrom("outbox").selectAll().where("recipient", "=", "abone@ornek.test").executeTakeFirstOrThrow();
  const link = /https:\/\/ymm\.test(\/bulten\/onay\?token=\S+)/.exec(confirmation.text_body)![1]!;
  const confirmed = await fetch(`${server.url}${link}`, {
    method: "POST",
    body: "",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null" },
  });
  expect(confirmed.status).toBe(200);

  // An invitation (an admin who has not accepted yet, and the invitation's token).
  expect(
    (
      await postAs(
        server,
        "/adminpanel/yoneticiler",
        { intent: "davet-et", eposta: "yazar@ornek.test", ad: "Yeni Yazar", rol: "editor" },
        { Cookie: cookie },
      )
    ).status,
  ).toBe(302);

  // E-posta ayarları (the password stored sealed).
  const mail = await postAs(
    server,
    "/adminpanel/e-posta-ayarlari",
    {
      intent: "kaydet",
      surum: "0",
      sunucu: "smtp.ornek.test",
      port: "587",
      guvenlik: "starttls",
      kullanici: "site@ornek.test",
      sifre: "posta-sifresi-2026",
    },
    { Cookie: cookie },
  );
  expect(mail.status, await mail.clone().text()).toBeLessThan(400);

  // Visits, written by the statistics' flush.
  for (const [i, path] of ["/", "/sss", "/duyurular", "/iletisim"].entries()) {
    await fetch(`${server.url}${path}`, {
      headers: { "User-Agent": BROWSER, "X-Forwarded-For": `203.0.113.${10 + i}`, Referer: "https://www.google.com/" },
    });
  }
  const counted = await eventually(
    () => db.selectFrom("analytics_daily").select("views").execute(),
    (rows) => rows.length > 0,
  );
  expect(counted.length).toBeGreaterThan(0);
  // A month older than two years, as the maintenance folds the daily rows into monthly totals.
  await db.insertInto("analytics_monthly").values({ month: "2023-05", dimension: "site", value: "", views: 1240, visitors: 610 }).execute();

  // A KVKK application through /kvkk/basvuru with a supporting document, its address confirmed through the
  // e-mail's link; the office's note, and its answer by e-mail with a file, on KVKK başvuruları (issue 42).
  const kvkkForm = new FormData();
  for (const [name, value] of Object.entries({
    ad_soyad: "Ayşe Yılmaz",
    vatandaslik: "tc",
    tc_kimlik_no: "10000000146",
    adres: "Atatürk Bulvarı No: 1, Çankaya, Ankara",
    eposta: "ayse@ornek.test",
    telefon: "0312 000 00 40",
    talep: "Hangi kişisel verilerimi işlediğinizi öğrenmek istiyorum.",
    iliski: "client",
    yanit_kanali: "email",
  })) {
    kvkkForm.append(name, value);
  }
  for (const right of ["a", "b"]) kvkkForm.append("haklar", right);
  kvkkForm.append("belgeler", new Blob([new Uint8Array(makePdf("Nüfus cüzdanı sureti"))], { type: "application/pdf" }), "kimlik.pdf");
  const filed = await fetch(`${server.url}/kvkk/basvuru`, {
    method: "POST",
    body: kvkkForm,
    redirect: "manual",
    headers: { Origin: server.url },
  });
  expect(filed.status, await filed.clone().text()).toBe(303);
  const reference = new URL(filed.headers.get("location") ?? "", server.url).searchParams.get("no") ?? "";
  const kvkkMail = await db
    .selectFrom("outbox")
    .selectAll()
    .where("subject", "=", `KVKK başvurunuz alındı: ${reference}`)
    .executeTakeFirstOrThrow();
  const kvkkLink = /https:\/\/ymm\.test(\/kvkk\/basvuru\/onay\?token=\S+)/.exec(kvkkMail.text_body)![1]!;
  const kvkkConfirmed = await fetch(`${server.url}${kvkkLink}`, {
    method: "POST",
    body: "",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null" },
  });
  expect(kvkkConfirmed.status).toBe(200);
  const kvkkApplication = await db
    .selectFrom("kvkk_applications")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  expect(
    await db.selectFrom("kvkk_application_files").select("id").where("application_id", "=", kvkkApplication.id).execute(),
  ).toHaveLength(1);
  const kvkkPath = `/adminpanel/kvkk-basvurulari/${kvkkApplication.id}`;
  expect((await postAs(server, kvkkPath, { intent: "not", not: "Kimlik fotokopisi geldi." }, { Cookie: cookie })).status).toBe(302);
  const answerFile = new FormData();
  answerFile.append("dosya", new Blob([new Uint8Array(makePdf("Veri envanteri özeti"))], { type: "application/pdf" }), "yanit.pdf");
  const uploaded = await fetch(`${server.url}${kvkkPath}/ek`, {
    method: "POST",
    body: answerFile,
    headers: { Origin: server.url, Cookie: cookie },
    redirect: "manual",
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(302);
  const answered = await postAs(
    server,
    kvkkPath,
    { intent: "eposta", yanit: "<p>Kişisel verileriniz iletişim mesajınız için işlenmektedir.</p>" },
    { Cookie: cookie },
  );
  expect(answered.status, await answered.clone().text()).toBe(302);
  expect(await db.selectFrom("outbox_attachments").select("file_name").execute()).toEqual([{ file_name: "yanit.pdf" }]);

  // English (issue 43): the founder's page published through its English tab (english_texts and its history),
  // then found by the English search, which builds its index (english_search_documents).
  await sent(office, englishEditPath("page", "founder"), [
    ["intent", "yayimla"],
    ["revizyon", "0"],
    ["baslik", "The founder"],
    ["meta_aciklama", ""],
    ["icerik", "<p>Sworn CPA, auditing since 2001.</p>"],
  ]);
  const english = await fetch(`${server.url}${englishSearchPath("audit")}`);
  expect(await english.text()).toContain("The founder");

  // Two-factor for the signed-in admin, with its recovery codes (last: the session stays signed in).
  expect((await postAs(server, "/adminpanel/iki-adimli-dogrulama", { intent: "ac" }, { Cookie: cookie })).status).toBe(302);
  const page = await (await fetch(`${server.url}/adminpanel/iki-adimli-dogrulama`, { headers: { Cookie: cookie } })).text();
  const secret = /<code class="two-factor-secret">([A-Z2-7 ]+)<\/code>/.exec(page)![1]!.replaceAll(" ", "");
  const on = await postAs(
    server,
    "/adminpanel/iki-adimli-dogrulama",
    { intent: "onayla", kod: await generate({ secret }) },
    { Cookie: cookie },
  );
  expect(on.status).toBe(200);
}
