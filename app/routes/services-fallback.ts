import { redirect } from "react-router";
import { defaultService } from "~/content/services";
import { servicePath } from "~/content/navigation";

/** Any other /hizmetler/… path goes to the default service page. */
export function loader() {
  return redirect(servicePath(defaultService.slug));
}
