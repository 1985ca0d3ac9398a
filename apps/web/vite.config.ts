import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const apiTarget = process.env.LOTUS_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    target: "es2022",
    sourcemap: false,
    // The entry chunk holds every module the first page loads (below), about 410 kB before gzip.
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      output: {
        // Every module the entry imports statically goes into the entry chunk. Left to itself,
        // Rolldown split them into six chunks (React, i18next, the API client, constants…) that
        // every page loads anyway; their cross-chunk imports and exports cost /index ~2 KB gzipped.
        codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ["/wps", "/lgw", "/lotto", "/media", "/docs", "/ws", "/vendor-api", "/demo-vendor"].map((p) => [
        p,
        { target: apiTarget, ws: p === "/ws" },
      ]),
    ),
  },
});
