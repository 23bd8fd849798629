import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "#app/components/admin/Alert.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";

/**
 * On a screen that queues an e-mail (an invitation, a reset link, an
 * e-bülten), when SMTP_URL is not set: the e-mail will not go now but wait in
 * Giden e-postalar until SMTP is set. Nothing when delivery is on.
 */
export function MailWaitsNotice({
  deliveryOn,
  mail,
  signedIn = true,
}: {
  deliveryOn: boolean;
  /** What waits, as the sentence's subject: "Davet e-postası". */
  mail: ReactNode;
  /** Signed out (Şifremi unuttum): Giden e-postalar is named, not linked. */
  signedIn?: boolean;
}) {
  if (deliveryOn) return null;
  return (
    <Alert tone="warning" className="mail-waits">
      E-posta gönderimi kapalı (sunucuda SMTP_URL tanımlı değil). {mail} hemen gönderilmez;{" "}
      {signedIn ? <Link to={adminPaths.outbox}>Giden e-postalar</Link> : "yönetim panelindeki Giden e-postalar"} bölümünde bekler ve SMTP
      ayarlanınca gönderilir.
    </Alert>
  );
}
