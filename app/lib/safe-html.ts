/**
 * HTML that the server has sanitized for rendering (app/.server/text/rich-text.ts,
 * `renderRichText`). The brand keeps a plain string — something typed, pasted
 * or imported — from reaching `dangerouslySetInnerHTML` by mistake.
 */
export type SafeHtml = string & { readonly __safeHtml: true };
