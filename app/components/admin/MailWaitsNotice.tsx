import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "#app/components/admin/Alert.tsx";
import { adminPaths } from "#app/lib/admin-paths.ts";

/**
 * On a screen that queues an e-mail (an invitation, a reset link, an
 * e-bülten), when neither SMTP_URL nor E-posta ayarları give a server: the e-mail
 * will not go now but wait in Giden e-postalar until one is set. Nothing when delivery is on.
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
      E-posta gönderimi kapalı (e-posta ayarları yapılmadı). {mail} hemen gönderilmez;{" "}
      {signedIn ? <Link to={adminPaths.outbox}>Giden e-postalar</Link> : "yönetim panelindeki Giden e-postalar"} bölümünde bekler ve e-posta
      ayarları yapılınca gönderilir.
    </Alert>
  );
}
