/**
 * "Test e-postası gönder" (issue 39): one e-mail, sent at once with what the site sends with
 * now, and the SMTP server's answer in Turkish with its own reply line.
 */
import { Form } from "react-router";
import { Alert } from "#app/components/admin/Alert.tsx";
import { Field } from "#app/components/Field.tsx";
import { MAIL_FIELDS as F, MAIL_INTENTS, MAIL_LIMITS } from "#app/lib/mail-settings.ts";

/** What the test answered: the Turkish sentence, and the server's line or the technical detail. */
export interface TestMailAnswer {
  ok: boolean;
  message: string;
  response?: string;
  detail?: string;
}

function Technical({ answer }: { answer: TestMailAnswer }) {
  if (answer.response) {
    return (
      <>
        {" "}
        Sunucunun yanıtı: <code className="mail-test-response">{answer.response}</code>
      </>
    );
  }
  if (answer.detail) {
    return (
      <>
        {" "}
        Teknik ayrıntı: <code className="mail-test-response">{answer.detail}</code>
      </>
    );
  }
  return null;
}

export function TestMailForm({
  defaultTo,
  values,
  errors,
  answer,
  possible,
  busy,
}: {
  /** The signed-in admin's address. */
  defaultTo: string;
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
  answer: TestMailAnswer | undefined;
  /** Whether there is anything to send with (SMTP_URL or saved settings). */
  possible: boolean;
  busy: boolean;
}) {
  return (
    <section className="admin-form-section" aria-labelledby="deneme-basligi">
      <h2 id="deneme-basligi">Test e-postası gönder</h2>
      <p>
        Kayıtlı ayarlarla hemen bir deneme e-postası gönderir ve e-posta sunucusunun yanıtını gösterir. Ayarları değiştirdiyseniz önce
        kaydedin.
      </p>
      <p role="status" className="admin-status">
        {answer?.ok ? (
          <>
            {answer.message}
            <Technical answer={answer} />
          </>
        ) : (
          ""
        )}
      </p>
      <Alert>
        {answer && !answer.ok ? (
          <>
            {answer.message}
            <Technical answer={answer} />
          </>
        ) : undefined}
      </Alert>
      <Form method="post" className="admin-form narrow-form">
        <Field
          id="posta-alici"
          name={F.testTo}
          label="Alıcı"
          hint="Deneme e-postasının gideceği adres; ulaştığını görebileceğiniz bir adres yazın."
          type="email"
          defaultValue={values?.[F.testTo] ?? defaultTo}
          error={errors[F.testTo]}
          maxLength={MAIL_LIMITS.address}
          required
        />
        <button type="submit" name="intent" value={MAIL_INTENTS.test} className="button button-outline" disabled={busy || !possible}>
          Test e-postası gönder
        </button>
      </Form>
    </section>
  );
}
