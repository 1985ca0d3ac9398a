import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const apiTarget = process.env.LOTUS_API_URL ?? "http://localhost:3000";

/** The operator console: served by the API server under /console, its calls under /console/api. */
export default defineConfig({
  base: "/console/",
  plugins: [react(), tailwindcss()],
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", sourcemap: false, chunkSizeWarningLimit: 400 },
  server: {
    port: 4300,
    proxy: { "/console/api": { target: apiTarget } },
  },
  preview: { port: 4301 },
});
