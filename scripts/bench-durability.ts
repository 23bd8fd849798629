/**
 * `node scripts/bench-durability.ts [N]`: the cost of SQLite's synchronous=FULL
 * against NORMAL (WAL mode) for the site's typical write: one small
 * transaction (a contact message with its outbox row). Prints the median and
 * p95 per transaction for each setting. Runs on a throw-away file in the
 * system's temporary folder, on the disk the server would use.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";

const count = Number(process.argv[2] ?? 2000);

function measure(synchronous: "NORMAL" | "FULL"): number[] {
  const dir = mkdtempSync(join(tmpdir(), "ymm-durability-"));
  const db = new Database(join(dir, "bench.db"));
  db.pragma("journal_mode = WAL");
  db.pragma(`synchronous = ${synchronous}`);
  db.exec("create table messages (id text primary key, body text); create table outbox (id text primary key, body text)");
  const insertMessage = db.prepare("insert into messages values (?, ?)");
  const insertMail = db.prepare("insert into outbox values (?, ?)");
  const write = db.transaction((i: number) => {
    insertMessage.run(`m${i}`, "Merhaba, KDV iadesi için görüşmek istiyoruz. ".repeat(10));
    insertMail.run(`o${i}`, "İletişim formu: KDV iadesi ".repeat(20));
  });
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = process.hrtime.bigint();
    write(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  db.close();
  rmSync(dir, { recursive: true, force: true });
  return times.sort((a, b) => a - b);
}

const pick = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
for (const setting of ["NORMAL", "FULL", "NORMAL", "FULL"] as const) {
  const t = measure(setting);
  console.log(`${setting.padEnd(6)} ${count} transactions: median ${pick(t, 0.5).toFixed(3)} ms, p95 ${pick(t, 0.95).toFixed(3)} ms`);
}
