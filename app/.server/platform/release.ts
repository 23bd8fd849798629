/**
 * The release this process runs from, when deploy/install.sh or deploy/upgrade.sh built it
 * (ADR 050): the working directory is its folder, `/opt/ymm/releases/r-<12 hex>`, with the
 * source's commit in `RELEASE_COMMIT` when the source was a git checkout. Null for a checkout
 * run with `npm start` (development, the tests). Read once.
 */
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";

export interface DeployedRelease {
  /** `r-` and the first 12 hex digits of the source's digest. */
  name: string;
  commit: string | null;
}

const RELEASE_NAME = /^r-[0-9a-f]{12}$/;

let release: DeployedRelease | null | undefined;

export function deployedRelease(): DeployedRelease | null {
  if (release === undefined) {
    const name = basename(process.cwd());
    if (!RELEASE_NAME.test(name)) release = null;
    else {
      let commit: string | null = null;
      try {
        commit = readFileSync(resolve("RELEASE_COMMIT"), "utf8").trim() || null;
      } catch {
        // built from a source without git history
      }
      release = { name, commit };
    }
  }
  return release;
}
