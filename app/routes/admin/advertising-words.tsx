/**
 * Reklam sözcükleri (Sahip only; issue 44, ADR 067): the words and phrases the pre-publish
 * checks warn of when an entry is saved (the profession's no-advertising rule, Law 3568).
 * One a line; saving replaces the list. Warnings only: no save is ever refused for them.
 */
import { data, Form, redirect, useNavigation } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { advertisingWordsSchema, readAdvertisingWords, saveAdvertisingWords } from "#app/.server/content/advertising-words.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { parseForm, readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { Field } from "#app/components/Field.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { passRetryAfter } from "#app/lib/headers.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import { ADVERTISING_WORDS_FIELD, ADVERTISING_WORDS_LIMITS } from "#app/lib/prepublish.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/advertising-words";

const PATH = adminPaths.advertisingWords;
const STATUS_TEXT: Record<string, string> = { kaydedildi: "Reklam sözcükleri kaydedildi." };

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const words = await readAdvertisingWords();
  return {
    words: words.join("\n"),
    count: words.length,
    status: statusMessage(STATUS_TEXT, url.searchParams.get("durum")),
    seo: await adminSeo("Reklam sözcükleri", PATH),
  };
}

type Failure = { error: string; errors: Record<string, string>; values: Record<string, string> };
const fail = (status: number, failure: Partial<Failure> & { error: string }) =>
  data({ errors: {}, values: {}, ...failure } satisfies Failure, { status });

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  if (!form) return fail(400, { error: "Form okunamadı." });
  const parsed = parseForm(advertisingWordsSchema, form);
  if (!parsed.ok)
    return fail(400, { error: "Liste kaydedilemedi: işaretli alanı düzeltin.", errors: parsed.errors, values: parsed.values });
  try {
    const saved = await saveAdvertisingWords(session.admin, parsed.data[ADVERTISING_WORDS_FIELD]);
    if (!saved.ok) return fail(403, { error: "Reklam sözcüklerini yalnızca Sahip değiştirebilir; hiçbir şey değişmedi." });
    return redirect(withQuery(PATH, { durum: "kaydedildi" }));
  } catch (error) {
    return adminWriteFailed(error, "Liste kaydedilemedi", {
      fields: { errors: {}, values: { [ADVERTISING_WORDS_FIELD]: String(form.get(ADVERTISING_WORDS_FIELD) ?? "") } },
    });
  }
}

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function AdvertisingWords({ loaderData, actionData }: Route.ComponentProps) {
  const failure: Partial<Failure> = actionData ?? {};
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <h1>Reklam sözcükleri</h1>
      <p>
        Yeminli mali müşavirler reklam yapamaz (3568 sayılı Kanun ve meslek yönetmelikleri): sitede üstünlük iddiası, fiyat vaadi, müşteri
        adı ya da müşteri yorumu yer almamalı. Bir duyuru, haber ya da sirküler kaydedildiğinde başlığında, metninde ya da meta
        açıklamasında bu listedeki bir sözcük veya ifade geçerse düzenleyicinin yanında uyarı gösterilir. Uyarı kaydı engellemez;
        ziyaretçiler görmez.
      </p>
      <p role="status" className="admin-status">
        {loaderData.status}
      </p>
      <Alert>{failure.error}</Alert>
      <Form method="post" action={PATH} className="admin-form advertising-words" key={loaderData.status ?? "liste"}>
        <Field
          id="reklam-sozcukleri"
          name={ADVERTISING_WORDS_FIELD}
          label={`Sözcükler ve ifadeler (${loaderData.count.toLocaleString("tr-TR")})`}
          hint={`Her satıra bir sözcük ya da ifade yazın (en çok ${ADVERTISING_WORDS_LIMITS.count}). Büyük-küçük harf fark etmez; son sözcük ekli hâlleriyle de bulunur (“garanti”, “garantili”yi de bulur).`}
          multiline
          rows={16}
          defaultValue={failure.values?.[ADVERTISING_WORDS_FIELD] ?? loaderData.words}
          error={failure.errors?.[ADVERTISING_WORDS_FIELD]}
          spellCheck={false}
        />
        <button type="submit" className="button" disabled={busy}>
          Listeyi kaydet
        </button>
      </Form>
    </>
  );
}
