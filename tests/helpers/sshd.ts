/**
 * Debian's OpenSSH server on a free loopback port, for the off-site copies' SFTP tests
 * (ADR 052): its own configuration, host key and authorized key in a folder of the test,
 * key-only sign-in, 127.0.0.1 only, the SFTP server built in (internal-sftp: no shell is
 * run). The client side gets a key and a known-hosts file that names the server's key.
 *
 * - As a plain user, sshd runs as that user (no privilege separation folder, no PAM) and
 *   signs in only that user.
 * - As root (CI), sshd runs as root, as a system's would (it needs /run/sshd, made here when
 *   missing), and the SFTP user is `nobody`: an unprivileged account, as a real SFTP
 *   account is, whose password field is "*" on every Debian (root's may be locked "!", which
 *   sshd without PAM refuses). An sshd run as nobody cannot serve: the nss-systemd module
 *   answers its shadow lookup with a locked "!*". The folders the SFTP side uses must then be
 *   reachable by nobody: `reachableTempFolder` finds a temporary folder they are.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { dirname, join } from "node:path";

export const SSHD = "/usr/sbin/sshd";
const NOBODY = { uid: 65534, gid: 65534, user: "nobody" };
const runsAsRoot = () => process.getuid?.() === 0;

export interface TestSshd {
  port: number;
  /** The user SFTP signs in as (the test's own, or nobody under root). */
  user: string;
  /** A folder the SFTP user may write in (repositories go inside it). */
  sftpRoot: string;
  /** The client's private key (the test's user's, 0600) and the known-hosts file naming the server. */
  clientKey: string;
  knownHosts: string;
  /** What sshd wrote to stderr (-e): its refusals, for a failing test's message. */
  log(): string;
  stop(): Promise<void>;
}

/** A port free on 127.0.0.1 now (the kernel's pick, released at once). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}

/** Whether every folder from `folder` up to / lets others pass (o+x). */
function passable(folder: string): boolean {
  for (let f = folder; ; f = dirname(f)) {
    if ((statSync(f).mode & 0o001) === 0) return false;
    if (f === dirname(f)) return true;
  }
}

/** A new temporary folder (0755) that the SFTP user can reach: under the system's temporary folder, else /var/tmp. */
export function reachableTempFolder(prefix: string): string {
  const base = [tmpdir(), "/var/tmp", "/dev/shm"].find((candidate) => {
    try {
      return passable(candidate);
    } catch {
      return false;
    }
  });
  if (!base) throw new Error("No temporary folder that other users can enter (tried the system's, /var/tmp, /dev/shm)");
  const folder = mkdtempSync(join(base, prefix));
  chmodSync(folder, 0o755);
  return folder;
}

const keygen = (file: string) => execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "ymm-test", "-f", file]);

/** Starts sshd with everything in `dir` (from reachableTempFolder). */
export async function startSshd(dir: string): Promise<TestSshd> {
  const root = runsAsRoot();
  const user = root ? NOBODY.user : userInfo().username;
  const serverDir = join(dir, "sshd");
  const sftpRoot = join(dir, "sftp");
  mkdirSync(serverDir);
  chmodSync(serverDir, 0o755);
  mkdirSync(sftpRoot, { mode: 0o700 });
  if (root) {
    chownSync(sftpRoot, NOBODY.uid, NOBODY.gid);
    // Privilege separation's empty folder, which Debian's ssh.service makes at its start.
    mkdirSync("/run/sshd", { recursive: true, mode: 0o755 });
  }
  const hostKey = join(serverDir, "host_ed25519");
  keygen(hostKey);
  const clientKey = join(dir, "client_ed25519");
  keygen(clientKey);
  // sshd reads it as the user signing in.
  const authorizedKeys = join(serverDir, "authorized_keys");
  writeFileSync(authorizedKeys, readFileSync(`${clientKey}.pub`));
  chmodSync(authorizedKeys, 0o644);

  const port = await freePort();
  const knownHosts = join(dir, "known_hosts");
  const [type, key] = readFileSync(`${hostKey}.pub`, "utf8").trim().split(/\s+/);
  writeFileSync(knownHosts, `[127.0.0.1]:${port} ${type} ${key}\n`);

  const configFile = join(serverDir, "sshd_config");
  writeFileSync(
    configFile,
    [
      `Port ${port}`,
      "ListenAddress 127.0.0.1",
      `HostKey ${hostKey}`,
      "PidFile none",
      `AuthorizedKeysFile ${authorizedKeys}`,
      "AuthenticationMethods publickey",
      "PubkeyAuthentication yes",
      "PasswordAuthentication no",
      "KbdInteractiveAuthentication no",
      "PermitRootLogin no",
      "UsePAM no",
      // The files are in the test's temporary folder, not under a home with the usual modes.
      "StrictModes no",
      `AllowUsers ${user}`,
      "Subsystem sftp internal-sftp",
      "LogLevel VERBOSE",
      "",
    ].join("\n"),
  );

  // sshd re-executes itself, so it is started by its absolute path.
  const child: ChildProcess = spawn(SSHD, ["-D", "-e", "-f", configFile], { env: {}, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sshd did not start within 10 s:\n${stderr}`)), 10_000);
    const listening = () => {
      if (!stderr.includes(`Server listening on 127.0.0.1 port ${port}`)) return;
      clearTimeout(timer);
      child.stderr?.off("data", listening);
      resolve();
    };
    child.stderr?.on("data", listening);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`sshd exited at start (${code}):\n${stderr}`));
    });
  });
  return {
    port,
    user,
    sftpRoot,
    clientKey,
    knownHosts,
    log: () => stderr,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
