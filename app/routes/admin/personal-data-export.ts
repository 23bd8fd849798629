import { data, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { personalDataFile } from "#app/.server/personal-data/export.ts";
import { hasErrors, readTerms, termErrors } from "#app/.server/personal-data/requests.ts";
import { readForm } from "#app/.server/web/forms.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { PERSONAL_DATA_EXPORT_FORMATS, type PersonalDataExportFormat } from "#app/lib/personal-data.ts";
import type { Route } from "./+types/personal-data-export";

const isFormat = (value: unknown): value is PersonalDataExportFormat => PERSONAL_DATA_EXPORT_FORMATS.some((format) => format === value);

/** A GET (a typed address, a reload) goes back to the screen: the export is a POST. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect(adminPaths.personalData);
}

/**
 * Kişisel veri ara's export (issue 42, ADR 057): POST with the terms (never in a URL a log
 * keeps) and bicim=json|html; the answer is a file to download, audited as an export.
 */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const form = await readForm(request);
  const format = form?.get("bicim");
  if (!form || !isFormat(format)) return data({ error: "Bilinmeyen biçim." }, { status: 400 });
  const terms = readTerms(form);
  if (hasErrors(termErrors(terms))) return data({ error: "Aranacak bilgiler geçersiz." }, { status: 400 });
  const file = await personalDataFile(terms, session.admin.email, format);
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
