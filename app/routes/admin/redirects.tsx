/**
 * Yönlendirmeler: every old address that answers 301 with its new one —
 * the automatic ones (a service's new address, a hidden or deleted service,
 * a renamed news item, the founder's page after a change of name) and the
 * office's own, typed here or imported from a CSV file of an old site's
 * addresses. A redirect can be deleted (its old address then answers as any
 * unknown address). ?eski=<path> fills in the form's old address (Bulunamayan
 * adresler's "Yönlendirme ekle").
 */
import { data, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import {
  importRedirectCsv,
  REDIRECT_CSV_MAX_BYTES,
  REDIRECT_CSV_MAX_ROWS,
  REDIRECT_CSV_TOO_LARGE,
} from "#app/.server/firm/redirect-csv.ts";
import { addRedirect, adminRedirects, removeRedirect } from "#app/.server/firm/redirects.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { discardBody, readBoundedForm } from "#app/.server/web/request-body.ts";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import {
  AddRedirectForm,
  type CsvReportView,
  REDIRECT_FIELDS as F,
  REDIRECT_INTENTS as I,
  ImportRedirectsForm,
} from "#app/components/admin/firm/RedirectForms.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { adminPaths, REDIRECT_FROM_PARAM } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/redirects";

const PATH = adminPaths.redirects;

const STATUS_TEXT: Record<string, string> = {
  eklendi: "Yönlendirme eklendi.",
  degisti: "Bu eski adresin yönlendirmesi değiştirildi.",
  silindi: "Yönlendirme silindi.",
};

/** A stored path as people read it: its Turkish letters and spaces, not their escapes. */
function readable(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = (await adminRedirects()).map((row) => ({
    from: row.from_path,
    fromText: readable(row.from_path),
    toText: readable(row.to_path),
    kind: row.kind === "auto" ? "Otomatik" : "Elle",
    when: formatTurkishDateTime(row.created_at),
    who: row.created_by ?? "–",
  }));
  const removing = rows.find((row) => row.from === url.searchParams.get("sil"));
  return {
    rows,
    removing,
    prefill: url.searchParams.get(REDIRECT_FROM_PARAM)?.slice(0, 2000) ?? "",
    status: statusMessage(STATUS_TEXT, url.searchParams.get("durum")),
    maxRows: REDIRECT_CSV_MAX_ROWS,
    seo: await adminSeo("Yönlendirmeler", PATH),
  };
}

interface ActionResult {
  error?: string;
  errors?: { from?: string; to?: string };
  values?: Record<string, string>;
  report?: CsvReportView[];
  summary?: string;
}

const answer = (result: ActionResult, status = 200) => data(result, { status });

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request).catch((error: unknown) => {
    discardBody(request);
    throw error;
  });
  const form = await readBoundedForm(request, REDIRECT_CSV_MAX_BYTES + 32 * 1024);
  if (form === "too-large") {
    return answer({ error: REDIRECT_CSV_TOO_LARGE }, 413);
  }
  if (!form) return answer({ error: "Form okunamadı; hiçbir şey değişmedi." }, 400);
  const intent = form.get("intent");
  const email = session.admin.email;
  try {
    if (intent === I.add) {
      const values = { [F.from]: String(form.get(F.from) ?? ""), [F.to]: String(form.get(F.to) ?? "") };
      const added = await addRedirect(values[F.from] ?? "", values[F.to] ?? "", email);
      if (!added.ok) return answer({ error: "Yönlendirme eklenemedi: işaretli alanları düzeltin.", errors: added.errors, values }, 400);
      return redirect(withQuery(PATH, { durum: added.redirect.replaced ? "degisti" : "eklendi" }), 303);
    }
    if (intent === I.remove) {
      const removed = await removeRedirect(String(form.get(F.from) ?? ""), email);
      if (!removed) return answer({ error: "Yönlendirme bulunamadı; başka bir oturumda silinmiş olabilir." }, 404);
      return redirect(`${PATH}?durum=silindi`, 303);
    }
    if (intent === I.importCsv) {
      const file = form.get(F.file);
      if (!(file instanceof File) || file.size === 0) return answer({ error: "İçe aktarmak için bir CSV dosyası seçin." }, 400);
      const imported = await importRedirectCsv(new Uint8Array(await file.arrayBuffer()), email);
      if (!imported.ok) return answer({ error: imported.message }, 400);
      const summary = `${imported.added} yönlendirme eklendi, ${imported.refused} satır reddedildi.`;
      return answer({ report: imported.report, summary });
    }
    return answer({ error: "Bilinmeyen işlem; hiçbir şey değişmedi." }, 400);
  } catch (error) {
    return adminWriteFailed(error, "Yönlendirme kaydedilemedi");
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, removing, status, maxRows, prefill } = loaderData;
  const result = actionData as ActionResult | undefined;
  const confirmHeading = useFocusWhen<HTMLHeadingElement>(removing?.from);
  return (
    <>
      <h1>Yönlendirmeler</h1>
      <p>
        Eski bir adres açıldığında ziyaretçi kalıcı olarak (301) yeni adrese gönderilir. Bir hizmetin adresi değiştiğinde, hizmet
        gizlendiğinde ya da silindiğinde, bir haberin başlığı değiştiğinde yönlendirme kendiliğinden eklenir. Eski sitenizin adreslerini
        burada elle ya da CSV dosyasıyla ekleyebilirsiniz. Yayındaki bir sayfanın adresi yönlendirilemez.
      </p>
      <p role="status" className="admin-status">
        {result?.summary ?? (result ? "" : status)}
      </p>
      <Alert>{result?.error}</Alert>
      {removing && (
        <ConfirmAction
          headingId="yonlendirme-sil"
          heading="Yönlendirme silinsin mi?"
          headingRef={confirmHeading}
          fields={{ [F.from]: removing.from }}
          intent={I.remove}
          confirmLabel="Evet, sil"
          cancelTo={PATH}
        >
          <p>
            {removing.fromText} artık {removing.toText} adresine yönlendirilmeyecek; bu adresi açan ziyaretçi “sayfa bulunamadı” görecek.
          </p>
        </ConfirmAction>
      )}
      <AddRedirectForm errors={result?.errors ?? {}} values={result?.values ?? (prefill ? { [F.from]: prefill } : {})} />
      <ImportRedirectsForm maxRows={maxRows} report={result?.report} />
      <h2>Tüm yönlendirmeler</h2>
      {rows.length === 0 ? (
        <p>Henüz yönlendirme yok.</p>
      ) : (
        <AdminTable
          className="redirect-table"
          caption="Yönlendirmeler (eski adrese göre sıralı)"
          columns={["Eski adres", "Yeni adres", "Tür", "Tarih", "Ekleyen"]}
        >
          {rows.map((row) => (
            <tr key={row.from}>
              <td data-label="Eski adres" className="admin-cell-title">
                {row.fromText}
              </td>
              <td data-label="Yeni adres" className="admin-cell-meta">
                {row.toText}
              </td>
              <td data-label="Tür">{row.kind}</td>
              <td data-label="Tarih" className="admin-cell-meta">
                {row.when}
              </td>
              <td data-label="Ekleyen" className="admin-cell-meta">
                {row.who}
              </td>
              <td className="admin-cell-actions">
                <Link
                  to={withQuery(PATH, { sil: row.from })}
                  className="button button-danger-outline button-small"
                  aria-label={`Sil: ${row.fromText}`}
                >
                  Sil
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
