/**
 * The confirmation before a service leaves the site (Sil, or Gizle of the
 * default service): what happens to its address, and, when it is the
 * default, which visible service becomes the default instead. A page state
 * opened by a link (?sil=<id>, ?gizle=<id>), so it works without JavaScript;
 * the focus moves to its heading when it opens.
 */
import { Form, Link } from "react-router";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { servicePath } from "#app/lib/paths.ts";
import { SERVICE_FIELDS, SERVICE_INTENTS, SERVICE_ROW_FIELDS, type ServiceListRow } from "#app/lib/service-form.ts";

export function ServiceLeaveConfirm({
  service,
  kind,
  others,
  cancelTo,
}: {
  service: ServiceListRow;
  kind: "remove" | "hide";
  /** The visible services that could become the default. */
  others: ServiceListRow[];
  cancelTo: string;
}) {
  const heading = useFocusWhen<HTMLHeadingElement>(`${kind}-${service.id}`);
  const remove = kind === "remove";
  const fallback = others[0];
  return (
    <section className={remove ? "admin-confirm" : "admin-confirm service-confirm-hide"} aria-labelledby="hizmet-onay-basligi">
      <h2 id="hizmet-onay-basligi" ref={heading} tabIndex={-1}>
        {remove ? `“${service.fullTitle}” silinsin mi?` : `“${service.fullTitle}” gizlensin mi?`}
      </h2>
      <p>
        {remove
          ? "Hizmet siteden kaldırılır; geçmişi saklanır ve Geçmiş ekranından geri yüklenebilir."
          : "Hizmet menüde, anasayfada ve hizmetler listesinde görünmez; sonra yeniden gösterebilirsiniz."}{" "}
        {!service.hidden &&
          `Adresi (${servicePath(service.slug)}) varsayılan hizmete yönlendirilir, böylece paylaşılmış bağlantılar çalışmaya devam eder.`}
      </p>
      <Form method="post" className="admin-form">
        <input type="hidden" name="id" value={service.id} />
        <input type="hidden" name={SERVICE_FIELDS.revision} value={String(service.revision)} />
        {service.isDefault && fallback && (
          <div className="field">
            <label htmlFor="yeni-varsayilan">Yeni varsayılan hizmet</label>
            <p className="field-hint" id="yeni-varsayilan-ipucu">
              Bu hizmet şu anda varsayılan: /hizmetler adresi ve bulunamayan hizmet adresleri onu gösteriyor. Yerine hangisinin geçeceğini
              seçin.
            </p>
            <select
              id="yeni-varsayilan"
              name={SERVICE_ROW_FIELDS.newDefault}
              defaultValue={fallback.id}
              aria-describedby="yeni-varsayilan-ipucu"
            >
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.fullTitle}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="admin-actions">
          <button
            type="submit"
            name="intent"
            value={remove ? SERVICE_INTENTS.remove : SERVICE_INTENTS.hide}
            className={remove ? "button button-danger" : "button"}
          >
            {remove ? "Evet, sil" : "Evet, gizle"}
          </button>
          <Link to={cancelTo} className="button button-outline">
            Vazgeç
          </Link>
        </div>
      </Form>
    </section>
  );
}
