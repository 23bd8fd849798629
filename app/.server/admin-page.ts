import { absoluteUrl } from "#app/.server/seo.ts";
import { site } from "#app/content/site.ts";
import type { Seo } from "#app/lib/meta.ts";

/** Admin pages: a title, and never indexed. */
export function adminSeo(page: string, path: string): Seo {
  return {
    title: `${page} – Yönetim | ${site.name}`,
    description: "Yönetim paneli",
    canonical: absoluteUrl(path),
    noindex: true,
  };
}
