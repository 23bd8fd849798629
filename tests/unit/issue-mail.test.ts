import { describe, expect, it } from "vitest";
import { sampleSettings } from "#app/.server/db/sample-firm/index.ts";
import { emailBody, issueMail } from "#app/.server/newsletter/issue-mail.ts";
import { siteUrl } from "#app/.server/web/seo.ts";

const issue = {
  id: "idabc123",
  subject: "Kasım 2026 e-bülteni",
  preheader: "KDV iadesinde yeni dönem",
  body:
    '<h2>Duyurular</h2><p>Ayrıntılar <a href="/duyurular/id1?x=1&amp;y=2">duyuruda</a>.</p>' +
    '<p><img src="/medya/abc-960.jpeg" alt="Ofis" width="960" height="540"></p>' +
    "<table><tbody><tr><th>Vergi</th><td>Oran</td></tr></tbody></table><script>alert(1)</script>",
};
const recipient = {
  email: "abone@ornek.test",
  unsubscribeUrl: "https://ymm.test/bulten/ayril?token=t0k3n",
  preferencesUrl: "https://ymm.test/bulten/tercihler?token=t0k3n",
};

describe("an e-bülten issue as an e-mail", () => {
  const mail = issueMail(issue, recipient, sampleSettings);
  const renamed = issueMail(issue, recipient, {
    ...sampleSettings,
    name: "Ege Vergi Denetim YMM",
    tradeName: "",
    mersisNo: "",
    taxNumber: "4540536920",
    taxOffice: "Konak Vergi Dairesi",
    street: "Cumhuriyet Bulvarı No: 5",
    city: "İzmir",
  });

  it("carries one-click unsubscribe headers (RFC 8058) with the recipient's own link", () => {
    expect(mail.to).toBe("abone@ornek.test");
    expect(mail.subject).toBe("Kasım 2026 e-bülteni");
    expect(mail.headers?.["List-Unsubscribe"]).toBe("<https://ymm.test/bulten/ayril?token=t0k3n>");
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("has the firm's identity, address and the unsubscribe link in both parts, and the web version's address", () => {
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("Özdemir Yeminli Mali Müşavirlik");
      expect(part).toContain("Müşavirler Caddesi No: 12/4");
      expect(part).toContain("https://ymm.test/bulten/ayril?token=t0k3n");
      expect(part).toContain(`${siteUrl()}/bulten/idabc123`);
    }
  });

  it("names its sender by the trade name and the MERSİS number (6563 sayılı Kanun) in both parts", () => {
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(`${sampleSettings.tradeName} · MERSİS No: ${sampleSettings.mersisNo}`);
    }
  });

  it("names the firm as Firma bilgileri has it when the e-mail is made, never a fixed name", () => {
    for (const part of [renamed.html, renamed.text]) {
      expect(part).toContain("Ege Vergi Denetim YMM · Vergi No: 4540536920 (Konak Vergi Dairesi)");
      expect(part).toContain("Cumhuriyet Bulvarı No: 5");
      expect(part).not.toContain("Özdemir");
    }
  });

  it("makes the site's links and images absolute, keeps their escaping, and drops what the sanitizer drops", () => {
    const body = emailBody(issue.body);
    expect(body).toContain(`href="${siteUrl()}/duyurular/id1?x=1&amp;y=2"`);
    expect(body).toContain(`src="${siteUrl()}/medya/abc-960.jpeg"`);
    expect(body).not.toContain("<script");
    expect(body).toMatch(/<table style="border-collapse:collapse/);
  });

  it("has no tracking: no image but the body's, no link that is not the office's own", () => {
    expect(mail.html.match(/<img /g)).toHaveLength(1);
    const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual([
      `${siteUrl()}/bulten/idabc123`,
      `${siteUrl()}/duyurular/id1?x=1&amp;y=2`,
      recipient.unsubscribeUrl,
      recipient.preferencesUrl,
    ]);
  });

  it("puts the preheader first, hidden, and gives a readable text part with the table and link", () => {
    expect(mail.html.indexOf("KDV iadesinde yeni dönem")).toBeLessThan(mail.html.indexOf("<h1"));
    expect(mail.text).toContain("Duyurular");
    expect(mail.text).toMatch(/Vergi\s+Oran/);
    expect(mail.text).toContain(`duyuruda [${siteUrl()}/duyurular/id1?x=1&y=2]`);
    expect(mail.text).not.toContain("<");
  });
});

describe("a sent issue's links (İstatistikler, issue 26)", () => {
  const withLinks = {
    ...issue,
    number: 7,
    body:
      '<p><a href="/sirkuler/2026-15#ozet">Sirküler</a>, <a href="/duyurular/id1?x=1&amp;y=2">duyuru</a>, ' +
      `<a href="${siteUrl()}/sss">sorular</a> ve <a href="https://www.gib.gov.tr/">GİB</a>.</p>`,
  };

  it("carry ?kaynak=bulten-<number> to the site's pages (before a #fragment), in both parts, and nowhere else", () => {
    const mail = issueMail(withLinks, recipient, sampleSettings);
    const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual([
      `${siteUrl()}/bulten/idabc123?kaynak=bulten-7`,
      `${siteUrl()}/sirkuler/2026-15?kaynak=bulten-7#ozet`,
      `${siteUrl()}/duyurular/id1?x=1&amp;y=2&amp;kaynak=bulten-7`,
      `${siteUrl()}/sss?kaynak=bulten-7`,
      "https://www.gib.gov.tr/",
      recipient.unsubscribeUrl,
      recipient.preferencesUrl,
    ]);
    expect(mail.text).toContain(`Web sayfasında görüntüle: ${siteUrl()}/bulten/idabc123?kaynak=bulten-7`);
    expect(mail.text).toContain(`${siteUrl()}/duyurular/id1?x=1&y=2&kaynak=bulten-7`);
  });

  it("are left as written in a draft's preview and test e-mail (no number yet)", () => {
    const mail = issueMail({ ...withLinks, number: null }, recipient, sampleSettings);
    expect(mail.html).not.toContain("kaynak=");
    expect(mail.text).not.toContain("kaynak=");
  });
});
