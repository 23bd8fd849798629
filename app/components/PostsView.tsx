import { Link } from "react-router";
import { Picture } from "#app/components/Picture.tsx";
import { RichText } from "#app/components/RichText.tsx";
import { formatTurkishDate } from "#app/lib/dates.ts";
import type { PictureData } from "#app/lib/media.ts";
import type { SafeHtml } from "#app/lib/safe-html.ts";

export interface PostSummary {
  id: string;
  title: string;
  href: string;
}

export interface PostDetail {
  id: string;
  title: string;
  body: SafeHtml;
  published_at: string;
  /** The cover image, shown above the body. */
  cover?: PictureData | undefined;
}

/** Announcements and news: titles on one side, the selected item beside them. */
export function PostsView({
  heading,
  listLabel,
  items,
  selected,
  emptyText,
}: {
  heading: string;
  listLabel: string;
  items: PostSummary[];
  selected: PostDetail | undefined;
  emptyText: string;
}) {
  return (
    <div className="container page-section">
      <p className="page-kicker">{heading}</p>
      {selected ? (
        <div className="with-sidebar">
          <article className="post" aria-labelledby="post-title">
            <h1 id="post-title">{selected.title}</h1>
            <p className="post-date">
              <time dateTime={selected.published_at}>{formatTurkishDate(selected.published_at)}</time>
            </p>
            {selected.cover && <Picture picture={selected.cover} priority className="post-cover" />}
            <div className="prose">
              <RichText html={selected.body} />
            </div>
          </article>
          <nav className="side-list" aria-labelledby="side-list-title">
            <h2 id="side-list-title" className="side-list-title">
              {listLabel}
            </h2>
            <ul>
              {items.map((item) => (
                <li key={item.id}>
                  <Link to={item.href} aria-current={item.id === selected.id ? "page" : undefined}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : (
        <>
          <h1>{heading}</h1>
          <p>{emptyText}</p>
        </>
      )}
    </div>
  );
}
