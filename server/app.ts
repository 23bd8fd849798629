/**
 * The application as an Express sub-app. Vite bundles this file together with
 * the route modules (see vite.config.ts), so the production server and the
 * routes share one module graph: one database connection, one config.
 */
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { ensureFirstAdmin } from "~/.server/auth/bootstrap";
import { purgeExpiredSessions } from "~/.server/auth/sessions";
import { closeDb, getDb } from "~/.server/db/index";
import { clientIpContext, nonceContext } from "~/.server/request-context";
import { isSameOrigin, newNonce, SAFE_METHODS, securityHeaders } from "~/.server/security/http";
import { siteUrl } from "~/.server/seo";

export const app = express();
app.disable("x-powered-by");

const dev = process.env.NODE_ENV === "development";

app.use((req, res, next) => {
  const nonce = newNonce();
  res.locals.nonce = nonce;
  res.set(securityHeaders(nonce, { https: siteUrl().startsWith("https://"), dev }));
  if (!SAFE_METHODS.has(req.method)) {
    const ownOrigins = [new URL(siteUrl()).origin, `${req.protocol}://${req.get("host")}`];
    if (!isSameOrigin({ origin: req.get("origin"), referer: req.get("referer") }, ownOrigins)) {
      res.status(403).type("text/plain; charset=utf-8").send("İstek reddedildi: form bu sitenin bir sayfasından gönderilmedi.");
      return;
    }
  }
  next();
});

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(clientIpContext, req.ip ?? null);
      context.set(nonceContext, String(res.locals.nonce ?? ""));
      return context;
    },
  }),
);

/** Opens, migrates and seeds the database, and makes sure an admin exists. */
export async function prepare(): Promise<void> {
  await getDb();
  await ensureFirstAdmin();
  await purgeExpiredSessions();
}

export async function shutdown(): Promise<void> {
  await closeDb();
}
