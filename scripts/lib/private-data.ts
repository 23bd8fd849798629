/**
 * The data scripts' first step: new files private and an existing SQLite
 * database's files narrowed to the owner (app/.server/db/private-files.ts),
 * said on standard error when something changed.
 */
import { config } from "#app/.server/config.ts";
import { describeTightened, keepDataPrivate } from "#app/.server/db/private-files.ts";
import type { DatabaseTarget } from "#app/.server/db/url.ts";

export function keepScriptDataPrivate(targets: DatabaseTarget[] = [config().database]): void {
  for (const target of targets) {
    const sentence = describeTightened(keepDataPrivate(target));
    if (sentence) console.error(sentence);
  }
}
