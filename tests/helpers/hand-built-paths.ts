/**
 * Finds paths built by hand outside app/lib/paths.ts and app/lib/admin-paths.ts
 * (issue 37): a template literal that starts with one of the site's path
 * prefixes, a path expression or a relative query, and then puts a value into
 * a segment, the query or the fragment; and any `duzenle=` edit link. Such a path skips
 * the builder that encodes its values once, which is how the deadline and the
 * media library's edit links lost their encoding.
 */
import { adminPaths } from "#app/lib/admin-paths.ts";
import { MEDIA_PREFIX } from "#app/lib/media.ts";
import { paths } from "#app/lib/paths.ts";

/** The files where paths are built (every other file calls them). */
export const PATH_MODULES = ["app/lib/paths.ts", "app/lib/admin-paths.ts"];

const values = (tree: unknown): string[] =>
  typeof tree === "string" ? [tree] : Object.values(tree as Record<string, unknown>).flatMap(values);

/** "/haberler", "/adminpanel", "/medya"…: the first segment of every path the site names. */
export const PATH_PREFIXES = [
  ...new Set(
    [...values(paths), ...values(adminPaths), MEDIA_PREFIX].map((path) => `/${path.split("/")[1]}`).filter((prefix) => prefix !== "/"),
  ),
].sort();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A literal path prefix, then a value anywhere up to the literal's end: `/haberler/${title}`. */
const PREFIXED = new RegExp(`\`(?:${PATH_PREFIXES.map(escapeRegExp).join("|")})(?=[/?#.\`$])[^\`\\n]*\\$\\{`);

/** A literal path prefix joined to a value with "+": "/haberler/" + title. */
const CONCATENATED = new RegExp(`["'](?:${PATH_PREFIXES.map(escapeRegExp).join("|")})(?=[/?#."'])[^"'\\n]*["']\\s*\\+`);

/** A path expression, then "/", "?" or "#" and a value: `${adminListPath(list)}?duzenle=${id}`, `${PATH}/${key}`. */
const EXPRESSION =
  /`\$\{\s*(?:paths\.[\w.]+|adminPaths\.\w+|ADMIN_ROOT|PATH|[\w.]*(?:Path|PATH|Href|href)\w*(?:\((?:[^()]|\([^()]*\))*\))?)\s*\}[/?#][^`\n]*\$\{/;

/** A relative link's query with a value: `?sil=${id}`, `?${PARAM}=${key}#onizleme`. */
const RELATIVE = /`\?(?:[\w-]+|\$\{[^}]+\})=\$\{/;

/** The edit link's query word, written anywhere but in admin-paths.ts's `entryEditPath`. */
const EDIT_LINK = /[?&]duzenle=/;

/** Comments may show a path by example; only code counts. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, "")).replace(/^\s*\/\/.*$/gm, "");

/** "file:line: text" for each hand-built dynamic path in a file's text. */
export function handBuiltPaths(file: string, text: string): string[] {
  if (PATH_MODULES.includes(file)) return [];
  const lines = code(text).split("\n");
  return lines.flatMap((line, at) =>
    PREFIXED.test(line) || CONCATENATED.test(line) || EXPRESSION.test(line) || RELATIVE.test(line) || EDIT_LINK.test(line)
      ? [`${file}:${at + 1}: ${line.trim()}`]
      : [],
  );
}
