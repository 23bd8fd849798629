/**
 * deploy/install.sh on a scratch root (`--root DIR --no-systemd --skip-dns-check`): the layout,
 * the modes, the environment, a unit systemd accepts and rates "OK", a Caddyfile Caddy accepts,
 * a second run that changes nothing, and clear refusals. Then Caddy, from the distribution's
 * package, on that very Caddyfile in front of the site the installer started (its production
 * build, its environment): HTTPS with HTTP/2, the redirects, the admin's cookie, HSTS, the
 * site's own compression and ETags passed through, and the visitor's address reaching the rate
 * limits through X-Forwarded-For.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caddy, initialPassword, startCaddy } from "./caddy.ts";
import { makeScratch, modeOf, osReleaseFile, type Scratch, snapshot } from "./scratch.ts";

const SITE_PORT = 4192;
const HTTP_PORT = 4193;
const HTTPS_PORT = 4194;
const DOMAIN = "www.firma.test";
const EMAIL = "bt@firma.test";
const INSTALL_ARGS = [
  ["--domain", DOMAIN],
  ["--email", EMAIL],
  ["--port", String(SITE_PORT)],
  ["--skip-dns-check"],
  ["--local-certs"],
  ["--http-port", String(HTTP_PORT)],
  ["--https-port", String(HTTPS_PORT)],
  ["--bind", "127.0.0.1"],
].flat();

let scratch: Scratch;
let firstRun: ReturnType<Scratch["run"]>;
let installSeconds = 0;

beforeAll(() => {
  scratch = makeScratch();
  const started = Date.now();
  firstRun = scratch.run("install.sh", INSTALL_ARGS);
  installSeconds = (Date.now() - started) / 1000;
  console.log(`Install on a scratch root: ${installSeconds.toFixed(1)} s (dependencies linked, build included)`);
  if (firstRun.status !== 0) throw new Error(`install.sh failed (${firstRun.status}):\n${firstRun.stdout}\n${firstRun.stderr}`);
});

afterAll(() => scratch?.remove());

describe("deploy/install.sh on a scratch root", () => {
  it("lays out a release, the current link and the data outside it, and prints the first sign-in", () => {
    const current = readlinkSync(join(scratch.app, "current"));
    expect(current).toMatch(/^releases\/r-[0-9a-f]{12}$/);
    expect(existsSync(join(scratch.app, current, "build/server/index.js"))).toBe(true);
    expect(existsSync(join(scratch.app, current, "server/main.ts"))).toBe(true);
    // The data lives outside the release: the site created its database there.
    expect(existsSync(join(scratch.data, "site.db"))).toBe(true);
    expect(existsSync(join(scratch.app, current, "data"))).toBe(false);
    expect(modeOf(scratch.data)).toBe("700");
    expect(modeOf(join(scratch.data, "initial-admin.txt"))).toBe("600");
    expect(firstRun.stdout).toContain(`Site çalışıyor: https://${DOMAIN}:${HTTPS_PORT}`);
    expect(firstRun.stdout).toMatch(/E-posta: bt@firma\.test\n\s+Şifre: \S{12,}/);
    // The build's chatter stays in its log (removed after a good build), not on the operator's screen.
    expect(firstRun.stdout + firstRun.stderr).not.toMatch(/vite|modules transformed/);
    expect(readdirSync(join(scratch.app, "releases")).filter((name) => name.endsWith(".build.log"))).toEqual([]);
  });

  it("writes the environment file 0600 with the https address, the proxy setting, a generated key and the data folder's database", () => {
    expect(modeOf(scratch.envFile)).toBe("600");
    const env = Object.fromEntries(
      readFileSync(scratch.envFile, "utf8")
        .split("\n")
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    expect(env).toMatchObject({
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(SITE_PORT),
      SITE_URL: `https://${DOMAIN}:${HTTPS_PORT}`,
      TRUST_PROXY: "loopback",
      DATABASE_URL: `file:${scratch.data}/site.db`,
      // Backups (db:backup, upgrade.sh's pg_dump) in the data folder, where Kurulum looks.
      BACKUP_DIR: `${scratch.data}/backups`,
      ADMIN_EMAIL: EMAIL,
      // The published pages Caddy serves (ADR 053), outside the private data folder.
      PAGE_FILES_DIR: join(scratch.dir, "var/cache/ymm/pages"),
      // Caddy's log of the views it serves from those pages, which the site counts and empties.
      PAGE_FILES_LOG: join(scratch.dir, "var/log/ymm/page-views.log"),
      // Kırık bağlantılar (ADR 066): "on" on a real server; a scratch root checks only links to 127.0.0.1.
      LINK_CHECK: "loopback",
    });
    // Set-group-ID: a log Caddy makes anew there is its group's (ADR 053).
    expect((statSync(join(scratch.dir, "var/log/ymm")).mode & 0o7777).toString(8)).toBe("2770");
    expect(modeOf(join(scratch.dir, "var/log/ymm/page-views.log"))).toBe("660");
    expect(Buffer.from(env.TWO_FACTOR_KEY ?? "", "base64")).toHaveLength(32);
    // The off-site copies' settings are there to uncomment, explained in Turkish and English (ADR 052).
    const text = readFileSync(scratch.envFile, "utf8");
    expect(text).toContain("# Yedeklerin site dışı kopyası (restic; isteğe bağlı, önerilir)");
    expect(text).toContain("# Off-site copies of every backup (restic; optional, recommended)");
    expect(text).toContain(`# RESTIC_REPOSITORY=${scratch.dir}/mnt/yedek/ymm\n`);
    expect(text).toContain(`# RESTIC_PASSWORD_FILE=${scratch.dir}/etc/ymm/restic-password\n`);
    expect(env.RESTIC_REPOSITORY).toBeUndefined();
    // The service's user may pass through /etc/ymm (its environment and restic password file), not list it.
    expect(modeOf(join(scratch.dir, "etc/ymm"))).toBe("710");
  });

  it("writes a unit that systemd-analyze verifies and rates OK, at most 2.0", () => {
    const unit = readFileSync(scratch.unitFile, "utf8");
    expect(unit).toContain(`ReadWritePaths=${scratch.data}\n`);
    expect(unit).toContain(`ReadWritePaths=${join(scratch.dir, "var/cache/ymm/pages")}\n`);
    expect(unit).toContain(`ReadWritePaths=${join(scratch.dir, "var/log/ymm")}\n`);
    // No off-site repository set: the data folder, the published pages and their views' log are the only ones the site may write.
    expect(unit.match(/^ReadWritePaths=/gm)).toHaveLength(3);
    expect(unit).not.toMatch(/MemoryDenyWriteExecute/); // V8 compiles code at run time
    const verify = spawnSync("systemd-analyze", ["verify", scratch.unitFile], { encoding: "utf8" });
    expect(verify.stderr).toBe("");
    expect(verify.status).toBe(0);
    const security = spawnSync("systemd-analyze", ["security", "--offline=yes", scratch.unitFile], { encoding: "utf8" });
    const rating = /Overall exposure level for ymm\.service: (\d+\.\d) (\w+)/.exec(security.stdout);
    console.log(`The unit's exposure: ${rating?.[1]} ${rating?.[2]}`);
    expect(rating?.[2]).toBe("OK");
    expect(Number(rating?.[1])).toBeLessThanOrEqual(2.0);
  });

  it("writes a Caddyfile that Caddy validates: the domain, the other name redirected, no compression", () => {
    const caddyfile = readFileSync(scratch.caddyfile, "utf8");
    expect(caddyfile).toContain(`(site) {\n\tskip_log\n\treverse_proxy 127.0.0.1:${SITE_PORT} {`);
    expect(caddyfile).toContain(
      `${DOMAIN} {\n\timport page-files\n\tlog {\n\t\toutput file ${join(scratch.dir, "var/log/ymm/page-views.log")} {`,
    );
    expect(caddyfile).toContain(`\troute {\n\t\timport site\n\t}\n`);
    expect(caddyfile).toContain(`firma.test {\n\tredir https://${DOMAIN}:${HTTPS_PORT}{uri} permanent`);
    expect(caddyfile).not.toMatch(/^\s*encode\b/m);
    const validate = spawnSync("caddy", ["validate", "--config", scratch.caddyfile, "--adapter", "caddyfile"], {
      encoding: "utf8",
      env: { ...process.env, XDG_DATA_HOME: join(scratch.dir, "caddy/data"), XDG_CONFIG_HOME: join(scratch.dir, "caddy/config") },
    });
    expect(validate.stdout + validate.stderr).toContain("Valid configuration");
    expect(validate.status).toBe(0);
  });

  it("changes nothing when run a second time", () => {
    // The data folder is the running site's, the run folder its pid and output: not the installer's.
    // The published pages and their views' log are the running site's too (ADR 053).
    const skip = [
      scratch.data,
      join(scratch.app, "run"),
      join(scratch.dir, "caddy"),
      join(scratch.dir, "var/cache/ymm/pages"),
      join(scratch.dir, "var/log/ymm/page-views.log"),
    ];
    const before = snapshot(scratch.dir, skip);
    const second = scratch.run("install.sh", INSTALL_ARGS);
    expect(second.stderr).toBe("");
    expect(second.status).toBe(0);
    expect(second.stdout).toContain("Değişiklik yok");
    expect(snapshot(scratch.dir, skip)).toEqual(before);
  });

  it("refuses an unsupported system, a domain that does not lead here, and a port another program holds, before writing anything", () => {
    const other = mkdtempSync(join(tmpdir(), "ymm-deploy-refused-"));
    try {
      // A later --root wins: each refusal is tried on a root of its own.
      const oldUbuntu = scratch.run("install.sh", [...INSTALL_ARGS, "--root", join(other, "a")], {
        YMM_OS_RELEASE: osReleaseFile(other, "ubuntu", "22.04"),
      });
      expect(oldUbuntu.status).toBe(1);
      expect(oldUbuntu.stderr).toContain("Desteklenmeyen sistem: ubuntu 22.04");
      // The site of the installation above holds SITE_PORT; a new installation may not take it.
      const portTaken = scratch.run("install.sh", [...INSTALL_ARGS, "--root", join(other, "b")]);
      expect(portTaken.status).toBe(1);
      expect(portTaken.stderr).toContain(`Port ${SITE_PORT} kullanımda`);
      // The DNS check, with the resolver's answer given (YMM_DNS_ANSWER): no answer, another
      // machine's address, then this machine's (the check passes; the taken port stops it next).
      const checked = INSTALL_ARGS.filter((arg) => arg !== "--skip-dns-check");
      const unresolved = scratch.run("install.sh", [...checked, "--root", join(other, "c")], { YMM_DNS_ANSWER: "" });
      expect(unresolved.status).toBe(1);
      expect(unresolved.stderr).toContain(`${DOMAIN} çözümlenemiyor`);
      const elsewhere = scratch.run("install.sh", [...checked, "--root", join(other, "d")], { YMM_DNS_ANSWER: "192.0.2.10" });
      expect(elsewhere.status).toBe(1);
      expect(elsewhere.stderr).toContain(`${DOMAIN} 192.0.2.10 adresini gösteriyor`);
      expect(elsewhere.stderr).toContain("--skip-dns-check");
      const here = scratch.run("install.sh", [...checked, "--root", join(other, "e")], { YMM_DNS_ANSWER: "127.0.0.1" });
      expect(here.stderr).not.toContain(DOMAIN);
      expect(here.stderr).toContain(`Port ${SITE_PORT} kullanımda`);
      expect(existsSync(join(other, "a"))).toBe(false);
      for (const refused of ["c", "d", "e"]) expect(existsSync(join(other, refused, "opt"))).toBe(false);
      expect(existsSync(join(other, "b", "opt"))).toBe(false);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe("Caddy in front of the installed site", () => {
  const site = `https://${DOMAIN}:${HTTPS_PORT}`;
  let caddy: Caddy;

  beforeAll(async () => {
    caddy = await startCaddy({
      caddyfile: scratch.caddyfile,
      stateDir: join(scratch.dir, "caddy"),
      domains: [DOMAIN, "firma.test"],
      ports: [HTTP_PORT, HTTPS_PORT],
    });
  });
  afterAll(() => caddy?.stop());

  it("answers over HTTPS with HTTP/2, sends HSTS, offers HTTP/3 and passes /healthz through", () => {
    const home = caddy.curl(`${site}/`);
    expect(home.status).toBe(200);
    expect(home.version).toBe("2");
    expect(home.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(home.headers["alt-svc"]).toContain(`h3=":${HTTPS_PORT}"`);
    expect(home.body.toString()).toContain('<html lang="tr"');
    const health = caddy.curl(`${site}/healthz`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toEqual({ status: "ok" });
  });

  it("redirects HTTP to HTTPS, and the bare domain to the www name", () => {
    const plain = caddy.curl(`http://${DOMAIN}:${HTTP_PORT}/hakkimizda?a=1`);
    expect([301, 308]).toContain(plain.status);
    // Caddy 2.6 leaves a port other than 443 out of its automatic redirect (on a server it is 443).
    expect(plain.headers.location).toMatch(new RegExp(`^https://${DOMAIN.replaceAll(".", "\\.")}(:${HTTPS_PORT})?/hakkimizda\\?a=1$`));
    const apex = caddy.curl(`https://firma.test:${HTTPS_PORT}/iletisim`);
    expect(apex.status).toBe(301);
    expect(apex.headers.location).toBe(`${site}/iletisim`);
  });

  it("passes the site's brotli and its ETag through unchanged, and its 304", () => {
    const asked = { "Accept-Encoding": "br" };
    // With a query the page does not read: the same page, from the site (a page file is served only without one: ADR 053).
    const proxied = caddy.curl(`${site}/?utm_source=deneme`, { headers: asked });
    const direct = caddy.curl(`http://127.0.0.1:${SITE_PORT}/`, { headers: { ...asked, Host: `${DOMAIN}:${HTTPS_PORT}` } });
    expect(proxied.headers["content-encoding"]).toBe("br");
    expect(proxied.headers.etag).toBeTruthy();
    expect(proxied.headers.etag).toBe(direct.headers.etag);
    expect(proxied.body.equals(direct.body)).toBe(true);
    const again = caddy.curl(`${site}/?utm_source=deneme`, { headers: { ...asked, "If-None-Match": proxied.headers.etag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });

  it("signs the first admin in over HTTPS with a __Host- cookie that is Secure", () => {
    const signIn = caddy.curl(`${site}/adminpanel/giris`, {
      headers: { Origin: site },
      form: { eposta: EMAIL, sifre: initialPassword(scratch.data) },
    });
    expect(signIn.status).toBe(302);
    const cookie = signIn.headers["set-cookie"] ?? "";
    expect(cookie).toMatch(/^__Host-ymm_oturum=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
    const panel = caddy.curl(`${site}/adminpanel`, { headers: { Cookie: cookie.split(";")[0]! } });
    expect(panel.status).toBe(200);
  });

  it("limits two visitors (127.0.0.2 and 127.0.0.3) separately: their address reaches the site through X-Forwarded-For", () => {
    const message = (n: number) => ({
      isim: "Deneme",
      telefon: "0312 000 00 32",
      eposta: "deneme@ornek.com",
      konu: `Vekil ${n}`,
      mesaj: "m",
    });
    const post = (from: string, n: number) => caddy.curl(`${site}/iletisim`, { from, headers: { Origin: site }, form: message(n) }).status;
    // The contact form allows 5 messages per address per 10 minutes (FORM_LIMIT).
    const first = [1, 2, 3, 4, 5, 6].map((n) => post("127.0.0.2", n));
    expect(first).toEqual([303, 303, 303, 303, 303, 429]);
    expect(post("127.0.0.3", 7)).toBe(303);
  });
});

describe("deploy/offsite-init on a scratch root: off-site copies to a local restic repository", () => {
  const disk = () => join(scratch.dir, "mnt/yedek");
  const repository = () => join(disk(), "ymm");
  const passwordFile = () => join(scratch.dir, "etc/ymm/restic-password");
  /** The operator's edit: the two lines uncommented, the repository on the mounted disk. */
  const turnOn = (folder: string) =>
    writeFileSync(
      scratch.envFile,
      readFileSync(scratch.envFile, "utf8")
        .replace(/^(# )?RESTIC_REPOSITORY=.*$/m, `RESTIC_REPOSITORY=${folder}`)
        .replace(/^# RESTIC_PASSWORD_FILE=/m, "RESTIC_PASSWORD_FILE="),
    );

  it("refuses a repository on a disk that is not mounted, and an environment without one, changing nothing", () => {
    const none = scratch.run("offsite-init", []);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain("RESTIC_REPOSITORY yok");
    turnOn(repository());
    const unmounted = scratch.run("offsite-init", []);
    expect(unmounted.status).toBe(1);
    expect(unmounted.stderr).toContain(`HATA: ${disk()} klasörü yok: yedek diski takılı ve bağlı (mount) olmalı`);
    expect(existsSync(disk())).toBe(false);
    expect(existsSync(passwordFile())).toBe(false);
    expect(readFileSync(scratch.unitFile, "utf8")).not.toContain(repository());
  });

  it("makes the password file, the repository as the site's user and a unit that may write it; a second run and install.sh change nothing", () => {
    mkdirSync(disk(), { recursive: true }); // the backup disk, mounted
    const pidBefore = readFileSync(join(scratch.app, "run/site.pid"), "utf8");
    const started = Date.now();
    const made = scratch.run("offsite-init", []);
    console.log(`offsite-init on a scratch root: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(made.stderr).toBe("");
    expect(made.status).toBe(0);
    expect(made.stdout).toContain(`Depo parolası üretildi: ${passwordFile()}.`);
    expect(made.stdout).toContain(`Made the restic repository ${repository()}`);
    expect(made.stdout).toContain("Site dışı kopyalar açık");
    // The site restarted to read the settings, and serves.
    expect(readFileSync(join(scratch.app, "run/site.pid"), "utf8")).not.toBe(pidBefore);
    expect(spawnSync("curl", ["-fsS", `http://127.0.0.1:${SITE_PORT}/healthz`], { encoding: "utf8" }).status).toBe(0);
    expect(modeOf(passwordFile())).toBe("600");
    expect(readFileSync(passwordFile(), "utf8").trim()).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(modeOf(repository())).toBe("700");
    // A real restic repository, opened with that password.
    const snapshots = spawnSync("restic", ["--no-cache", "--json", "snapshots"], {
      encoding: "utf8",
      env: { ...process.env, RESTIC_REPOSITORY: repository(), RESTIC_PASSWORD_FILE: passwordFile() },
    });
    expect(snapshots.stderr).toBe("");
    expect(JSON.parse(snapshots.stdout)).toEqual([]);
    // The hardened unit lets the site write there, and still verifies and rates OK.
    const unit = readFileSync(scratch.unitFile, "utf8");
    expect(unit).toContain(`ReadWritePaths=${scratch.data}\n`);
    expect(unit).toContain(`ReadWritePaths=-${repository()}\n`);
    expect(unit.match(/^ReadWritePaths=/gm)).toHaveLength(4);
    expect(spawnSync("systemd-analyze", ["verify", scratch.unitFile], { encoding: "utf8" }).status).toBe(0);
    const security = spawnSync("systemd-analyze", ["security", "--offline=yes", scratch.unitFile], { encoding: "utf8" });
    expect(/Overall exposure level for ymm\.service: \d+\.\d (\w+)/.exec(security.stdout)?.[1]).toBe("OK");
    expect(readFileSync(join(scratch.app, "deploy.log"), "utf8")).toMatch(/ offsite-init ok$/m);

    // deploy.log gets a line for each run; the repository is restic's (its locks, its cache).
    const skip = [
      scratch.data,
      join(scratch.app, "run"),
      join(scratch.dir, "caddy"),
      repository(),
      join(scratch.app, "deploy.log"),
      // The published pages are the running site's (ADR 053).
      join(scratch.dir, "var/cache/ymm/pages"),
    ];
    const before = snapshot(scratch.dir, skip);
    const again = scratch.run("offsite-init", []);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("is there and opens with the password: nothing to do");
    expect(again.stdout).not.toContain("Birim güncellendi");
    const reinstall = scratch.run("install.sh", INSTALL_ARGS);
    expect(reinstall.stderr).toBe("");
    expect(reinstall.stdout).toContain("Değişiklik yok");
    expect(snapshot(scratch.dir, skip)).toEqual(before);
  });
});
