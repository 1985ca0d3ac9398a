import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/*
 * The demo vendor's two pages (src/pages): the game page (play.html) and the verification page
 * (verify.html). Built into dist/ with hashed assets under dist/assets; the vendor backend serves them
 * under DEMO_VENDOR_PREFIX ("/demo-vendor"), hence the base. No inline scripts or styles: the platform's
 * CSP (script-src 'self') applies to these pages too.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  base: "/demo-vendor/",
  build: {
    outDir: here("./dist"),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // The polyfill would be bundled, not inlined, but modern browsers do not need it.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rollupOptions: {
      input: { play: here("./play.html"), verify: here("./verify.html") },
    },
  },
});
