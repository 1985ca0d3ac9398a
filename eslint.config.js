import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      ".data/**",
      "**/.artifacts/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "bench/.results/**",
      "apps/web/public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}", "apps/console/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Issue 12: SQL lives in repositories (and in the ledger, db, seed and cli), nowhere else.
    files: ["apps/server/src/**/*.ts"],
    ignores: [
      "apps/server/src/**/*.repository.ts",
      "apps/server/src/modules/ledger/**",
      "apps/server/src/db/**",
      "apps/server/src/seed/**",
      "apps/server/src/cli/**",
      "apps/server/src/**/*.test.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='query']",
          message: "SQL lives in *.repository.ts: call a repository function (docs/ARCHITECTURE.md, Layout).",
        },
      ],
    },
  },
);
