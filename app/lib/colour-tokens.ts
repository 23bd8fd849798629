/**
 * The site's colour tokens that e-mails use, named as in app/styles/tokens.css
 * (`inkMuted` is `--ink-muted`, `navy600` is `--navy-600`). Mail programs do not
 * support CSS custom properties, so e-mail HTML writes colour values inline; it
 * takes them from here and from nowhere else. tests/unit/colour-tokens.test.ts
 * fails when a value here differs from tokens.css or its name is missing there,
 * and when server code writes a colour of its own. To change a colour, change
 * tokens.css, then the value here.
 */
export const colourTokens = {
  ink: "#1b2430",
  inkMuted: "#4a5666",
  line: "#d9dee5",
  navy100: "#e6edf5",
  navy600: "#23507f",
  paper: "#f7f5f0",
  white: "#ffffff",
} as const;
