/**
 * Yedekler (issue 40; Yönetici and up see the list): each backup's time, size,
 * whether it was verified (and if not, why), its off-site copy and what took
 * it, with the restore's exact command; the backups' health as Genel bakış
 * and Sistem durumu show it. The Sahip alone has "Şimdi yedekle" (this
 * route's action) and the download form (posted as a whole page to
 * routes/admin/backup-download.ts, which streams the file or sends the
 * browser back here with the reason). The use cases are backups/screen.ts.
 */
import { data, Form, redirect, useNavigation } from "react-router";
import { forbidden } from "#app/.server/accounts/access.ts";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { backupsScreen, mayManageBackups, takeBackupNow } from "#app/.server/backups/screen.ts";
import { adminShellData } from "#app/.server/overview/admin-shell.ts";
import { deployedRelease } from "#app/.server/platform/release.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { BackupDownloadForm } from "#app/components/admin/backups/BackupDownloadForm.tsx";
import { BackupsTable } from "#app/components/admin/backups/BackupsTable.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { DOWNLOAD_QUERY, downloadRefusalText } from "#app/lib/backups.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { formatFileSize } from "#app/lib/file-size.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import type { Route } from "./+types/backups";

const PATH = adminPaths.backups;
const TAKE_INTENT = "simdi-yedekle";
const TAKEN = "alindi";

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const screen = await backupsScreen(deployedRelease() !== null);
  const owner = mayManageBackups(session.admin.role);
  const minutes = Number(url.searchParams.get(DOWNLOAD_QUERY.minutes));
  const refusal = owner
    ? downloadRefusalText(url.searchParams.get(DOWNLOAD_QUERY.refusal), Number.isInteger(minutes) && minutes > 0 ? minutes : undefined)
    : undefined;
  const taken = url.searchParams.get("durum") === TAKEN ? url.searchParams.get("yedek") : null;
  const last = screen.health.lastVerified;
  return {
    rows: screen.rows.map((row) => ({
      ...row,
      at: formatTurkishDateTime(row.takenAt),
      size: formatFileSize(row.sizeBytes, { gigabytes: true }),
      offsiteAt: row.offsite ? formatTurkishDateTime(row.offsite.at) : "",
    })),
    problems: screen.health.problems,
    last: last ? `${formatTurkishDateTime(last.takenAt)}, ${formatFileSize(last.sizeBytes, { gigabytes: true })}` : undefined,
    offsiteConfigured: screen.health.offsiteConfigured,
    backupDir: screen.backupDir,
    owner,
    twoFactor: session.twoFactor,
    refusal,
    refusedFile: refusal ? (url.searchParams.get(DOWNLOAD_QUERY.file) ?? "") : "",
    taken: taken && screen.rows.some((row) => row.name === taken) ? taken : null,
    seo: await adminSeo("Yedekler", PATH),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  // The route is the Yönetici's (the list); taking a backup is the Sahip's, refused as any forbidden screen is.
  if (!mayManageBackups(session.admin.role)) throw forbidden(await adminShellData(session), "owner");
  const form = await readForm(request);
  if (form?.get("intent") !== TAKE_INTENT) return data({ error: "Bilinmeyen işlem." }, { status: 400 });
  const result = await takeBackupNow(session);
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  return redirect(withQuery(PATH, { durum: TAKEN, yedek: result.name }));
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Backups({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, problems, owner, refusal } = loaderData;
  const navigation = useNavigation();
  const taking = navigation.state !== "idle" && navigation.formData?.get("intent") === TAKE_INTENT;
  const takenRow = rows.find((row) => row.name === loaderData.taken);
  const downloadHeading = useFocusWhen<HTMLHeadingElement>(refusal?.text);
  return (
    <>
      <h1>Yedekler</h1>
      <p>
        Site her gün kendi yedeğini alır ve her yedeği saklamadan önce açıp denetler (doğrulama). Yalnızca doğrulanmış yedekler sayılır.
        Yedekler sunucuda <code>{loaderData.backupDir}</code> klasöründedir
        {loaderData.offsiteConfigured ? " ve her biri uzak depoya da kopyalanır." : "; uzak kopya ayarlı değil."}
      </p>
      {problems.length > 0 ? (
        <div className="admin-alert admin-alert-error backups-health" role="alert">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : (
        <p className="status-summary backups-health">
          <strong>Yedekler yolunda.</strong> Son doğrulanmış yedek: {loaderData.last}.
        </p>
      )}
      <p role="status" className="admin-status">
        {takenRow
          ? `Yedek alındı ve doğrulandı: ${takenRow.name} (${takenRow.size}).${loaderData.offsiteConfigured ? " Uzak kopyası arka planda alınıyor; sonucu listede görünür." : ""}`
          : ""}
      </p>
      <Alert>{actionData?.error}</Alert>
      {owner ? (
        <Form method="post" className="backups-take">
          <button type="submit" name="intent" value={TAKE_INTENT} className="button" disabled={taking} aria-disabled={taking}>
            {taking ? "Yedek alınıyor…" : "Şimdi yedekle"}
          </button>
        </Form>
      ) : (
        <p>Yedek almak ve indirmek Sahip'e özeldir; siz listeyi görebilirsiniz.</p>
      )}
      <BackupsTable rows={rows} />
      {owner && (
        <BackupDownloadForm
          action={adminPaths.backupDownload}
          files={rows.filter((row) => row.downloadable).map((row) => ({ name: row.name, label: `${row.at} · ${row.size} · ${row.name}` }))}
          twoFactor={loaderData.twoFactor}
          refusal={refusal}
          refusedFile={loaderData.refusedFile}
          headingRef={downloadHeading}
        />
      )}
    </>
  );
}
