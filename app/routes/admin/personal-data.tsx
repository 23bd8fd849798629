import { data } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { erasePersonalData, findPersonalData, hasErrors, readTerms, termErrors } from "#app/.server/personal-data/requests.ts";
import { sourceViews } from "#app/.server/personal-data/view.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { PersonalDataResults, PersonalDataSearch, type TermsView } from "#app/components/admin/personal-data/PersonalDataParts.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import { type ErasureResult, PERSONAL_DATA_QUERY as Q, TREATMENT_LABELS } from "#app/lib/personal-data.ts";
import type { Route } from "./+types/personal-data";

const PATH = adminPaths.personalData;
const ERASE_INTENT = "sil";

const searchPath = (terms: TermsView, erase = false) =>
  withQuery(PATH, {
    [Q.email]: terms.email || undefined,
    [Q.phone]: terms.phone || undefined,
    [Q.name]: terms.name || undefined,
    [Q.confirmErase]: erase ? "1" : undefined,
  });

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const seo = await adminSeo("Kişisel veri ara", PATH);
  const terms = readTerms(url.searchParams);
  const asked = [Q.email, Q.phone, Q.name].some((name) => url.searchParams.has(name));
  if (!asked) return { seo, terms, errors: {}, sources: undefined, erasing: false };
  const errors = termErrors(terms);
  if (hasErrors(errors)) return data({ seo, terms, errors, sources: undefined, erasing: false }, { status: 400 });
  const sources = sourceViews(await findPersonalData(terms, session.admin.email));
  return { seo, terms, errors, sources, erasing: url.searchParams.get(Q.confirmErase) === "1" };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  if (form?.get("intent") !== ERASE_INTENT) return data({ error: "Bilinmeyen işlem.", erased: undefined }, { status: 400 });
  const terms = readTerms(form);
  if (hasErrors(termErrors(terms))) {
    return data({ error: "Aranacak bilgiler geçersiz; hiçbir şey silinmedi.", erased: undefined }, { status: 400 });
  }
  try {
    const erased: ErasureResult = await erasePersonalData(terms, session.admin.email);
    return { error: undefined, erased };
  } catch (error) {
    return adminWriteFailed(error, "Kişisel veriler silinemedi", { fields: { erased: undefined } });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function PersonalData({ loaderData, actionData }: Route.ComponentProps) {
  const { terms, errors, sources, erasing } = loaderData;
  const confirmHeading = useFocusWhen<HTMLHeadingElement>(erasing && !actionData ? "sil" : undefined);
  const resultHeading = useFocusWhen<HTMLHeadingElement>(actionData?.erased ? "silindi" : undefined);
  const plan = sources?.flatMap((s) => s.records.map((r) => ({ ...r, source: s.label }))) ?? [];
  const erased = actionData?.erased;
  return (
    <>
      <h1>Kişisel veri ara</h1>
      <p>
        Bir kişinin sitede ve panelde tutulan kişisel verilerini bulun, dışa aktarın ya da silin (KVKK md. 11). E-posta büyük/küçük harf
        gözetmeden, telefon rakamlarıyla, ad soyad Türkçe harflere uygun olarak aranır. Aramalar İşlem kayıtları'na, aranan bilgiler olmadan
        yazılır.
      </p>
      <Alert>{actionData?.error}</Alert>
      {erased && (
        <section className="personal-data-erased" aria-labelledby="silme-sonucu">
          <h2 id="silme-sonucu" ref={resultHeading} tabIndex={-1}>
            Silme tamamlandı
          </h2>
          <p role="status">
            {erased.deleted} kayıt silindi, {erased.anonymised} kayıt anonimleştirildi, {erased.kept.length} kayıt saklandı.
          </p>
          {erased.kept.length > 0 && (
            <ul className="personal-data-kept">
              {erased.kept.map((k) => (
                <li key={`${k.table}:${k.id}`} data-kept={`${k.table}:${k.id}`}>
                  <strong>{k.source}</strong> ({k.table}): {k.reason} Saklama: {k.until}.
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <PersonalDataSearch action={PATH} terms={terms} errors={errors} />
      {sources && erasing && !erased && (
        <ConfirmAction
          headingId="silme-basligi"
          heading="Bu kişinin verileri silinsin mi?"
          headingRef={confirmHeading}
          action={searchPath(terms)}
          fields={{ [Q.email]: terms.email, [Q.phone]: terms.phone, [Q.name]: terms.name }}
          intent={ERASE_INTENT}
          confirmLabel="Evet, sil ve anonimleştir"
          cancelTo={searchPath(terms)}
        >
          {plan.length === 0 ? (
            <p>Silinecek bir kayıt yok.</p>
          ) : (
            <>
              <p>Hepsi tek seferde yapılır; silme İşlem kayıtları'na kişinin bilgileri olmadan, yalnızca sayılarıyla yazılır.</p>
              {(["delete", "anonymise", "keep"] as const).map((treatment) => {
                const items = plan.filter((r) => r.treatment === treatment);
                return (
                  items.length > 0 && (
                    <div key={treatment}>
                      <h3>
                        {TREATMENT_LABELS[treatment]} ({items.length})
                      </h3>
                      <ul>
                        {items.map((r) => (
                          <li key={r.key}>
                            {r.source}: {r.summary || r.table}
                            {treatment !== "delete" && <> — {r.reason}</>}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )
                );
              })}
            </>
          )}
        </ConfirmAction>
      )}
      {sources && (
        <PersonalDataResults
          sources={sources}
          terms={terms}
          exportAction={adminPaths.personalDataExport}
          erasePath={searchPath(terms, true)}
        />
      )}
    </>
  );
}
