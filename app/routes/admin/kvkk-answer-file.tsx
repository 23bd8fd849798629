/**
 * Yanıta dosya ekle: a file for a KVKK application's answer (PDF, DOCX, XLSX, JPEG, PNG; the
 * answer's files together at most 10 MB), checked by its content (kvkk/admin-files.ts). A page
 * of its own, so the upload works without JavaScript and has its own body limit
 * (web/security/http.ts); a stored file leads back to the application.
 */
import { data, Form, Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { addAnswerFile } from "#app/.server/kvkk/admin-files.ts";
import { kvkkApplicationDetail } from "#app/.server/kvkk/admin-read.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readBoundedForm } from "#app/.server/web/request-body.ts";
import { KVKK_ANSWER_FILE_BODY_LIMIT } from "#app/.server/web/security/http.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { kvkkAnswerFilePath, kvkkApplicationPath } from "#app/lib/admin-paths.ts";
import { isKvkkOpen, KVKK_ANSWER_FILE_FIELD, KVKK_ANSWER_FILE_TOO_LARGE } from "#app/lib/kvkk-admin.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import type { Route } from "./+types/kvkk-answer-file";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const detail = await kvkkApplicationDetail(params.id);
  if (!detail) throw data("Başvuru bulunamadı.", { status: 404 });
  const { application } = detail;
  return {
    id: application.id,
    reference: application.reference,
    open: isKvkkOpen(application.status),
    seo: await adminSeo(`Yanıta dosya ekle: ${application.reference}`, kvkkAnswerFilePath(application.id)),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readBoundedForm(request, KVKK_ANSWER_FILE_BODY_LIMIT);
  if (form === "too-large") return data({ error: KVKK_ANSWER_FILE_TOO_LARGE }, { status: 413 });
  const file = form?.get(KVKK_ANSWER_FILE_FIELD);
  if (!(file instanceof File) || (file.size === 0 && file.name === ""))
    return data({ error: "Eklemek için bir dosya seçin (PDF, DOCX, XLSX, JPEG ya da PNG)." }, { status: 400 });
  try {
    const outcome = await addAnswerFile(params.id, Buffer.from(await file.arrayBuffer()), file.name, session.admin.email);
    if (!outcome.ok) return data({ error: outcome.error }, { status: outcome.status });
  } catch (error) {
    return adminWriteFailed(error, "Dosya eklenemedi");
  }
  return redirect(withQuery(kvkkApplicationPath(params.id), { durum: "dosya-eklendi" }, "yanit-basligi"));
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function KvkkAnswerFile({ loaderData, actionData }: Route.ComponentProps) {
  const { id, reference, open } = loaderData;
  return (
    <>
      <p>
        <Link to={kvkkApplicationPath(id)}>← {reference}</Link>
      </p>
      <h1>Yanıta dosya ekle</h1>
      {open ? (
        <>
          <p>
            {reference} numaralı başvurunun yanıtına eklenecek dosya: PDF, DOCX, XLSX, JPEG ya da PNG. Yanıtın dosyaları birlikte en çok 10
            MB olabilir; yanıt e-postayla gönderilirse ek olarak gider.
          </p>
          <Alert>{actionData?.error}</Alert>
          <Form method="post" encType="multipart/form-data" className="admin-form narrow-form">
            <label htmlFor="kvkk-dosya">Dosya</label>
            <input
              id="kvkk-dosya"
              name={KVKK_ANSWER_FILE_FIELD}
              type="file"
              required
              accept=".pdf,.docx,.xlsx,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            />
            <div className="admin-actions">
              <button type="submit" className="button">
                Dosyayı ekle
              </button>
              <Link to={kvkkApplicationPath(id)} className="button button-outline">
                Vazgeç
              </Link>
            </div>
          </Form>
        </>
      ) : (
        <p>Bu başvuru sonuçlandı; yanıtına dosya eklenemez.</p>
      )}
    </>
  );
}
