import { data, Form, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { inbox, markMessage, removeMessage } from "#app/.server/contact/messages.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmDelete } from "#app/components/admin/ConfirmDelete.tsx";
import { PlainText } from "#app/components/Prose.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import type { Route } from "./+types/messages";

const PATH = adminPaths.messages;

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const messages = await inbox();
  const deletingId = url.searchParams.get("sil");
  return {
    messages: messages.map((m) => ({ ...m, when: formatTurkishDateTime(m.created_at) })),
    deleting: messages.find((m) => m.id === deletingId),
    deleted: url.searchParams.get("durum") === "silindi",
    seo: await adminSeo("Mesajlar", PATH),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  const id = String(form?.get("id") ?? "");
  const intent = form?.get("intent");
  if (intent === "sil") {
    if (!(await removeMessage(id, session.admin.email))) return data({ error: "Mesaj bulunamadı." }, { status: 404 });
    return redirect(`${PATH}?durum=silindi`);
  }
  if (intent === "okundu" || intent === "okunmadi") {
    if (!(await markMessage(id, intent === "okundu", session.admin.email))) return data({ error: "Mesaj bulunamadı." }, { status: 404 });
    return { error: undefined };
  }
  return data({ error: "Bilinmeyen işlem." }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, deleting, deleted } = loaderData;
  const unread = messages.filter((m) => !m.read_at).length;
  return (
    <>
      <h1>Mesajlar</h1>
      <p>
        İletişim formundan gelen mesajlar, en yeni üstte. {messages.length} mesaj, {unread} okunmamış.
      </p>
      <p role="status" className="admin-status">
        {deleted ? "Mesaj silindi." : ""}
      </p>
      <Alert>{actionData?.error}</Alert>
      {deleting && (
        <ConfirmDelete id={deleting.id} heading="Mesaj silinsin mi?" cancelTo={PATH}>
          {deleting.name} adlı kişinin “{deleting.subject}” konulu mesajı kalıcı olarak silinecek.
        </ConfirmDelete>
      )}
      {messages.length === 0 ? (
        <p>Henüz mesaj yok.</p>
      ) : (
        <ul className="admin-messages">
          {messages.map((m) => (
            <li key={m.id} className={m.read_at ? "admin-message" : "admin-message is-unread"}>
              <article aria-labelledby={`mesaj-${m.id}`}>
                <header className="admin-message-head">
                  <h2 id={`mesaj-${m.id}`}>
                    {!m.read_at && <span className="badge">Okunmadı</span>}{" "}
                    {m.language === "en" && <span className="badge">İngilizce form</span>} {m.subject}
                  </h2>
                  <p className="admin-cell-meta">{m.when}</p>
                </header>
                <p className="admin-message-from">
                  {m.name} · <a href={`mailto:${m.email}`}>{m.email}</a> · <a href={`tel:${m.phone.replace(/[^\d+]/g, "")}`}>{m.phone}</a>
                </p>
                <div className="admin-message-body">
                  <PlainText text={m.body} />
                </div>
                <div className="admin-actions">
                  <Form method="post">
                    <input type="hidden" name="id" value={m.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={m.read_at ? "okunmadi" : "okundu"}
                      className="button button-outline button-small"
                    >
                      {m.read_at ? "Okunmadı olarak işaretle" : "Okundu olarak işaretle"}
                    </button>
                  </Form>
                  <Link
                    to={withQuery("", { sil: m.id })}
                    className="button button-danger-outline button-small"
                    aria-label={`Sil: ${m.subject}`}
                  >
                    Sil
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
