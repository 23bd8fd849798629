import type { PictureData } from "#app/lib/media.ts";

/**
 * A responsive image (see app/.server/media/render.ts): AVIF and WebP where
 * the browser takes them, JPEG otherwise. `priority` for the picture at the
 * top of a page (fetched first, never lazily); others load near the viewport.
 */
export function Picture({ picture, priority = false, className }: { picture: PictureData; priority?: boolean; className?: string }) {
  return (
    <picture className={className}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
