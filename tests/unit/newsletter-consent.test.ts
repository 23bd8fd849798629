import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import { consentTextFor, currentFirm, EMPTY_SETTINGS, forgetFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { requestSubscription } from "#app/.server/newsletter/subscriptions.ts";
import { currentProcessingSection, withProcessingSection } from "#app/.server/privacy/notice.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { findPage, writePage } from "#app/.server/repositories/firm.ts";
import { shownConsentText } from "#app/lib/consent.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";

withFreshAppDatabase({ beforeEach, afterEach, closeDb });
afterEach(() => forgetFirm());

const signUp = (email: string) => requestSubscription({ email, source: "/bulten", clientIp: "127.0.0.1" });

async function subscriberVersion(email: string): Promise<number | null> {
  const db = await getDb();
  const row = await db.selectFrom("subscribers").select("consent_text_version").where("email", "=", email).executeTakeFirstOrThrow();
  return row.consent_text_version;
}

async function consentText(version: number) {
  const db = await getDb();
  return db.selectFrom("consent_texts").selectAll().where("version", "=", version).executeTakeFirstOrThrow();
}

/** The office publishes a new KVKK notice (as Sayfalar does: the page, then the content version). */
async function publishKvkk(body: string): Promise<void> {
  const db = await getDb();
  const page = await findPage(db, "kvkk");
  expect(page).toBeDefined();
  const written = await writePage(
    db,
    "kvkk",
    { title: page!.title, meta_description: page!.meta_description, body, draft: null },
    page!.revision,
    new Date().toISOString(),
    "yonetici@ymm.test",
  );
  expect(written).toBe(true);
  await bumpContentVersion(db);
}

describe("the e-bülten's consent record", () => {
  it("stores the wording the form shows with the KVKK notice it links to, once per version", async () => {
    const firm = await currentFirm();
    await signUp("ilk@ornek.test");
    await signUp("ikinci@ornek.test");
    const version = await subscriberVersion("ilk@ornek.test");
    expect(await subscriberVersion("ikinci@ornek.test")).toBe(version);
    const stored = await consentText(version ?? 0);
    expect(stored.text).toBe(firm.consentText);
    // As /kvkk shows it, with its generated processing section (ADR 056).
    expect(stored.notice).toBe(withProcessingSection(firm.pages.kvkk.body, await currentProcessingSection()));
    expect(await (await getDb()).selectFrom("consent_texts").select("version").execute()).toHaveLength(1);
  });

  it("keeps a subscriber pointing at the notice they saw when the KVKK notice changes; the new version holds the new text", async () => {
    await signUp("once@ornek.test");
    const before = await subscriberVersion("once@ornek.test");
    const oldNotice = (await consentText(before ?? 0)).notice;

    await publishKvkk("<p>Yeni aydınlatma metnimiz: verileriniz yalnızca e-bülten için işlenir.</p>");
    await signUp("sonra@ornek.test");
    const after = await subscriberVersion("sonra@ornek.test");

    expect(after).toBeGreaterThan(before ?? Number.POSITIVE_INFINITY);
    expect(await subscriberVersion("once@ornek.test")).toBe(before);
    expect((await consentText(before ?? 0)).notice).toBe(oldNotice);
    expect((await consentText(after ?? 0)).notice).toContain("Yeni aydınlatma metnimiz");
    expect((await consentText(after ?? 0)).text).toBe((await consentText(before ?? 0)).text);
  });

  it("says what is sent, that the e-mailed link confirms it, how to withdraw, and names the firm without a suffix", () => {
    const text = consentTextFor({ ...EMPTY_SETTINGS, name: "Ege Vergi Denetim YMM" });
    expect(text).toContain("e-bülten");
    expect(text).toContain("onay bağlantısını");
    expect(text).toContain("geri alabilirim");
    expect(text).toContain("Ege Vergi Denetim YMM e-bülteninin");
    // On the form: non-breaking hyphens, the same words.
    expect(shownConsentText(text)).not.toMatch(/e-(posta|bülten)/);
    expect(shownConsentText(text).replaceAll("\u2011", "-")).toBe(text);
  });
});
