import { useEffect, useRef, useState } from "react";
import { ACCEPTED_IMAGES, type UploadedImage, uploadImage } from "#app/components/admin/upload.ts";
import { FieldError } from "#app/components/Field.tsx";
import { CONTENT_LIMITS } from "#app/lib/content-lists.ts";
import { WORKFLOW_FIELDS as F } from "#app/lib/entry-form.ts";
import { mediaUrl } from "#app/lib/paths.ts";

/** The og crop (1200×630, JPEG) exists for every uploaded image: a safe thumbnail for a saved cover. */
const savedCoverSrc = (id: string) => mediaUrl(id, "og", "jpeg");

/**
 * A news item's or announcement's cover: upload (JavaScript), preview,
 * remove; the media id travels in the hidden `kapak` field. Alt text is
 * required unless the image is marked decorative.
 */
export function CoverImageField({
  mediaId,
  alt,
  decorative,
  errors,
}: {
  mediaId: string;
  alt: string;
  decorative: boolean;
  errors: Record<string, string | undefined>;
}) {
  const [cover, setCover] = useState<{ id: string; src: string } | undefined>(
    mediaId ? { id: mediaId, src: savedCoverSrc(mediaId) } : undefined,
  );
  const [isDecorative, setDecorative] = useState(decorative);
  const [status, setStatus] = useState<string>();
  const [mounted, setMounted] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const uploadRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setMounted(true), []);

  async function upload(file: File) {
    setStatus("Kapak görseli yükleniyor…");
    try {
      const image: UploadedImage = await uploadImage(file);
      setCover({ id: image.id, src: image.src });
      setStatus("Kapak görseli yüklendi. Görselin ne gösterdiğini yazın.");
    } catch (error) {
      setStatus(error instanceof Error ? error.message : "Görsel yüklenemedi.");
    }
  }

  const altError = errors[F.coverAlt];
  const coverError = errors[F.cover];
  return (
    <fieldset className={`cover-field${altError || coverError ? " has-error" : ""}`} aria-describedby="kapak-ipucu">
      <legend>Kapak görseli (isteğe bağlı)</legend>
      <input type="hidden" name={F.cover} value={cover?.id ?? ""} />
      <p className="field-hint" id="kapak-ipucu">
        Yazının başında gösterilir. Sayfa sosyal medyada ya da mesajlaşma uygulamalarında paylaşıldığında bağlantının yanında görünen görsel
        de budur.
      </p>
      {cover ? (
        <img className="cover-thumb" src={cover.src} alt="" width={240} height={126} />
      ) : (
        <p className="field-hint">Kapak görseli yok.</p>
      )}
      <FieldError id={`kayit-${F.cover}`} error={coverError} />
      {mounted ? (
        <div className="admin-actions">
          <button type="button" ref={uploadRef} className="button button-outline button-small" onClick={() => fileRef.current?.click()}>
            {cover ? "Başka görsel yükle" : "Kapak görseli yükle"}
          </button>
          {cover && (
            <button
              type="button"
              className="button button-danger-outline button-small"
              onClick={() => {
                setCover(undefined);
                setStatus("Kapak görseli kaldırıldı (kaydedince geçerli olur).");
                uploadRef.current?.focus();
              }}
            >
              Kapak görselini kaldır
            </button>
          )}
          <input
            ref={fileRef}
            type="file"
            accept={ACCEPTED_IMAGES}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
        </div>
      ) : (
        <p className="field-hint">Görsel yüklemek için tarayıcınızda JavaScript açık olmalıdır.</p>
      )}
      <p role="status" className="editor-status">
        {status}
      </p>
      {cover && (
        <>
          <div className={`field${altError ? " has-error" : ""}`}>
            <label htmlFor={`kayit-${F.coverAlt}`}>Görselin açıklaması (alternatif metin)</label>
            <input
              id={`kayit-${F.coverAlt}`}
              name={F.coverAlt}
              defaultValue={alt}
              maxLength={CONTENT_LIMITS.alt}
              disabled={isDecorative}
              aria-invalid={altError ? true : undefined}
              aria-describedby={altError ? `kayit-${F.coverAlt}-hata` : undefined}
            />
            <FieldError id={`kayit-${F.coverAlt}`} error={altError} />
          </div>
          <div className="field-check">
            <input
              type="checkbox"
              id={`kayit-${F.coverDecorative}`}
              name={F.coverDecorative}
              value="1"
              checked={isDecorative}
              onChange={(event) => setDecorative(event.target.checked)}
            />
            <label htmlFor={`kayit-${F.coverDecorative}`}>Dekoratif görsel (bir şey anlatmıyor; açıklama gerekmez)</label>
          </div>
        </>
      )}
    </fieldset>
  );
}
