import { redirect } from "react-router";
import { servicePath } from "#app/content/navigation.ts";
import { defaultService } from "#app/content/services.ts";

/** Any other /hizmetler/… path goes to the default service page. */
export function loader() {
  return redirect(servicePath(defaultService.slug));
}
