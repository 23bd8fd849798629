import { Link } from "react-router";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { archivedIssues } from "#app/.server/newsletter/issues.ts";
import { handleNewsletter } from "#app/.server/newsletter/subscribe-form.ts";
import { newsletterTopics } from "#app/.server/newsletter/topics.ts";
import { clientIpContext } from "#app/.server/platform/request-context.ts";
import { pageTitle, seo } from "#app/.server/web/seo.ts";
import { NewsletterForm } from "#app/components/NewsletterForm.tsx";
import { sectionLabel } from "#app/content/navigation.ts";
import { formatTurkishDate } from "#app/lib/dates.ts";
import { passRetryAfter } from "#app/lib/headers.ts";
import { metaTags } from "#app/lib/meta.ts";
import { FORM_SENT, issuePath, paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/archive";

/** The e-bülten archive: every issue whose send began, newest first, with the sign-up form. */
export async function loader({ url }: Route.LoaderArgs) {
  const [issues, firm, topics] = await Promise.all([archivedIssues(), currentFirm(), newsletterTopics()]);
  return {
    consentText: firm.consentText,
    topics,
    issues: issues.map((issue) => ({
      id: issue.id,
      subject: issue.subject,
      preheader: issue.preheader,
      href: issuePath(issue.id),
      sentAt: issue.sent_at ?? "",
      date: formatTurkishDate(issue.sent_at ?? ""),
    })),
    subscribed: url.searchParams.get("bulten") === "alindi",
    seo: await seo(paths.newsletter.archive, {
      title: await pageTitle("E-bülten"),
      description: "Vergi takvimi ve mevzuat değişikliklerine ilişkin e-bültenlerimizin arşivi ve e-bülten aboneliği.",
    }),
  };
}

/** The sign-up form on this page: the same action as the home page's, answered back here. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleNewsletter(request, context.get(clientIpContext), FORM_SENT.newsletterArchive);
}

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function NewsletterArchive({ loaderData, actionData }: Route.ComponentProps) {
  const { issues } = loaderData;
  return (
    <div className="container page-section">
      <p className="page-kicker">{sectionLabel("duyurular")}</p>
      <h1>E‑bülten</h1>
      {issues.length === 0 ? (
        // Nothing sent yet: say what a subscriber will get rather than show an empty list.
        <p className="section-lead">
          Abone olduğunuzda vergi takvimindeki yaklaşan son tarihleri, vergi ve mevzuat değişikliklerini ve duyurularımızı e‑posta ile
          alırsınız; gönderilen sayılar bu sayfada da yayımlanır. Abonelik ücretsizdir; her e‑postadaki bağlantıyla dilediğiniz zaman
          ayrılabilirsiniz.
        </p>
      ) : (
        <>
          <p className="section-lead">
            Vergi takvimi, mevzuat değişiklikleri ve duyurularımızı e‑posta ile gönderdiğimiz e‑bültenin daha önce gönderilen sayıları
            aşağıdadır. Abonelik ücretsizdir; her e‑postadaki bağlantıyla dilediğiniz zaman ayrılabilirsiniz.
          </p>
          <section className="page-part" aria-labelledby="sayilar-title">
            <h2 id="sayilar-title">Gönderilen sayılar</h2>
            <ol className="issue-list">
              {issues.map((issue) => (
                <li key={issue.id}>
                  <h3 className="issue-list-title">
                    <Link to={issue.href}>{issue.subject}</Link>
                  </h3>
                  <p className="entry-date">
                    <time dateTime={issue.sentAt}>{issue.date}</time>
                  </p>
                  {issue.preheader && <p className="issue-list-preheader">{issue.preheader}</p>}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
      <section className="section newsletter" aria-labelledby="bulten-title">
        <div className="newsletter-box">
          <div>
            <h2 id="bulten-title" className="section-title">
              E‑bültene abone olun
            </h2>
            <p>Abonelik, e‑posta adresinize gönderdiğimiz bağlantıdaki sayfada onay vermenizle başlar.</p>
            <p className="small">
              Kişisel verilerinizin işlenmesi hakkında: <Link to={paths.kvkk}>KVKK Aydınlatma Metni</Link>
            </p>
          </div>
          <NewsletterForm
            action={paths.newsletter.archive}
            consentText={loaderData.consentText}
            topics={loaderData.topics}
            outcome={actionData ?? (loaderData.subscribed ? { ok: true } : undefined)}
          />
        </div>
      </section>
    </div>
  );
}
