import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server build's entry is our Express app, so the production server and
  // the route modules share one module graph (one database singleton).
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
  plugins: [reactRouter()],
});
