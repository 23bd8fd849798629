/**
 * Yükleme kotaları (Sahip only, ADR 033): what each account has uploaded
 * (attachments and images still stored) against its quota; the default
 * quota; an account's own quota, or back to the default. A quota below what
 * an account already uses is saved after a confirmation step.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import {
  accountQuotaSchema,
  accountQuotaText,
  defaultQuotaSchema,
  type QuotaResult,
  quotaScreen,
  setAccountQuota,
  setDefaultQuota,
} from "#app/.server/accounts/upload-quota-settings.ts";
import { adminSeo, adminWriteFailed } from "#app/.server/web/admin-page.ts";
import { parseForm, readForm } from "#app/.server/web/forms.ts";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { QuotaField } from "#app/components/admin/upload-quotas/QuotaField.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { formatFileSize } from "#app/lib/file-size.ts";
import { passRetryAfter } from "#app/lib/headers.ts";
import { metaTags } from "#app/lib/meta.ts";
import { withQuery } from "#app/lib/paths.ts";
import { ROLE_LABELS } from "#app/lib/roles.ts";
import { statusMessage } from "#app/lib/text.ts";
import { quotaText } from "#app/lib/upload-quota.ts";
import type { Route } from "./+types/upload-quotas";

const PATH = adminPaths.uploadQuotas;
const ACCOUNT_INTENT = "hesap-kotasi";
const DEFAULT_INTENT = "varsayilan-kota";

/** What each outcome (?durum=…&id=…) says; `who` is the account's address. */
const STATUS_TEXT: Record<string, (who: string) => string> = {
  "kota-degisti": (who) => `${who} hesabının yükleme kotası kaydedildi.`,
  "varsayilan-degisti": () => "Varsayılan yükleme kotası kaydedildi.",
};

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { defaultMb, accounts } = await quotaScreen();
  const find = (id: string | null) => (id ? accounts.find((a) => a.id === id) : undefined);
  const changing = find(url.searchParams.get("kota"));
  const shown = find(url.searchParams.get("id"));
  return {
    defaultMb,
    accounts: accounts.map((a) => ({
      id: a.id,
      email: a.email,
      role: ROLE_LABELS[a.role],
      pending: a.pending,
      used: formatFileSize(a.usedBytes),
      quota: accountQuotaText(a, defaultMb),
    })),
    changing: changing && { id: changing.id, email: changing.email, ownMb: changing.ownMb },
    status: statusMessage(STATUS_TEXT, url.searchParams.get("durum") ?? "")?.(shown?.email ?? ""),
    seo: await adminSeo("Yükleme kotaları", PATH),
  };
}

type QuotaForm = "hesap" | "varsayilan";
type Failure = {
  error?: string;
  form?: QuotaForm;
  errors: Record<string, string>;
  values: Record<string, string>;
  /** A quota below what accounts already use: the confirmation step, with what to send again. */
  confirm?: { intent: string; fields: Record<string, string>; over: string[]; quota: string };
};

const fail = (status: number, failure: Partial<Failure>) => data({ errors: {}, values: {}, ...failure } satisfies Failure, { status });

const REFUSED = {
  "not-owner": { status: 403, error: "Yükleme kotalarını yalnızca Sahip değiştirebilir." },
  gone: { status: 404, error: "Hesap bulunamadı; başka bir oturumda kaldırılmış olabilir." },
  "actor-gone": { status: 401, error: "Hesabınız kaldırılmış; hiçbir şey değişmedi." },
} as const;

/** A refusal, or the confirmation step for a quota below what accounts use. */
function refused(result: Exclude<QuotaResult, { ok: true }>, confirm: Omit<NonNullable<Failure["confirm"]>, "over">) {
  if (result.reason !== "below-usage") return fail(REFUSED[result.reason].status, { error: REFUSED[result.reason].error });
  const over = result.over.map((a) => `${a.email} (${formatFileSize(a.usedBytes)})`);
  return fail(409, { confirm: { ...confirm, over } });
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  if (!form) return fail(400, { error: "Form okunamadı." });
  const intent = form.get("intent");
  const confirmed = form.get("onay") === "1";
  try {
    if (intent === ACCOUNT_INTENT) {
      const parsed = parseForm(accountQuotaSchema, form);
      if (!parsed.ok) return fail(400, { form: "hesap", errors: parsed.errors, values: parsed.values });
      const { id, kota } = parsed.data;
      const result = await setAccountQuota(session, id, kota, confirmed);
      const quota = kota === null ? "varsayılan kota" : quotaText(kota);
      if (!result.ok) return refused(result, { intent: ACCOUNT_INTENT, fields: { id, kota: kota === null ? "" : String(kota) }, quota });
      return redirect(withQuery(PATH, { durum: "kota-degisti", id }));
    }
    if (intent === DEFAULT_INTENT) {
      const parsed = parseForm(defaultQuotaSchema, form);
      if (!parsed.ok) return fail(400, { form: "varsayilan", errors: parsed.errors, values: parsed.values });
      const result = await setDefaultQuota(session, parsed.data.kota, confirmed);
      const quota = quotaText(parsed.data.kota);
      if (!result.ok) return refused(result, { intent: DEFAULT_INTENT, fields: { kota: String(parsed.data.kota) }, quota });
      return redirect(`${PATH}?durum=varsayilan-degisti`);
    }
    return fail(400, { error: "Bilinmeyen işlem." });
  } catch (error) {
    return adminWriteFailed(error, "Kota kaydedilemedi", { fields: { errors: {}, values: {} } });
  }
}

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function UploadQuotas({ loaderData, actionData }: Route.ComponentProps) {
  const { defaultMb, accounts, changing, status } = loaderData;
  const failure: Partial<Failure> = actionData ?? {};
  const errorsOf = (form: QuotaForm) => (failure.form === form ? (failure.errors ?? {}) : {});
  const valuesOf = (form: QuotaForm) => (failure.form === form ? (failure.values ?? {}) : {});
  const busy = useNavigation().state !== "idle";
  const changeHeading = useFocusWhen<HTMLHeadingElement>(changing?.id);
  const confirmHeading = useFocusWhen<HTMLHeadingElement>(failure.confirm ? failure.confirm.quota : undefined);
  return (
    <>
      <h1>Yükleme kotaları</h1>
      <p>
        Her hesabın yüklediği ve hâlâ saklanan dosyalar (sirküler ekleri ve görseller) o hesabın kotasına sayılır; kotayı aşacak bir yükleme
        reddedilir ve hiçbir şey kaydedilmez. Sirküler ile kaydedilmeyen ekler yüklendikten 30 gün sonra kendiliğinden silinir. Kotaları
        yalnızca Sahip değiştirir; Sahip'in kendi yüklemeleri de sayılır.
      </p>
      <p role="status" className="admin-status">
        {status}
      </p>
      {/* An account's refused quota shows beside its field; without the form open (a post from elsewhere), here. */}
      <Alert>{failure.error ?? (changing ? undefined : errorsOf("hesap").kota)}</Alert>
      {failure.confirm && (
        <ConfirmAction
          headingId="kota-onay-basligi"
          heading="Kota, yüklenmiş dosyaların altında kalıyor"
          headingRef={confirmHeading}
          action={PATH}
          fields={{ ...failure.confirm.fields, onay: "1" }}
          intent={failure.confirm.intent}
          confirmLabel="Evet, kaydet"
          danger={false}
          cancelTo={PATH}
        >
          <p>
            Yeni kota ({failure.confirm.quota}), şu hesapların şimdiye kadar yüklediğinden az: {failure.confirm.over.join(", ")}. Bu
            hesapların yeni yüklemeleri reddedilir; yüklenmiş dosyaları silinmez.
          </p>
        </ConfirmAction>
      )}
      {changing && (
        <section className="admin-confirm" aria-labelledby="kota-basligi">
          <h2 id="kota-basligi" ref={changeHeading} tabIndex={-1}>
            Kotayı değiştir: {changing.email}
          </h2>
          <Form method="post" action={withQuery(PATH, { kota: changing.id })} className="admin-form narrow-form">
            <input type="hidden" name="id" value={changing.id} />
            <QuotaField
              id="kota-hesap"
              label="Bu hesabın kotası (MB)"
              hint={`Boş bırakırsanız varsayılan kota (${quotaText(defaultMb)}) geçerli olur. 0, hesabın yüklemelerini durdurur.`}
              defaultValue={valuesOf("hesap").kota ?? (changing.ownMb === null ? "" : String(changing.ownMb))}
              error={errorsOf("hesap").kota}
              required={false}
            />
            <div className="admin-actions">
              <button type="submit" name="intent" value={ACCOUNT_INTENT} className="button" disabled={busy}>
                Kotayı kaydet
              </button>
              <Link to={PATH} className="button button-outline">
                Vazgeç
              </Link>
            </div>
          </Form>
        </section>
      )}
      <AdminTable className="admin-people" caption="Hesaplar, yükledikleri ve kotaları" columns={["E-posta", "Rol", "Yüklenen", "Kota"]}>
        {accounts.map((a) => (
          <tr key={a.id}>
            <td className="admin-cell-title" data-label="E-posta">
              {a.email}
              {a.pending && <span className="badge admin-people-pending">Davet bekliyor</span>}
            </td>
            <td data-label="Rol">{a.role}</td>
            <td data-label="Yüklenen">{a.used}</td>
            <td data-label="Kota">{a.quota}</td>
            <td className="admin-cell-actions">
              <Link
                to={withQuery(PATH, { kota: a.id })}
                className="button button-outline button-small"
                aria-label={`Kotayı değiştir: ${a.email}`}
              >
                Kotayı değiştir
              </Link>
            </td>
          </tr>
        ))}
      </AdminTable>
      <section className="admin-form-section" aria-labelledby="varsayilan-basligi">
        <h2 id="varsayilan-basligi">Varsayılan kota</h2>
        <p>Kendi kotası olmayan her hesaba geçerlidir.</p>
        <Form method="post" action={PATH} className="admin-form narrow-form" key={status ?? "varsayilan"}>
          <QuotaField
            id="kota-varsayilan"
            label="Varsayılan kota (MB)"
            hint="Ör. 500. 0, kendi kotası olmayan hesapların yüklemelerini durdurur."
            defaultValue={valuesOf("varsayilan").kota ?? String(defaultMb)}
            error={errorsOf("varsayilan").kota}
            required
          />
          <button type="submit" name="intent" value={DEFAULT_INTENT} className="button" disabled={busy}>
            Varsayılan kotayı kaydet
          </button>
        </Form>
      </section>
    </>
  );
}
