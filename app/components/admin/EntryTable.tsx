import { Form, Link } from "react-router";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { EnglishBadge } from "#app/components/admin/LanguageTabs.tsx";
import { Pagination } from "#app/components/admin/Pagination.tsx";
import { type AdminEntryPage, listQuery, STATUS_FILTERS } from "#app/lib/admin-lists.ts";
import { adminHistoryPath, adminListPath } from "#app/lib/admin-paths.ts";
import { CONTENT_LISTS, type ListName, type PostStatus } from "#app/lib/content-lists.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { type ReviewState, reviewLabel } from "#app/lib/review.ts";
import { MAX_QUERY_LENGTH } from "#app/lib/search.ts";

/** A row as the table shows it (dates formatted on the server, so the browser prints the same). */
export interface EntryRowView {
  id: string;
  title: string;
  status: PostStatus;
  /** "Taslak", "Zamanlanmış: 21.11.2026 12:00" or "Yayında". */
  statusText: string;
  /** The last change, "21.11.2026 12:00". */
  changed: string;
  /** The start of the text (lists without the workflow show it). */
  summary: string;
  /** Sirküler: its number ("2026/15") and categories ("KDV, VUK"). */
  circular?: { number: string; categories: string };
  /** Whether the admin may open it for editing and delete it (a Yazar: only their drafts). */
  mayEdit: boolean;
  mayDelete: boolean;
  /** Sorular, sirküler (issue 43): whether its English is published or a draft waits; undefined: none. */
  english?: "published" | "draft";
}

/** A page of a list as the table shows it: the use case's page, its rows ready to draw. */
export interface EntryTableView extends Omit<AdminEntryPage, "rows"> {
  list: ListName;
  rows: EntryRowView[];
  /** Sirküler: the table has its number and categories columns. */
  circular?: boolean;
  /** Whether the rows link to their history (Editör and above). */
  history: boolean;
}

/** Who looks at the table: a Yazar edits and deletes only drafts (the list shows only theirs) and has no history. */
export interface EntryTableOptions {
  circulars?: Record<string, { number: string; categories: string }>;
  /** The review state of the page's entries a Yazar wrote, by id. */
  reviews?: Record<string, ReviewState>;
  author?: boolean;
  /** Sorular, sirküler: the English of the page's entries, by id (one query for the list). */
  english?: Record<string, "published" | "draft">;
}

/** The table's data for a page of a list (call it in the loader). */
export function entryTableView(list: ListName, page: AdminEntryPage, options: EntryTableOptions = {}): EntryTableView {
  const { circulars, reviews = {}, author = false, english = {} } = options;
  // The loader's clock (this runs on the server): whether an unpublish time has passed.
  const now = new Date().toISOString();
  return {
    list,
    circular: circulars !== undefined,
    history: !author,
    total: page.total,
    page: page.page,
    pageCount: page.pageCount,
    first: page.first,
    last: page.last,
    filters: page.filters,
    rows: page.rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      statusText: statusText(row.status, row.published_at, reviews[row.id], row.unpublish_at ?? null, now),
      changed: formatTurkishDateTime(row.updated_at ?? row.created_at),
      summary: row.summary,
      ...(circulars?.[row.id] ? { circular: circulars[row.id] } : {}),
      mayEdit: !author || row.status === "draft",
      mayDelete: !author || row.status === "draft",
      ...(english[row.id] ? { english: english[row.id] } : {}),
    })),
  };
}

function statusText(
  status: EntryRowView["status"],
  publishedAt: string | null,
  review: ReviewState | undefined,
  unpublishAt: string | null,
  now: string,
): string {
  // Taken off the site at its time (ADR 067): a draft that keeps the time.
  if (status === "draft" && unpublishAt !== null && unpublishAt <= now) return `Yayından kalktı (${formatTurkishDateTime(unpublishAt)})`;
  const until = unpublishAt !== null && status !== "draft" ? ` · ${formatTurkishDateTime(unpublishAt)} tarihine kadar` : "";
  if (status === "draft") {
    const label = reviewLabel(status, review);
    return label === "Taslak" ? label : `Taslak · ${label}`;
  }
  if (status === "scheduled") return `Zamanlanmış: ${formatTurkishDateTime(publishedAt)}${until}`;
  return `Yayında${until}`;
}

const count = (n: number) => n.toLocaleString("tr-TR");

/** An admin list: search and status filter (a GET form), the page's entries and the page links. */
export function EntryTable({ view }: { view: EntryTableView }) {
  const list = CONTENT_LISTS[view.list];
  const path = adminListPath(view.list);
  const { filters } = view;
  const filtered = filters.q !== "" || filters.status !== "all";
  const here = (extra: Record<string, string>) => listQuery(filters, extra);
  const statusParam = STATUS_FILTERS.find((choice) => choice.value === filters.status)?.param ?? "";

  return (
    <>
      <Form
        method="get"
        action={path}
        role="search"
        aria-label={`${list.label} içinde ara`}
        className="admin-search"
        key={`${filters.q}|${filters.status}`}
      >
        <div className="field">
          <label htmlFor="liste-ara">Ara</label>
          <input type="search" id="liste-ara" name="ara" defaultValue={filters.q} maxLength={MAX_QUERY_LENGTH} />
        </div>
        {list.workflow && (
          <div className="field">
            <label htmlFor="liste-durum">Durum</label>
            <select id="liste-durum" name="filtre" defaultValue={statusParam}>
              {STATUS_FILTERS.map((choice) => (
                <option key={choice.value} value={choice.param}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="admin-search-actions">
          <button type="submit" className="button">
            Ara
          </button>
          {filtered && (
            <Link to={path} className="button button-outline">
              Filtreyi temizle
            </Link>
          )}
        </div>
      </Form>

      <p className="admin-list-count" aria-live="polite">
        {view.total === 0
          ? filtered
            ? "Aramanıza uyan kayıt yok."
            : "Bu listede henüz kayıt yok."
          : `${count(view.total)} kayıttan ${count(view.first)}–${count(view.last)} arası`}
      </p>

      {view.rows.length > 0 && (
        <AdminTable
          caption={
            <>
              {list.label} (en yeni üstte){view.pageCount > 1 ? `, sayfa ${view.page} / ${view.pageCount}` : ""}
            </>
          }
          columns={[
            ...(view.circular ? ["Numara"] : []),
            list.fields[0].label,
            ...(view.circular ? ["Kategoriler"] : []),
            ...(list.workflow ? ["Durum", "Son değişiklik"] : [list.fields[1].label]),
          ]}
        >
          {view.rows.map((row) => (
            <tr key={row.id}>
              {view.circular && <td className="admin-cell-meta">{row.circular?.number}</td>}
              <td className="admin-cell-title">
                {row.title}
                {row.english && (
                  <>
                    {" "}
                    <EnglishBadge state={row.english} />
                  </>
                )}
              </td>
              {view.circular && <td className="admin-cell-meta">{row.circular?.categories}</td>}
              {list.workflow ? (
                <>
                  <td className="admin-cell-status">
                    <span className={`entry-status entry-status-${row.status}`}>{row.statusText}</span>
                  </td>
                  <td className="admin-cell-meta">{row.changed}</td>
                </>
              ) : (
                <td className="admin-cell-meta">{row.summary}</td>
              )}
              <td className="admin-cell-actions">
                {row.mayEdit && (
                  <Link to={here({ duzenle: row.id })} className="button button-outline button-small" aria-label={`Düzenle: ${row.title}`}>
                    Düzenle
                  </Link>
                )}
                {view.history && (
                  <Link
                    to={adminHistoryPath(view.list, row.id)}
                    className="button button-outline button-small"
                    aria-label={`Geçmiş: ${row.title}`}
                  >
                    Geçmiş
                  </Link>
                )}
                {row.mayDelete && (
                  <Link to={here({ sil: row.id })} className="button button-danger-outline button-small" aria-label={`Sil: ${row.title}`}>
                    Sil
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      <Pagination page={view.page} pageCount={view.pageCount} href={(page) => `${path}${listQuery({ ...filters, page })}`} />
    </>
  );
}
