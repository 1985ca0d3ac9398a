import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const apiTarget = process.env.LOTUS_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { target: "es2022", sourcemap: false, chunkSizeWarningLimit: 350 },
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
