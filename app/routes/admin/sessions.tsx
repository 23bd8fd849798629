import { data, Form, redirect } from "react-router";
import { endOtherSessions, endOwnSession, listOwnSessions } from "#app/.server/accounts/own-sessions.ts";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { AccountNav } from "#app/components/admin/AccountNav.tsx";
import { AdminTable, RowAction } from "#app/components/admin/AdminTable.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import type { Route } from "./+types/sessions";

const PATH = adminPaths.sessions;

/** The status shown after an action (post/redirect/get), from the query string. */
function statusMessage(url: URL): string {
  const status = url.searchParams.get("durum");
  if (status === "kapatildi") return "Oturum kapatıldı.";
  if (status === "digerleri-kapatildi") {
    const count = Number(url.searchParams.get("sayi") ?? 0);
    return Number.isInteger(count) && count > 0 ? `Diğer ${count} oturum kapatıldı.` : "Kapatılacak başka oturum yoktu.";
  }
  return "";
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const sessions = await listOwnSessions(session);
  return {
    sessions: sessions.map((s) => ({
      id: s.id,
      device: s.device,
      ip: s.ip ?? "–",
      startedAt: formatTurkishDateTime(s.startedAt),
      lastSeenAt: formatTurkishDateTime(s.lastSeenAt),
      current: s.current,
    })),
    status: statusMessage(url),
    seo: await adminSeo("Oturumlar", PATH),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  const intent = form?.get("intent");
  if (intent === "digerlerini-kapat") {
    const ended = await endOtherSessions(session);
    return redirect(withQuery(PATH, { durum: "digerleri-kapatildi", sayi: ended }), 303);
  }
  if (intent === "kapat") {
    const id = String(form?.get("id") ?? "");
    const result = id.length > 0 && id.length <= 100 ? await endOwnSession(session, id) : "gone";
    if (result === "ended") return redirect(`${PATH}?durum=kapatildi`, 303);
    if (result === "current") {
      return data({ error: "Bu oturumu kapatmak için Çıkış Yap düğmesini kullanın." }, { status: 400 });
    }
    return data({ error: "Bu oturum artık açık değil: kapatılmış ya da süresi dolmuş olabilir." }, { status: 404 });
  }
  return data({ error: "Bilinmeyen işlem." }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Sessions({ loaderData, actionData }: Route.ComponentProps) {
  const { sessions, status } = loaderData;
  const others = sessions.filter((s) => !s.current).length;
  return (
    <>
      <h1>Oturumlar</h1>
      <AccountNav />
      <p>
        Hesabınızla açık olan oturumlar; en son kullanılan üstte. Tanımadığınız bir oturum görürseniz kapatın ve şifrenizi değiştirin. Cihaz
        bilgisi tarayıcının kendi bildirdiğidir.
      </p>
      <p role="status" className="admin-status">
        {actionData ? "" : status}
      </p>
      <Alert>{actionData?.error}</Alert>
      <AdminTable
        className="session-table"
        caption="Açık oturumlarınız (en son kullanılan üstte)"
        columns={["Cihaz", "Adres", "Başladı", "Son etkinlik"]}
      >
        {sessions.map((s) => (
          <tr key={s.id} className={s.current ? "session-current" : undefined}>
            <td className="admin-cell-title" data-label="Cihaz">
              {s.device}
              {s.current && <span className="session-badge">Bu oturum</span>}
            </td>
            <td className="admin-cell-meta" data-label="Adres">
              {s.ip}
            </td>
            <td className="admin-cell-meta" data-label="Başladı">
              {s.startedAt}
            </td>
            <td className="admin-cell-meta" data-label="Son etkinlik">
              {s.lastSeenAt}
            </td>
            <td className="admin-cell-actions">
              {!s.current && (
                <RowAction
                  intent="kapat"
                  fields={{ id: s.id }}
                  label={`Oturumu kapat: ${s.device}, ${s.ip}, başladı ${s.startedAt}`}
                  buttonClassName="button button-danger-outline button-small"
                >
                  Oturumu kapat
                </RowAction>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      {others > 0 ? (
        <Form method="post" className="session-end-all">
          <button type="submit" name="intent" value="digerlerini-kapat" className="button button-danger">
            Diğer bütün oturumları kapat
          </button>
        </Form>
      ) : (
        <p className="session-end-all">Bu tarayıcı dışında açık oturumunuz yok.</p>
      )}
    </>
  );
}
