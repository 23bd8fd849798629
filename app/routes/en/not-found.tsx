/** Anything under /en/ that is no English page: the English not-found page (404, noindex). */
import { englishNotFound } from "#app/.server/firm/english-pages.ts";
import { NotFoundPage } from "#app/components/NotFoundPage.tsx";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/not-found";

export async function loader() {
  return englishNotFound();
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function EnglishNotFound() {
  return <NotFoundPage language="en" />;
}
