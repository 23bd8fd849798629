/**
 * Aboneler's KVKK writes over HTTP on the production build: "Onayı geri al"
 * records a withdrawal the office received exactly as the subscriber's own
 * unsubscribe link does (the row, the export's RET, sends that skip the
 * address) with an audit row naming who; "Sil" erases the subscriber's
 * personal data (its row, the firm's e-mails about it, the address in its
 * deliveries) and keeps the counts of past sends. Roles below Yönetici and
 * bad input change nothing.
 */
import type { Kysely } from "kysely";
import { parse } from "node-html-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database, OutboxRow } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { utcIsoToIstanbulDateTime } from "#app/lib/istanbul-time.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { addIssue, addSubscriber, addSubscribers, issueStatus } from "#tests/helpers/newsletter.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { type ReceivedMail, startSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

let smtp: TestSmtp;
let server: TestServer;
let db: Kysely<Database>;
/** The test server's first admin (the Sahip): starts the sends. */
let owner: string;
const PASSWORD = "abone-testi-sifresi-uzun";
const MANAGER = "abone.yonetici@ymm.test";
const EDITOR = "abone.editor@ymm.test";
const AUTHOR = "abone.yazar@ymm.test";
const cookies: Record<string, string> = {};
const adminIds: string[] = [];

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: '"Test YMM" <site@ymm.test>',
    MAIL_POLL_MS: "100",
    MAIL_RETRY_BASE_MS: "300",
    MAIL_RATE_PER_MINUTE: "100000",
    SCHEDULER_INTERVAL_MS: "1000",
  });
  db = openTestDb(server.databaseUrl);
  owner = await signIn(server);
  for (const [email, role] of [
    [MANAGER, "manager"],
    [EDITOR, "editor"],
    [AUTHOR, "author"],
  ] as const) {
    adminIds.push(await addAdmin(db, email, PASSWORD, (undo) => undo, role));
    cookies[email] = await signIn(server, email, PASSWORD);
  }
});

afterAll(async () => {
  if (db && adminIds.length > 0) await db.deleteFrom("admins").where("id", "in", adminIds).execute();
  await db?.destroy();
  await server?.stop();
  await smtp?.stop();
});

const cleanup = cleanupAfterEach(afterEach);

const PAGE = "/adminpanel/aboneler";
const WITHDRAW = "onay-geri-al";
const ERASE = "sil";
const post = (cookie: string | undefined, fields: Record<string, string>) => postAs(server, PAGE, fields, cookie ? { Cookie: cookie } : {});
const asManager = (intent: string, id: string) => post(cookies[MANAGER], { intent, id });
const get = (path: string, cookie = cookies[MANAGER]!) =>
  fetch(`${server.url}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
const mainOf = async (path: string) => parse(await (await get(path)).text()).querySelector("main");
const local = (url: string) => url.replace("https://ymm.test", server.url);

const subscriberRow = (id: string) => db.selectFrom("subscribers").selectAll().where("id", "=", id).executeTakeFirst();
const auditOf = (id: string) => db.selectFrom("audit_log").selectAll().where("entry_id", "=", id).execute();
/** Subscribers of the test's own, removed after it with their audit rows. */
function removeAfter(...ids: string[]) {
  cleanup(async () => {
    await db.deleteFrom("audit_log").where("entry_id", "in", ids).execute();
    await db.deleteFrom("subscribers").where("id", "in", ids).execute();
  });
}

/** The export's line of an address, by column name; undefined when it is not listed. */
async function exportLine(email: string): Promise<Record<string, string> | undefined> {
  const [header, ...rows] = (await (await get("/adminpanel/aboneler/csv")).text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  const columns = header!.split(",");
  const row = rows.find((r) => r.startsWith(`"${email}"`));
  if (!row) return undefined;
  const cells = row.split('","').map((c) => c.replace(/^"|"$/g, ""));
  return Object.fromEntries(columns.map((name, i) => [name, cells[i]!]));
}

const unsubscribeByLink = (token: string) =>
  fetch(`${server.url}/bulten/ayril?token=${token}`, {
    method: "POST",
    body: "List-Unsubscribe=One-Click",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("Onayı geri al", () => {
  it("records a withdrawal the office received as the subscriber's own link does: the row, RET in the export, and an audit row naming who", async () => {
    const byLink = await addSubscriber(db, "kendisi-ayrilan@ornek.test");
    const byOffice = await addSubscriber(db, "ofise-yazan@ornek.test");
    removeAfter(byLink.id, byOffice.id);
    expect(await exportLine(byOffice.email)).toMatchObject({ iys_durum: "ONAY" });

    const confirm = await mainOf(`${PAGE}?geri-al=${byOffice.id}`);
    expect(confirm?.querySelector(".admin-confirm h2")?.text).toBe("Onay geri alınsın mı?");
    expect(confirm?.querySelector(".admin-confirm")?.text).toContain(byOffice.email);

    expect((await unsubscribeByLink(byLink.token)).status).toBe(200);
    const response = await asManager(WITHDRAW, byOffice.id);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${PAGE}?durum=geri-alindi`);

    // The same columns as the link writes; only who and when differ.
    const own = (await subscriberRow(byLink.id))!;
    const office = (await subscriberRow(byOffice.id))!;
    const { id: _a, email: _b, unsubscribe_token: _c, created_at: _d, consent_at: _e, unsubscribed_at: linkAt, ...ownRest } = own;
    const { id: _f, email: _g, unsubscribe_token: _h, created_at: _i, consent_at: _j, unsubscribed_at: officeAt, ...officeRest } = office;
    expect(officeRest).toEqual(ownRest);
    expect(office.status).toBe("unsubscribed");
    expect(Date.parse(officeAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(linkAt).not.toBeNull();

    expect(await exportLine(byOffice.email)).toMatchObject({
      status: "unsubscribed",
      iys_durum: "RET",
      iys_izin_tarihi: utcIsoToIstanbulDateTime(officeAt),
    });
    const audit = await auditOf(byOffice.id);
    expect(audit.map((a) => [a.action, a.list, a.admin_email])).toEqual([["withdraw", "aboneler", MANAGER]]);
    expect(Date.parse(audit[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000);
    // The link's withdrawal is the subscriber's own: no audit row.
    expect(await auditOf(byLink.id)).toEqual([]);

    const after = await mainOf(`${PAGE}?durum=geri-alindi`);
    expect(after?.querySelector('[role="status"]')?.text).toContain("Onay geri alındı");
    const row = after?.querySelectorAll("tbody tr").find((tr) => tr.text.includes(byOffice.email));
    expect(row?.querySelector('[data-label="Durum"]')?.text).toContain("Ayrıldı");
    expect(row?.querySelectorAll("a.button").map((a) => a.text)).toEqual(["Sil"]);
    expect((await mainOf("/adminpanel/kayitlar"))?.text).toContain("E-bülten onayının geri alınması (ofisçe kaydedildi)");
  });

  it("withdraws the consent of an address marked unreachable by hand, whose export line said ONAY until then", async () => {
    const subscriber = await addSubscriber(db, "kapanan-ve-ayrilan@ornek.test");
    removeAfter(subscriber.id);
    expect((await post(cookies[MANAGER], { intent: "ulasilamiyor", id: subscriber.id })).status).toBe(303);
    // Unreachable withdrew nothing: İYS still hears ONAY.
    expect(await exportLine(subscriber.email)).toMatchObject({ status: "bounced", iys_durum: "ONAY" });

    expect((await asManager(WITHDRAW, subscriber.id)).status).toBe(303);
    expect(await subscriberRow(subscriber.id)).toMatchObject({ status: "unsubscribed" });
    expect(await exportLine(subscriber.email)).toMatchObject({ iys_durum: "RET" });
    expect((await auditOf(subscriber.id)).map((a) => a.action)).toEqual(expect.arrayContaining(["bounce", "withdraw"]));
  });

  it("refuses a second withdrawal, a sign-up never confirmed, unknown and malformed ids and an unknown intent, changing nothing", async () => {
    const withdrawn = await addSubscriber(db, "iki-kez@ornek.test");
    const pending = await addSubscriber(db, "onaylamayan@ornek.test", "pending");
    removeAfter(withdrawn.id, pending.id);
    expect((await asManager(WITHDRAW, withdrawn.id)).status).toBe(303);
    const subscribersBefore = await db.selectFrom("subscribers").selectAll().orderBy("id").execute();
    const auditBefore = await db.selectFrom("audit_log").select("id").execute();

    const again = await asManager(WITHDRAW, withdrawn.id);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Bu abonenin onayı zaten geri alınmış");
    const notConfirmed = await asManager(WITHDRAW, pending.id);
    expect(notConfirmed.status).toBe(409);
    expect(await notConfirmed.text()).toContain("henüz onaylamadı, geri alınacak bir onay yok");
    for (const id of [newId(), "", "x".repeat(500)]) {
      const withdraw = await asManager(WITHDRAW, id);
      expect(withdraw.status, `withdraw ${id.slice(0, 20)}`).toBe(404);
      expect(await withdraw.text()).toContain("Abone bulunamadı");
      const erase = await asManager(ERASE, id);
      expect(erase.status, `erase ${id.slice(0, 20)}`).toBe(404);
      expect(await erase.text()).toContain("Abone bulunamadı");
    }
    expect((await post(cookies[MANAGER], { intent: "unut", id: withdrawn.id })).status).toBe(400);

    expect(await db.selectFrom("subscribers").selectAll().orderBy("id").execute()).toEqual(subscribersBefore);
    expect(await db.selectFrom("audit_log").select("id").execute()).toHaveLength(auditBefore.length);
  });
});

describe("a withdrawn address that signs up again", () => {
  it("stays RET with its withdrawal date until it confirms, then is ONAY from the new confirmation", async () => {
    const subscriber = await addSubscriber(db, "geri-donen@ornek.test");
    removeAfter(subscriber.id);
    cleanup(() => db.deleteFrom("outbox").where("recipient", "=", subscriber.email).execute());
    const before = (await subscriberRow(subscriber.id))!;
    expect((await unsubscribeByLink(subscriber.token)).status).toBe(200);
    const withdrawn = await exportLine(subscriber.email);
    expect(withdrawn).toMatchObject({ iys_durum: "RET" });

    // Signing up again asks for a new confirmation: until then the withdrawal stands (was: ONAY with the old consent date).
    expect((await postAs(server, "/bulten", { eposta: subscriber.email })).status).toBe(303);
    expect(await subscriberRow(subscriber.id)).toMatchObject({ status: "pending" });
    expect(await exportLine(subscriber.email)).toMatchObject({ iys_durum: "RET", iys_izin_tarihi: withdrawn!.iys_izin_tarihi });

    const mail = await db
      .selectFrom("outbox")
      .select("text_body")
      .where("recipient", "=", subscriber.email)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    const link = /https:\/\/ymm\.test\/bulten\/onay\?token=[^\s]+/.exec(mail.text_body)![0];
    const press = await fetch(local(link), {
      method: "POST",
      body: "",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null" },
    });
    expect(press.status).toBe(200);
    const row = await subscriberRow(subscriber.id);
    expect(row).toMatchObject({ status: "confirmed", unsubscribed_at: null });
    // The consent date is the new confirmation's.
    expect(row!.consent_at).not.toBe(before.consent_at);
    expect(await exportLine(subscriber.email)).toMatchObject({
      iys_durum: "ONAY",
      iys_izin_tarihi: utcIsoToIstanbulDateTime(row!.consent_at),
    });
  });
});

describe("Sil", () => {
  it("erases the personal data: the row, the firm's e-mails about the address, the address in its deliveries; past sends keep their counts", async () => {
    const email = "silinecek@ornek.test";
    // Signed up and confirmed through the site: the confirmation e-mail and the firm's notice are in the outbox.
    expect((await postAs(server, "/bulten", { eposta: email })).status).toBe(303);
    const confirmation = await db.selectFrom("outbox").selectAll().where("recipient", "=", email).executeTakeFirstOrThrow();
    const link = /https:\/\/ymm\.test\/bulten\/onay\?token=[^\s]+/.exec(confirmation.text_body)![0];
    // The link's page asks; its button's POST confirms.
    const press = await fetch(local(link), {
      method: "POST",
      body: "",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null" },
    });
    expect(press.status).toBe(200);
    const subscriber = await db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    const token = subscriber.unsubscribe_token!;
    const kept = await addSubscriber(db, "kalan-abone@ornek.test");
    removeAfter(subscriber.id, kept.id);
    cleanup(() => db.deleteFrom("outbox").where("headers", "like", `%${token}%`).execute());
    const aboutIt = (rows: OutboxRow[]) =>
      rows.filter((r) =>
        [r.recipient, r.text_body, r.html_body, r.headers, r.last_error].some((v) => v?.includes(email) || v?.includes(token)),
      );
    expect(aboutIt(await db.selectFrom("outbox").selectAll().where("issue_id", "is", null).execute())).toHaveLength(2);

    // Two past issues: one it received, one its mailbox refused.
    const now = new Date().toISOString();
    const done = { status: "sent" as const, sent_at: now, queued_at: now, finished_at: now, recipients: 2 };
    const received = await addIssue(db, "Silmeden önceki sayı", done);
    const refused = await addIssue(db, "Geri dönen sayı", { ...done, recipients: 1 });
    cleanup(async () => {
      await db.deleteFrom("outbox").where("issue_id", "in", [received.id, refused.id]).execute();
      await db.deleteFrom("newsletter_issues").where("id", "in", [received.id, refused.id]).execute();
    });
    const delivery = (issueId: string, to: { id: string; email: string; token: string }): OutboxRow => ({
      id: newId(),
      recipient: to.email,
      subject: "Sayı",
      text_body: `Abonelikten çıkmak için: https://ymm.test/bulten/ayril?token=${to.token}`,
      html_body: `<p>${to.email}</p>`,
      headers: JSON.stringify({ "List-Unsubscribe": `<https://ymm.test/bulten/ayril?token=${to.token}>` }),
      status: "sent",
      attempts: 1,
      next_attempt_at: now,
      last_error: null,
      claimed_by: null,
      claimed_at: null,
      created_at: now,
      sent_at: now,
      issue_id: issueId,
      subscriber_id: to.id,
      priority: 1,
    });
    const erased = { id: subscriber.id, email, token };
    await db
      .insertInto("outbox")
      .values([
        delivery(received.id, erased),
        delivery(received.id, kept),
        { ...delivery(refused.id, erased), status: "failed", sent_at: null, last_error: `550 5.1.1 <${email}>: Mailbox unavailable` },
      ])
      .execute();

    const confirm = await mainOf(`${PAGE}?sil=${subscriber.id}`);
    expect(confirm?.querySelector(".admin-confirm h2")?.text).toBe("Abone silinsin mi?");
    expect(confirm?.querySelector(".admin-confirm")?.text).toContain(email);
    expect(confirm?.querySelector(".admin-confirm")?.text).toContain("Bu adresin onayı hâlâ geçerli.");

    const response = await asManager(ERASE, subscriber.id);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${PAGE}?durum=silindi`);

    expect(
      await db
        .selectFrom("subscribers")
        .select("id")
        .where((eb) => eb.or([eb("id", "=", subscriber.id), eb("email", "=", email)]))
        .execute(),
    ).toEqual([]);
    const outbox = await db.selectFrom("outbox").selectAll().execute();
    expect(aboutIt(outbox)).toEqual([]);
    // The deliveries stay, nameless, with their statuses: each send's counts are what they were.
    const deliveries = (issueId: string) =>
      outbox
        .filter((r) => r.issue_id === issueId)
        .map((r) => [r.recipient, r.status, r.subscriber_id, r.last_error])
        .sort();
    expect(deliveries(received.id)).toEqual([
      ["", "sent", null, null],
      [kept.email, "sent", kept.id, null],
    ]);
    expect(deliveries(refused.id)).toEqual([["", "failed", null, null]]);
    expect(await (await get(`/adminpanel/bulten/${received.id}/gonder`, owner)).text()).toContain(
      "Gönderim tamamlandı: 2 aboneye gönderildi.",
    );

    expect(await exportLine(email)).toBeUndefined();
    expect(await exportLine(kept.email)).toMatchObject({ iys_durum: "ONAY" });
    const audit = await auditOf(subscriber.id);
    expect(audit.map((a) => [a.action, a.list, a.admin_email, a.details])).toEqual([["delete", "aboneler", MANAGER, null]]);
    const auditRows = await db.selectFrom("audit_log").selectAll().execute();
    expect(auditRows.filter((a) => JSON.stringify(a).includes(email))).toEqual([]);
    expect((await mainOf(`${PAGE}?durum=silindi`))?.querySelector('[role="status"]')?.text).toContain("Abone silindi");
    expect(await (await get("/adminpanel/postalar")).text()).not.toContain(email);

    // Twice: refused, nothing more recorded.
    expect((await asManager(ERASE, subscriber.id)).status).toBe(404);
    expect(await auditOf(subscriber.id)).toHaveLength(1);
  });
});

describe("a send under way", () => {
  const sendPath = (id: string) => `/adminpanel/bulten/${id}/gonder`;
  const send = (id: string, intent = "gonder") => postAs(server, sendPath(id), { intent }, { Cookie: owner });
  const copiesTo = (subject: string) => {
    const counts = new Map<string, number>();
    for (const mail of smtp.received.filter((m: ReceivedMail) => m.subject === subject)) {
      for (const to of mail.envelopeTo) counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    return counts;
  };

  it("skips the address whose consent the office withdrew and the one it erased; the next send leaves out the withdrawn", async () => {
    const subscribers = await addSubscribers(db, "kvkk-gonderim", 7);
    removeAfter(...subscribers.map((s) => s.id));
    const subject = "Gönderim sırasında geri alınan onay";
    const issue = await addIssue(db, subject);
    const next = await addIssue(db, "Sonraki sayı");
    cleanup(async () => {
      await db.deleteFrom("outbox").where("issue_id", "in", [issue.id, next.id]).execute();
      await db.deleteFrom("newsletter_issues").where("id", "in", [issue.id, next.id]).execute();
    });
    // The SMTP server is down: the send pauses with every copy waiting.
    await smtp.stop();
    cleanup(async () => {
      if (!smtp.running()) await smtp.start();
    });
    expect((await send(issue.id)).status).toBe(302);
    await expect.poll(() => issueStatus(db, issue.id), { timeout: 20_000 }).toBe("paused");

    const withdrawn = subscribers[2]!;
    const erased = subscribers[5]!;
    expect((await asManager(WITHDRAW, withdrawn.id)).status).toBe(303);
    expect((await asManager(ERASE, erased.id)).status).toBe(303);
    const rows = await db.selectFrom("outbox").selectAll().where("issue_id", "=", issue.id).execute();
    expect(rows.filter((r) => r.recipient === erased.email || r.subscriber_id === erased.id)).toEqual([]);

    await smtp.start();
    expect((await send(issue.id, "devam")).status).toBe(302);
    await expect.poll(() => issueStatus(db, issue.id), { timeout: 20_000 }).toBe("sent");
    await new Promise((r) => setTimeout(r, 500));
    const copies = copiesTo(subject);
    expect(copies.has(withdrawn.email)).toBe(false);
    expect(copies.has(erased.email)).toBe(false);
    expect(copies.size).toBe(5);
    for (const count of copies.values()) expect(count).toBe(1);
    const skipped = await db
      .selectFrom("outbox")
      .select(["recipient", "last_error"])
      .where("issue_id", "=", issue.id)
      .where("status", "=", "skipped")
      .execute();
    expect(skipped.map((r) => [r.recipient, r.last_error]).sort()).toEqual([
      ["", "Abone silindi."],
      [withdrawn.email, "Abone ayrıldı."],
    ]);
    expect(await (await get(sendPath(issue.id), owner)).text()).toMatch(/<strong>2<\/strong> Atlandı/);

    // The next issue: the five still confirmed.
    expect(await (await get(sendPath(next.id), owner)).text()).toContain("Bu sayı <strong>5</strong> onaylı aboneye gönderilecek.");
  });
});

describe("a delivery queued just before its subscriber was erased", () => {
  it("is skipped by the mail worker, and keeps no address or e-mail", async () => {
    const now = new Date().toISOString();
    const issue = await addIssue(db, "Silinmeden hemen önce sıraya alınan", {
      status: "sending",
      sent_at: now,
      queued_at: now,
      recipients: 1,
    });
    const row: OutboxRow = {
      id: newId(),
      recipient: "gec-silinen@ornek.test",
      subject: issue.subject,
      text_body: "https://ymm.test/bulten/ayril?token=gec-silinen",
      html_body: "<p>gec-silinen@ornek.test</p>",
      headers: JSON.stringify({ "List-Unsubscribe": "<https://ymm.test/bulten/ayril?token=gec-silinen>" }),
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      last_error: null,
      claimed_by: null,
      claimed_at: null,
      created_at: now,
      sent_at: null,
      issue_id: issue.id,
      // No such subscriber any more.
      subscriber_id: newId(),
      priority: 1,
    };
    await db.insertInto("outbox").values(row).execute();
    cleanup(async () => {
      await db.deleteFrom("outbox").where("issue_id", "=", issue.id).execute();
      await db.deleteFrom("newsletter_issues").where("id", "=", issue.id).execute();
    });
    const stored = () => db.selectFrom("outbox").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    await expect.poll(async () => (await stored()).status, { timeout: 20_000 }).toBe("skipped");
    expect(await stored()).toMatchObject({
      recipient: "",
      text_body: "",
      html_body: "",
      headers: "{}",
      subscriber_id: null,
      last_error: "Abone silindi.",
    });
    expect(smtp.received.some((m) => m.envelopeTo.includes(row.recipient))).toBe(false);
  });
});

describe("roles", () => {
  it("refuses the withdrawal and the erasure to an Editör and a Yazar (403) and without a session (401); a Yönetici may do both", async () => {
    const subscriber = await addSubscriber(db, "korunan-abone@ornek.test");
    removeAfter(subscriber.id);
    const before = await subscriberRow(subscriber.id);
    for (const intent of [WITHDRAW, ERASE]) {
      for (const email of [EDITOR, AUTHOR]) {
        expect((await post(cookies[email], { intent, id: subscriber.id })).status, `${intent} as ${email}`).toBe(403);
      }
      expect((await post(undefined, { intent, id: subscriber.id })).status, `${intent} without a session`).toBe(401);
    }
    expect(await subscriberRow(subscriber.id)).toEqual(before);
    expect(await auditOf(subscriber.id)).toEqual([]);

    // The screen's least role: a Yönetici (not only the Sahip).
    expect((await asManager(WITHDRAW, subscriber.id)).status).toBe(303);
    expect((await asManager(ERASE, subscriber.id)).status).toBe(303);
    expect(await subscriberRow(subscriber.id)).toBeUndefined();
    expect((await auditOf(subscriber.id)).map((a) => [a.action, a.admin_email])).toEqual(
      expect.arrayContaining([
        ["withdraw", MANAGER],
        ["delete", MANAGER],
      ]),
    );
  });
});
