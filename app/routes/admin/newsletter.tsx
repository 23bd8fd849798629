/**
 * E-bülten: the issues (drafts first, then the sent ones, newest first) and,
 * with ?yeni, the form for a new one; saving it leads to the issue's own
 * screen (newsletter-issue.tsx).
 */
import { Link } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { handleIssueForm } from "#app/.server/newsletter/issue-form.ts";
import { adminIssues, ISSUE_LIMITS, recentItemChoices } from "#app/.server/newsletter/issues.ts";
import { newsletterTopics } from "#app/.server/newsletter/topics.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { Alert } from "#app/components/admin/Alert.tsx";
import { IssueForm } from "#app/components/admin/IssueForm.tsx";
import { adminPaths, newsletterIssuePath } from "#app/lib/admin-paths.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import { ISSUE_STATUS_LABELS, ISSUE_STATUS_PARAM } from "#app/lib/newsletter-issue-form.ts";
import { statusMessage } from "#app/lib/text.ts";
import type { Route } from "./+types/newsletter";

const STATUS_TEXT: Record<string, string> = { silindi: "Taslak silindi." };

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const creating = url.searchParams.has("yeni");
  const issues = await adminIssues();
  return {
    rows: issues.map((issue) => ({
      id: issue.id,
      subject: issue.subject,
      status: issue.status,
      statusText: ISSUE_STATUS_LABELS[issue.status],
      when: issue.sent_at
        ? `Gönderim: ${formatTurkishDateTime(issue.sent_at)}`
        : `Son değişiklik: ${formatTurkishDateTime(issue.updated_at)}`,
    })),
    creating,
    recent: creating ? await recentItemChoices() : [],
    topics: await newsletterTopics(),
    limits: ISSUE_LIMITS,
    status: statusMessage(STATUS_TEXT, url.searchParams.get(ISSUE_STATUS_PARAM)),
    seo: await adminSeo("E-bülten", adminPaths.newsletter),
  };
}

/** A new issue's form (Taslağı kaydet, Seçilenleri ekle). */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  return handleIssueForm(request, session, undefined);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function NewsletterIssuesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, creating, recent, limits, status, topics } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const showForm = creating || failed !== undefined;

  return (
    <>
      <div className="admin-title-row">
        <h1>E-bülten</h1>
        {!showForm && (
          <Link to="?yeni" className="button">
            Yeni sayı
          </Link>
        )}
      </div>
      <p>
        Sayılar konulara göre gönderilir: <Link to={adminPaths.newsletterTopics}>E-bülten konuları</Link>.
      </p>
      <p role="status" className="admin-status">
        {status}
      </p>
      <Alert>{failed?.error}</Alert>
      {showForm && (
        <IssueForm issue={undefined} failed={failed} recent={recent} limits={limits} topics={topics} cancelTo={adminPaths.newsletter} />
      )}
      {rows.length === 0 ? (
        <p>Henüz sayı yok.</p>
      ) : (
        <AdminTable
          className="issue-table"
          caption="Sayılar: önce taslaklar, sonra gönderilenler (en yeni üstte)"
          columns={["Konu", "Durum", "Tarih"]}
          actions={false}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="admin-cell-title">
                <Link to={newsletterIssuePath(row.id)}>{row.subject}</Link>
              </td>
              <td className="admin-cell-status">
                <span className={`issue-status issue-status-${row.status}`}>{row.statusText}</span>
              </td>
              <td className="admin-cell-meta">{row.when}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
