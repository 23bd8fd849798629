/**
 * Vergi takvimi: the rules' confirmations (ADR 020). Each rule the reference
 * marks not confirmed says "Teyit bekliyor" with the research note, for the
 * office only; "Kontrol ettim" (after a confirmation step, ?kontrol=<rule>)
 * records who and when; while it waits, the office chooses whether the site
 * hides its deadlines or shows them with the one neutral line.
 */
import type { Ref } from "react";
import { Form, Link } from "react-router";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";
import { TAX_CALENDAR_QUERY, taxCalendarPath } from "#app/lib/admin-paths.ts";
import type { AdminRuleCheck } from "#app/lib/tax-calendar.ts";
import { UNCONFIRMED_DISPLAY_LABELS, type UnconfirmedDisplay } from "#app/lib/tax-confirmation.ts";

const DISPLAYS: UnconfirmedDisplay[] = ["neutral", "hide"];

export function RuleChecks({
  year,
  checks,
  confirming,
  confirmRef,
}: {
  year: number;
  checks: AdminRuleCheck[];
  confirming: AdminRuleCheck | undefined;
  confirmRef: Ref<HTMLHeadingElement>;
}) {
  const waiting = checks.filter((check) => !check.confirmed).length;
  return (
    <section className="admin-form-section taxcal-checks" aria-labelledby="teyit-basligi">
      <h2 id="teyit-basligi">Kuralların kontrolü</h2>
      <p>
        {waiting > 0 ? `${waiting} kural teyit bekliyor. ` : "Bütün kurallar kontrol edildi. "}
        Kontrol edilmiş bir kuralın son günleri sitede yasal dayanağı ve “son kontrol” tarihiyle gösterilir. Teyit bekleyen bir kuralın son
        günlerini sitede gizleyebilir ya da tek bir nötr cümleyle gösterebilirsiniz; araştırma notu sitede hiç görünmez.
      </p>
      {confirming && (
        <ConfirmAction
          headingId="kontrol-basligi"
          heading={`Kontrol ettim: ${confirming.title}`}
          headingRef={confirmRef}
          action={taxCalendarPath(year)}
          fields={{ kural: confirming.key, [TAX_CALENDAR_QUERY.year]: year }}
          intent="kontrol-ettim"
          confirmLabel="Kontrol ettim"
          danger={false}
          cancelTo={taxCalendarPath(year, {}, `kural-${confirming.key}`)}
        >
          <p>
            Bu kuralın son gününü resmî kaynaktan kontrol ettiğinizi kaydeder: adınız ve şu anki tarih saklanır, işlem kayıtlarına yazılır.
            Kuralın son günleri sitede ve takvim aboneliğinde yasal dayanağı ve bugünün “son kontrol” tarihiyle görünür.
          </p>
        </ConfirmAction>
      )}
      <ul className="taxcal-check-list">
        {checks.map((check) => (
          <li key={check.key} id={`kural-${check.key}`}>
            <h3>{check.title}</h3>
            <p className={check.confirmed ? "tax-confirmed" : "tax-pending"}>
              <strong>Durum:</strong> {check.confirmationText}
            </p>
            {check.note && (
              <p className="tax-set-warning">
                <strong>Araştırma notu (yalnızca yönetimde görünür):</strong> {check.note}
              </p>
            )}
            {!check.confirmed && (
              <Form method="post" action={taxCalendarPath(year)} className="taxcal-display">
                <input type="hidden" name="kural" value={check.key} />
                <input type="hidden" name={TAX_CALENDAR_QUERY.year} value={year} />
                <fieldset>
                  <legend>Teyit edilene kadar sitede</legend>
                  {DISPLAYS.map((display) => (
                    <label key={display}>
                      <input type="radio" name="gosterim" value={display} defaultChecked={check.display === display} />{" "}
                      {UNCONFIRMED_DISPLAY_LABELS[display]}
                    </label>
                  ))}
                </fieldset>
                <button type="submit" name="intent" value="gosterim" className="button button-outline button-small">
                  Seçimi kaydet<span className="visually-hidden">: {check.title}</span>
                </button>
              </Form>
            )}
            <p>
              <Link
                to={taxCalendarPath(year, { [TAX_CALENDAR_QUERY.confirm]: check.key }, "kontrol-basligi")}
                className="button button-small"
                aria-label={`Kontrol ettim: ${check.title}`}
              >
                Kontrol ettim
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
