import { Link } from "react-router";
import type { ArchiveView } from "#app/lib/content-views.ts";

/** Where the list's own links land: at the list (below the post on a phone), not at the page's top. */
const AT_LIST = "#side-list-title";

/**
 * The side list of the announcements and news pages: one year's posts (a
 * page of them at a time), then every year as a link. Plain links, so it
 * works without JavaScript; built by app/.server/content/archive.ts.
 */
export function PostArchive({ label, archive, selectedId }: { label: string; archive: ArchiveView; selectedId: string }) {
  const paged = archive.pageCount > 1;
  return (
    <nav className="side-list side-list-archive" aria-labelledby="side-list-title">
      <h2 id="side-list-title" className="side-list-title">
        {label}
      </h2>
      <h3 className="side-list-year">
        {archive.year}
        <span className="side-list-count">
          {" "}
          ({archive.countText}
          {paged && `, sayfa ${archive.page}/${archive.pageCount}`})
        </span>
      </h3>
      <ul className="side-list-posts">
        {archive.items.map((item) => (
          <li key={item.id}>
            <Link to={item.href} aria-current={item.id === selectedId ? "page" : undefined}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
      {paged && (
        <p className="side-list-pager">
          {archive.newerHref && (
            <Link to={`${archive.newerHref}${AT_LIST}`} rel="prev">
              <span aria-hidden="true">← </span>
              Daha yeni
              <span className="visually-hidden">
                {" "}
                ({archive.year}, sayfa {archive.page - 1})
              </span>
            </Link>
          )}
          {archive.olderHref && (
            <Link to={`${archive.olderHref}${AT_LIST}`} rel="next">
              Daha eski
              <span className="visually-hidden">
                {" "}
                ({archive.year}, sayfa {archive.page + 1})
              </span>
              <span aria-hidden="true"> →</span>
            </Link>
          )}
        </p>
      )}
      {archive.years.length > 1 && (
        <>
          <h3 className="side-list-year">Yıllar</h3>
          <ul className="side-list-years">
            {archive.years.map((entry) => (
              <li key={entry.year}>
                <Link to={`${entry.href}${AT_LIST}`} aria-current={entry.year === archive.year ? "true" : undefined}>
                  {entry.year}
                  <span className="visually-hidden"> ({entry.countText})</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}
