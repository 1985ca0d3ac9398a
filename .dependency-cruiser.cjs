/** Import boundaries (style.md rule 3): one-way flow, no cycles, features never import features. */
module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", from: {}, to: { circular: true } },
    {
      name: "feature-imports-feature",
      comment: "A web feature never imports another feature; compose them in src/app.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "shared-imports-feature-or-app",
      comment: "components/ui and lib are shared: they import neither features nor app.",
      severity: "error",
      from: { path: "^apps/web/src/(components|lib)/" },
      to: { path: "^apps/web/src/(features|app)/" },
    },
    {
      name: "feature-imports-app",
      severity: "error",
      from: { path: "^apps/web/src/features/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "console-feature-imports-feature",
      comment: "A console feature never imports another feature; compose them in apps/console/src/app.",
      severity: "error",
      from: { path: "^apps/console/src/features/([^/]+)/" },
      to: { path: "^apps/console/src/features/", pathNot: "^apps/console/src/features/$1/" },
    },
    {
      name: "console-shared-imports-feature-or-app",
      comment:
        "The console's components/ui and lib are shared: they import neither features nor app (a test may read the app's nav).",
      severity: "error",
      from: { path: "^apps/console/src/(components|lib)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^apps/console/src/(features|app)/" },
    },
    {
      name: "lottery-draw-reads-no-tickets",
      comment:
        "The lottery's draw code (modules/lottery/draw) fixes results from the hash chain alone: it imports nothing else of the lottery module (tickets, exposure, settlement), so no draw can depend on what was bet (issue 14).",
      severity: "error",
      from: { path: "^apps/server/src/modules/lottery/draw/" },
      to: { path: "^apps/server/src/modules/lottery/", pathNot: "^apps/server/src/modules/lottery/draw/" },
    },
    {
      name: "contracts-stay-pure",
      comment: "packages/contracts is imported by everything and imports no app.",
      severity: "error",
      from: { path: "^packages/contracts/" },
      to: { path: "^apps/" },
    },
    {
      name: "apps-stay-apart",
      comment: "Apps talk through HTTP and contracts, never by importing each other.",
      severity: "error",
      from: { path: "^apps/([^/]+)/", pathNot: "^apps/server/" },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
    {
      name: "server-mounts-demo-vendor-only",
      comment:
        "The server imports no other app, except that it mounts the demo vendor's plugin (src/index.ts) in the same process; the vendor still reaches the platform only over HTTP.",
      severity: "error",
      from: { path: "^apps/server/" },
      to: {
        path: "^apps/",
        pathNot: [
          "^apps/server/",
          "^apps/demo-vendor/src/index\\.ts$",
          "^apps/demo-vendor/src/(protocol\\.ts|engine/)",
        ],
      },
    },
    {
      name: "demo-vendor-tests-read-its-protocol",
      comment:
        "The integration tests of the mounted demo vendor (apps/server/test/demo-vendor) and the route fuzz test (apps/server/test/fuzz) may read its page protocol and engine to check its answers; nothing else of the server may.",
      severity: "error",
      from: { path: "^apps/server/", pathNot: "^apps/server/test/(demo-vendor|fuzz)/" },
      to: { path: "^apps/demo-vendor/src/(protocol\\.ts|engine/)" },
    },
    {
      name: "web-runtime-contracts-zod-free",
      comment:
        "The web and the console import runtime values from @lotus/contracts/web only: the root entry builds zod schemas.",
      severity: "error",
      from: { path: "^apps/(web|console)/src/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^packages/contracts/src/index\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "module-through-its-index",
      comment:
        "A server module is reached from another module only through its index.ts, its public surface (issue 12).",
      severity: "error",
      from: { path: "^apps/server/src/modules/([^/]+)/" },
      to: {
        path: "^apps/server/src/modules/[^/]+/",
        pathNot: ["^apps/server/src/modules/$1/", "^apps/server/src/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "server-reaches-modules-through-index",
      comment: "app.ts, plugins, lib, db, seed and cli reach a module only through its index.ts.",
      severity: "error",
      from: { path: "^apps/server/src/(?!modules/)" },
      to: { path: "^apps/server/src/modules/[^/]+/(?!index\\.ts$)" },
    },
    {
      name: "operator-and-lib-import-no-domain",
      comment: "modules/operator and lib sit below every domain: they import no domain module.",
      severity: "error",
      from: { path: "^apps/server/src/(lib/|modules/operator/)" },
      to: { path: "^apps/server/src/modules/", pathNot: "^apps/server/src/modules/operator/" },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(node_modules|dist|\\.data)" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};
