import { data } from "react-router";
import { notFoundSeo } from "#app/.server/web/seo.ts";
import { NotFoundPage } from "#app/components/NotFoundPage.tsx";
import { metaTags } from "#app/lib/meta.ts";
import type { Route } from "./+types/not-found";

export async function loader() {
  return data({ seo: await notFoundSeo() }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function NotFound() {
  return <NotFoundPage />;
}
