/**
 * `npm run bench`: pages per second of the production server, beside nginx
 * serving the very same HTML from disk, in one run on this machine. Uses wrk
 * (`apt-get install wrk`) and nginx if installed; loopback only, bounded in time.
 *
 *   npm run bench                 # 10 s per page, 50 connections
 *   BENCH_SECONDS=5 npm run bench
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const APP_PORT = 4310;
const NGINX_PORT = 4311;
const PAGES = ["/", "/hizmetler/tam-tasdik", "/duyurular/0", "/sss"];

function which(command: string): string | undefined {
  const found = spawnSync("sh", ["-c", `command -v ${command} || ls /usr/sbin/${command} 2>/dev/null`], { encoding: "utf8" });
  return found.stdout.trim().split("\n")[0] || undefined;
}

const wrk = which("wrk");
if (!wrk) {
  console.error("wrk is not installed: apt-get install -y wrk");
  process.exit(1);
}
if (!existsSync("build/server/index.js")) spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });

const work = mkdtempSync(join(tmpdir(), "ymm-bench-"));
const children: ChildProcess[] = [];
const cleanup = () => {
  for (const child of children) child.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
};
process.on("exit", cleanup);

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function runWrk(url: string): { rps: number; p50: string; p99: string } {
  const out = spawnSync(wrk!, [`-t2`, `-c${CONNECTIONS}`, `-d${SECONDS}s`, "--latency", "-H", "Accept-Encoding: gzip", url], {
    encoding: "utf8",
  }).stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const p50 = /\s50%\s+(\S+)/.exec(out)?.[1] ?? "?";
  const p99 = /\s99%\s+(\S+)/.exec(out)?.[1] ?? "?";
  return { rps, p50, p99 };
}

const app = spawn(process.execPath, ["server/main.ts"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(APP_PORT), HOST: "127.0.0.1", DATABASE_URL: `file:${join(work, "site.db")}` },
  stdio: "ignore",
});
children.push(app);
await waitFor(`http://127.0.0.1:${APP_PORT}/robots.txt`);

// The same HTML, saved for nginx as static files.
const root = join(work, "html");
for (const page of PAGES) {
  const html = await (await fetch(`http://127.0.0.1:${APP_PORT}${page}`)).text();
  const dir = join(root, page);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "index.html"), html);
}

const nginx = which("nginx");
if (nginx) {
  const conf = join(work, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${work}/nginx.pid; error_log ${work}/error.log;
events { worker_connections 1024; }
http { access_log off; gzip on; gzip_types text/html; client_body_temp_path ${work};
  proxy_temp_path ${work}; fastcgi_temp_path ${work}; uwsgi_temp_path ${work}; scgi_temp_path ${work};
  server { listen 127.0.0.1:${NGINX_PORT}; root ${resolve(root)}; default_type text/html;
    location / { try_files $uri/index.html =404; } } }`,
  );
  children.push(spawn(nginx, ["-c", conf], { stdio: "ignore" }));
  await waitFor(`http://127.0.0.1:${NGINX_PORT}/`);
} else console.log("nginx not installed (apt-get install -y nginx-light): app only");

console.log(`\nwrk, ${CONNECTIONS} connections, ${SECONDS} s per page, gzip; node ${process.version}\n`);
console.log("page                     | app req/s | p50     | p99     | nginx req/s | app/nginx");
console.log("-------------------------|-----------|---------|---------|-------------|----------");
for (const page of PAGES) {
  const a = runWrk(`http://127.0.0.1:${APP_PORT}${page}`);
  const n = nginx ? runWrk(`http://127.0.0.1:${NGINX_PORT}${page}`) : undefined;
  console.log(
    `${page.padEnd(25)}| ${a.rps.toFixed(0).padStart(9)} | ${a.p50.padEnd(7)} | ${a.p99.padEnd(7)} | ${(n ? n.rps.toFixed(0) : "-").padStart(11)} | ${n ? `${((a.rps / n.rps) * 100).toFixed(1)}%` : "-"}`,
  );
}
cleanup();
process.exit(0);
