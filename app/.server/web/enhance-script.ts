/**
 * The public pages' enhancement module (app/enhance/index.ts): in production
 * the hashed file Vite built (assets/enhance-<hash>.js, see vite.config.ts),
 * found once; in development the source, which Vite serves compiled.
 */
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { config } from "#app/.server/config.ts";

let found: string | undefined | null = null;

export function enhanceScriptSrc(): string | undefined {
  if (config().dev) return "/app/enhance/index.ts";
  if (found === null) {
    try {
      const file = readdirSync(resolve("build/client/assets")).find((name) => /^enhance-[\w-]+\.js$/.test(name));
      found = file && `/assets/${file}`;
    } catch {
      found = undefined;
    }
  }
  return found;
}
