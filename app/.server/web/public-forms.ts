/**
 * The public forms' actions, one way for all (contact/form.ts,
 * newsletter/subscribe-form.ts): check, store, answer. A stored form
 * redirects (post/redirect/get) to its page with a status parameter, which
 * the page shows as a message; a refused one is answered with the form
 * again, the typed values kept and each message beside its field
 * (FormOutcome in components/FormField.tsx).
 */

import { data, redirect } from "react-router";
import type { z } from "zod";
import { DatabaseBusyError, type Executor } from "#app/.server/db/index.ts";
import { parseForm, readForm } from "#app/.server/web/forms.ts";
import { readBoundedForm } from "#app/.server/web/request-body.ts";
import * as rateLimit from "#app/.server/web/security/rate-limit.ts";
import { HONEYPOT_FIELD } from "#app/lib/form-limits.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import type { Language } from "#app/lib/language-alternates.ts";
import { PUBLIC_FORM_WINDOW_MS } from "#app/lib/retention.ts";

/** Per client address: 5 stored contact messages, or 5 subscription requests, per 10 minutes. */
export const FORM_LIMIT: rateLimit.Limit = { max: 5, windowMs: PUBLIC_FORM_WINDOW_MS };

/** The whole form's messages in the form's language (lib/i18n: the catalogue's `form`). */
const words = (language: Language | undefined) => catalogue(language ?? "tr").form;

function invalid(errors: Record<string, string>, values: Record<string, string> = {}) {
  return data({ ok: false as const, errors, values }, { status: 400 });
}

function tooMany(retryAfter: number, values: Record<string, string>, language: Language | undefined) {
  const minutes = Math.ceil(retryAfter / 60);
  return data(
    {
      ok: false as const,
      errors: { form: words(language).tooMany(minutes) },
      values,
    },
    { status: 429, headers: { "Retry-After": String(retryAfter) } },
  );
}

/** Where a stored form leads: its page with the status parameter that page shows (paths.ts, FORM_SENT). */
const sent = (to: string) => redirect(to, 303);

/** Nothing was stored because the database stayed locked: say so, keep what was typed. */
async function unlessBusy<T>(values: Record<string, string>, language: Language | undefined, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DatabaseBusyError)) throw error;
    return data({ ok: false as const, errors: { form: words(language).busy }, values }, { status: 503, headers: { "Retry-After": "5" } });
  }
}

/**
 * Counts the form's rate-limit hit in the transaction that stores the form,
 * right before it stores: what is not stored (a double submit, answered as
 * received) costs no slot, and what is stored is always counted. Over the
 * limit it throws RateLimitedError, which rolls the transaction back; the
 * form is answered 429.
 */
export type CountStored = (trx: Executor) => Promise<void>;

/**
 * Thrown by a form's `store` before it writes anything, for a field the schema cannot check
 * (an uploaded file): the form is answered 400 with these messages beside their fields.
 */
export class FormRefusal extends Error {
  readonly errors: Record<string, string>;
  constructor(errors: Record<string, string>) {
    super("The form was refused; nothing was stored.");
    this.errors = errors;
  }
}

/** A public form: its fields, its rate limit's counter, and what storing it does. */
export interface PublicForm<T extends z.ZodObject, R> {
  schema: T;
  /** The counter FORM_LIMIT applies to: the form's and the client address's. */
  limitKey: string;
  /** A multipart form with files: the body is read only up to this many bytes (larger: refused, 413). */
  bodyLimit?: number;
  /** Stores the form; calls `countStored` in its transaction before it writes anything; `body` holds its files. */
  store: (fields: z.output<T>, countStored: CountStored, body: FormData) => Promise<R>;
  /** The language of the form's own messages (the schema carries its fields'); Turkish unless given (issue 43). */
  language?: Language;
}

/** The values as typed, to show a refused form again (a repeated field's values one a line). */
const typedValues = (data: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(data).map(([name, value]) => [name, Array.isArray(value) ? value.join("\n") : String(value ?? "")]));

/** Handles a public form's POST; `sentTo` is where a stored one leads (given what `store` returned). */
export async function handlePublicForm<T extends z.ZodObject, R = void>(
  request: Request,
  form: PublicForm<T, R>,
  sentTo: string | ((stored: R) => string),
) {
  const body = form.bodyLimit === undefined ? await readForm(request) : await readBoundedForm(request, form.bodyLimit);
  if (body === "too-large")
    return data({ ok: false as const, errors: { form: words(form.language).tooLarge }, values: {} }, { status: 413 });
  if (!body) return invalid({ form: words(form.language).unreadable });
  const leadTo = (stored: R) => (typeof sentTo === "string" ? sentTo : sentTo(stored));
  // A filled honeypot gets the normal answer, so the bot learns nothing; nothing is stored.
  if (body.get(HONEYPOT_FIELD)) return sent(typeof sentTo === "string" ? sentTo : new URL(request.url).pathname);
  const result = parseForm(form.schema, body);
  if (!result.ok) return invalid(result.errors, result.values);
  const values = typedValues(result.data as Record<string, unknown>);
  const countStored: CountStored = async (trx) => {
    const limit = await rateLimit.hitIn(trx, form.limitKey, FORM_LIMIT);
    if (limit.limited) throw new rateLimit.RateLimitedError(limit.retryAfter);
  };
  return unlessBusy(values, form.language, async () => {
    let stored: R;
    try {
      stored = await form.store(result.data, countStored, body);
    } catch (error) {
      if (error instanceof rateLimit.RateLimitedError) return tooMany(error.retryAfter, values, form.language);
      if (error instanceof FormRefusal) return invalid(error.errors, values);
      throw error;
    }
    return sent(leadTo(stored));
  });
}
