/**
 * Reading a request's body within a limit, and dropping one that is refused
 * unread: shared by every upload (images, attachments, the redirects' CSV)
 * and the admin's access check, so none of them imports another feature
 * for it (ADR 036).
 */

/**
 * Reads the body as a form, stopping at `limit` bytes. Null when it cannot be
 * read as a form; "too-large" past the limit.
 */
export async function readBoundedForm(request: Request, limit: number): Promise<FormData | "too-large" | null> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > limit) {
    discardBody(request);
    return "too-large";
  }
  if (!request.body) return null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        return "too-large";
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
  } catch {
    return null;
  }
}

/**
 * A request answered without its body (refused early): the body is read and
 * dropped in the background, so the client can finish sending, read the
 * answer and keep its connection. The server has bounded its length.
 */
export function discardBody(request: Request): void {
  if (!request.body || request.bodyUsed) return;
  request.body.pipeTo(new WritableStream()).catch(() => undefined);
}
