import { Link } from "react-router";
import { paths } from "#app/lib/paths.ts";
import { type FormActivityId, formActivity } from "#app/lib/privacy-inventory.ts";

/**
 * A form's short KVKK notice (Aydınlatma Tebliği; issue 42, ADR 056): purpose, legal basis
 * and retention in two sentences from the inventory (lib/privacy-inventory.ts), with links
 * to the full notice and the application form. Its own paragraph, never part of a consent
 * text. `kvkkApplicationRetentionDays`: the office's period for KVKK applications when the
 * page knows it (the default otherwise).
 */
export function FormNotice({
  activity,
  id,
  kvkkApplicationRetentionDays,
}: {
  activity: FormActivityId;
  id?: string;
  kvkkApplicationRetentionDays?: number;
}) {
  const { short } = formActivity(activity, kvkkApplicationRetentionDays);
  return (
    <p className="form-notice" id={id} data-notice={activity}>
      <strong>Kişisel verileriniz:</strong> {short.purpose} (hukuki sebep: {short.basis}). {short.retention} Ayrıntılar{" "}
      <Link to={paths.kvkk}>KVKK Aydınlatma Metni</Link>’nde; haklarınızı <Link to={paths.kvkkApplication.form}>başvuru formu</Link> ile
      kullanabilirsiniz.
    </p>
  );
}
