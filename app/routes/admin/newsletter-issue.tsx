// Placeholder: built in issue 13 (replaced by its screen).
import { requireAdmin } from "#app/.server/auth/admin.ts";
import type { Route } from "./+types/newsletter-issue";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function Placeholder() {
  return <h1>Yapım aşamasında</h1>;
}
