import type { Migration, MigrationProvider } from "kysely/migration";
import * as m001 from "./001_initial.ts";

/** Every migration, in order. Names sort lexically; never rename one. */
const migrations: Record<string, Migration> = {
  "001_initial": m001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
