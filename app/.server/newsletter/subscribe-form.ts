/**
 * The e-bülten sign-up form (the home page and /bulten): the address, the
 * topics ticked (none: every topic; ADR 064), and its action
 * (web/public-forms.ts) that requests the subscription, noting the page it
 * was sent from.
 */
import { z } from "zod";
import { requestSubscription } from "#app/.server/newsletter/subscriptions.ts";
import { email, repeated } from "#app/.server/web/forms.ts";
import { handlePublicForm } from "#app/.server/web/public-forms.ts";
import { newsletterLimits } from "#app/lib/form-limits.ts";
import { TOPIC_FIELD } from "#app/lib/newsletter-topics.ts";

/** A form's topic ids: what no topic's id can be is dropped, never refused (a topic deleted meanwhile is simply not chosen). */
export const topicIds = repeated(
  z
    .array(z.string())
    .optional()
    .transform((ids) => (ids ?? []).slice(0, 200).filter((id) => id.length > 0 && id.length <= 100)),
);

export const newsletterSchema = z.object({
  eposta: email(newsletterLimits.eposta),
  [TOPIC_FIELD]: topicIds,
});

export function handleNewsletter(request: Request, clientIp: string | null, sentTo: string) {
  return handlePublicForm(
    request,
    {
      schema: newsletterSchema,
      limitKey: `bulten:ip:${clientIp ?? "?"}`,
      store: async (fields, countStored) => {
        const source = new URL(request.headers.get("referer") ?? request.url, request.url).pathname;
        await requestSubscription({ email: fields.eposta, source, clientIp, topics: fields[TOPIC_FIELD] }, countStored);
      },
    },
    sentTo,
  );
}
