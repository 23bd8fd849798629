/**
 * Runs one step of `npm test` (scripts/test.ts) or `npm run test:changed`
 * (scripts/test-changed.ts) as a child process, with Node's compile cache, and records its
 * wall-clock time.
 */
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Node's compile cache for every process the steps start: the tests start the server and the
 * command-line scripts a few hundred times, and each start otherwise strips the types of and
 * compiles the same modules again (content-transfer.test.ts, mostly such starts, used a third
 * less CPU with it). Node checks each entry against the file's content; NODE_COMPILE_CACHE set
 * outside (or empty, to turn it off) wins.
 */
const compileCache = { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), "ymm-node-compile-cache") };

/** Each step's wall-clock time ("Build 6 s"), in the order they ended. */
export const timings: string[] = [];

/**
 * Runs a step. `buffered`: its output is kept and printed in one piece when it ends, so steps
 * running side by side do not interleave their lines; otherwise it prints as it goes.
 */
export function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}, buffered = false): Promise<boolean> {
  const heading = `\n▶ ${title}: ${command} ${args.join(" ")}`;
  if (!buffered) console.log(heading);
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...compileCache, ...env },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => {
    const finish = (ok: boolean, note = "") => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (buffered) console.log(`${heading}\n${output.trimEnd()}${note}`);
      console.log(`${ok ? "✓" : "✗"} ${title}: ${seconds} s`);
      timings.push(`${title} ${seconds} s`);
      done(ok);
    };
    child.once("error", (error) => finish(false, `\n${error.message}`));
    child.once("close", (code) => finish(code === 0));
  });
}
