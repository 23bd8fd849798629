/**
 * Issue 44, point 1 (ADR 064): the e-bülten by topic, as the office and a
 * subscriber would try it, with a real SMTP server. The office adds "Bordro"
 * next to the topics seeded from the sirküler categories; a visitor signs up
 * for chosen topics (the consent record names them); a subscriber of "Bordro"
 * alone gets a payroll issue and not a KDV one, while one of every topic gets
 * both; from the link in the e-mail, without JavaScript, the page shows the
 * topics (the GET changes nothing) and its button changes them, which the
 * consent record shows with the date; the counts per topic on Aboneler and
 * İstatistikler.
 */
import type { Kysely } from "kysely";
import { type HTMLElement, parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { addSubscriber } from "#tests/helpers/newsletter.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { startSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";

let smtp: TestSmtp;
let server: TestServer;
let db: Kysely<Database>;
let cookie: string;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: "100",
    MAIL_RATE_PER_MINUTE: "100000",
    SCHEDULER_INTERVAL_MS: "1000",
  });
  db = openTestDb(server.databaseUrl);
  cookie = await signIn(server);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.stop();
});

/** A form POST with repeated fields (check boxes); `headers` adds or replaces. */
const post = (path: string, fields: [string, string][], headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, ...headers },
  });
const admin = (path: string, fields: [string, string][]) => post(path, fields, { Cookie: cookie });
const adminPage = async (path: string): Promise<HTMLElement> =>
  parse(await (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).text());
const local = (url: string) => url.replace("https://ymm.test", server.url);
const linkIn = (text: string, path: string) => new RegExp(`https://ymm\\.test${path.replace("?", "\\?")}\\S+`).exec(text)?.[0];
const received = (subject: string) => smtp.received.filter((m) => m.subject === subject);
const subscriberByEmail = (email: string) => db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
const topicsOf = async (subscriberId: string) =>
  (await db.selectFrom("subscriber_topics").select("topic_id").where("subscriber_id", "=", subscriberId).execute())
    .map((r) => r.topic_id)
    .sort();

async function addTopic(name: string): Promise<string> {
  expect(
    (
      await admin("/adminpanel/bulten-konulari", [
        ["intent", "ekle"],
        ["ad", name],
      ])
    ).status,
  ).toBe(303);
  return (await db.selectFrom("newsletter_topics").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;
}

/** A confirmed subscriber of the topics given (none: every topic). */
async function subscriberOf(email: string, topicIds: string[]) {
  const subscriber = await addSubscriber(db, email);
  if (topicIds.length > 0) {
    await db.updateTable("subscribers").set({ all_topics: 0, topics_text: "test" }).where("id", "=", subscriber.id).execute();
    await db
      .insertInto("subscriber_topics")
      .values(topicIds.map((topic_id) => ({ subscriber_id: subscriber.id, topic_id })))
      .execute();
  }
  return subscriber;
}

/** An issue saved on the issue form with its topics ticked, sent, and waited for until every copy is delivered. */
async function sendIssue(subject: string, topicIds: string[], copies: number): Promise<string> {
  const saved = await admin("/adminpanel/bulten?yeni", [
    ["intent", "kaydet"],
    ["konu", subject],
    ["on_metin", ""],
    ["icerik", `<p>${subject} ayrıntıları.</p>`],
    ...topicIds.map((id): [string, string] => ["konu_sec", id]),
  ]);
  expect(saved.status).toBe(302);
  const issue = await db.selectFrom("newsletter_issues").select("id").where("subject", "=", subject).executeTakeFirstOrThrow();
  const stored = await db.selectFrom("newsletter_issue_topics").select("topic_id").where("issue_id", "=", issue.id).execute();
  expect(stored.map((r) => r.topic_id).sort()).toEqual([...topicIds].sort());
  expect((await admin(`/adminpanel/bulten/${issue.id}/gonder`, [["intent", "gonder"]])).status).toBe(302);
  await expect
    .poll(async () => (await db.selectFrom("newsletter_issues").select("status").where("id", "=", issue.id).executeTakeFirst())?.status, {
      timeout: 20_000,
    })
    .toBe("sent");
  await expect.poll(() => received(subject).length, { timeout: 10_000 }).toBe(copies);
  return issue.id;
}

const recipientsOf = (subject: string) =>
  received(subject)
    .flatMap((m) => m.envelopeTo)
    .sort();

describe("the e-bülten by topic", () => {
  it("seeds a topic per sirküler category, and the office adds one", async () => {
    const topics = await db.selectFrom("newsletter_topics").selectAll().orderBy("position").execute();
    const categories = await db.selectFrom("circular_categories").select(["id", "name"]).orderBy("position").execute();
    expect(topics.slice(0, categories.length).map((t) => [t.name, t.category_id])).toEqual(categories.map((c) => [c.name, c.id]));
    const id = await addTopic("Bordro ve SGK primleri");
    const screen = await adminPage("/adminpanel/bulten-konulari");
    expect(screen.querySelector("main")?.text).toContain("Bordro ve SGK primleri");
    // A name already used is refused, nothing added.
    const again = await admin("/adminpanel/bulten-konulari", [
      ["intent", "ekle"],
      ["ad", "bordro ve sgk primleri"],
    ]);
    expect(again.status).toBe(400);
    expect(await db.selectFrom("newsletter_topics").select("id").where("id", "like", `${id}%`).execute()).toHaveLength(1);
  });

  it("signs up for the topics a visitor ticks, none ticked beforehand; the consent record names them", async () => {
    const bordro = await addTopic("Bordro");
    const form = parse(await (await fetch(`${server.url}/bulten`)).text()).querySelector("form.newsletter-form");
    const boxes = form?.querySelectorAll('input[name="konu_sec"]') ?? [];
    expect(boxes.map((b) => b.getAttribute("value"))).toContain(bordro);
    expect(boxes.filter((b) => b.hasAttribute("checked"))).toEqual([]);

    const email = `konulu-${Date.now()}@ornek.test`;
    const posted = await post("/bulten", [
      ["eposta", email],
      ["konu_sec", bordro],
      ["konu_sec", "konu-kdv"],
      ["konu_sec", "konu-olmayan"],
    ]);
    expect(posted.status).toBe(303);
    const pending = await subscriberByEmail(email);
    expect(pending).toMatchObject({ status: "pending", all_topics: 0, topics_text: "KDV, Bordro" });
    expect(pending.topics_at).toBeTruthy();
    expect(await topicsOf(pending.id)).toEqual([bordro, "konu-kdv"].sort());

    // Confirmed from the e-mail's link: the consent stands for those topics.
    const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    const confirmUrl = linkIn(confirmation.text ?? "", "/bulten/onay?token=")!;
    expect((await post(new URL(local(confirmUrl)).pathname + new URL(confirmUrl).search, [], { Origin: "null" })).status).toBe(200);
    expect(await subscriberByEmail(email)).toMatchObject({ status: "confirmed", topics_text: "KDV, Bordro" });

    // Ticking nothing is every topic, as before topics.
    const plain = `konusuz-${Date.now()}@ornek.test`;
    expect((await post("/?index", [["eposta", plain]])).status).toBe(303);
    const all = await subscriberByEmail(plain);
    expect(all).toMatchObject({ all_topics: 1, topics_text: "Tüm konular" });
    expect(await topicsOf(all.id)).toEqual([]);
  });

  it("sends a payroll issue to Bordro's subscribers and not a KDV one; the link changes the topics without JavaScript", {
    timeout: 90_000,
  }, async () => {
    const bordro =
      (await db.selectFrom("newsletter_topics").select("id").where("name", "=", "Bordro").executeTakeFirst())?.id ??
      (await addTopic("Bordro"));
    const ayse = await subscriberOf("ayse.bordro@ornek.test", [bordro]);
    await subscriberOf("deniz.kdv@ornek.test", ["konu-kdv"]);
    const cem = await subscriberOf("cem.hepsi@ornek.test", []);
    // Other tests' subscribers (every topic, or KDV with Bordro) get them too: only these three are checked.
    const ours = (subject: string) =>
      recipientsOf(subject).filter((to) => to.endsWith(".bordro@ornek.test") || to.startsWith("deniz.kdv") || to.startsWith("cem.hepsi"));

    const payroll = "Asgari ücret ve bordro: Ocak 2027";
    await sendIssue(payroll, [bordro], await expectedCopies([bordro]));
    expect(ours(payroll)).toEqual(["ayse.bordro@ornek.test", "cem.hepsi@ornek.test"]);
    const kdv = "KDV oranlarında değişiklik";
    await sendIssue(kdv, ["konu-kdv"], await expectedCopies(["konu-kdv"]));
    expect(ours(kdv)).toEqual(["cem.hepsi@ornek.test", "deniz.kdv@ornek.test"]);
    const general = "Yeni yıl mesajı";
    await sendIssue(general, [], await expectedCopies([]));
    expect(ours(general)).toEqual(["ayse.bordro@ornek.test", "cem.hepsi@ornek.test", "deniz.kdv@ornek.test"]);

    // Ayşe's copy links her preference page (the same token as her unsubscribe link).
    const copy = received(payroll).find((m) => m.envelopeTo.includes(ayse.email))!;
    const preferences = linkIn(copy.text ?? "", "/bulten/tercihler?token=")!;
    expect(preferences).toContain(encodeURIComponent(ayse.token));
    expect(copy.html).toContain("E‑bülten tercihleriniz");
    const path = new URL(preferences).pathname + new URL(preferences).search;

    // The GET shows her choice and changes nothing.
    const before = await subscriberByEmail(ayse.email);
    const shown = await fetch(`${server.url}${path}`);
    expect(shown.status).toBe(200);
    // The last policy given is the one browsers apply.
    expect(shown.headers.get("referrer-policy")?.split(",").at(-1)?.trim()).toBe("no-referrer");
    const page = parse(await shown.text());
    const checked = page.querySelectorAll('input[name="konu_sec"]').filter((b) => b.hasAttribute("checked"));
    expect(checked.map((b) => b.getAttribute("value"))).toEqual([bordro]);
    expect(page.querySelector("script[src]")).toBeNull();
    expect(await subscriberByEmail(ayse.email)).toEqual(before);

    // The page's button (a form POST from a no-referrer page: Origin null) adds KDV.
    const saved = await post(
      path,
      [
        ["konu_sec", "konu-kdv"],
        ["konu_sec", bordro],
      ],
      { Origin: "null" },
    );
    expect(saved.status).toBe(200);
    expect(parse(await saved.text()).querySelector('[role="status"]')?.text).toContain("Tercihleriniz kaydedildi");
    const after = await subscriberByEmail(ayse.email);
    expect(after).toMatchObject({ status: "confirmed", all_topics: 0, topics_text: "KDV, Bordro" });
    expect(after.topics_at! > (before.topics_at ?? "")).toBe(true);
    expect(await topicsOf(ayse.id)).toEqual([bordro, "konu-kdv"].sort());

    // The consent record shows it: Aboneler and the CSV.
    const row = (await adminPage("/adminpanel/aboneler")).querySelectorAll("tbody tr").find((tr) => tr.text.includes(ayse.email));
    expect(row?.querySelector('[data-label="Konular"]')?.text).toContain("KDV, Bordro");
    const csv = await (await fetch(`${server.url}/adminpanel/aboneler/csv`, { headers: { Cookie: cookie } })).text();
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const columns = header!.split(",");
    const cells = lines
      .find((l) => l.startsWith(`"${ayse.email}"`))!
      .split('","')
      .map((c) => c.replace(/^"|"$/g, ""));
    expect(cells[columns.indexOf("topics")]).toBe("KDV, Bordro");
    expect(cells[columns.indexOf("iys_durum")]).toBe("ONAY");

    // Now a KDV issue reaches her.
    const next = "KDV iade süreleri";
    await sendIssue(next, ["konu-kdv"], await expectedCopies(["konu-kdv"]));
    expect(ours(next)).toEqual(["ayse.bordro@ornek.test", "cem.hepsi@ornek.test", "deniz.kdv@ornek.test"]);

    // Ticking nothing is every topic again; leaving is the unsubscribe button on the same page.
    expect((await post(path, [], { Origin: "null" })).status).toBe(200);
    expect(await subscriberByEmail(ayse.email)).toMatchObject({ all_topics: 1, topics_text: "Tüm konular" });
    const leave = parse(await (await fetch(`${server.url}${path}`)).text())
      .querySelectorAll("form")
      .map((f) => f.getAttribute("action"));
    expect(leave).toContain(`/bulten/ayril?token=${encodeURIComponent(ayse.token)}`);
    void cem;
  });

  it("refuses an unknown link and changes nothing for an address that left", async () => {
    expect((await fetch(`${server.url}/bulten/tercihler?token=uydurma`)).status).toBe(400);
    expect((await post("/bulten/tercihler?token=uydurma", [["konu_sec", "konu-kdv"]], { Origin: "null" })).status).toBe(400);
    const gone = await addSubscriber(db, `ayrilan-${Date.now()}@ornek.test`, "unsubscribed");
    const refused = await post(`/bulten/tercihler?token=${encodeURIComponent(gone.token)}`, [["konu_sec", "konu-kdv"]], { Origin: "null" });
    expect(refused.status).toBe(400);
    expect(await topicsOf(gone.id)).toEqual([]);
    expect((await subscriberByEmail(gone.email)).all_topics).toBe(1);
  });

  it("counts confirmed subscribers per topic on Aboneler and İstatistikler", async () => {
    const topic = await addTopic("Sayım konusu");
    await subscriberOf(`sayim-1-${Date.now()}@ornek.test`, [topic]);
    await subscriberOf(`sayim-2-${Date.now()}@ornek.test`, [topic, "konu-kdv"]);
    await addSubscriber(db, `sayim-bekleyen-${Date.now()}@ornek.test`, "pending");
    const allTopics = Number(
      (
        await db
          .selectFrom("subscribers")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("status", "=", "confirmed")
          .where("all_topics", "=", 1)
          .executeTakeFirstOrThrow()
      ).n,
    );
    for (const path of ["/adminpanel/aboneler", "/adminpanel/istatistikler"]) {
      const section = (await adminPage(path)).querySelector("section.topic-counts");
      const row = section?.querySelectorAll("tbody tr").find((tr) => tr.querySelector("td")?.text === "Sayım konusu");
      expect(
        row?.querySelectorAll("td").map((td) => td.text),
        path,
      ).toEqual(["Sayım konusu", "2", String(2 + allTopics)]);
    }
  });
});

/** How many confirmed subscribers an issue of these topics goes to now (every test's subscribers count). */
async function expectedCopies(topicIds: string[]): Promise<number> {
  const confirmed = await db.selectFrom("subscribers").select(["id", "all_topics"]).where("status", "=", "confirmed").execute();
  if (topicIds.length === 0) return confirmed.length;
  const links = await db.selectFrom("subscriber_topics").select(["subscriber_id", "topic_id"]).execute();
  return confirmed.filter((s) => s.all_topics === 1 || links.some((l) => l.subscriber_id === s.id && topicIds.includes(l.topic_id))).length;
}
