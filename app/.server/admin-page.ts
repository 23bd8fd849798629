import type { Seo } from "~/lib/meta";
import { site } from "~/content/site";
import { absoluteUrl } from "./seo.ts";

/** Admin pages: a title, and never indexed. */
export function adminSeo(page: string, path: string): Seo {
  return {
    title: `${page} – Yönetim | ${site.name}`,
    description: "Yönetim paneli",
    canonical: absoluteUrl(path),
    noindex: true,
  };
}
