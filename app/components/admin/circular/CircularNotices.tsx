import { Link } from "react-router";
import { newsletterIssuePath } from "#app/lib/admin-paths.ts";

/** After a sirküler's save: the draft e-bülten issue made from it, to review and send. */
export function NewsletterDraftMade({ issue }: { issue: { id: string; subject: string } | undefined }) {
  if (!issue) return null;
  return (
    <>
      {" "}
      Taslak e-bülten sayısı hazırlandı (gönderilmedi): <Link to={newsletterIssuePath(issue.id)}>“{issue.subject}” sayısını aç</Link>
    </>
  );
}
