/**
 * The detectors of app/.server's tiers (issue 37, ADR 036): which tier and
 * folder a file stands in, the imports that point up a tier or to a feature
 * FEATURE_CALLS does not allow, and the circles of a graph. The tiers, the
 * feature table and the exceptions are data in tests/helpers/import-direction.ts;
 * tests/unit/import-direction.test.ts runs these over the tree and proves
 * them on small fixtures first.
 */
import { FEATURE_CALLS, importsOf, resolveSpecifier, SERVER_TIERS } from "#tests/helpers/import-direction.ts";

const SERVER = "app/.server/";

const holds = (place: string, file: string) => (place.endsWith("/") ? file.startsWith(place) : file === place);

/** The tier place that holds a file (the longest), or undefined outside every tier. */
export function placeOf(file: string): { place: string; tier: number } | undefined {
  let found: { place: string; tier: number } | undefined;
  SERVER_TIERS.forEach(({ places }, tier) => {
    for (const place of places) if (holds(place, file) && place.length > (found?.place.length ?? -1)) found = { place, tier };
  });
  return found;
}

/** One import between two files of app/.server. */
export interface ServerImport {
  file: string;
  target: string;
  line: number;
}

/** The imports of a file that name another file of app/.server (packages, lib/ and content/ are left out). */
export function serverImports(file: string, source: string): ServerImport[] {
  if (!file.startsWith(SERVER)) return [];
  return importsOf(file, source).flatMap(({ specifier, line }) => {
    const target = resolveSpecifier(file, specifier);
    return target?.startsWith(SERVER) ? [{ file, target, line }] : [];
  });
}

/** How an exception names an import: "importing file → imported file". */
export const exceptionKey = ({ file, target }: Pick<ServerImport, "file" | "target">) => `${file} → ${target}`;

const tierName = (tier: number) => SERVER_TIERS[tier]?.name ?? "?";
const FEATURES = SERVER_TIERS.findIndex((t) => t.name === "features");

/** Why an import breaks the tiers, or undefined when it keeps them. */
export function tierProblem({ file, target }: Pick<ServerImport, "file" | "target">): string | undefined {
  const from = placeOf(file);
  const to = placeOf(target);
  if (!from || !to) return "outside every tier (SERVER_TIERS names every file of app/.server)";
  if (to.tier > from.tier) return `${tierName(from.tier)} imports ${tierName(to.tier)}, a tier above it`;
  if (from.tier === FEATURES && to.tier === FEATURES && from.place !== to.place && !(FEATURE_CALLS[from.place] ?? []).includes(to.place)) {
    return `feature ${from.place} may not call ${to.place} (FEATURE_CALLS)`;
  }
  return undefined;
}

/** The imports that break the tiers, as { key, message } (the key is how TIER_EXCEPTIONS names it). */
export function tierViolations(imports: ServerImport[]): { key: string; message: string }[] {
  return imports.flatMap((i) => {
    const problem = tierProblem(i);
    return problem ? [{ key: exceptionKey(i), message: `${i.file}:${i.line}: imports ${i.target}: ${problem}.` }] : [];
  });
}

/** The graph of tier places: which place imports which (a place's own files left out). */
export function placeGraph(imports: ServerImport[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { file, target } of imports) {
    const from = placeOf(file)?.place ?? file;
    const to = placeOf(target)?.place ?? target;
    if (from === to) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)?.add(to);
  }
  return graph;
}

/** Every circle of a directed graph (Tarjan's strongly connected components of more than one node), each sorted. */
export function circles(graph: Map<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = top === node ? undefined : stack.pop()) component.push(top);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}
