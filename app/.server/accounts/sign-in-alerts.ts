/** E-mails to an admin about their own account (through the outbox, so none is lost). */
import { config } from "#app/.server/config.ts";
import { transaction } from "#app/.server/db/index.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { notifyQueued, queueMail } from "#app/.server/mail/outbox.ts";
import { failedSignInsMail } from "#app/.server/mail/templates.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";

export async function alertFailedSignIns(email: string, failures: number, windowMinutes: number): Promise<void> {
  const firmName = (await currentFirm()).settings.name;
  await transaction((trx) =>
    queueMail(trx, failedSignInsMail(email, failures, windowMinutes, `${config().siteUrl}${adminPaths.signIn}`, firmName)),
  );
  notifyQueued();
}
