/**
 * A route `headers` export that passes an action's Retry-After (rate limits)
 * on to the document response; without one React Router drops it.
 */
export function passRetryAfter({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
