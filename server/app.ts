/**
 * The application as an Express sub-app. Vite bundles this file together with
 * the route modules (see vite.config.ts), so the production server and the
 * routes share one module graph: one database connection, one config.
 */
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { closeDb, getDb } from "~/.server/db/index";
import { clientIpContext } from "~/.server/request-context";

export const app = express();
app.disable("x-powered-by");

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(req) {
      const context = new RouterContextProvider();
      context.set(clientIpContext, req.ip ?? null);
      return context;
    },
  }),
);

/** Opens, migrates and seeds the database before the first request. */
export async function prepare(): Promise<void> {
  await getDb();
}

export async function shutdown(): Promise<void> {
  await closeDb();
}
