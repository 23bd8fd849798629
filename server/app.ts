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
import { startMailWorker, type MailWorker } from "~/.server/mail/worker";
import { purgeUnconfirmed } from "~/.server/repositories/subscribers";
import { bodyLimitFor, isSameOrigin, newNonce, ORIGIN_CHECK_EXEMPT, SAFE_METHODS, securityHeaders } from "~/.server/security/http";
import { siteUrl } from "~/.server/seo";

export const app = express();
app.disable("x-powered-by");

const dev = process.env.NODE_ENV === "development";

app.use((req, res, next) => {
  const nonce = newNonce();
  res.locals.nonce = nonce;
  res.set(securityHeaders(nonce, { https: siteUrl().startsWith("https://"), dev }));
  if (!SAFE_METHODS.has(req.method)) {
    const length = Number(req.get("content-length") ?? Number.NaN);
    if (Number.isNaN(length) && req.get("transfer-encoding")) {
      res.status(411).type("text/plain; charset=utf-8").send("İstek reddedildi: gövde uzunluğu belirtilmeli.");
      return;
    }
    if (length > bodyLimitFor(req.path)) {
      res.status(413).type("text/plain; charset=utf-8").send("İstek reddedildi: gönderilen veri çok büyük.");
      return;
    }
    const ownOrigins = [new URL(siteUrl()).origin, `${req.protocol}://${req.get("host")}`];
    const exempt = ORIGIN_CHECK_EXEMPT.has(req.path);
    if (!exempt && !isSameOrigin({ origin: req.get("origin"), referer: req.get("referer") }, ownOrigins)) {
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

let mailWorker: MailWorker | undefined;

/** Opens, migrates and seeds the database, makes sure an admin exists, starts mail delivery. */
export async function prepare(): Promise<void> {
  await getDb();
  await ensureFirstAdmin();
  await purgeExpiredSessions();
  await purgeUnconfirmed();
  mailWorker = startMailWorker();
}

/** Lets the e-mail being sent finish, then closes the database. */
export async function shutdown(): Promise<void> {
  await mailWorker?.stop();
  mailWorker = undefined;
  await closeDb();
}
