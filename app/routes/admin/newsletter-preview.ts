/**
 * An e-bülten issue's HTML part, as issueHtml makes it for the signed-in
 * admin, for the sandboxed preview frame on the issue's screen. The admin
 * pages' CSP (nonces) would strip the e-mail's inline styles, so this answer
 * has its own: nothing may run or load but images and the inline styles, and
 * only the admin's own pages may frame it (frame-ancestors, which browsers
 * obey over the X-Frame-Options every response carries).
 */
import { data } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { adminIssue, issuePreview } from "#app/.server/newsletter/issues.ts";
import { siteUrl } from "#app/.server/web/seo.ts";
import type { Route } from "./+types/newsletter-preview";

const PREVIEW_CSP = (siteOrigin: string) =>
  [
    "default-src 'none'",
    `img-src 'self' ${siteOrigin} data:`,
    "style-src 'unsafe-inline'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "sandbox",
  ].join("; ");

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const issue = params.id.length <= 100 ? await adminIssue(params.id) : undefined;
  if (!issue) throw data("Sayı bulunamadı.", { status: 404 });
  const { html } = await issuePreview(issue, session.admin.email);
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": PREVIEW_CSP(new URL(siteUrl()).origin),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
