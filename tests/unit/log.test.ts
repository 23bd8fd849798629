/**
 * The log's batching (app/.server/log.ts), in child processes: their standard
 * output is the log, as in production.
 */
import { spawn, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Node running `code` as a module in the project (so #app imports resolve), counting its writes to standard output. */
function nodeArgs(code: string): string[] {
  const countWrites = `
    import fs from "node:fs";
    let writes = 0;
    for (const name of ["write", "writeSync", "writev", "writevSync"]) {
      const original = fs[name];
      fs[name] = function (fd, ...rest) { if (fd === 1) writes++; return original.call(this, fd, ...rest); };
    }
    process.on("exit", () => process.stderr.write("writes=" + writes + "\\n"));
  `;
  return ["--input-type=module", "-e", `${countWrites}\nconst { log } = await import("#app/.server/log.ts");\n${code}`];
}

const run = (code: string) =>
  spawnSync(process.execPath, nodeArgs(code), { cwd: process.cwd(), encoding: "utf8", env: { ...process.env, LOG_LEVEL: "info" } });
const lines = (out: string) => out.split("\n").filter((line) => line.startsWith("{"));

describe("the log", () => {
  it("writes the lines of many requests in a few writes, not one write each", () => {
    // One line per event-loop turn, as requests come.
    const child = run(
      `for (let i = 0; i < 300; i++) { log.info({ requestId: "istek-" + i, path: "/sss", status: 200 }, "request"); await new Promise((r) => setImmediate(r)); }`,
    );
    expect(lines(child.stdout)).toHaveLength(300);
    expect(lines(child.stdout).at(-1)).toContain('"requestId":"istek-299"');
    const writes = Number(/writes=(\d+)/.exec(child.stderr)?.[1]);
    expect(writes).toBeGreaterThan(0);
    expect(writes).toBeLessThan(20);
  });

  it("keeps the lines logged just before an uncaught exception", () => {
    const child = run(`log.info("before"); log.error({ code: 7 }, "the failure"); setTimeout(() => { throw new Error("boom"); }, 5);`);
    expect(child.status).not.toBe(0);
    expect(child.stderr).toContain("boom");
    expect(lines(child.stdout).map((line) => JSON.parse(line).msg)).toEqual(["before", "the failure"]);
  });

  it("keeps the lines logged just before process.exit (a server's stop) and before a natural end", () => {
    const stopped = run(`log.info("stopping"); log.info("stopped"); process.exit(0);`);
    expect(lines(stopped.stdout).map((line) => JSON.parse(line).msg)).toEqual(["stopping", "stopped"]);
    const ended = run(`log.info("last"); await new Promise((r) => setTimeout(r, 20));`);
    expect(lines(ended.stdout).map((line) => JSON.parse(line).msg)).toEqual(["last"]);
  });

  it("shows a quiet process's line within a second, while it still runs", async () => {
    const child = spawn(process.execPath, nodeArgs(`log.info("alone"); setTimeout(() => {}, 5000);`), { cwd: process.cwd() });
    try {
      const started = Date.now();
      const line = await new Promise<string>((resolve, reject) => {
        let out = "";
        child.stdout.on("data", (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes("\n")) resolve(out);
        });
        child.once("exit", () => reject(new Error(`exited first: ${out}`)));
      });
      expect(JSON.parse(line).msg).toBe("alone");
      expect(Date.now() - started).toBeLessThan(2_000); // the process starts in ~0.5 s, the line waits ≤ 0.2 s more
    } finally {
      child.kill();
    }
  });
});
