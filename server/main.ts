/**
 * Starts the web server: `node server/main.ts` serves the production build,
 * `node server/main.ts --dev` runs Vite in middleware mode with hot reload.
 */
import cluster from "node:cluster";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import compression from "compression";
import type { Express } from "express";
import express from "express";
import { superviseWorkers } from "./cluster.ts";
import { youngGenerationNotice } from "./node-flags.ts";

interface AppModule {
  app: Express;
  serveFromPageCache(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  config(): {
    mail: { smtpUrl: string | undefined };
    port: number;
    host: string;
    http: { headersTimeoutMs: number; requestTimeoutMs: number; maxConnectionsPerClient: number };
    workers: number;
  };
  log: { info(msg: string): void; info(obj: object, msg: string): void; warn(msg: string): void; error(obj: object, msg: string): void };
  startupNotices(settings: ReturnType<AppModule["config"]>): string[];
  keepDataFilesPrivate(): void;
  prepare(): Promise<void>;
  shutdown(): Promise<void>;
}

/** A stop signal lets requests in flight finish, but not forever. */
const SHUTDOWN_LIMIT_MS = 10_000;
/** How often Node looks for requests past their header or request time limit. */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/** An idle kept-alive connection is closed after this long. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

const dev = process.argv.includes("--dev");

const server = express();
server.disable("x-powered-by");
// Static files are compressed here; pages by the app (server/app.ts), whose
// page cache keeps them compressed already.
server.use(["/assets", "/images"], compression());

const noSniff = (res: { setHeader(name: string, value: string): void }) => res.setHeader("X-Content-Type-Options", "nosniff");

/** A bad setting stops the server with the config module's message, not a stack trace. */
function exitOnConfigError(error: unknown): never {
  if (error instanceof Error && error.name === "ConfigError") {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/** The address to open in a browser: a wildcard host is shown as localhost. */
const listeningOn = (host: string, actualPort: number) =>
  `http://${host === "0.0.0.0" || host === "::" ? "localhost" : host}:${actualPort}`;

// With WORKERS > 1 this process only supervises the workers (server/cluster.ts),
// which run the rest of this file; superviseWorkers never returns. It loads the
// configuration, the log and the data files' check from their own modules, not
// the app's build, which only the workers need (ADR 054). With one worker this
// process goes on to serve.
if (!dev && cluster.isPrimary) {
  const { config, startupNotices } = await import("#app/.server/config.ts");
  const settings = (() => {
    try {
      return config();
    } catch (error) {
      return exitOnConfigError(error);
    }
  })();
  if (settings.workers > 1) {
    const [{ log }, { describeTightened, keepDataPrivate }] = await Promise.all([
      import("#app/.server/log.ts"),
      import("#app/.server/db/private-files.ts"),
    ]);
    // Before any worker writes: new files private, an existing database's narrowed.
    const changed = keepDataPrivate(settings.database);
    const sentence = describeTightened(changed);
    if (sentence) log.warn({ files: changed }, sentence);
    for (const notice of startupNotices(settings)) log.warn(notice);
    await superviseWorkers(settings.workers, log, SHUTDOWN_LIMIT_MS, (actualPort) =>
      log.info(`Listening on ${listeningOn(settings.host, actualPort)} (${settings.workers} workers)`),
    );
  }
}

let appModule: AppModule;
if (dev) {
  // The only write to the environment: Vite and React read NODE_ENV themselves.
  process.env.NODE_ENV ??= "development";
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteServer.middlewares);
  const load = () => viteServer.ssrLoadModule("./server/app.ts") as Promise<AppModule>;
  appModule = await load().catch(exitOnConfigError);
  server.use(async (req, res, next) => {
    try {
      (await load()).app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  const buildDir = new URL("../build/", import.meta.url);
  // Hashed file names: cache for a year. Our images: a day. Only these two
  // folders are static, so page requests never touch the disk.
  server.use(
    "/assets",
    express.static(new URL("client/assets", buildDir).pathname, { immutable: true, maxAge: "1y", index: false, setHeaders: noSniff }),
  );
  server.use("/images", express.static(new URL("client/images", buildDir).pathname, { maxAge: "1d", index: false, setHeaders: noSniff }));
  appModule = (await import(new URL("server/index.js", buildDir).href).catch(exitOnConfigError)) as AppModule;
  server.use(appModule.app);
}

const { log } = appModule;
const settings = (() => {
  try {
    return appModule.config();
  } catch (error) {
    return exitOnConfigError(error);
  }
})();
const { port, host, http, workers } = settings;
// Before anything is written: new files private, an existing database's narrowed (the primary did it first, in a cluster).
appModule.keepDataFilesPrivate();

// Start-up messages are said once per server: by the primary when it runs
// workers (above; a worker is a copy of it, with the same configuration),
// else by this single process.
if (cluster.isPrimary) for (const notice of appModule.startupNotices(settings)) log.warn(notice);
// A single process serves itself: it should have been started with the server's V8 flag (workers are given it).
const flagNotice = !dev && workers === 1 ? youngGenerationNotice(process.execArgv) : undefined;
if (flagNotice) log.warn(flagNotice);
await appModule.prepare();

let stopping = false;
/** Open connections, and how many requests each has in flight (headers in, answer not yet sent; more than one if pipelined). */
const connections = new Set<Socket>();
const answering = new Map<Socket, number>();

// Time limits, so a client that sends its headers or body byte by byte cannot
// hold a connection: the headers must arrive within headersTimeout, the whole
// request within requestTimeout (Node answers 408 and closes). Node refuses a
// headersTimeout above requestTimeout, so it is capped by it.
const listener = createServer(
  {
    headersTimeout: Math.min(http.headersTimeoutMs, http.requestTimeoutMs),
    requestTimeout: http.requestTimeoutMs,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  },
  // A public page in the page cache is answered before Express (a fraction of
  // the work); everything else, and everything while stopping, goes through it.
  (req, res) => {
    const socket = req.socket;
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    res.once("close", () => {
      const left = (answering.get(socket) ?? 1) - 1;
      if (left > 0) answering.set(socket, left);
      else answering.delete(socket);
    });
    // While stopping, an answered connection is not kept alive.
    if (stopping) res.setHeader("Connection", "close");
    if (dev || stopping) return server(req, res);
    appModule.serveFromPageCache(req, res).then(
      (served) => {
        if (!served) server(req, res);
      },
      () => server(req, res),
    );
  },
);
listener.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
// A connection that sends nothing at all is not a request yet, so the limits
// above do not see it; close it after requestTimeout without any traffic.
listener.timeout = http.requestTimeoutMs;

// At most maxConnectionsPerClient open connections per client address (0: no
// limit); one over is closed at once. Behind a reverse proxy every connection
// comes from the proxy: raise the limit or set 0 there.
const openPerClient = new Map<string, number>();
listener.on("connection", (socket: Socket) => {
  connections.add(socket);
  socket.once("close", () => connections.delete(socket));
  const limit = http.maxConnectionsPerClient;
  if (limit === 0) return;
  const client = socket.remoteAddress ?? "";
  const open = openPerClient.get(client) ?? 0;
  if (open >= limit) {
    socket.destroy();
    return;
  }
  openPerClient.set(client, open + 1);
  socket.once("close", () => {
    const left = (openPerClient.get(client) ?? 1) - 1;
    if (left > 0) openPerClient.set(client, left);
    else openPerClient.delete(client);
  });
});
listener.listen(port, host, () => {
  // A worker stays quiet: the primary says where the server listens once all have started.
  if (cluster.isWorker) return;
  const address = listener.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  log.info(`Listening on ${listeningOn(host, actualPort)}${dev ? " (development)" : ""}`);
});
listener.on("error", (error) => {
  log.error({ err: error }, "Could not start the server");
  process.exit(1);
});

/**
 * SIGTERM/SIGINT: stop accepting connections, let requests in flight finish,
 * stop the mail worker after its current e-mail, close the database, exit 0.
 */
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "Stopping");
  const force = setTimeout(() => {
    log.error({ signal }, "Requests still running after 10 s; exiting anyway");
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  force.unref();
  const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
  // Every connection without a request in flight is closed now, and each one at the end of its
  // answer. Node's closeIdleConnections would leave one that never sent a request (a proxy opens
  // spare ones: Caddy does), which would hold the stop until the limit above.
  const closeIdle = () => {
    for (const socket of connections) if (!answering.has(socket)) socket.destroy();
  };
  closeIdle();
  const idleSweep = setInterval(closeIdle, 100);
  await closed;
  clearInterval(idleSweep);
  await appModule.shutdown();
  log.info("Stopped");
  process.exit(0);
}

for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void stop(signal));
