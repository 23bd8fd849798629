/**
 * Where an admin queues an e-mail (an invitation, an e-bülten, a test issue,
 * a reset link; new subscribers' confirmations on Aboneler), a server without
 * SMTP_URL says on that screen that the e-mail will wait in Giden e-postalar;
 * with SMTP_URL set, nothing is said (issue 21, item 9).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#app/.server/ids.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { addIssue } from "#tests/helpers/newsletter.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { startSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";

// No SMTP_URL: e-mail waits in the outbox (the test servers' default).
const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);

const text = (element: { text: string } | null | undefined) => element?.text.replace(/\s+/g, " ").trim();

/** The screens that queue an e-mail, as [what, path, signed in], with a draft issue's. */
const mailScreens = (issueId: string): [string, string, boolean][] => [
  ["inviting an admin", "/adminpanel/yoneticiler", true],
  ["sending an e-bülten", `/adminpanel/bulten/${issueId}/gonder`, true],
  ["sending a test e-bülten", `/adminpanel/bulten/${issueId}`, true],
  ["new subscribers' confirmations", "/adminpanel/aboneler", true],
  ["asking for a password reset", "/adminpanel/sifremi-unuttum", false],
];

describe("without SMTP_URL", () => {
  it("says on each screen that queues an e-mail that it will wait in Giden e-postalar", async () => {
    const issue = await addIssue(suite.db, `Uyarı sayısı ${newId()}`);
    cleanup(() => suite.db.deleteFrom("newsletter_issues").where("id", "=", issue.id).execute());
    for (const [what, path, signedIn] of mailScreens(issue.id)) {
      const page = await suite.get(path, signedIn);
      expect(page.status, what).toBe(200);
      const warning = page.doc.querySelectorAll(".admin-alert-warning");
      expect(warning, what).toHaveLength(1);
      expect(text(warning[0]), what).toMatch(
        /^E-posta gönderimi kapalı \(e-posta ayarları yapılmadı\)\. .+ hemen gönderilmez; (yönetim panelindeki )?Giden e-postalar bölümünde bekler ve e-posta ayarları yapılınca gönderilir\.$/,
      );
      // Signed in, Giden e-postalar is a link; signed out (Şifremi unuttum) it is only named.
      expect(warning[0]?.querySelector("a")?.getAttribute("href"), what).toBe(signedIn ? "/adminpanel/postalar" : undefined);
    }
  });
});

describe("with SMTP_URL", () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({ SMTP_URL: smtp.url });
    cookie = await signIn(server);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it("shows no outbox warning on those screens nor on Genel bakış", async () => {
    const db = openTestDb(server.databaseUrl);
    try {
      const issue = await addIssue(db, "SMTP açık sayısı");
      for (const [what, path, signedIn] of [...mailScreens(issue.id), ["Genel bakış", "/adminpanel", true] as const]) {
        const page = await fetchPage(server.url, path, signedIn ? { headers: { Cookie: cookie } } : {});
        expect(page.status, what).toBe(200);
        expect(page.doc.querySelectorAll(".admin-alert-warning"), what).toHaveLength(0);
        expect(page.html, what).not.toContain("E-posta gönderimi kapalı");
      }
    } finally {
      await db.destroy();
    }
  });
});
