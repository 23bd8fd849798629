/**
 * The route table as React Router builds it (app/routes.ts), flattened to each
 * route's file and full path pattern as React Router joins it for middleware
 * (`/adminpanel/bulten/:id/gonder`). Layout routes (with children) are left
 * out: a request always ends at one of their children.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { ADMIN_ROOT } from "#app/lib/admin-paths.ts";
import routes from "#app/routes.ts";

export interface RouteRow {
  file: string;
  pattern: string;
}

function flatten(entries: RouteConfigEntry[], parent: string): RouteRow[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${parent.replace(/\/$/, "")}/${entry.path}` : parent || "/";
    if (entry.children?.length) return flatten(entry.children, pattern);
    return [{ file: entry.file, pattern }];
  });
}

export const routeTable = (): RouteRow[] => flatten(routes, "");

/** The admin area's routes (its pages, resource routes and the sign-in's own screens). */
export const adminRoutes = (): RouteRow[] =>
  routeTable().filter((row) => row.pattern === ADMIN_ROOT || row.pattern.startsWith(`${ADMIN_ROOT}/`));

/** A concrete path for a pattern: each parameter gets a plain value (a content list's for `:list`). */
export const concretePath = (pattern: string) =>
  pattern.replace(/:(\w+)\??/g, (_, name: string) => (name === "list" ? "duyurular" : name === "kind" ? "pages" : "ornek"));
