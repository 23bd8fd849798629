import { data, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { ownUploadUsage } from "#app/.server/accounts/upload-quota.ts";
import {
  answerEditorUpload,
  deleteFromLibrary,
  isEditorUpload,
  isFormUpload,
  libraryView,
  mayDeleteMedia,
  receiveUpload,
} from "#app/.server/media/admin-library.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { discardBody, readBoundedForm } from "#app/.server/web/request-body.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmDelete } from "#app/components/admin/ConfirmDelete.tsx";
import { MediaTable } from "#app/components/admin/media/MediaTable.tsx";
import { UploadForm } from "#app/components/admin/media/UploadForm.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { metaTags } from "#app/lib/meta.ts";
import { statusMessage } from "#app/lib/text.ts";
import { uploadUsageText } from "#app/lib/upload-quota.ts";
import type { Route } from "./+types/media";

const PATH = adminPaths.media;

const STATUS_TEXT: Record<string, string> = {
  yuklendi: "Görsel yüklendi.",
  silindi: "Görsel silindi.",
};

/**
 * The editor's upload (`Accept: application/json`) is answered with JSON.
 * A middleware, because a page's action answers an HTML page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => (isEditorUpload(request) ? answerEditorUpload(request) : next()),
];

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const items = await libraryView();
  const mayDelete = mayDeleteMedia(session.admin.role);
  return {
    items,
    mayDelete,
    deleting: mayDelete ? items.find((item) => item.id === url.searchParams.get("sil")) : undefined,
    status: statusMessage(STATUS_TEXT, url.searchParams.get("durum")),
    usage: uploadUsageText(await ownUploadUsage(session.admin.email)),
    seo: await adminSeo("Görseller", PATH),
  };
}

const fail = (status: number, error: string, field?: "upload", headers?: Record<string, string>) =>
  data({ error, field }, { status, headers });

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request).catch((error: unknown) => {
    discardBody(request);
    throw error;
  });
  if (isFormUpload(request)) {
    const result = await receiveUpload(request, session.admin.email);
    if (!result.ok) return fail(result.status, result.error, "upload", result.headers);
    return redirect(`${PATH}?durum=yuklendi`, 303);
  }
  const form = await readBoundedForm(request, 32 * 1024);
  if (form === null || form === "too-large") return fail(400, "Form okunamadı.");
  if (form.get("intent") !== "sil") return fail(400, "Bilinmeyen işlem.");
  const result = await deleteFromLibrary(String(form.get("id") ?? ""), session.admin);
  if (!result.ok) return fail(result.status, result.error, undefined, result.headers);
  return redirect(`${PATH}?durum=silindi`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function MediaLibraryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, deleting, status } = loaderData;
  const failed = actionData && "error" in actionData ? actionData : undefined;
  return (
    <>
      <div className="admin-title-row">
        <h1>Görseller</h1>
      </div>
      <p role="status" className="admin-status">
        {status}
      </p>
      <Alert>{failed?.field === "upload" ? undefined : failed?.error}</Alert>
      <UploadForm error={failed?.field === "upload" ? failed.error : undefined} usage={loaderData.usage} />
      {deleting &&
        (deleting.usages.length > 0 ? (
          <Alert>“{deleting.fileName}” kullanımda olduğu için silinemez. Önce kullanıldığı kayıtlardan kaldırın.</Alert>
        ) : (
          <ConfirmDelete id={deleting.id} heading="Görsel silinsin mi?" cancelTo={PATH}>
            “{deleting.fileName}” ve bütün boyutları kalıcı olarak silinecek. Bu işlem geri alınamaz.
          </ConfirmDelete>
        ))}
      {items.length === 0 ? <p>Henüz yüklenmiş bir görsel yok.</p> : <MediaTable items={items} mayDelete={loaderData.mayDelete} />}
    </>
  );
}
