import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "contracts",
          include: ["packages/contracts/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          // Needs a Redis server: its own project below, run by scripts/test.mjs when TEST_REDIS_URL is set.
          exclude: ["**/node_modules/**", "**/*.redis.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: "forks",
        },
      },
      {
        test: {
          name: "server-redis",
          include: ["apps/server/test/**/*.redis.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: "forks",
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          name: "demo-vendor",
          include: ["apps/demo-vendor/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: "console",
          include: ["apps/console/src/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
    ],
  },
});
