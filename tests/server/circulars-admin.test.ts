/**
 * Sirküler in the admin, over HTTP on the production build: the form's
 * proposed number, the save's rules (number unique, categories, reference),
 * the draft e-bülten issue (made once, only when public or scheduled, never
 * queued), restoring a version whose number is taken, and the categories screen.
 */
import { afterEach, describe, expect, it } from "vitest";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { entryEditPath } from "#app/lib/admin-paths.ts";
import { circularPath } from "#app/lib/paths.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { alertText, fetchPage, tableRows } from "#tests/helpers/html.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);
const PATH = "/adminpanel/sirkuler";
const CATEGORIES = "/adminpanel/sirkuler-kategorileri";

/** A form POST with repeated names (categories, attachments), as the browser sends it. */
function send(path: string, pairs: [string, string][]) {
  return fetch(`${suite.server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(pairs),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: suite.server.url, Cookie: suite.cookie },
  });
}

const tag = () => `zq${Math.random().toString(36).slice(2, 8)}`;

/** Removes the test's circulars (by title tag), their links, history and issues. */
function forget(title: string) {
  cleanup(async () => {
    const db = suite.db;
    const rows = await db.selectFrom("circulars").select(["id", "newsletter_issue_id"]).where("title", "like", `%${title}%`).execute();
    for (const row of rows) {
      await db.deleteFrom("circular_category_links").where("circular_id", "=", row.id).execute();
      await db.deleteFrom("circular_attachments").where("circular_id", "=", row.id).execute();
      await db.deleteFrom("revisions").where("entry_id", "=", row.id).execute();
      if (row.newsletter_issue_id) await db.deleteFrom("newsletter_issues").where("id", "=", row.newsletter_issue_id).execute();
      await db.deleteFrom("circulars").where("id", "=", row.id).execute();
    }
    await bumpContentVersion(db);
  });
}

const circularForm = (title: string, number: string, extra: [string, string][] = []): [string, string][] => [
  ["intent", "kaydet"],
  ["baslik", title],
  ["icerik", `<p>${title} hakkında ayrıntılar. İkinci cümle.</p>`],
  ["durum", "yayinda"],
  ["numara", number],
  ["kategori", "kategori-kdv"],
  ["kategori", "kategori-vuk"],
  ...extra,
];

const stored = (title: string) => suite.db.selectFrom("circulars").selectAll().where("title", "=", title).executeTakeFirst();

async function refusedPage(response: Response) {
  expect(response.status).toBe(400);
  const html = await response.text();
  const { parse } = await import("node-html-parser");
  return { doc: parse(html), html };
}

describe("sirküler form and save", () => {
  it("proposes the next free number of the year and stores a new circular with its categories and reference", async () => {
    const title = `Sirküler ${tag()}`;
    forget(title);
    const form = await suite.get(`${PATH}?yeni`);
    const proposed = form.doc.querySelector("#kayit-numara")?.getAttribute("value") ?? "";
    const year = new Date().getFullYear();
    expect(proposed).toMatch(new RegExp(`^${year}/\\d{2,}$`));
    expect(form.doc.querySelectorAll('input[name="kategori"]').length).toBeGreaterThanOrEqual(11);
    expect(form.doc.querySelector('label[for="kayit-bulten_taslagi"]')?.text).toBe("Abonelere e-bülten olarak gönder");

    const saved = await send(
      PATH,
      circularForm(title, proposed, [
        ["resmi_tur", "teblig"],
        ["resmi_no", "332 Seri No.lu GV Genel Tebliği"],
        ["rg_tarih", "2026-11-12"],
        ["rg_sayi", "33080"],
      ]),
    );
    expect(saved.status).toBe(302);
    const row = await stored(title);
    expect(row).toMatchObject({ reference_kind: "teblig", gazette_date: "2026-11-12", gazette_number: "33080", newsletter_issue_id: null });
    expect(`${row?.number_year}/${String(row?.number_seq).padStart(2, "0")}`).toBe(proposed);
    const links = await suite.db
      .selectFrom("circular_category_links")
      .select("category_id")
      .where("circular_id", "=", row?.id ?? "")
      .execute();
    expect(links.map((l) => l.category_id).sort()).toEqual(["kategori-kdv", "kategori-vuk"]);

    // The list shows its number and categories, and its search finds it by number.
    const list = await suite.get(`${PATH}?ara=${encodeURIComponent(proposed)}`);
    const cells = tableRows(list).map((tr) => tr.querySelectorAll("td").map((td) => td.text.trim()));
    expect(cells).toContainEqual(expect.arrayContaining([proposed, title, "KDV, VUK"]));
  });

  it("previews the search result at the circular's own address and title: the proposed number's, then its saved number's", async () => {
    const preview = (page: Awaited<ReturnType<typeof suite.get>>) => ({
      url: page.doc.querySelector(".search-preview .search-result-url")?.text,
      title: page.doc.querySelector(".search-preview .search-result-title")?.text,
    });
    const form = await suite.get(`${PATH}?yeni`);
    const proposed = form.doc.querySelector("#kayit-numara")?.getAttribute("value") ?? "";
    expect(preview(form).url).toBe(`https://ymm.test/sirkuler/${proposed.replace("/", "-")}`);

    const title = `Sirküler ${tag()}`;
    forget(title);
    expect((await send(PATH, circularForm(title, "2093/14"))).status).toBe(302);
    const editing = await suite.get(`${PATH}?duzenle=${(await stored(title))?.id}`);
    expect(preview(editing).url).toBe("https://ymm.test/sirkuler/2093-14");
    expect(preview(editing).title?.startsWith(`Sirküler 2093/14 — ${title} | `)).toBe(true);
    // The address it names is the page a visitor gets, under the same title.
    const published = await fetchPage(suite.server.url, "/sirkuler/2093-14");
    expect(published.status).toBe(200);
    expect(published.doc.querySelector("title")?.text).toBe(preview(editing).title);
  });

  it("refuses a number already used, beside the field, keeping the chosen categories; nothing is stored", async () => {
    const first = `Sirküler ${tag()}`;
    const second = `Sirküler ${tag()}`;
    forget(first);
    forget(second);
    expect((await send(PATH, circularForm(first, "2091/7"))).status).toBe(302);
    const refused = await refusedPage(await send(PATH, circularForm(second, "2091/07")));
    expect(refused.doc.querySelector("#kayit-numara-hata")?.text).toBe("Sirküler 2091/07 zaten var. Bu yılın ilk boş numarası 2091/08.");
    expect(refused.doc.querySelector("#kayit-numara")?.getAttribute("aria-invalid")).toBe("true");
    const checked = refused.doc.querySelectorAll('input[name="kategori"][checked]').map((box) => box.getAttribute("value"));
    expect(checked).toEqual(["kategori-kdv", "kategori-vuk"]);
    expect(await stored(second)).toBeUndefined();
  });

  it("requires a category, and a reference's kind with its number", async () => {
    const title = `Sirküler ${tag()}`;
    forget(title);
    const noCategory = circularForm(title, "2092/1").filter(([name]) => name !== "kategori");
    const page = await refusedPage(await send(PATH, noCategory));
    expect(page.doc.querySelector("#kayit-kategori-hata")?.text).toBe("En az bir kategori seçin.");
    const kindOnly = await refusedPage(await send(PATH, circularForm(title, "2092/1", [["resmi_tur", "kanun"]])));
    expect(kindOnly.doc.querySelector("#kayit-resmi_no-hata")?.text).toBe("Resmî metnin adını veya sayısını yazın.");
    const gazetteOnly = await refusedPage(await send(PATH, circularForm(title, "2092/1", [["rg_sayi", "33080"]])));
    expect(gazetteOnly.doc.querySelector("#kayit-resmi_tur-hata")?.text).toContain("Resmî Gazete bilgisi için");
    expect(await stored(title)).toBeUndefined();
  });

  it("stores a Resmî Gazete number of a mükerrer issue and shows it on the public page as given; refuses letters beside the field", async () => {
    const title = `Sirküler ${tag()}`;
    forget(title);
    const reference = (gazetteNumber: string): [string, string][] => [
      ["resmi_tur", "cumhurbaskani-karari"],
      ["resmi_no", "9421"],
      ["rg_tarih", "2093-01-20"],
      ["rg_sayi", gazetteNumber],
    ];
    const refused = await refusedPage(await send(PATH, circularForm(title, "2093/4", reference("abc"))));
    expect(refused.doc.querySelector("#kayit-rg_sayi-hata")?.text).toBe(
      "Resmî Gazete sayısını rakamla yazın; mükerrer sayılarda bunu parantez içinde belirtin (ör. 33124, 33124 (Mükerrer) veya 33124 (5. Mükerrer)).",
    );
    expect(refused.doc.querySelector("#kayit-rg_sayi")?.getAttribute("value")).toBe("abc");
    expect(refused.doc.querySelector("#kayit-rg_sayi")?.getAttribute("aria-invalid")).toBe("true");
    expect(await stored(title)).toBeUndefined();

    expect((await send(PATH, circularForm(title, "2093/4", reference("33124 (5. Mükerrer)")))).status).toBe(302);
    expect(await stored(title)).toMatchObject({ gazette_number: "33124 (5. Mükerrer)" });
    const shown = await fetchPage(suite.server.url, circularPath({ year: 2093, seq: 4 }));
    expect(shown.status).toBe(200);
    expect(shown.doc.querySelector(".circular-reference")?.text).toBe(
      "Cumhurbaşkanı Kararı: 9421 · Resmî Gazete: 20.01.2093, Sayı: 33124 (5. Mükerrer)",
    );
    // The form shows it again for the next edit.
    const row = await stored(title);
    const form = await suite.get(entryEditPath("sirkuler", row?.id ?? ""));
    expect(form.doc.querySelector("#kayit-rg_sayi")?.getAttribute("value")).toBe("33124 (5. Mükerrer)");
  });

  it("keeps attachment ids in order and lists them again on a refused save", async () => {
    const title = `Sirküler ${tag()}`;
    forget(title);
    const ids = ["a".repeat(32), "b".repeat(32)];
    for (const [index, id] of ids.entries()) {
      await suite.db
        .insertInto("attachments")
        .values({
          id,
          file_name: `Ek ${index + 1} Çizelge.pdf`,
          format: "pdf",
          content_type: "application/pdf",
          bytes: 1_258_291,
          data: new Uint8Array([37, 80, 68, 70]),
          text: "",
          has_text: index,
          pages: 1,
          admin_email: "test@ornek.com",
          created_at: "2026-11-26T00:00:00.000Z",
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
    }
    cleanup(() => suite.db.deleteFrom("attachments").where("id", "in", ids).execute());
    const refused = await refusedPage(
      await send(
        PATH,
        circularForm("", "2093/1", [
          ["ek", ids[1] ?? ""],
          ["ek", ids[0] ?? ""],
        ]),
      ),
    );
    const hidden = refused.doc.querySelectorAll('input[name="ek"]').map((input) => input.getAttribute("value"));
    expect(hidden).toEqual([ids[1], ids[0]]);
    expect(refused.doc.querySelector(".circular-attachment-list")?.text).toContain("metin içermiyor (taranmış belge)");
    expect(refused.doc.querySelector(".circular-attachment-list")?.text).toContain("1,2 MB");

    expect(
      (
        await send(
          PATH,
          circularForm(title, "2093/1", [
            ["ek", ids[1] ?? ""],
            ["ek", ids[0] ?? ""],
          ]),
        )
      ).status,
    ).toBe(302);
    const row = await stored(title);
    const links = await suite.db
      .selectFrom("circular_attachments")
      .select("attachment_id")
      .where("circular_id", "=", row?.id ?? "")
      .orderBy("position")
      .execute();
    expect(links.map((l) => l.attachment_id)).toEqual([ids[1], ids[0]]);
  });
});

describe("preview", () => {
  it("shows the form's number, reference line and categories", async () => {
    const response = await send("/adminpanel/onizleme?liste=sirkuler", [
      ...circularForm("Önizlenen sirküler", "2097/4"),
      ["resmi_tur", "kanun"],
      ["resmi_no", "7524"],
      ["rg_tarih", "2024-08-02"],
    ]);
    expect(response.status).toBe(200);
    const { parse } = await import("node-html-parser");
    const page = parse(await response.text());
    expect(page.querySelector(".page-kicker")?.text).toBe("Sirküler 2097/04");
    expect(page.querySelector("h1")?.text).toBe("Önizlenen sirküler");
    expect(page.querySelector(".circular-reference-line")?.text).toBe("Kanun: 7524 · Resmî Gazete: 02.08.2024");
    expect(page.querySelector(".circular-categories")?.text).toBe("Kategoriler: KDV, VUK");
  });
});

describe("e-bülten draft from a circular", () => {
  it("is made once, only for a public or scheduled circular, as a draft never queued", async () => {
    const title = `Sirküler ${tag()}`;
    forget(title);
    const outbox = async () =>
      Number(
        (
          await suite.db
            .selectFrom("outbox")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await outbox();
    const asDraft = circularForm(title, "2094/3", [["bulten_taslagi", "1"]]).map(([k, v]): [string, string] => [
      k,
      k === "durum" ? "taslak" : v,
    ]);
    expect((await send(PATH, asDraft)).status).toBe(302);
    const draft = await stored(title);
    expect(draft?.newsletter_issue_id).toBeNull();
    // Genel bakış counts the sirküler drafts too.
    expect((await suite.get("/adminpanel")).doc.querySelector("main")?.text).toMatch(/\d+\s*taslak sirküler/);

    const published = await send(PATH, [["id", draft?.id ?? ""], ...circularForm(title, "2094/3", [["bulten_taslagi", "1"]])]);
    expect(published.status).toBe(302);
    const location = published.headers.get("location") ?? "";
    const issueId = (await stored(title))?.newsletter_issue_id ?? "";
    expect(location).toContain(`bulten=${issueId}`);
    const issue = await suite.db.selectFrom("newsletter_issues").selectAll().where("id", "=", issueId).executeTakeFirstOrThrow();
    expect(issue).toMatchObject({ status: "draft", subject: `Sirküler 2094/03: ${title}`, sent_at: null });
    expect(issue.body).toContain("/sirkuler/2094-03");
    expect(issue.body).toContain("hakkında ayrıntılar");
    // Of the topics of the circular's categories (issue 44, ADR 064): sent to their subscribers.
    const topics = await suite.db.selectFrom("newsletter_issue_topics").select("topic_id").where("issue_id", "=", issueId).execute();
    expect(topics.map((t) => t.topic_id).sort()).toEqual(["konu-kdv", "konu-vuk"]);
    const page = await suite.get(location);
    expect(page.doc.querySelector(`a[href="/adminpanel/bulten/${issueId}"]`)).toBeTruthy();

    // Saved again with the box ticked: still that one issue.
    expect((await send(PATH, [["id", draft?.id ?? ""], ...circularForm(title, "2094/3", [["bulten_taslagi", "1"]])])).status).toBe(302);
    const issues = await suite.db.selectFrom("newsletter_issues").select("id").where("subject", "like", `%${title}%`).execute();
    expect(issues).toHaveLength(1);
    expect(await outbox()).toBe(before);
  });
});

describe("restore", () => {
  it("refuses a version whose number another circular has now", async () => {
    const a = `Sirküler ${tag()}`;
    const b = `Sirküler ${tag()}`;
    forget(a);
    forget(b);
    await send(PATH, circularForm(a, "2095/1"));
    const id = (await stored(a))?.id ?? "";
    await send(PATH, [["id", id], ...circularForm(a, "2095/2")]);
    await send(PATH, circularForm(b, "2095/1"));
    const history = `/adminpanel/gecmis/sirkuler/${id}`;
    const view = await suite.get(`${history}?surum=1`);
    expect(view.doc.querySelector(".admin-version")?.text).toContain("2095/01");
    const refused = await send(`${history}?surum=1&geri-yukle`, [
      ["intent", "geri-yukle"],
      ["surum", "1"],
    ]);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Bu sürüm geri yüklenemedi: Sirküler 2095/01 zaten var.");
    expect((await stored(a))?.number_seq).toBe(2);
  });
});

describe("categories screen", () => {
  it("adds with a Turkish slug, renames keeping the slug, moves, and refuses deleting a used one", async () => {
    const t = tag();
    const name = `İş Güvenliği ve Çalışma ${t}`;
    const slug = `is-guvenligi-ve-calisma-${t}`;
    const id = `kategori-${slug}`;
    cleanup(async () => {
      await suite.db.deleteFrom("circular_categories").where("id", "=", id).execute();
    });
    const added = await send(CATEGORIES, [
      ["intent", "ekle"],
      ["ad", name],
    ]);
    expect(added.status).toBe(303);
    expect(await suite.db.selectFrom("circular_categories").select(["slug"]).where("id", "=", id).executeTakeFirst()).toEqual({ slug });
    const twice = await send(CATEGORIES, [
      ["intent", "ekle"],
      ["ad", name.toLocaleUpperCase("tr-TR")],
    ]);
    expect(twice.status).toBe(400);

    expect(
      (
        await send(CATEGORIES, [
          ["intent", "adlandir"],
          ["id", id],
          ["ad", `${name} Yeni`],
        ])
      ).status,
    ).toBe(303);
    const renamed = await suite.db.selectFrom("circular_categories").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(renamed).toMatchObject({ slug, name: `${name} Yeni` });

    expect(
      (
        await send(CATEGORIES, [
          ["intent", "yukari"],
          ["id", id],
        ])
      ).status,
    ).toBe(303);
    const order = (await suite.get(CATEGORIES)).doc.querySelectorAll("table.admin-table tbody tr td.admin-cell-title").map((td) => td.text);
    expect(order.at(-2)).toBe(`${name} Yeni`);
    const audit = await suite.db
      .selectFrom("audit_log")
      .select("action")
      .where("list", "=", "sirkuler-kategorileri")
      .where("entry_id", "=", id)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(["create", "update", "update"]);

    const title = `Sirküler ${t}`;
    forget(title);
    const filed = circularForm(title, "2096/1").map(([k, v]): [string, string] => [k, k === "kategori" ? id : v]);
    expect((await send(PATH, filed)).status).toBe(302);
    // Renamed, the category's new name finds its circulars in the site search at once.
    const word = `kehribar${t}`;
    const renamedAgain = await send(CATEGORIES, [
      ["intent", "adlandir"],
      ["id", id],
      ["ad", `${name} ${word}`],
    ]);
    expect(renamedAgain.status).toBe(303);
    const found = await suite.get(`/ara?q=${word}`, false);
    expect(found.doc.querySelectorAll('a[href="/sirkuler/2096-01"]')).toHaveLength(1);
    const used = await send(CATEGORIES, [
      ["intent", "sil"],
      ["id", id],
    ]);
    expect(used.status).toBe(409);
    expect(await used.text()).toMatch(/Bu kategoride \d+ sirküler var; önce onları başka kategoriye taşıyın\./);
    // Once no circular is filed under it (moved elsewhere), it can go.
    await suite.db.deleteFrom("circular_category_links").where("category_id", "=", id).execute();
    expect(
      (
        await send(CATEGORIES, [
          ["intent", "sil"],
          ["id", id],
        ])
      ).status,
    ).toBe(303);
    expect(await suite.db.selectFrom("circular_categories").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
  });

  it("needs a session", async () => {
    const page = await fetchPage(suite.server.url, CATEGORIES, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(alertText(page)).toBeUndefined();
  });
});
