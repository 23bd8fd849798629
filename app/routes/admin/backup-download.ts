/**
 * POST /adminpanel/yedekler/indir — a backup's file (issue 40; Sahip, declared
 * "owner" in lib/admin-access.ts and checked again by the use case), after the
 * password and, with two-factor on, a code (backups/screen.ts). The file is
 * streamed from BACKUP_DIR as an attachment named after the backup (a name
 * listBackups() returned: `site-<stamp>.db|.dump`, nothing to escape). A
 * refusal sends the browser back to Yedekler with the reason's code
 * (lib/backups.ts); nothing is downloaded. A resource route: Yedekler's form
 * posts here as a whole page (reloadDocument).
 */
import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import { data, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { authorizeDownload } from "#app/.server/backups/screen.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { DOWNLOAD_FIELDS, DOWNLOAD_QUERY } from "#app/lib/backups.ts";
import { withQuery } from "#app/lib/paths.ts";
import type { Route } from "./+types/backup-download";

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect(adminPaths.backups);
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  if (!form) throw data("Form okunamadı.", { status: 400 });
  const name = field(form, DOWNLOAD_FIELDS.file);
  const result = await authorizeDownload(session, name, field(form, DOWNLOAD_FIELDS.password), field(form, DOWNLOAD_FIELDS.code));
  if (!result.ok) {
    const query = new URLSearchParams({ [DOWNLOAD_QUERY.refusal]: result.refusal });
    if (result.retryAfter) query.set(DOWNLOAD_QUERY.minutes, String(Math.ceil(result.retryAfter / 60)));
    if (result.refusal !== "dosya") query.set(DOWNLOAD_QUERY.file, name);
    throw redirect(withQuery(adminPaths.backups, query), 303);
  }
  // Opened before the answer starts: a file removed meanwhile is a refusal, not a broken download.
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(result.path, "r");
  } catch {
    throw redirect(withQuery(adminPaths.backups, new URLSearchParams({ [DOWNLOAD_QUERY.refusal]: "dosya" })), 303);
  }
  const { size } = await handle.stat();
  // The stream closes the handle when it ends or the client goes away.
  const stream = handle.createReadStream();
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Length": String(size),
      "Content-Disposition": `attachment; filename="${result.name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
