/**
 * The upload's limits, apart from the code that reads files (the server's
 * early body check, security/http.ts, needs them without loading a PDF parser).
 */
import { ATTACHMENT_MAX_BYTES } from "#app/lib/circulars.ts";

/** The form field of the file. */
export const ATTACHMENT_FIELD = "dosya";

/** A whole upload request: the file plus multipart's boundaries and part headers. */
export const ATTACHMENT_BODY_LIMIT = ATTACHMENT_MAX_BYTES + 64 * 1024;

export const ATTACHMENT_TOO_LARGE =
  "Dosya 20 MB'tan büyük; en çok 20 MB'lık bir dosya ekleyin (büyük bir PDF'i sıkıştırarak ya da bölerek küçültebilirsiniz).";
