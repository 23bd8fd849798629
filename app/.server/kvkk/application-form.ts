/**
 * The KVKK application form (/kvkk/basvuru): its fields with their Turkish messages, and its
 * action through the public forms' common one (web/public-forms.ts: honeypot, rate limit, busy
 * database, post/redirect/get to the "received" page of the reference it was given). The
 * documents are checked before anything is written (documents.ts); a refusal stores nothing.
 */
import { z } from "zod";
import { fileApplication } from "#app/.server/kvkk/applications.ts";
import { checkDocuments } from "#app/.server/kvkk/documents.ts";
import { email, line, optionalLine, repeated, text } from "#app/.server/web/forms.ts";
import { FORM_LIMIT, FormRefusal, handlePublicForm } from "#app/.server/web/public-forms.ts";
import { check, RateLimitedError } from "#app/.server/web/security/rate-limit.ts";
import { KVKK_ANSWER_CHANNELS, KVKK_RELATIONS, KVKK_RIGHTS } from "#app/lib/kvkk.ts";
import { KVKK_CITIZENSHIP, KVKK_DOCUMENT_FIELD, KVKK_REQUEST_MIN, kvkkApplicationLimits as limits } from "#app/lib/kvkk-application.ts";
import { kvkkReceivedPath } from "#app/lib/paths.ts";
import { digitsOf, isValidTcKimlikNo } from "#app/lib/turkish-ids.ts";

const ids = <T extends { id: string }>(list: readonly T[]) => list.map((item) => item.id) as [T["id"], ...T["id"][]];

const PHONE = (v: string) => /^[0-9+()\-\s.]+$/.test(v) && /\d{7,}/.test(v.replace(/\D/g, ""));

export const kvkkApplicationSchema = z
  .object({
    ad_soyad: line("Ad ve soyad", limits.ad_soyad),
    vatandaslik: z.enum(ids(KVKK_CITIZENSHIP), { error: "T.C. vatandaşı mı yoksa yabancı uyruklu mu olduğunuzu seçin." }),
    tc_kimlik_no: optionalLine("T.C. kimlik numarası", limits.tc_kimlik_no + 10),
    uyrugu: optionalLine("Uyruk", limits.uyrugu),
    kimlik_belgesi_no: optionalLine("Pasaport ya da kimlik numarası", limits.kimlik_belgesi_no),
    adres: text("Tebligata esas adres", limits.adres),
    eposta: email(limits.eposta),
    telefon: optionalLine("Telefon", limits.telefon).refine(
      (v) => v === "" || PHONE(v),
      "Geçerli bir telefon numarası girin (ör. 0312 000 00 00).",
    ),
    haklar: repeated(
      z
        .array(z.enum(ids(KVKK_RIGHTS), { error: "Listede olmayan bir hak seçildi." }), {
          error: "Kullanmak istediğiniz en az bir hakkı seçin.",
        })
        .min(1, "Kullanmak istediğiniz en az bir hakkı seçin."),
    ),
    talep: text("Talebiniz", limits.talep).refine(
      (v) => v.length >= KVKK_REQUEST_MIN,
      `Talebinizi en az ${KVKK_REQUEST_MIN} karakterle açıklayın.`,
    ),
    iliski: z.enum(ids(KVKK_RELATIONS), { error: "Firmamızla ilişkinizi seçin." }),
    iliski_aciklama: optionalLine("İlişkinizin açıklaması", limits.iliski_aciklama),
    yanit_kanali: z.enum(ids(KVKK_ANSWER_CHANNELS), { error: "Yanıtı nasıl almak istediğinizi seçin." }),
  })
  .superRefine(
    (value, ctx) => {
      // Runs also when other fields failed (`when`), so every message shows at once; hence the defensive reads.
      const given = value as Partial<Record<string, unknown>>;
      const str = (name: string) => (typeof given[name] === "string" ? (given[name] as string).trim() : "");
      const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      if (given.vatandaslik === "tc") {
        const id = digitsOf(str("tc_kimlik_no"));
        if (!id) issue("tc_kimlik_no", "T.C. kimlik numarası alanı zorunludur.");
        else if (!/^\d{11}$/.test(id)) issue("tc_kimlik_no", "T.C. kimlik numarası 11 rakamdan oluşur.");
        else if (!isValidTcKimlikNo(id)) issue("tc_kimlik_no", "Bu T.C. kimlik numarası geçerli değil; lütfen rakamları kontrol edin.");
      }
      if (given.vatandaslik === "yabanci") {
        if (!str("uyrugu")) issue("uyrugu", "Uyruk alanı zorunludur.");
        if (!str("kimlik_belgesi_no")) issue("kimlik_belgesi_no", "Pasaport ya da kimlik numarası alanı zorunludur.");
      }
      if (given.iliski === "other" && !str("iliski_aciklama")) issue("iliski_aciklama", "“Diğer” seçtiyseniz ilişkinizi kısaca yazın.");
    },
    { when: () => true },
  );

/** Handles the form's POST; `bodyLimit` is the server's limit for this path (web/security/http.ts). */
export function handleKvkkApplication(request: Request, clientIp: string | null, bodyLimit: number) {
  const limitKey = `kvkk-basvuru:ip:${clientIp ?? "?"}`;
  return handlePublicForm(
    request,
    {
      schema: kvkkApplicationSchema,
      limitKey,
      bodyLimit,
      store: async (fields, countStored, body) => {
        // Over the limit already: refused before any file is read (reading costs the reading process's time).
        const limit = await check(limitKey, FORM_LIMIT);
        if (limit.limited) throw new RateLimitedError(limit.retryAfter);
        const checked = await checkDocuments(body.getAll(KVKK_DOCUMENT_FIELD));
        if (!checked.ok) throw new FormRefusal({ [KVKK_DOCUMENT_FIELD]: checked.message });
        const citizen = fields.vatandaslik === "tc";
        return fileApplication(
          {
            fullName: fields.ad_soyad,
            nationalId: citizen ? digitsOf(fields.tc_kimlik_no) : null,
            nationality: citizen ? null : fields.uyrugu,
            foreignId: citizen ? null : fields.kimlik_belgesi_no,
            address: fields.adres,
            email: fields.eposta,
            phone: fields.telefon,
            rights: [...new Set(fields.haklar)],
            request: fields.talep,
            relation: fields.iliski,
            relationDetail: fields.iliski === "other" ? fields.iliski_aciklama : "",
            answerChannel: fields.yanit_kanali,
          },
          checked.documents,
          { beforeStore: countStored },
        );
      },
    },
    kvkkReceivedPath,
  );
}
