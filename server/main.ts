/**
 * Starts the web server: `node server/main.ts` serves the production build,
 * `node server/main.ts --dev` runs Vite in middleware mode with hot reload.
 */
import { createServer } from "node:http";
import compression from "compression";
import express from "express";
import type { Express } from "express";

interface AppModule {
  app: Express;
  prepare(): Promise<void>;
  shutdown(): Promise<void>;
}

const dev = process.argv.includes("--dev");
const port = Number.parseInt(process.env.PORT ?? "3000", 10);
const host = process.env.HOST ?? "127.0.0.1";

const server = express();
server.disable("x-powered-by");
server.use(compression());

const noSniff = (res: { setHeader(name: string, value: string): void }) => res.setHeader("X-Content-Type-Options", "nosniff");

let appModule: AppModule;
if (dev) {
  process.env.NODE_ENV ??= "development";
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteServer.middlewares);
  const load = () => viteServer.ssrLoadModule("./server/app.ts") as Promise<AppModule>;
  appModule = await load();
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
  server.use("/assets", express.static(new URL("client/assets", buildDir).pathname, { immutable: true, maxAge: "1y", index: false, setHeaders: noSniff }));
  server.use("/images", express.static(new URL("client/images", buildDir).pathname, { maxAge: "1d", index: false, setHeaders: noSniff }));
  appModule = (await import(new URL("server/index.js", buildDir).href)) as AppModule;
  server.use(appModule.app);
}

await appModule.prepare();

const listener = createServer(server);
listener.listen(port, host, () => {
  const address = listener.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  console.log(`Listening on http://${shown}:${actualPort}${dev ? " (development)" : ""}`);
});
listener.on("error", (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    listener.close(async () => {
      await appModule.shutdown();
      process.exit(0);
    });
  });
}
