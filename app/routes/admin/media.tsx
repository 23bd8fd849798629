import { type ChangeEvent, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { getAdminSession, requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { DatabaseBusyError } from "#app/.server/db/index.ts";
import { log } from "#app/.server/log.ts";
import { ImageRejected } from "#app/.server/media/images.ts";
import { type LibraryItem, type MediaUsage, mediaLibrary, removeMedia, type StoredImage, storeUpload } from "#app/.server/media/library.ts";
import { discardBody, readBoundedForm, readUpload } from "#app/.server/media/upload.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { ConfirmDelete } from "#app/components/admin/ConfirmDelete.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { adminListPath, CONTENT_LISTS } from "#app/lib/content-lists.ts";
import { formatTurkishDate } from "#app/lib/dates.ts";
import { MAX_UPLOAD_BYTES, mediaUrl, UPLOAD_FIELD, UPLOAD_TOO_LARGE } from "#app/lib/media.ts";
import { metaTags } from "#app/lib/meta.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/media";

const PATH = adminPaths.media;
const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

const STATUS_TEXT: Record<string, string> = {
  yuklendi: "Görsel yüklendi.",
  silindi: "Görsel silindi.",
};

const SIGNED_OUT = "Oturumunuz sona ermiş. Lütfen yeniden giriş yapın.";
const BUSY = "Veritabanı şu anda başka bir işlem için kilitli; görsel kaydedilmedi. Lütfen birkaç saniye sonra yeniden deneyin.";

type UploadResult = { ok: true; image: StoredImage } | { ok: false; status: number; error: string };

/** Reads, checks and stores the request's upload. */
async function upload(request: Request, adminEmail: string): Promise<UploadResult> {
  const reading = await readUpload(request);
  if (!reading.ok) return reading;
  try {
    return { ok: true, image: await storeUpload(reading.bytes, reading.fileName, adminEmail) };
  } catch (error) {
    if (error instanceof ImageRejected) return { ok: false, status: 400, error: error.message };
    if (error instanceof DatabaseBusyError) return { ok: false, status: 503, error: BUSY };
    log.error({ err: error }, "image upload failed");
    return { ok: false, status: 500, error: "Görsel kaydedilemedi: sunucu hatası. Lütfen yeniden deneyin." };
  }
}

const wantsJson = (request: Request) => /\bapplication\/json\b/i.test(request.headers.get("accept") ?? "");

/**
 * The editor's upload (`Accept: application/json`): answered with JSON, the
 * image's id, src, width and height, or `{"error"}` with a 4xx/5xx status.
 * A middleware, because a page's action answers an HTML page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    if (request.method !== "POST" || !wantsJson(request)) return next();
    const session = await getAdminSession(request);
    if (!session) {
      discardBody(request);
      return Response.json({ error: SIGNED_OUT }, { status: 401 });
    }
    const result = await upload(request, session.admin.email);
    if (!result.ok) return Response.json({ error: result.error }, { status: result.status });
    const { id, src, width, height } = result.image;
    return Response.json({ id, src, width, height });
  },
];

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const items = (await mediaLibrary()).map(toView);
  return {
    items,
    deleting: items.find((item) => item.id === url.searchParams.get("sil")),
    status: statusMessage(STATUS_TEXT, url.searchParams.get("durum")),
    seo: adminSeo("Görseller", PATH),
  };
}

const fail = (status: number, error: string, field?: "upload") => data({ error, field }, { status });

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request).catch((error: unknown) => {
    discardBody(request);
    throw error;
  });
  // The upload form without JavaScript, or through React Router's form.
  if (/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    const result = await upload(request, session.admin.email);
    if (!result.ok) return fail(result.status, result.error, "upload");
    return redirect(`${PATH}?durum=yuklendi`, 303);
  }
  const form = await readBoundedForm(request, 32 * 1024);
  if (form === null || form === "too-large") return fail(400, "Form okunamadı.");
  if (form.get("intent") !== "sil") return fail(400, "Bilinmeyen işlem.");
  try {
    const result = await removeMedia(String(form.get("id") ?? ""), session.admin.email);
    if (result.ok) return redirect(`${PATH}?durum=silindi`, 303);
    if (result.reason === "gone") return fail(404, "Görsel bulunamadı; başka bir oturumda silinmiş olabilir.");
    return fail(
      409,
      `Bu görsel kullanımda olduğu için silinemez: ${result.usages.map(usageText).join("; ")}. Önce bu kayıtlardan kaldırın.`,
    );
  } catch (error) {
    if (error instanceof DatabaseBusyError) return fail(503, BUSY.replace("görsel kaydedilmedi", "görsel silinmedi"));
    log.error({ err: error }, "image delete failed");
    return fail(500, "Görsel silinemedi: sunucu hatası. Lütfen yeniden deneyin.");
  }
}

/** "kapak", "metin" or both. */
const placeText = (usage: Pick<MediaUsage, "cover" | "body">) =>
  [usage.cover && "kapak görseli", usage.body && "metinde"].filter(Boolean).join(" ve ");

function usageText(usage: MediaUsage): string {
  const where = usage.deleted ? `Çöp kutusu (${CONTENT_LISTS[usage.list].label})` : CONTENT_LISTS[usage.list].label;
  return `${where}: “${usage.title}” (${placeText(usage)})`;
}

/** A picture as the screen shows it (no bytes, only what the table needs). */
function toView(item: LibraryItem) {
  const smallest = (format: string) =>
    item.files.filter((f) => f.format === format && f.size !== "og").sort((a, b) => a.width - b.width)[0];
  const jpeg = smallest("jpeg");
  const webp = smallest("webp");
  return {
    id: item.id,
    fileName: item.file_name,
    width: item.width,
    height: item.height,
    kilobytes: Math.max(1, Math.round(item.bytes / 1024)),
    createdAt: item.created_at,
    thumbnail: jpeg && {
      jpeg: mediaUrl(item.id, jpeg.size, "jpeg"),
      webp: webp && mediaUrl(item.id, webp.size, "webp"),
      width: jpeg.width,
      height: jpeg.height,
    },
    usages: item.usages.map((usage) => ({
      key: `${usage.list}/${usage.entryId}`,
      list: CONTENT_LISTS[usage.list].label,
      title: usage.title,
      place: placeText(usage),
      deleted: usage.deleted,
      href: usage.deleted ? undefined : `${adminListPath(usage.list)}?duzenle=${usage.entryId}`,
    })),
  };
}

type ItemView = ReturnType<typeof toView>;

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
      {failed && failed.field !== "upload" && (
        <p role="alert" className="admin-alert admin-alert-error">
          {failed.error}
        </p>
      )}
      <UploadForm error={failed?.field === "upload" ? failed.error : undefined} />
      {deleting &&
        (deleting.usages.length > 0 ? (
          <p role="alert" className="admin-alert admin-alert-error">
            “{deleting.fileName}” kullanımda olduğu için silinemez. Önce kullanıldığı kayıtlardan kaldırın.
          </p>
        ) : (
          <ConfirmDelete id={deleting.id} heading="Görsel silinsin mi?" cancelTo={PATH}>
            “{deleting.fileName}” ve bütün boyutları kalıcı olarak silinecek. Bu işlem geri alınamaz.
          </ConfirmDelete>
        ))}
      {items.length === 0 ? <p>Henüz yüklenmiş bir görsel yok.</p> : <MediaTable items={items} />}
    </>
  );
}

function UploadForm({ error }: { error: string | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const [tooLarge, setTooLarge] = useState(false);
  // With JavaScript a file over the limit is refused before it is sent.
  const check = (event: ChangeEvent<HTMLInputElement>) => {
    const large = (event.currentTarget.files?.[0]?.size ?? 0) > MAX_UPLOAD_BYTES;
    event.currentTarget.setCustomValidity(large ? UPLOAD_TOO_LARGE : "");
    setTooLarge(large);
  };
  const message = tooLarge ? UPLOAD_TOO_LARGE : error;
  return (
    <section className="admin-form-section" aria-labelledby="yukleme-basligi">
      <h2 id="yukleme-basligi">Görsel yükle</h2>
      <Form method="post" encType="multipart/form-data" className="narrow-form">
        <div className={`field${message ? " has-error" : ""}`}>
          <label htmlFor="gorsel-dosyasi">Görsel dosyası</label>
          <input
            id="gorsel-dosyasi"
            type="file"
            name={UPLOAD_FIELD}
            accept={ACCEPT}
            required
            onChange={check}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? "gorsel-dosyasi-ipucu gorsel-dosyasi-hata" : "gorsel-dosyasi-ipucu"}
          />
          <p id="gorsel-dosyasi-ipucu" className="field-hint">
            JPEG, PNG, WebP veya AVIF; en fazla 15 MB ve 40 megapiksel. Konum (GPS) ve diğer kamera bilgileri silinir.
          </p>
          {message && (
            <p id="gorsel-dosyasi-hata" className="field-error" role="alert">
              {message}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Yükleniyor…" : "Yükle"}
        </button>
      </Form>
    </section>
  );
}

function MediaTable({ items }: { items: ItemView[] }) {
  return (
    <table className="admin-table media-table">
      <caption className="visually-hidden">Yüklenen görseller (en yeni üstte)</caption>
      <thead>
        <tr>
          <th scope="col">Görsel</th>
          <th scope="col">Dosya</th>
          <th scope="col">Yüklenme</th>
          <th scope="col">Kullanıldığı yerler</th>
          <th scope="col">
            <span className="visually-hidden">İşlemler</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td className="media-thumb">
              {item.thumbnail && (
                <picture>
                  {item.thumbnail.webp && <source type="image/webp" srcSet={item.thumbnail.webp} />}
                  <img
                    src={item.thumbnail.jpeg}
                    width={item.thumbnail.width}
                    height={item.thumbnail.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                </picture>
              )}
            </td>
            <td>
              <span className="admin-cell-title">{item.fileName}</span>
              <span className="admin-cell-meta media-size">
                {item.width} × {item.height} piksel, {item.kilobytes.toLocaleString("tr-TR")} KB
              </span>
            </td>
            <td className="admin-cell-meta">
              <time dateTime={item.createdAt}>{formatTurkishDate(item.createdAt)}</time>
            </td>
            <td>
              {item.usages.length === 0 ? (
                <span className="admin-cell-meta">Kullanılmıyor</span>
              ) : (
                <ul className="media-usages">
                  {item.usages.map((usage) => (
                    <li key={usage.key}>
                      {usage.href ? (
                        <Link to={usage.href}>
                          {usage.list}: {usage.title}
                        </Link>
                      ) : (
                        <span>
                          Çöp kutusu ({usage.list}): {usage.title}
                        </span>
                      )}{" "}
                      <span className="admin-cell-meta">({usage.place})</span>
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td className="admin-cell-actions">
              {item.usages.length === 0 ? (
                <Link to={`?sil=${item.id}`} className="button button-danger-outline button-small" aria-label={`Sil: ${item.fileName}`}>
                  Sil
                </Link>
              ) : (
                <span className="admin-cell-meta">Kullanımda, silinemez</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
