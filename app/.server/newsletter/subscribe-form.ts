/**
 * The e-bülten sign-up form (the home page and /bulten): its one field, and
 * its action (web/public-forms.ts) that requests the subscription, noting
 * the page it was sent from.
 */
import { z } from "zod";
import { requestSubscription } from "#app/.server/newsletter/subscriptions.ts";
import { email } from "#app/.server/web/forms.ts";
import { handlePublicForm } from "#app/.server/web/public-forms.ts";
import { newsletterLimits } from "#app/lib/form-limits.ts";

export const newsletterSchema = z.object({
  eposta: email(newsletterLimits.eposta),
});

export function handleNewsletter(request: Request, clientIp: string | null, sentTo: string) {
  return handlePublicForm(
    request,
    {
      schema: newsletterSchema,
      limitKey: `bulten:ip:${clientIp ?? "?"}`,
      store: async ({ eposta }, countStored) => {
        const source = new URL(request.headers.get("referer") ?? request.url, request.url).pathname;
        await requestSubscription({ email: eposta, source, clientIp }, countStored);
      },
    },
    sentTo,
  );
}
