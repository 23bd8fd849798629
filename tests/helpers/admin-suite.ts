/**
 * The setup most admin server tests share: one production-build server for
 * the file, a direct database handle to arrange and inspect rows, and an
 * admin's session cookie.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage, type Page } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

export interface SignedInServer {
  server: TestServer;
  db: Kysely<Database>;
  /** The Cookie header of the test admin's session. */
  cookie: string;
  /** A page as the signed-in admin sees it (or, withCookie false, anyone). */
  get(path: string, withCookie?: boolean): Promise<Page>;
  /** A form POST as the signed-in admin's browser sends it. */
  post(path: string, fields: Record<string, string>): Promise<Response>;
}

/** Starts a server before the file's tests and signs in; stops it after them. Read the fields inside tests. */
export function signedInServer(env: Record<string, string> = {}): SignedInServer {
  const suite = {
    get: (path: string, withCookie = true) => fetchPage(suite.server.url, path, withCookie ? { headers: { Cookie: suite.cookie } } : {}),
    post: (path: string, fields: Record<string, string>) => postAs(suite.server, path, fields, { Cookie: suite.cookie }),
  } as SignedInServer;
  beforeAll(async () => {
    suite.server = await startServer(env);
    suite.db = openTestDb(suite.server.databaseUrl);
    suite.cookie = await signIn(suite.server);
  });
  afterAll(async () => {
    await suite.db?.destroy();
    await suite.server?.stop();
  });
  return suite;
}
