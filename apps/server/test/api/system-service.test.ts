import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, SERVICE_PATH_TYPE_CUSTOMER_SERVICE, decodeServicePath } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { get, okValue } from "../http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ServiceValue = { version: { pathList: { type: number; path: string }[] } };
const firstChannelUrl = async () =>
  (await t.db.query<{ url: string }>("select url from customer_service order by sort, id limit 1")).rows[0]!.url;

describe("GET /wps/system/service", () => {
  it("has a type-3 entry that decodes to the first customer-service URL", async () => {
    const { pathList } = okValue<ServiceValue>(await get(t.app, PATHS.service)).version;
    const entry = pathList.find((p) => p.type === SERVICE_PATH_TYPE_CUSTOMER_SERVICE);
    expect(entry).toBeDefined();
    expect(entry!.path).not.toContain(await firstChannelUrl());
    expect(decodeServicePath(entry!.path)).toBe(await firstChannelUrl());
  });

  it("follows the channel the operator puts first", async () => {
    await t.db.query("update customer_service set sort = -1 where cs_type = 'TELEGRAM'");
    expect(await firstChannelUrl()).toBe("https://t.me/LotusCSKH247");
    const { pathList } = okValue<ServiceValue>(await get(t.app, PATHS.service)).version;
    const entry = pathList.find((p) => p.type === SERVICE_PATH_TYPE_CUSTOMER_SERVICE)!;
    expect(decodeServicePath(entry.path)).toBe("https://t.me/LotusCSKH247");
  });
});
