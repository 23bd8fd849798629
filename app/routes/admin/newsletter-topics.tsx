/**
 * E-bülten konuları (issue 44, ADR 064): the topics the sign-up form and the
 * preference page offer and an issue is sent by. Add, rename, move, delete;
 * each topic's confirmed subscribers who chose it.
 */
import { data, Form, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { addTopic, adminTopics, moveTopic, removeTopic, renameTopic, topicCounts } from "#app/.server/newsletter/topics.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { AdminTable, RowAction } from "#app/components/admin/AdminTable.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { FieldError } from "#app/components/Field.tsx";
import { adminPaths, EDIT_PARAM } from "#app/lib/admin-paths.ts";
import { metaTags } from "#app/lib/meta.ts";
import { ALL_TOPICS_TEXT, TOPIC_NAME_MAX } from "#app/lib/newsletter-topics.ts";
import { withQuery } from "#app/lib/paths.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/newsletter-topics";

const PATH = adminPaths.newsletterTopics;

const STATUS_TEXT: Record<string, string> = {
  eklendi: "Konu eklendi.",
  guncellendi: "Konunun adı değiştirildi.",
  tasindi: "Konunun sırası değiştirildi.",
  silindi: "Konu silindi.",
};

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [topics, counts] = await Promise.all([adminTopics(), topicCounts()]);
  const renaming = topics.find((topic) => topic.id === url.searchParams.get(EDIT_PARAM));
  return {
    topics,
    allTopics: counts.allTopics,
    renaming: renaming && { id: renaming.id, name: renaming.name },
    status: statusMessage(STATUS_TEXT, url.searchParams.get("durum")),
    seo: await adminSeo("E-bülten konuları", PATH),
  };
}

const fail = (status: number, error: string, field?: { id?: string; value: string }) => data({ error, field }, { status });

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  if (!form) return fail(400, "Form okunamadı.");
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "").slice(0, 200);
  const name = String(form.get("ad") ?? "");
  const admin = session.admin.email;
  try {
    if (intent === "ekle") {
      const result = await addTopic(name, admin);
      return result.ok ? redirect(`${PATH}?durum=eklendi`, 303) : fail(400, result.message, { value: name });
    }
    if (intent === "adlandir") {
      const result = await renameTopic(id, name, admin);
      return result.ok ? redirect(`${PATH}?durum=guncellendi`, 303) : fail(400, result.message, { id, value: name });
    }
    if (intent === "yukari" || intent === "asagi") {
      const result = await moveTopic(id, intent === "yukari" ? -1 : 1, admin);
      return result.ok ? redirect(`${PATH}?durum=tasindi`, 303) : fail(404, result.message);
    }
    if (intent === "sil") {
      const result = await removeTopic(id, admin);
      return result.ok ? redirect(`${PATH}?durum=silindi`, 303) : fail(409, result.message);
    }
    return fail(400, "Bilinmeyen işlem.");
  } catch (error) {
    return adminWriteFailed(error, "Konu kaydedilemedi", { fields: { field: undefined } });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function NameForm({ id, value, error, label }: { id?: string; value: string; error?: string; label: string }) {
  const fieldId = id ? "konu-yeni-ad" : "konu-ad";
  return (
    <Form method="post" className="admin-form" key={id ?? "yeni"}>
      {id && <input type="hidden" name="id" value={id} />}
      <div className={`field${error ? " has-error" : ""}`}>
        <label htmlFor={fieldId}>{label}</label>
        <input
          id={fieldId}
          type="text"
          name="ad"
          required
          maxLength={TOPIC_NAME_MAX}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-hata` : undefined}
        />
        <FieldError id={fieldId} error={error} />
      </div>
      <div className="admin-actions">
        <button type="submit" name="intent" value={id ? "adlandir" : "ekle"} className="button">
          {id ? "Adı kaydet" : "Konu ekle"}
        </button>
        {id && (
          <Link to={PATH} className="button button-outline">
            Vazgeç
          </Link>
        )}
      </div>
    </Form>
  );
}

export default function NewsletterTopics({ loaderData, actionData }: Route.ComponentProps) {
  const { topics, renaming, status, allTopics } = loaderData;
  const field = actionData && "field" in actionData ? actionData.field : undefined;
  const renameError = field?.id ? actionData?.error : undefined;
  const addError = field && !field.id ? actionData?.error : undefined;
  return (
    <>
      <h1>E-bülten konuları</h1>
      <p>
        Abone olan, formda bu konulardan istediklerini işaretler; hiçbirini işaretlemeyen “{ALL_TOPICS_TEXT}” seçmiş olur ve her sayıyı
        alır. Bir sayı, konularından en az birini seçen ve “{ALL_TOPICS_TEXT}” seçen onaylı abonelere gider; konusu olmayan sayı herkese
        gider. Sirkülerden hazırlanan sayı, sirkülerin kategorilerine karşılık gelen konuları alır.{" "}
        <Link to={adminPaths.newsletter}>E-bültene dön</Link>
      </p>
      <p>
        “{ALL_TOPICS_TEXT}” seçen onaylı abone: {allTopics.toLocaleString("tr-TR")}.
      </p>
      <p role="status" className="admin-status">
        {actionData ? "" : status}
      </p>
      <Alert>{actionData && !field ? actionData.error : undefined}</Alert>
      {renaming ? (
        <section aria-labelledby="adlandir-basligi" className="admin-form-section">
          <h2 id="adlandir-basligi">“{renaming.name}” konusunu yeniden adlandır</h2>
          <NameForm id={renaming.id} value={field?.id ? field.value : renaming.name} error={renameError} label="Yeni adı" />
        </section>
      ) : (
        <section aria-labelledby="ekle-basligi" className="admin-form-section">
          <h2 id="ekle-basligi">Yeni konu</h2>
          <NameForm value={field && !field.id ? field.value : ""} error={addError} label="Konunun adı" />
        </section>
      )}
      <AdminTable caption="E-bülten konuları (formdaki sırayla)" columns={["Sıra", "Adı", "Sirküler kategorisinden", "Seçen onaylı abone"]}>
        {topics.map((topic, index) => (
          <tr key={topic.id}>
            <td className="admin-cell-meta">{index + 1}</td>
            <td className="admin-cell-title">{topic.name}</td>
            <td className="admin-cell-meta">{topic.fromCategory ? "Evet" : "Hayır"}</td>
            <td className="admin-cell-meta">{topic.chosen.toLocaleString("tr-TR")}</td>
            <td className="admin-cell-actions">
              {index > 0 && (
                <RowAction
                  intent="yukari"
                  fields={{ id: topic.id }}
                  label={`Yukarı taşı: ${topic.name}`}
                  buttonClassName="button button-outline button-small"
                >
                  Yukarı
                </RowAction>
              )}
              {index < topics.length - 1 && (
                <RowAction
                  intent="asagi"
                  fields={{ id: topic.id }}
                  label={`Aşağı taşı: ${topic.name}`}
                  buttonClassName="button button-outline button-small"
                >
                  Aşağı
                </RowAction>
              )}
              <Link
                to={withQuery(PATH, { [EDIT_PARAM]: topic.id })}
                className="button button-outline button-small"
                aria-label={`Yeniden adlandır: ${topic.name}`}
              >
                Yeniden adlandır
              </Link>
              <RowAction
                intent="sil"
                fields={{ id: topic.id }}
                label={`Sil: ${topic.name}`}
                buttonClassName="button button-danger-outline button-small"
              >
                Sil
              </RowAction>
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
