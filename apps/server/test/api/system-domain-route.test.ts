import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, type Resource } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { get, okValue } from "../http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type DomainRoute = { domainList: string[]; resources: Resource[] };

describe("GET /wps/system/domainRoute", () => {
  it("lists the brand's domains and the same resources as the permission call", async () => {
    const route = okValue<DomainRoute>(await get(t.app, PATHS.domainRoute));
    expect(route.domainList).toEqual(["lotus.example", "lotus-vn.example"]);
    const permission = okValue<{ resources: Resource[] }>(await get(t.app, PATHS.permission));
    expect(route.resources).toEqual(permission.resources);
  });

  it("follows the domains an operator sets", async () => {
    await t.db.query("update brand set domains = '{lotus.example,new.example}'");
    expect(okValue<DomainRoute>(await get(t.app, PATHS.domainRoute)).domainList).toEqual([
      "lotus.example",
      "new.example",
    ]);
  });
});
