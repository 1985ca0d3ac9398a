import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { get } from "../http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type OpenApi = { openapi: string; paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

describe("OpenAPI document", () => {
  it("/docs/json describes every call of PATHS with its operation and error responses", async () => {
    const res = await get(t.app, "/docs/json");
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApi>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of Object.values(PATHS)) {
      const openApiPath = path.replace(/:(\w+)/g, "{$1}");
      expect(doc.paths[openApiPath], path).toBeDefined();
      const operations = Object.values(doc.paths[openApiPath]!);
      expect(operations.length, path).toBeGreaterThan(0);
      for (const operation of operations) {
        expect(Object.keys(operation.responses ?? {}), path).toEqual(expect.arrayContaining(["400"]));
      }
    }
  });

  it("serves the documentation UI at /docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/docs/", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
  });
});
