/**
 * Yedekler (issue 40) over HTTP on the production build, on SQLite or
 * PostgreSQL (TEST_DIALECT): who may do what (a Yönetici lists and is refused
 * the backup and the download when posting anyway; an Editör and a Yazar are
 * refused the screen), "Şimdi yedekle" (a verified backup, an audit row, a
 * second click while one runs refused and no second backup), the download
 * (the password and, with two-factor on, a code again; wrong ones refused with
 * a Turkish message, nothing downloaded and nothing audited; right ones give
 * the file's very bytes and an audit row naming it; names that point
 * elsewhere refused), and the health on Genel bakış and Sistem durumu: red
 * past 26 hours and on a failed off-site copy.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "node-html-parser";
import { generate } from "otplib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { listBackups } from "#app/.server/backups/list.ts";
import { readManifest, recordOffsite, writeManifest } from "#app/.server/backups/manifest.ts";
import { MANUAL_KEY } from "#app/.server/backups/screen.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { TEST_DIALECT } from "#tests/helpers/database.ts";
import { fetchPage, type Page } from "#tests/helpers/html.ts";
import { TEST_ADMIN } from "#tests/helpers/server.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

const SCREEN = adminPaths.backups;
const DOWNLOAD = adminPaths.backupDownload;
const HOUR = 60 * 60 * 1000;

const suite = signedInServer({ BACKUP_TIME: "off" });
const cleanup = cleanupAfterEach(afterEach);
const text = (element: { text: string } | null | undefined) => element?.text.replace(/\s+/g, " ").trim() ?? "";
const backupDir = () => join(suite.server.dataDir, "backups");
const verified = () => listBackups(backupDir()).filter((entry) => entry.status === "verified");

const pageAs = (cookie: string, path: string) => fetchPage(suite.server.url, path, { headers: { Cookie: cookie } });
const postWith = (cookie: string, path: string, fields: Record<string, string>) => postAs(suite.server, path, fields, { Cookie: cookie });

async function auditRows(action: "backup" | "backup-download") {
  return suite.db
    .selectFrom("audit_log")
    .select(["admin_email", "entry_id", "details"])
    .where("action", "=", action)
    .orderBy("created_at")
    .execute();
}

async function signedInAs(role: "manager" | "editor" | "author") {
  const email = `${role}-yedek@ornek.test`;
  await addAdmin(suite.db, email, "Yedek-Sifresi-2026!", cleanup, role);
  return signIn(suite.server, email, "Yedek-Sifresi-2026!");
}

/** Where a refused download sent the browser, and what Yedekler then says. */
async function refusal(response: Response): Promise<{ location: string; message: string }> {
  expect(response.status).toBe(303);
  expect(response.headers.get("content-disposition")).toBeNull();
  const location = response.headers.get("location") ?? "";
  const page = await suite.get(location);
  return { location, message: text(page.doc.querySelector(".field-error, #yedek-indir-basligi ~ form .admin-alert")) };
}

let first: string;

beforeAll(async () => {
  // One backup to list and download, taken as the Sahip's button takes it.
  const taken = await suite.post(SCREEN, { intent: "simdi-yedekle" });
  expect(taken.status).toBe(302);
  first = new URL(taken.headers.get("location") ?? "", suite.server.url).searchParams.get("yedek") ?? "";
}, 120_000);

describe("Şimdi yedekle", () => {
  it("takes a verified backup, says so, lists it with its size and trigger, and writes an audit row", async () => {
    expect(first).toMatch(/^site-\d{8}T\d{6}Z\.(db|dump)$/);
    const entry = verified().find((backup) => backup.name === first);
    expect(entry?.manifest).toMatchObject({ trigger: "manual", kind: TEST_DIALECT, verified: true });
    const page = await suite.get(`${SCREEN}?durum=alindi&yedek=${first}`);
    expect(text(page.doc.querySelector('[role="status"]'))).toMatch(
      new RegExp(`^Yedek alındı ve doğrulandı: ${first} \\(\\d[\\d,]* (KB|MB)\\)\\.$`),
    );
    const row = page.doc.querySelectorAll("table.backups-table tbody tr").find((tr) => tr.text.includes(first));
    expect(text(row?.querySelector('[data-label="Durum"]'))).toBe("Doğrulandı");
    expect(text(row?.querySelector('[data-label="Nasıl alındı"]'))).toBe("Elle (Şimdi yedekle)");
    expect(text(row?.querySelector('[data-label="Uzak kopya"]'))).toBe("Yok");
    expect(text(row?.querySelector('[data-label="Boyut"]'))).toMatch(/^\d[\d,]* (KB|MB)$/);
    // The restore's command for this very file, as docs/operator/database.md gives it for a checkout.
    expect(text(row?.querySelector(".backups-restore pre"))).toContain(`npm run db:restore -- ${join(backupDir(), first)}`);
    expect((await auditRows("backup")).find((audit) => audit.entry_id === first)).toMatchObject({ admin_email: TEST_ADMIN.email });
  });

  it("refuses a second click while a backup runs, and takes no second backup", { timeout: 120_000 }, async () => {
    const before = verified().length;
    const answers = await Promise.all([1, 2].map(() => suite.post(SCREEN, { intent: "simdi-yedekle" })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(await refused?.text()).toMatch(
      /Bir yedek şu anda alınıyor \(başlangıç: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\); ikinci bir yedek başlatılmadı\./,
    );
    expect(verified()).toHaveLength(before + 1);
  });

  it("refuses it too while another process or instance runs one (its claim in settings), and takes over a claim over an hour stale", {
    timeout: 120_000,
  }, async () => {
    const claim = (startedAt: Date) => JSON.stringify({ startedAt: startedAt.toISOString(), done: false });
    const put = (value: string) => suite.db.updateTable("settings").set({ value }).where("key", "=", MANUAL_KEY).execute();
    const before = verified().length;
    await put(claim(new Date(Date.now() - 10 * 60 * 1000)));
    const refused = await suite.post(SCREEN, { intent: "simdi-yedekle" });
    expect(refused.status).toBe(409);
    expect(verified()).toHaveLength(before);
    await put(claim(new Date(Date.now() - 2 * HOUR)));
    expect((await suite.post(SCREEN, { intent: "simdi-yedekle" })).status).toBe(302);
    expect(verified()).toHaveLength(before + 1);
    const row = await suite.db.selectFrom("settings").select("value").where("key", "=", MANUAL_KEY).executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toMatchObject({ done: true });
  });

  it("shows the BackupError's Turkish message when the backup cannot be written, and audits the failure", { timeout: 60_000 }, async () => {
    // The backups' folder replaced by a file: the copy has nowhere to go.
    const moved = `${backupDir()}.kenarda`;
    const { renameSync, writeFileSync } = await import("node:fs");
    renameSync(backupDir(), moved);
    writeFileSync(backupDir(), "klasör değil");
    cleanup(() => {
      rmSync(backupDir(), { force: true });
      renameSync(moved, backupDir());
    });
    const answer = await suite.post(SCREEN, { intent: "simdi-yedekle" });
    expect(answer.status).toBe(500);
    // takeBackup's BackupError, as it says it (take.ts), in the screen's alert.
    const alert = parse(await answer.text()).querySelector("main p.admin-alert");
    expect(alert?.getAttribute("role")).toBe("alert");
    expect(text(alert)).toMatch(/^Yedek alınamadı: /);
    const failure = (await auditRows("backup")).at(-1);
    expect(failure?.entry_id).toBeNull();
    expect(JSON.parse(failure?.details ?? "{}")).toMatchObject({ ok: false });
  });
});

describe("who may", () => {
  it("lets a Yönetici see the list but neither the button nor the download form, and refuses both when posted anyway", async () => {
    const manager = await signedInAs("manager");
    const page = await pageAs(manager, SCREEN);
    expect(page.status).toBe(200);
    expect(page.doc.querySelectorAll("table.backups-table tbody tr").some((tr) => tr.text.includes(first))).toBe(true);
    expect(page.doc.querySelector('button[value="simdi-yedekle"]')).toBeNull();
    expect(page.doc.querySelector(`form[action="${DOWNLOAD}"]`)).toBeNull();
    expect(text(page.doc.querySelector("main") ?? page.doc)).toContain("Yedek almak ve indirmek Sahip'e özeldir");

    const backups = listBackups(backupDir()).length;
    const audits = (await auditRows("backup")).length + (await auditRows("backup-download")).length;
    const take = await postWith(manager, SCREEN, { intent: "simdi-yedekle" });
    expect(take.status).toBe(403);
    const download = await postWith(manager, DOWNLOAD, { dosya: first, sifre: "Yedek-Sifresi-2026!", kod: "" });
    expect(download.status).toBe(403);
    expect(download.headers.get("content-disposition")).toBeNull();
    expect(listBackups(backupDir())).toHaveLength(backups);
    expect((await auditRows("backup")).length + (await auditRows("backup-download")).length).toBe(audits);
  });

  it("refuses an Editör and a Yazar the screen, the button and the download (403), and hides Yedekler from their menu", async () => {
    for (const role of ["editor", "author"] as const) {
      const cookie = await signedInAs(role);
      expect((await pageAs(cookie, SCREEN)).status, role).toBe(403);
      expect((await postWith(cookie, SCREEN, { intent: "simdi-yedekle" })).status, role).toBe(403);
      expect((await postWith(cookie, DOWNLOAD, { dosya: first, sifre: "Yedek-Sifresi-2026!" })).status, role).toBe(403);
      expect((await pageAs(cookie, adminPaths.root)).doc.querySelector(`nav a[href="${SCREEN}"]`), role).toBeNull();
    }
    expect((await suite.get(adminPaths.root)).doc.querySelector(`nav a[href="${SCREEN}"]`)).not.toBeNull();
  });

  it("sends a visitor without a session to the sign-in form, and answers the download 401 without one", async () => {
    expect((await suite.get(SCREEN, false)).status).toBe(302);
    const download = await postAs(suite.server, DOWNLOAD, { dosya: first, sifre: TEST_ADMIN.password });
    expect([302, 401]).toContain(download.status);
    expect(download.headers.get("content-disposition")).toBeNull();
  });
});

describe("the download", () => {
  it("refuses a wrong or missing password with a Turkish message, downloads nothing and audits nothing", async () => {
    const before = (await auditRows("backup-download")).length;
    const wrong = await refusal(await suite.post(DOWNLOAD, { dosya: first, sifre: "yanlis-sifre" }));
    expect(wrong.location).toBe(`${SCREEN}?indirme-hatasi=sifre&dosya=${first}`);
    expect(wrong.message).toBe("Şifre hatalı. Yedek indirilmedi.");
    expect((await refusal(await suite.post(DOWNLOAD, { dosya: first, sifre: "" }))).message).toBe("Şifrenizi girin.");
    expect(await auditRows("backup-download")).toHaveLength(before);
  });

  it("streams the file's very bytes as an attachment after the right password, and audits it with the file's name", async () => {
    const answer = await suite.post(DOWNLOAD, { dosya: first, sifre: TEST_ADMIN.password });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="${first}"`);
    expect(answer.headers.get("content-type")).toBe("application/octet-stream");
    expect(answer.headers.get("cache-control")).toContain("no-store");
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.equals(readFileSync(join(backupDir(), first)))).toBe(true);
    expect((await auditRows("backup-download")).at(-1)).toMatchObject({ admin_email: TEST_ADMIN.email, entry_id: first });
  });

  it("serves only a backup listed in BACKUP_DIR: other names and paths are refused and audited nowhere", async () => {
    const before = (await auditRows("backup-download")).length;
    const dbFile = TEST_DIALECT === "sqlite" ? suite.server.databaseUrl.replace(/^file:/, "") : "/etc/passwd";
    for (const dosya of [
      `../${first}`,
      `./${first}`,
      join(backupDir(), first),
      dbFile,
      "../../../../etc/passwd",
      `${first}.json`,
      `failed/${first}`,
      "site-20990101T000000Z.db",
      `${first}/../${first}`,
      "",
    ]) {
      const answer = await suite.post(DOWNLOAD, { dosya, sifre: TEST_ADMIN.password });
      expect(answer.status, dosya).toBe(303);
      expect(answer.headers.get("location"), dosya).toBe(`${SCREEN}?indirme-hatasi=dosya`);
      expect(answer.headers.get("content-disposition"), dosya).toBeNull();
    }
    expect((await suite.get(`${SCREEN}?indirme-hatasi=dosya`)).html).toContain("Bu yedek bulunamadı: listeden bir yedek seçin.");
    expect(await auditRows("backup-download")).toHaveLength(before);
  });

  it("with two-factor on, asks for the code too: a missing or wrong one is refused, the right one downloads", async () => {
    const TWO_FACTOR = adminPaths.twoFactor;
    expect((await suite.post(TWO_FACTOR, { intent: "ac" })).status).toBe(302);
    const setup = (await suite.get(TWO_FACTOR)).html;
    const secret = /<code class="two-factor-secret">([A-Z2-7 ]+)<\/code>/.exec(setup)?.[1]?.replaceAll(" ", "") ?? "";
    let step = Math.floor(Date.now() / 30_000) - 2;
    const next = () => generate({ secret, epoch: ++step * 30 + 15 });
    expect((await suite.post(TWO_FACTOR, { intent: "onayla", kod: await next() })).status).toBe(200);
    const form = await suite.get(SCREEN);
    expect(form.doc.querySelector("#yedek-kod")).not.toBeNull();

    const before = (await auditRows("backup-download")).length;
    const missing = await refusal(await suite.post(DOWNLOAD, { dosya: first, sifre: TEST_ADMIN.password, kod: "" }));
    expect(missing.message).toBe("Doğrulama kodunu ya da bir kurtarma kodunu girin.");
    const wrong = await refusal(await suite.post(DOWNLOAD, { dosya: first, sifre: TEST_ADMIN.password, kod: "000000" }));
    expect(wrong.message).toBe("Doğrulama kodu hatalı. Yedek indirilmedi.");
    const rightCodeWrongPassword = await refusal(await suite.post(DOWNLOAD, { dosya: first, sifre: "yanlis", kod: await next() }));
    expect(rightCodeWrongPassword.message).toBe("Şifre hatalı. Yedek indirilmedi.");
    expect(await auditRows("backup-download")).toHaveLength(before);

    const answer = await suite.post(DOWNLOAD, { dosya: first, sifre: TEST_ADMIN.password, kod: await next() });
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(readFileSync(join(backupDir(), first)))).toBe(true);
    expect(await auditRows("backup-download")).toHaveLength(before + 1);
  });
});

describe("the backups' health", () => {
  /** Genel bakış's backups box, its paragraphs joined by " ", or "". */
  const redBox = (page: Page) => (page.doc.querySelector(".overview-backup-error")?.querySelectorAll("p") ?? []).map(text).join(" ");
  const statusRow = async () => {
    const row = (await suite.get(adminPaths.systemStatus)).doc.querySelector("#durum-backups");
    const detail = row?.querySelectorAll("td")[1]?.querySelectorAll("p") ?? [];
    return { level: text(row?.querySelector(".status-level")), text: detail.map(text).join(" ") };
  };

  /** Makes every verified backup look `hours` old (their manifests' time; the files stay as they are). */
  function age(hours: number) {
    for (const entry of verified()) {
      const manifest = readManifest(entry.path);
      if (!manifest) throw new Error(`no manifest for ${entry.name}`);
      const original = manifest.takenAt;
      writeManifest(entry.path, { ...manifest, takenAt: new Date(Date.now() - hours * HOUR).toISOString() });
      cleanup(() => {
        const now = readManifest(entry.path);
        if (now) writeManifest(entry.path, { ...now, takenAt: original });
      });
    }
  }

  it("is quiet while the last verified backup is recent", async () => {
    expect(redBox(await suite.get(adminPaths.root))).toBe("");
    expect((await statusRow()).level).toBe("Tamam");
    expect((await statusRow()).text).toMatch(
      /^Son doğrulanmış yedek: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, \d[\d,]* (KB|MB)\. Uzak kopya ayarlı değil/,
    );
  });

  it("turns Genel bakış and Sistem durumu red past 26 hours, not at 25", async () => {
    age(25);
    expect(redBox(await suite.get(adminPaths.root))).toBe("");
    age(27);
    const overview = await suite.get(adminPaths.root);
    expect(redBox(overview)).toMatch(
      /^Son doğrulanmış yedek 27 saat önce alındı \(\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\): günlük yedek bir günden uzun süredir alınmıyor\. Yedekleri açın$/,
    );
    expect(overview.doc.querySelector(".overview-backup-error")?.getAttribute("role")).toBe("alert");
    expect(overview.doc.querySelector(`.overview-backup-error a[href="${SCREEN}"]`)).not.toBeNull();
    // Sistem durumu's own red line still counts only its other checks.
    expect(text(overview.doc.querySelector(".overview-system-error"))).toBe("");
    const row = await statusRow();
    expect(row.level).toBe("Hata");
    expect(row.text).toContain("Son doğrulanmış yedek 27 saat önce alındı");
    expect(row.text).toContain("Ne yapmalı: Yönetim → Yedekler ekranında “Şimdi yedekle” düğmesine basın");
    expect(text((await suite.get(SCREEN)).doc.querySelector(".backups-health"))).toContain("27 saat önce");
  });

  it("turns red when the latest off-site copy failed, with its reason, and quiet again once a later copy succeeded", async () => {
    const [newest, older] = verified();
    if (!newest || !older) throw new Error("two verified backups expected");
    const problem = "Uzak depoya ulaşılamadı: bağlantı reddedildi.";
    recordOffsite(older.path, { status: "copied", snapshot: "0123456789abcdef", at: new Date().toISOString() });
    recordOffsite(newest.path, { status: "failed", at: new Date().toISOString(), problem });
    cleanup(() => {
      for (const entry of [newest, older]) {
        const manifest = readManifest(entry.path);
        if (manifest) writeManifest(entry.path, { ...manifest, offsite: undefined });
      }
    });
    expect(redBox(await suite.get(adminPaths.root))).toContain(`Son uzak kopya başarısız oldu (${newest.name}, `);
    expect(redBox(await suite.get(adminPaths.root))).toContain(problem);
    expect((await statusRow()).level).toBe("Hata");
    const list = await suite.get(SCREEN);
    const rowOf = (name: string) => list.doc.querySelectorAll("table.backups-table tbody tr").find((tr) => tr.text.includes(name));
    expect(text(rowOf(newest.name)?.querySelector('[data-label="Uzak kopya"]'))).toMatch(new RegExp(`^Kopyalanamadı \\(.+\\) ${problem}$`));
    expect(text(rowOf(older.name)?.querySelector('[data-label="Uzak kopya"]'))).toMatch(/^Kopyalandı \(.+\) Anlık görüntü: 01234567$/);

    recordOffsite(newest.path, { status: "copied", snapshot: "fedcba9876543210", at: new Date().toISOString() });
    expect(redBox(await suite.get(adminPaths.root))).toBe("");
    expect((await statusRow()).level).toBe("Tamam");
  });
});

describe("wrong answers counted with the account's other checks", () => {
  // Last in the file: the Sahip's tries stay used up for 15 minutes.
  it("refuses even the right password after five wrong ones, saying when to try again, and downloads nothing", async () => {
    const before = (await auditRows("backup-download")).length;
    for (let i = 0; i < 5; i++) {
      expect((await refusal(await suite.post(DOWNLOAD, { dosya: first, sifre: `yanlis-${i}` }))).message).not.toBe("");
    }
    const limited = await suite.post(DOWNLOAD, { dosya: first, sifre: TEST_ADMIN.password, kod: "" });
    const { location } = await refusal(limited);
    expect(location).toMatch(new RegExp(`^${SCREEN}\\?indirme-hatasi=cok&dakika=(1[0-5]|[1-9])&dosya=`));
    const page = await suite.get(location);
    expect(text(page.doc.querySelector("#yedek-indir-basligi ~ form .admin-alert"))).toMatch(
      /^Çok fazla hatalı deneme\. Lütfen \d+ dakika sonra yeniden deneyin\.$/,
    );
    expect(await auditRows("backup-download")).toHaveLength(before);
  });
});

describe("with off-site copies set up (a local restic repository)", () => {
  const parent = mkdtempSync(join(tmpdir(), "ymm-yedekler-offsite-"));
  const repository = join(parent, "repo");
  const passwordFile = join(parent, "restic-password");
  writeFileSync(passwordFile, "yedek-deposu-parolasi\n", { mode: 0o600 });
  const offsite = signedInServer({ BACKUP_TIME: "off", RESTIC_REPOSITORY: repository, RESTIC_PASSWORD_FILE: passwordFile, TMPDIR: parent });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it("Şimdi yedekle answers at once and copies the backup off the machine behind it; a failed weekly check turns Genel bakış red", {
    timeout: 120_000,
  }, async () => {
    execFileSync("restic", ["init", "--repo", repository, "--password-file", passwordFile], {
      env: { PATH: process.env.PATH, HOME: parent },
    });
    const taken = await offsite.post(SCREEN, { intent: "simdi-yedekle" });
    expect(taken.status).toBe(302);
    const location = taken.headers.get("location") ?? "";
    const name = new URL(location, offsite.server.url).searchParams.get("yedek") ?? "";
    const said = text((await offsite.get(location)).doc.querySelector(".admin-status"));
    expect(said).toMatch(
      new RegExp(
        `^Yedek alındı ve doğrulandı: ${name.replace(/\./g, "\\.")} \\(.+\\)\\. Uzak kopyası arka planda alınıyor; sonucu listede görünür\\.$`,
      ),
    );
    const path = join(offsite.server.dataDir, "backups", name);
    await expect.poll(() => readManifest(path)?.offsite?.status, { timeout: 90_000, interval: 500 }).toBe("copied");
    const snapshot = readManifest(path)?.offsite?.snapshot ?? "";
    // The manifest says "copied" before the round prunes the repository, and the prune holds
    // restic's exclusive lock: a listing in that moment fails with "repository is already
    // locked" (CI, 2026-11-29). So the listing is asked again until the prune is done.
    const snapshotsListed = (): string[] => {
      try {
        const listed = execFileSync("restic", ["snapshots", "--json", "--repo", repository, "--password-file", passwordFile], {
          env: { PATH: process.env.PATH, HOME: parent },
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
        });
        return (JSON.parse(listed) as { id: string }[]).map((entry) => entry.id);
      } catch {
        return [];
      }
    };
    await expect.poll(snapshotsListed, { timeout: 60_000, interval: 500 }).toContain(snapshot);

    await offsite.db
      .insertInto("settings")
      .values({
        key: "offsite_check_result",
        value: JSON.stringify({ at: new Date().toISOString(), ok: false, problem: "Uzak depoda bozuk veri bulundu." }),
      })
      .execute();
    const overview = await offsite.get(adminPaths.root);
    expect(text(overview.doc.querySelector(".overview-backup-error"))).toContain("Uzak depodaki yedeklerin haftalık denetimi sorun buldu");
    expect(text(overview.doc.querySelector(".overview-backup-error"))).toContain("Uzak depoda bozuk veri bulundu.");
  });
});
