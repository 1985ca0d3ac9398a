import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, type Country } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue } from "../http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /wps/system/countryCodes", () => {
  it("lists the countries with dialling codes, Vietnam first", async () => {
    const countries = okValue<Country[]>(await get(t.app, PATHS.countryCodes));
    expect(countries[0]).toMatchObject({ countryCode: "VN", countryDialingCode: "84", mobileDigits: 9 });
    expect(countries.length).toBeGreaterThanOrEqual(5);
    for (const c of countries) {
      expect(c.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(c.countryDialingCode).toMatch(/^\d{1,4}$/);
      expect(c.flag).toBe(`COUNTRY_FLAG/${c.countryCode}.svg`);
    }
  });

  it("gives flag paths that the image host /media serves as SVG", async () => {
    const countries = okValue<Country[]>(await get(t.app, PATHS.countryCodes));
    for (const c of countries) {
      const res = await get(t.app, `/media/${c.flag}`);
      expect(res.statusCode, c.flag).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(res.body).toMatch(/^<svg[\s>]/);
    }
  });

  it("answers 404 not_found for a flag that does not exist", async () => {
    expectError(await get(t.app, "/media/COUNTRY_FLAG/QQ.svg"), "not_found");
  });
});
