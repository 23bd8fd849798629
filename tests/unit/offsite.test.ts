/**
 * Off-site copies with restic (issue 40 point 3, ADR 052), against Debian's restic: a local
 * repository (copy, list, deduplication, restore byte for byte, check and a damaged
 * repository, the retention over simulated months by Istanbul's days), and SFTP to Debian's
 * sshd on 127.0.0.1 (tests/helpers/sshd.ts: key-only, its own host key). The failures the
 * office must understand — a wrong password, a repository that is not there, an SFTP server
 * that refuses or is not the one we know, no restic — each in Turkish, with nothing secret
 * in the message or the log's detail. Nothing here contacts any host but 127.0.0.1.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backupTime,
  checkOffsite,
  copyOffsite,
  initOffsite,
  listOffsite,
  OffsiteError,
  pruneOffsite,
  restoreOffsite,
} from "#app/.server/backups/offsite.ts";
import { problemOf, withoutSecrets } from "#app/.server/backups/offsite-errors.ts";
import { parseConfig, reloadConfig } from "#app/.server/config.ts";
import type { OffsiteSettings } from "#app/.server/offsite-settings.ts";
import { istanbulLocalToUtcIso } from "#app/lib/istanbul-time.ts";
import { freePort, reachableTempFolder, startSshd, type TestSshd } from "#tests/helpers/sshd.ts";

const PASSWORD = "depo-şifresi-Gizli-7431";
const dir = mkdtempSync(join(tmpdir(), "ymm-offsite-"));
const backups = join(dir, "backups");
const passwordFile = join(dir, "restic-password");

/** The settings config.ts makes of these variables (besides the backups' folder, PATH and HOME). */
function settingsFor(env: Record<string, string>): OffsiteSettings {
  const offsite = parseConfig({
    BACKUP_DIR: backups,
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: dir,
    TMPDIR: process.env.TMPDIR,
    ...env,
  }).offsite;
  if (!offsite) throw new Error("config.ts made no off-site settings");
  return offsite;
}

/** A backup as helper A's engine names it (the UTC time it was taken) with its manifest beside it. */
function writeBackup(folder: string, takenAt: string, content: Buffer): string {
  const name = `site-${takenAt.replace(/[-:]/g, "").slice(0, 15)}Z.db`;
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, name), content);
  writeFileSync(join(folder, `${name}.json`), JSON.stringify({ file: name, bytes: content.length }));
  return join(folder, name);
}

/** Bytes that differ from run to run but are the same for one seed (a backup's pages). */
function pseudoRandom(bytes: number, seed: number): Buffer {
  const out = Buffer.alloc(bytes);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < bytes; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out.writeUInt32LE(x >>> 0, i);
  }
  return out;
}

const sizeOf = (folder: string): number =>
  readdirSync(folder, { recursive: true, encoding: "utf8" }).reduce((sum, entry) => {
    const stat = statSync(join(folder, entry));
    return sum + (stat.isFile() ? stat.size : 0);
  }, 0);

/** restic's environment for a repository opened by the test itself. */
const resticEnv = (repository: string): Record<string, string> => ({
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  HOME: dir,
  RESTIC_REPOSITORY: repository,
  RESTIC_PASSWORD_FILE: passwordFile,
  RESTIC_CACHE_DIR: join(dir, "restic-cache"),
});

const resticJson = (env: Record<string, string>, args: string[]): unknown =>
  JSON.parse(execFileSync("restic", ["--quiet", ...args], { env, encoding: "utf8" }));

/** The chunks (data blob ids, in order) restic cut a file of a snapshot into. */
function fileChunks(env: Record<string, string>, snapshot: string, file: string): string[] {
  const { tree } = resticJson(env, ["cat", "snapshot", snapshot]) as { tree: string };
  const { nodes } = resticJson(env, ["cat", "blob", tree]) as { nodes: { name: string; content?: string[] }[] };
  const content = nodes.find((node) => node.name === file)?.content;
  if (!content) throw new Error(`${file} is not in snapshot ${snapshot}`);
  return content;
}

/** Every blob's size in the repository's indexes: as stored (compressed, encrypted) and as the file's bytes. */
function blobSizes(env: Record<string, string>): Map<string, { stored: number; plain: number }> {
  const sizes = new Map<string, { stored: number; plain: number }>();
  const indexes = execFileSync("restic", ["--quiet", "list", "index"], { env, encoding: "utf8" }).split("\n").filter(Boolean);
  for (const index of indexes) {
    const { packs } = resticJson(env, ["cat", "index", index]) as {
      packs: { blobs: { id: string; length: number; uncompressed_length?: number }[] }[];
    };
    for (const blob of packs.flatMap((pack) => pack.blobs)) {
      // restic stores a blob's plaintext length only when it compressed it; an encrypted blob carries 32 bytes of nonce and MAC.
      sizes.set(blob.id, { stored: blob.length, plain: blob.uncompressed_length ?? blob.length - 32 });
    }
  }
  return sizes;
}

/** The error a promise rejects with (the test fails when it resolves). */
async function failureOf(promise: Promise<unknown>): Promise<OffsiteError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OffsiteError);
  return error as OffsiteError;
}

/** Neither the office's message nor the log's detail holds a secret. */
function expectNoSecret(error: OffsiteError, ...secrets: string[]) {
  for (const secret of [PASSWORD, ...secrets]) {
    expect(error.message).not.toContain(secret);
    expect(error.detail).not.toContain(secret);
  }
}

beforeAll(() => {
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  mkdirSync(backups);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("restic's and ssh's text", () => {
  it.each([
    ["Fatal: wrong password or no key found", "password"],
    [
      "Fatal: unable to open config file: stat /mnt/yedek/config: no such file or directory\nIs there a repository at the following location?",
      "missing",
    ],
    ["ssh: connect to host 127.0.0.1 port 2222: Connection refused", "refused"],
    ["nobody@127.0.0.1: Permission denied (publickey).", "key-refused"],
    [
      "No ED25519 host key is known for [127.0.0.1]:2222 and you have requested strict checking.\nHost key verification failed.",
      "host-key",
    ],
    ["ssh: Could not resolve hostname yedek.ornek.test: Name or service not known", "unreachable"],
    ["Save(<data/2d1c0e4b9a>) returned error: write /mnt/yedek/data/2d/tmp-1: no space left on device", "space"],
    ["Fatal: unable to create lock in backend: repository is already locked by PID 812 on vm by ymm", "locked"],
    ["Fatal: repository contains errors", "damaged"],
    ['invalid id "0123abcd": no matching ID found for prefix "0123abcd"', "not-found"],
    ["Fatal: create repository at /mnt/yedek failed: mkdir /mnt/yedek: permission denied", "permission"],
    ["The AWS Access Key Id you provided does not exist in our records.", "credentials"],
    ["something else entirely", "failed"],
  ])("reads %j as %s", (text, problem) => {
    expect(problemOf(text)).toBe(problem);
  });

  it("cuts every secret out of the text kept for the log", () => {
    expect(withoutSecrets("Fatal: Load(<key/1a>) gizli-1 and gizli-2 ", ["gizli-1", "gizli-2", ""])).toBe("Fatal: Load(<key/1a>) … and …");
    expect(withoutSecrets(`${"x".repeat(3000)}Fatal: son satır`, [], 100)).toMatch(/^….{84}Fatal: son satır$/);
  });
});

describe("off-site copies to a local repository", () => {
  const repository = join(dir, "local-repo");
  const settings = () => settingsFor({ RESTIC_REPOSITORY: repository, RESTIC_PASSWORD_FILE: passwordFile });
  const first = pseudoRandom(16 * 1024 * 1024, 40);
  let firstFile = "";
  let firstSnapshot = "";

  it("refuses to copy before the repository is made, in Turkish, and makes it once", async () => {
    firstFile = writeBackup(backups, "2026-11-28T23:00:00Z", first);
    const missing = await failureOf(copyOffsite(firstFile, settings()));
    expect(missing.problem).toBe("missing");
    expect(missing.message).toBe(
      `Site dışı yedek deposu bulunamadı (${repository}): orada bir restic deposu yok. Disk takılı değil, adres yanlış ya da depo henüz oluşturulmadı (npm run offsite:init).`,
    );
    expect(missing.detail).toMatch(/Is there a repository/);
    expect(existsSync(repository)).toBe(false);

    expect(await initOffsite(settings())).toBe("created");
    expect(await initOffsite(settings())).toBe("exists");
    expect(statSync(join(repository, "config")).isFile()).toBe(true);
  });

  it("copies a backup and its manifest as one snapshot, dated with the backup's own time", async () => {
    const { snapshot } = await copyOffsite(firstFile, settings());
    expect(snapshot).toMatch(/^[0-9a-f]{64}$/);
    firstSnapshot = snapshot;
    const list = await listOffsite(settings());
    expect(list).toEqual([
      { id: snapshot, time: backupTime(firstFile), files: ["site-20261128T230000Z.db", "site-20261128T230000Z.db.json"] },
    ]);
  });

  it("stores of a second backup that differs a little only the chunks the change touched (deduplication)", async () => {
    const before = sizeOf(repository);
    const second = Buffer.from(first);
    // A day's changes: a few pages rewritten in the middle of the file.
    const changed = { from: 1024 * 1024, to: 1024 * 1024 + 64 * 1024 };
    pseudoRandom(changed.to - changed.from, 41).copy(second, changed.from);
    const secondFile = writeBackup(backups, "2026-11-29T23:00:00Z", second);
    const { snapshot } = await copyOffsite(secondFile, settings());
    const added = sizeOf(repository) - before;

    // restic cuts a file into chunks at places its content decides, with a polynomial drawn
    // for each repository: how big the changed chunks are (0.5 to 8 MiB) differs from run to
    // run, so the growth is measured against the chunks themselves, not a fixed fraction.
    const env = { ...resticEnv(repository), RESTIC_CACHE_DIR: settings().cacheDir };
    const firstChunks = fileChunks(env, firstSnapshot, "site-20261128T230000Z.db");
    const secondChunks = fileChunks(env, snapshot, "site-20261129T230000Z.db");
    const sizes = blobSizes(env);
    const isNew = secondChunks.map((id) => !firstChunks.includes(id));
    const run = { first: isNew.indexOf(true), last: isNew.lastIndexOf(true) };
    // The new chunks are one run over the changed bytes; every chunk before and after it is the first backup's.
    expect(run.first).toBeGreaterThanOrEqual(0);
    expect(isNew.slice(run.first, run.last + 1).every(Boolean)).toBe(true);
    expect(isNew.filter((n) => !n).length).toBeGreaterThan(0);
    const offsets = [0];
    for (const id of secondChunks) offsets.push((offsets.at(-1) ?? 0) + (sizes.get(id)?.plain ?? Number.NaN));
    expect(offsets.at(-1)).toBe(second.length);
    expect(offsets[run.first]).toBeLessThanOrEqual(changed.from);
    expect(offsets[run.last + 1]).toBeGreaterThanOrEqual(changed.to);
    // The repository grew by those chunks as stored, and the snapshot's few kilobytes of metadata (tree, index, snapshot): nothing else was written again.
    const newBytes = secondChunks.filter((_, i) => isNew[i]).reduce((sum, id) => sum + (sizes.get(id)?.stored ?? Number.NaN), 0);
    expect(added).toBeGreaterThanOrEqual(newBytes);
    expect(added - newBytes).toBeLessThan(64 * 1024);
    expect((await listOffsite(settings())).map((s) => s.files[0])).toEqual(["site-20261128T230000Z.db", "site-20261129T230000Z.db"]);
  });

  it("restores a snapshot byte for byte into an empty folder, and refuses a folder that is not empty", async () => {
    const target = join(dir, "restored");
    const files = await restoreOffsite(firstSnapshot, target, settings());
    expect(files).toEqual([join(target, "site-20261128T230000Z.db"), join(target, "site-20261128T230000Z.db.json")]);
    expect(readFileSync(files[0] as string).equals(first)).toBe(true);
    expect(readFileSync(files[1] as string).equals(readFileSync(`${firstFile}.json`))).toBe(true);

    const notEmpty = await failureOf(restoreOffsite(firstSnapshot, target, settings()));
    expect(notEmpty).toMatchObject({
      problem: "input",
      message: `Site dışı kopya geri yüklenmedi: ${target} klasörü boş değil (içindekilerin üzerine yazılmaz).`,
    });
    const unknown = await failureOf(restoreOffsite("0123abcd", join(dir, "restored-unknown"), settings()));
    expect(unknown).toMatchObject({
      problem: "not-found",
      message: "Bu site dışı kopya depoda yok (0123abcd): kopyalar listesinden var olan birini seçin.",
    });
    const notAnId = await failureOf(restoreOffsite("--help", join(dir, "restored-option"), settings()));
    expect(notAnId.problem).toBe("input");
  });

  it("checks the repository, and says in Turkish when a copy of it is damaged", async () => {
    await checkOffsite(settings());
    const damaged = join(dir, "damaged-repo");
    cpSync(repository, damaged, { recursive: true });
    // Flip bytes in every data pack: restic check reads them back (the whole of them here) and finds it.
    const packs = readdirSync(join(damaged, "data"), { recursive: true, encoding: "utf8" }).filter((p) => /[0-9a-f]{64}$/.test(p));
    expect(packs.length).toBeGreaterThan(0);
    for (const pack of packs) {
      const path = join(damaged, "data", pack);
      const bytes = readFileSync(path);
      for (let i = 100; i < bytes.length; i += 4096) bytes[i] = (bytes[i] ?? 0) ^ 0xff;
      writeFileSync(path, bytes);
    }
    const error = await failureOf(checkOffsite(settingsFor({ RESTIC_REPOSITORY: damaged, RESTIC_PASSWORD_FILE: passwordFile }), "100%"));
    expect(error.problem).toBe("damaged");
    expect(error.message).toContain("Site dışı yedek deposunun denetimi hata buldu");
    expectNoSecret(error);
  });

  it("says a wrong password in Turkish, and repeats no password", async () => {
    const wrong = "yanlis-sifre-98765";
    const error = await failureOf(listOffsite(settingsFor({ RESTIC_REPOSITORY: repository, RESTIC_PASSWORD: wrong })));
    expect(error.problem).toBe("password");
    expect(error.message).toBe(
      `Site dışı yedek deposu açılamadı (${repository}): şifre yanlış. Ortam dosyasındaki RESTIC_PASSWORD_FILE (ya da RESTIC_PASSWORD) bu deponun şifresini vermeli.`,
    );
    expect(error.detail).toContain("wrong password or no key found");
    expectNoSecret(error, wrong);
  });

  it("says in Turkish that restic is not installed, and stops a run that outlives its time limit", async () => {
    const noRestic = await failureOf(listOffsite({ ...settings(), path: join(dir, "no-programs-here") }));
    expect(noRestic).toMatchObject({ problem: "not-installed" });
    expect(noRestic.message).toContain("sunucuda restic kurulu değil");

    const slow = await failureOf(checkOffsite({ ...settings(), timeoutMs: 30 }));
    expect(slow.problem).toBe("timeout");
    expect(slow.message).toContain("zamanında bitmedi");
    // The stopped run left no lock in the way of the next one.
    await checkOffsite(settings());
  });

  it("refuses a file that is not a backup, or a backup without its manifest", async () => {
    const stray = join(backups, "notlar.txt");
    writeFileSync(stray, "x");
    expect(await failureOf(copyOffsite(stray, settings()))).toMatchObject({ problem: "input" });
    const lone = join(backups, "site-20261127T230000Z.db");
    writeFileSync(lone, "x");
    expect(await failureOf(copyOffsite(lone, settings()))).toMatchObject({
      problem: "input",
      message: "Site dışına kopyalanamadı: site-20261127T230000Z.db.json dosyası yok.",
    });
    // A bare name is looked for in BACKUP_DIR (found there: only its manifest is missing).
    process.env.BACKUP_DIR = backups;
    reloadConfig();
    expect(await failureOf(copyOffsite("site-20261127T230000Z.db", settings()))).toMatchObject({
      message: "Site dışına kopyalanamadı: site-20261127T230000Z.db.json dosyası yok.",
    });
  });
});

describe("the retention of off-site copies", () => {
  const repository = join(dir, "retention-repo");
  const settings = () => settingsFor({ RESTIC_REPOSITORY: repository, RESTIC_PASSWORD_FILE: passwordFile });
  const folder = join(dir, "retention-backups");

  it("keeps exactly the grandfather-father-son set, by Istanbul's days, weeks and months", { timeout: 120_000 }, async () => {
    await initOffsite(settings());
    // Backups at these Istanbul times (several just after midnight, which is the day before in UTC).
    const taken = [
      "2026-07-15T02:30",
      "2026-07-31T02:30",
      "2026-08-20T02:30",
      "2026-09-01T01:00",
      "2026-09-10T02:30",
      "2026-09-25T02:30",
      "2026-09-28T02:30",
      "2026-10-01T02:30",
      "2026-10-02T02:30",
      "2026-10-02T14:00",
      "2026-10-03T02:30",
      "2026-10-04T02:30",
      "2026-10-05T02:30",
    ];
    const byTime = new Map<string, string>();
    for (const [i, local] of taken.entries()) {
      const utc = istanbulLocalToUtcIso(local) as string;
      const file = writeBackup(folder, utc, pseudoRandom(4096, 100 + i));
      const { snapshot } = await copyOffsite(file, settings());
      byTime.set(local, snapshot);
    }
    /** restic run by hand on the test's repository, as an operator would. */
    const resticByHand = () => ({
      PATH: process.env.PATH,
      HOME: dir,
      RESTIC_REPOSITORY: repository,
      RESTIC_PASSWORD_FILE: passwordFile,
      RESTIC_CACHE_DIR: join(dir, "restic-cache"),
    });
    // Something else in the same repository (not the site's): never forgotten by the site's rule.
    const other = join(dir, "other-data");
    mkdirSync(other);
    writeFileSync(join(other, "notes.txt"), "not a backup");
    execFileSync("restic", ["backup", "--quiet", "--tag", "operator", "--time", "2026-06-01 10:00:00", "notes.txt"], {
      cwd: other,
      env: resticByHand(),
    });

    await pruneOffsite({ daily: 3, weekly: 2, monthly: 3 }, settings());

    // Newest first, restic keeps: daily Oct 5, 4, 3; weekly ISO week 41 (Oct 5) and 40 (Oct 4);
    // monthly October (Oct 5), September (Sep 28), August (Aug 20). 1 September 01:00 is
    // September in Istanbul (31 August in UTC, where it would have displaced 20 August).
    const kept = ["2026-08-20T02:30", "2026-09-28T02:30", "2026-10-03T02:30", "2026-10-04T02:30", "2026-10-05T02:30"];
    const list = await listOffsite(settings());
    expect(list.map((s) => s.id)).toEqual(kept.map((local) => byTime.get(local)));
    expect(list.map((s) => s.time.toISOString())).toEqual(kept.map((local) => istanbulLocalToUtcIso(local)));
    const all = JSON.parse(
      execFileSync("restic", ["snapshots", "--json"], {
        env: resticByHand(),
        encoding: "utf8",
      }),
    ) as { tags: string[] }[];
    expect(all.filter((s) => s.tags.includes("operator"))).toHaveLength(1);
    // --prune removed the forgotten snapshots' data: the repository still checks whole.
    await checkOffsite(settings(), "100%");
  });

  it("refuses a rule that would keep nothing", async () => {
    const error = await failureOf(pruneOffsite({ daily: 0, weekly: 0, monthly: 0 }, settings()));
    expect(error.problem).toBe("input");
  });
});

describe("off-site copies over SFTP to 127.0.0.1", () => {
  let sshd: TestSshd;
  let repository = "";
  let sftpDir = "";
  const sftpSettings = (overrides: Record<string, string> = {}) =>
    settingsFor({
      RESTIC_REPOSITORY: repository,
      RESTIC_PASSWORD_FILE: passwordFile,
      OFFSITE_SSH_KEY_FILE: sshd.clientKey,
      OFFSITE_SSH_KNOWN_HOSTS_FILE: sshd.knownHosts,
      ...overrides,
    });

  beforeAll(async () => {
    // Under root the SFTP user is nobody (tests/helpers/sshd.ts), who must reach its folder.
    sftpDir = reachableTempFolder("ymm-offsite-sftp-");
    sshd = await startSshd(sftpDir);
    repository = `sftp://${sshd.user}@127.0.0.1:${sshd.port}/${join(sshd.sftpRoot, "repo")}`;
  });

  afterAll(async () => {
    await sshd?.stop();
    if (sftpDir) rmSync(sftpDir, { recursive: true, force: true });
  });

  it("makes the repository, copies, prunes, checks and restores a backup byte for byte", { timeout: 90_000 }, async () => {
    expect(await initOffsite(sftpSettings()), sshd.log()).toBe("created");
    const content = pseudoRandom(1024 * 1024, 7);
    // An earlier backup of the same Istanbul day: the daily rule keeps only the newest.
    const earlier = writeBackup(join(dir, "sftp-backups"), "2026-11-28T22:30:00Z", pseudoRandom(64 * 1024, 8));
    const { snapshot: displaced } = await copyOffsite(earlier, sftpSettings());
    const file = writeBackup(join(dir, "sftp-backups"), "2026-11-29T00:30:00Z", content);
    const { snapshot } = await copyOffsite(file, sftpSettings());
    // The repository is on the SFTP side, written by the SFTP user.
    expect(existsSync(join(sshd.sftpRoot, "repo", "config"))).toBe(true);
    expect((await listOffsite(sftpSettings())).map((s) => s.id).sort()).toEqual([displaced, snapshot].sort());
    await pruneOffsite({ daily: 7, weekly: 4, monthly: 12 }, sftpSettings());
    await checkOffsite(sftpSettings(), "100%");
    expect((await listOffsite(sftpSettings())).map((s) => s.id)).toEqual([snapshot]);
    const target = join(dir, "sftp-restored");
    const files = await restoreOffsite(snapshot, target, sftpSettings());
    expect(files).toEqual([join(target, "site-20261129T003000Z.db"), join(target, "site-20261129T003000Z.db.json")]);
    expect(readFileSync(files[0] as string).equals(content)).toBe(true);
  });

  it("says in Turkish that the SFTP server refused the connection", async () => {
    const closed = await freePort();
    const error = await failureOf(
      listOffsite(sftpSettings({ RESTIC_REPOSITORY: `sftp://${sshd.user}@127.0.0.1:${closed}/${join(sshd.sftpRoot, "repo")}` })),
    );
    expect(error.problem, error.detail).toBe("refused");
    expect(error.message).toBe(
      `SFTP sunucusu bağlantıyı reddetti (${sshd.user}@127.0.0.1:${closed}): sunucu kapalı ya da bağlantı noktası yanlış. Yedek kopyalanamadı.`,
    );
    expect(error.detail).toMatch(/Connection refused/);
    expectNoSecret(error, readFileSync(sshd.clientKey, "utf8").split("\n")[1] ?? "");

    // restic may exit before it passes ssh's words on (a race in 0.14): a restic that says only
    // that the session did not start gets the same message, from ssh asked again.
    const fakes = join(dir, "fake-restic");
    mkdirSync(fakes, { recursive: true });
    writeFileSync(
      join(fakes, "restic"),
      "#!/bin/sh\necho 'Fatal: unable to open repository at sftp://x: unable to start the sftp session, error: EOF' >&2\nexit 1\n",
      { mode: 0o755 },
    );
    const settings = sftpSettings({ RESTIC_REPOSITORY: `sftp://${sshd.user}@127.0.0.1:${closed}/${join(sshd.sftpRoot, "repo")}` });
    const silent = await failureOf(listOffsite({ ...settings, path: `${fakes}:${settings.path}` }));
    expect(silent.problem, silent.detail).toBe("refused");
    expect(silent.detail).toMatch(/ssh \(checked again\): .*Connection refused/);
  });

  it("says in Turkish when the server does not take the site's key, or is not the server it knows", async () => {
    const strangerKey = join(dir, "stranger_ed25519");
    execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", strangerKey]);
    const keyRefused = await failureOf(listOffsite(sftpSettings({ OFFSITE_SSH_KEY_FILE: strangerKey })));
    expect(keyRefused.problem).toBe("key-refused");
    expect(keyRefused.message).toContain("SFTP sunucusu sitenin anahtarını kabul etmedi");

    const emptyKnownHosts = join(dir, "known_hosts_empty");
    writeFileSync(emptyKnownHosts, "");
    const unknownHost = await failureOf(listOffsite(sftpSettings({ OFFSITE_SSH_KNOWN_HOSTS_FILE: emptyKnownHosts })));
    expect(unknownHost.problem).toBe("host-key");
    expect(unknownHost.message).toContain("SFTP sunucusunun kimliği doğrulanamadı");
  });
});
