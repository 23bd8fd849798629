/**
 * Aboneler: the consent record of each subscriber (with the consent text's
 * version), the İYS columns of the CSV, and unreachable (bounced) addresses:
 * seen, marked by hand with an audit row, and signing up again through double
 * opt-in.
 */
import type { Kysely } from "kysely";
import { parse } from "node-html-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database, Subscriber } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";

/** The first consent version: a new database has none until the first sign-up stores it. */
const CONSENT_VERSION = 1;

import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

let server: TestServer;
let db: Kysely<Database>;
let cookie: string;

beforeAll(async () => {
  server = await startServer(); // no SMTP_URL: mail waits in the outbox
  db = openTestDb(server.databaseUrl);
  cookie = await signIn(server);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const cleanup = cleanupAfterEach(afterEach);

const get = (path: string, withCookie = true) =>
  fetch(`${server.url}${path}`, { redirect: "manual", headers: withCookie ? { Cookie: cookie } : {} });
const mainOf = async (path: string) => parse(await (await get(path)).text()).querySelector("main");

async function addSubscriber(fields: Partial<Subscriber> & { email: string }): Promise<Subscriber> {
  const row: Subscriber = {
    id: newId(),
    status: "confirmed",
    created_at: "2026-11-01T10:00:00.000Z",
    consent_at: "2026-11-01T10:05:00.000Z",
    source: "/bulten",
    client_ip: "127.0.0.1",
    confirm_token_hash: null,
    confirm_expires_at: null,
    unsubscribe_token: `tok-${newId()}`,
    unsubscribed_at: null,
    bounced_at: null,
    bounce_reason: null,
    consent_text_version: CONSENT_VERSION,
    all_topics: 1,
    topics_text: null,
    topics_at: null,
    ...fields,
  };
  await db.insertInto("subscribers").values(row).execute();
  cleanup(() => db.deleteFrom("subscribers").where("id", "=", row.id).execute());
  return row;
}

const csvLines = async () =>
  (await (await get("/adminpanel/aboneler/csv")).text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");

describe("the subscribers' export", () => {
  it("has what an İYS upload needs: address, consent time (ISO and Turkish), source page, channel, status, consent text version", async () => {
    await addSubscriber({ email: "onayli@ornek.com.tr" });
    await addSubscriber({ email: "ayrilan@ornek.com.tr", status: "unsubscribed", unsubscribed_at: "2026-12-01T08:00:00.000Z" });
    await addSubscriber({ email: "bekleyen@ornek.com.tr", status: "pending", consent_at: null });
    const [header, ...rows] = await csvLines();
    const columns = header!.split(",");
    for (const name of ["email", "consent_at", "consent_at_tr", "source", "consent_text_version", "status", "iys_tip", "iys_durum"]) {
      expect(columns).toContain(name);
    }
    const record = (email: string) => {
      const row = rows.find((r) => r.startsWith(`"${email}"`));
      expect(row, email).toBeTruthy();
      const cells = row!.split('","').map((c) => c.replace(/^"|"$/g, ""));
      return Object.fromEntries(columns.map((name, i) => [name, cells[i]]));
    };
    expect(record("onayli@ornek.com.tr")).toMatchObject({
      status: "confirmed",
      consent_at: "2026-11-01T10:05:00.000Z",
      consent_at_tr: "01.11.2026 13:05",
      source: "/bulten",
      consent_text_version: String(CONSENT_VERSION),
      iys_alici: "onayli@ornek.com.tr",
      iys_tip: "EPOSTA",
      iys_kaynak: "HS_WEB",
      iys_durum: "ONAY",
      iys_izin_tarihi: "2026-11-01 13:05:00",
      iys_alici_turu: "BIREYSEL",
    });
    // A withdrawal is a RET for İYS, dated when it was made.
    expect(record("ayrilan@ornek.com.tr")).toMatchObject({ iys_durum: "RET", iys_izin_tarihi: "2026-12-01 11:00:00" });
    // Never confirmed: no consent to upload.
    expect(record("bekleyen@ornek.com.tr")).toMatchObject({ iys_durum: "", iys_tip: "" });
  });
});

describe("unreachable subscribers", () => {
  it("shows a bounced subscriber as Ulaşılamıyor with when and why, in a filter of its own", async () => {
    await addSubscriber({ email: "onayli-kalan@ornek.com.tr" });
    await addSubscriber({
      email: "donen@ornek.com.tr",
      status: "bounced",
      bounced_at: "2026-11-20T09:00:00.000Z",
      bounce_reason: "550 5.1.1 mailbox unavailable",
    });
    const all = await mainOf("/adminpanel/aboneler");
    const bouncedRow = all?.querySelectorAll("tbody tr").find((tr) => tr.text.includes("donen@ornek.com.tr"));
    expect(bouncedRow?.text).toContain("Ulaşılamıyor");
    expect(bouncedRow?.text).toContain("20.11.2026 12:00: 550 5.1.1 mailbox unavailable");
    expect(bouncedRow?.text).toContain(`Sürüm ${CONSENT_VERSION}`);
    // Only a confirmed subscriber can be marked; a bounced one can still have its consent withdrawn, or be erased.
    expect(bouncedRow?.querySelectorAll("a.button").map((a) => a.text)).toEqual(["Onayı geri al", "Sil"]);

    const filtered = await mainOf("/adminpanel/aboneler?goster=ulasilamayanlar");
    // The subscribers' table (the counts per topic are a table of their own: ADR 064).
    const emails = filtered?.querySelectorAll(".subscriber-table tbody tr").map((tr) => tr.querySelector("td")?.text);
    expect(emails).toEqual(["donen@ornek.com.tr"]);
    expect(filtered?.querySelector('a[aria-current="page"]')?.text).toBe("Ulaşılamayanlar (1)");
  });

  it("marks a confirmed subscriber unreachable after a confirmation, with an audit row; without a session nothing changes", async () => {
    const subscriber = await addSubscriber({ email: "kapanan@ornek.com.tr" });
    cleanup(() => db.deleteFrom("audit_log").where("entry_id", "=", subscriber.id).execute());

    const confirm = await mainOf(`/adminpanel/aboneler?isaretle=${subscriber.id}`);
    expect(confirm?.querySelector(".admin-confirm h2")?.text).toBe("Adres ulaşılamıyor olarak işaretlensin mi?");
    expect(confirm?.querySelector(".admin-confirm")?.text).toContain("kapanan@ornek.com.tr");

    const anonymous = await postAs(server, "/adminpanel/aboneler", { intent: "ulasilamiyor", id: subscriber.id });
    expect(anonymous.status).toBe(401);
    expect((await db.selectFrom("subscribers").select("status").where("id", "=", subscriber.id).executeTakeFirstOrThrow()).status).toBe(
      "confirmed",
    );

    const marked = await postAs(server, "/adminpanel/aboneler", { intent: "ulasilamiyor", id: subscriber.id }, { Cookie: cookie });
    expect(marked.status).toBe(303);
    expect(marked.headers.get("location")).toBe("/adminpanel/aboneler?durum=isaretlendi");
    const row = await db.selectFrom("subscribers").selectAll().where("id", "=", subscriber.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("bounced");
    expect(row.bounce_reason).toBe("Yönetici tarafından işaretlendi");
    expect(Date.parse(row.bounced_at ?? "")).toBeGreaterThan(Date.now() - 60_000);
    const audit = await db.selectFrom("audit_log").selectAll().where("entry_id", "=", subscriber.id).execute();
    expect(audit.map((a) => [a.action, a.list, a.admin_email])).toEqual([["bounce", "aboneler", "yonetici@ymm.test"]]);
    expect((await mainOf("/adminpanel/aboneler?durum=isaretlendi"))?.querySelector('[role="status"]')?.text).toContain(
      "“Ulaşılamıyor” olarak işaretlendi",
    );

    // Twice: refused, nothing more recorded.
    const again = await postAs(server, "/adminpanel/aboneler", { intent: "ulasilamiyor", id: subscriber.id }, { Cookie: cookie });
    expect(again.status).toBe(409);
    expect(await db.selectFrom("audit_log").select("id").where("entry_id", "=", subscriber.id).execute()).toHaveLength(1);
  });

  it("lets a bounced address sign up again through double opt-in, and clears the bounce on confirmation", async () => {
    const subscriber = await addSubscriber({
      email: "geri-gelen@ornek.com.tr",
      status: "bounced",
      bounced_at: "2026-11-20T09:00:00.000Z",
      bounce_reason: "550 mailbox unavailable",
      consent_text_version: null,
    });
    cleanup(() => db.deleteFrom("outbox").where("recipient", "=", subscriber.email).execute());
    expect((await postAs(server, "/bulten", { eposta: subscriber.email })).status).toBe(303);
    const pending = await db.selectFrom("subscribers").selectAll().where("id", "=", subscriber.id).executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ status: "pending", consent_text_version: CONSENT_VERSION });

    const mail = await db.selectFrom("outbox").selectAll().where("recipient", "=", subscriber.email).executeTakeFirstOrThrow();
    const link = /https:\/\/ymm\.test(\/bulten\/onay\?token=[^\s]+)/.exec(mail.text_body)?.[1];
    expect(link).toBeTruthy();
    // Opening the link only asks; its button's POST (no cookie, Origin: null as the page sends it) confirms.
    expect((await get(link!, false)).status).toBe(200);
    const press = await fetch(`${server.url}${link}`, {
      method: "POST",
      body: "",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null" },
    });
    expect(press.status).toBe(200);
    const confirmed = await db.selectFrom("subscribers").selectAll().where("id", "=", subscriber.id).executeTakeFirstOrThrow();
    expect(confirmed).toMatchObject({ status: "confirmed", bounced_at: null, bounce_reason: null });
  });
});
