import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PATHS,
  SERVICE_PATH_TYPE_CUSTOMER_SERVICE,
  countryCodesResponseSchema,
  domainRouteResponseSchema,
  helpCenterResponseSchema,
  permissionQuerySchema,
  permissionResponseSchema,
  registerSettingsResponseSchema,
  serviceResponseSchema,
  systemStatusResponseSchema,
  localized,
  vipLevelsResponseSchema,
  whitelabelResponseSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { AppError } from "../../errors.ts";
import { outboxChannels } from "../verification/index.ts";
import * as repo from "./system.repository.ts";
import * as system from "./system.service.ts";

const noQuery = z.strictObject({});
const errors = errorResponses([400, 404, 500]);

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    PATHS.systemStatus,
    {
      schema: {
        tags: ["system"],
        summary: "System status: 0 normal, 1 maintenance, 2 region restricted",
        querystring: noQuery,
        response: { 200: systemStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const brand = await system.loadBrand(db);
      return ok(request, { status: system.systemStatusOf(brand, request.clientLocation().country) });
    },
  );

  app.get(
    PATHS.permission,
    {
      schema: {
        tags: ["system"],
        summary: "Start-up call: settings tree, register rules, resources, customer service, CDNs, location, flags",
        querystring: permissionQuerySchema,
        response: { 200: permissionResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (request.query.url !== undefined) {
        const brand = await system.loadBrand(db);
        if (!system.isKnownHost(brand, request.query.url)) throw new AppError("route_not_found");
      }
      return ok(
        request,
        await system.getPermission(db, request.language, request.clientLocation(), outboxChannels(app.env)),
      );
    },
  );

  app.get(
    PATHS.whitelabel,
    {
      schema: {
        tags: ["system"],
        summary: "White-label menu (settings tree)",
        querystring: noQuery,
        response: { 200: whitelabelResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await system.getSettingsTree(db)),
  );

  app.get(
    PATHS.registerSettings,
    {
      schema: {
        tags: ["system"],
        summary: "Registration field rules",
        querystring: noQuery,
        response: { 200: registerSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await system.getRegisterRules(db)),
  );

  app.get(
    PATHS.countryCodes,
    {
      schema: {
        tags: ["system"],
        summary: "Country codes with dialling codes and flag image paths",
        querystring: noQuery,
        response: { 200: countryCodesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await repo.listCountries(db);
      return ok(
        request,
        rows.map((r) => ({
          countryCode: r.country_code,
          countryDialingCode: r.dialing_code,
          name: localized(r.name, request.language),
          flag: `COUNTRY_FLAG/${r.country_code}.svg`,
          mobileDigits: r.mobile_digits,
        })),
      );
    },
  );

  app.get(
    PATHS.domainRoute,
    {
      schema: {
        tags: ["system"],
        summary: "Domain route: alternative domains and resources",
        querystring: noQuery,
        response: { 200: domainRouteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const [brand, resources] = await Promise.all([system.loadBrand(db), system.getResources(db)]);
      return ok(request, { domainList: brand.domains, resources });
    },
  );

  app.get(
    PATHS.helpCenter,
    {
      schema: {
        tags: ["system"],
        summary: "Help centre categories and articles",
        querystring: noQuery,
        response: { 200: helpCenterResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await system.getHelpCenter(db, request.language)),
  );

  app.get(
    PATHS.service,
    {
      schema: {
        tags: ["system"],
        summary: "Service paths; type 3 is the customer-service link",
        querystring: noQuery,
        response: { 200: serviceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const channels = await system.getCustomerService(db, request.language);
      const pathList = channels.slice(0, 1).map((c) => ({ type: SERVICE_PATH_TYPE_CUSTOMER_SERVICE, path: c.path }));
      return ok(request, { version: { pathList } });
    },
  );

  app.get(
    PATHS.vipLevels,
    {
      schema: {
        tags: ["system"],
        summary: "VIP levels and benefits",
        querystring: noQuery,
        response: { 200: vipLevelsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await system.getVipLevels(db, request.language)),
  );
};
