/**
 * Shapes of the sample firm's texts as they were in code (index.ts turns
 * them into the HTML the database keeps), and of the seed's sample entries.
 * Texts are plain strings, HTML-escaped when they become HTML.
 */

/** One block of a long text: a paragraph, a sub-heading or a bulleted list. */
export type ContentBlock = { type: "p"; text: string } | { type: "h2"; text: string } | { type: "ul"; items: string[] };

export interface Service {
  /** The original product's service ids: 0 to 5, 7 and 8. */
  id: number;
  /** Path segment under /hizmetler/. */
  slug: string;
  /**
   * The service's one title: page heading, home-page card, menu, footer and
   * side list (the original product's homeTitle was a second name for the same
   * service, and the two disagreed).
   */
  fullTitle: string;
  /** One or two sentences on the home page card. */
  homeDescription: string;
  /** Meta description of the service page (at most ~160 characters). */
  metaDescription: string;
}

/** A long text page (founder, mission, vision, KVKK). */
export interface TextPage {
  title: string;
  metaDescription: string;
  body: ContentBlock[];
}

/** Sample rows seeded into an empty database. Dates are ISO-8601. */
export interface SeedPost {
  id: string;
  title: string;
  body: string;
  date: string;
}
export interface SeedQuestion {
  id: string;
  title: string;
  answer: string;
  date: string;
}
export interface SeedTool {
  id: string;
  title: string;
  url: string;
  date: string;
}
