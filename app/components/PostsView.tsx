import { Picture } from "#app/components/Picture.tsx";
import { PostArchive } from "#app/components/PostArchive.tsx";
import { RichText } from "#app/components/RichText.tsx";
import type { ArchiveView, PostDetail } from "#app/lib/content-views.ts";
import { formatTurkishDate } from "#app/lib/dates.ts";

/** Announcements and news: titles on one side, the selected item beside them. */
export function PostsView({
  heading,
  listLabel,
  archive,
  selected,
  emptyText,
}: {
  heading: string;
  listLabel: string;
  archive: ArchiveView | undefined;
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
          {archive && <PostArchive label={listLabel} archive={archive} selectedId={selected.id} />}
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

/**
 * An announcements or news page as its loader answers it: the empty list, or
 * an item beside the list (anything unpublished redirects, like an unknown id).
 */
export function PostsPageView({
  page,
  heading,
  listLabel,
  emptyText,
}: {
  page: { archive?: ArchiveView; selected?: PostDetail };
  heading: string;
  listLabel: string;
  emptyText: string;
}) {
  return <PostsView heading={heading} listLabel={listLabel} archive={page.archive} selected={page.selected} emptyText={emptyText} />;
}
