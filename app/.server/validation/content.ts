import { z } from "zod";
import type { ListName } from "#app/.server/repositories/lists.ts";
import { CONTENT_LIMITS } from "#app/lib/admin-lists.ts";

function required(label: string, max: number) {
  return z
    .string({ error: `${label} alanı zorunludur.` })
    .trim()
    .min(1, `${label} alanı zorunludur.`)
    .max(max, `${label} en fazla ${max.toLocaleString("tr-TR")} karakter olabilir.`);
}

/** Bodies keep the admin's paragraphs and line breaks: only the ends are trimmed. */
const body = (label: string) =>
  z
    .string({ error: `${label} alanı zorunludur.` })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, `${label} alanı zorunludur.`)
        .max(CONTENT_LIMITS.body, `${label} en fazla ${CONTENT_LIMITS.body.toLocaleString("tr-TR")} karakter olabilir.`),
    );

const httpUrl = required("Bağlantı", CONTENT_LIMITS.url).refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}, "Bağlantı http:// veya https:// ile başlayan tam bir adres olmalıdır (ör. https://www.gib.gov.tr).");

const post = z.object({ baslik: required("Başlık", CONTENT_LIMITS.title), icerik: body("İçerik") });
const question = z.object({ soru: required("Soru", CONTENT_LIMITS.question), cevap: body("Cevap") });
const tool = z.object({ baslik: required("Başlık", CONTENT_LIMITS.title), baglanti: httpUrl });

/** Each list's form: its schema and which fields become the entry's title and text. */
export const ENTRY_FORMS = {
  duyurular: { schema: post, title: "baslik", text: "icerik" },
  haberler: { schema: post, title: "baslik", text: "icerik" },
  sorular: { schema: question, title: "soru", text: "cevap" },
  araclar: { schema: tool, title: "baslik", text: "baglanti" },
} as const satisfies Record<ListName, { schema: z.ZodObject; title: string; text: string }>;
