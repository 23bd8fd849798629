import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  environments: {
    // The server build's entry is our Express app, so the production server and
    // the route modules share one module graph (one database singleton).
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
    // The public pages' enhancement module is one more client entry, named so
    // the server can find its hashed file (app/.server/web/enhance-script.ts).
    client: {
      build: {
        rolldownOptions: {
          input: ["./app/enhance/index.ts"],
          output: {
            entryFileNames: (chunk) =>
              chunk.facadeModuleId?.includes("/app/enhance/") ? "assets/enhance-[hash].js" : "assets/[name]-[hash].js",
          },
        },
      },
    },
  },
  plugins: [reactRouter()],
});
