import { redirect } from "react-router";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { paths, servicePath } from "#app/lib/paths.ts";

/** Any other /hizmetler/… path goes to the default service page (with no visible service: the services index). */
export async function loader() {
  const { defaultService } = await currentFirm();
  return redirect(defaultService ? servicePath(defaultService.slug) : paths.services);
}
