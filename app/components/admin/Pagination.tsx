import { Link } from "react-router";

/**
 * The page numbers of a long list, as links (they work without JavaScript).
 * Shows the first and last page and the two around the current one; the
 * current page is marked for screen readers (aria-current).
 */
export function Pagination({
  page,
  pageCount,
  href,
  label = "Sayfalar",
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="pagination">
      <ul>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className="pagination-step">
              <span aria-hidden="true">‹</span>Önceki<span className="visually-hidden"> sayfa</span>
            </Link>
          </li>
        )}
        {pageNumbers(page, pageCount).map((number, index) =>
          number === undefined ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link to={href(number)} aria-current={number === page ? "page" : undefined} aria-label={`Sayfa ${number}`}>
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} rel="next" className="pagination-step">
              Sonraki<span className="visually-hidden"> sayfa</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The page numbers to show, with undefined for a gap: 1 … 4 5 6 … 20. */
export function pageNumbers(page: number, pageCount: number): (number | undefined)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const numbers: (number | undefined)[] = [];
  for (const n of shown) {
    const previous = numbers.at(-1);
    // A gap of one page shows that page rather than "…".
    if (previous !== undefined && n - previous === 2) numbers.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) numbers.push(undefined);
    numbers.push(n);
  }
  return numbers;
}
