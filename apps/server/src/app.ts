import Fastify, { LogController, type FastifyInstance } from "fastify";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, serializerCompiler } from "fastify-type-provider-zod";
import type { Env } from "./env.ts";
import type { Db } from "./db/pool.ts";
import { languagePlugin } from "./plugins/language.ts";
import { errorsPlugin, validatorCompiler } from "./plugins/errors.ts";
import { clientLocationPlugin } from "./plugins/client-location.ts";
import { httpEdgeOptions, httpEdgePlugin } from "./plugins/http-edge.ts";
import { cacheControlPlugin } from "./plugins/cache-control.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { webAppPlugin } from "./plugins/web-app.ts";
import { consoleAppPlugin } from "./plugins/console-app.ts";
import { authPlugin } from "./plugins/auth.ts";
import { operatorPlugin } from "./plugins/operator.ts";
import { sealedBodyPlugin } from "./plugins/sealed-body.ts";
import fastifyFormbody from "@fastify/formbody";
import { healthRoutes } from "./modules/health/index.ts";
import { systemRoutes } from "./modules/system/index.ts";
import { noticesConsoleRoutes, noticesRoutes } from "./modules/notices/index.ts";
import { contentConsoleRoutes, contentRoutes } from "./modules/content/index.ts";
import { gamesRoutes } from "./modules/games/index.ts";
import { mediaRoutes } from "./modules/media/index.ts";
import { realtimePlugin } from "./modules/realtime/index.ts";
import { walletRoutes } from "./modules/wallet/index.ts";
import { recordsRoutes } from "./modules/records/index.ts";
import { cashierConsoleRoutes, cashierRoutes } from "./modules/cashier/index.ts";
import { operatorConsoleRoutes } from "./modules/operator/index.ts";
import { dashboardConsoleRoutes } from "./modules/dashboard/index.ts";
import {
  accountConsoleRoutes,
  memberRoutes,
  securityRoutes,
  sessionRoutes,
  socialRoutes,
} from "./modules/account/index.ts";
import { systemConsoleRoutes } from "./modules/system/index.ts";
import { ledgerConsoleRoutes, ledgerJobs } from "./modules/ledger/index.ts";
import {
  forfeitActiveGrants,
  grantViolations,
  promotionsConsoleRoutes,
  promotionsJobs,
  promotionsRoutes,
} from "./modules/promotions/index.ts";
import { consoleGameRoutes } from "./modules/games/index.ts";
import { agentContractsRoutes, agentsConsoleRoutes, agentsRoutes, settlementJobs } from "./modules/agents/index.ts";
import { lotteryConsoleRoutes, lotteryJobs, lotteryRoutes, voidMemberFutureTickets } from "./modules/lottery/index.ts";
import { fortuneConsoleRoutes, fortuneJobs, fortuneRoutes } from "./modules/fortune/index.ts";
import { launchRoutes } from "./modules/launch/index.ts";
import { vendorApiRoutes } from "./modules/vendor-api/index.ts";
import { gameRecordsRoutes } from "./modules/game-records/index.ts";
import { pointsConsoleRoutes, pointsJobs, pointsRoutes, pointsViolations } from "./modules/points/index.ts";
import { mountDemoVendor } from "./modules/launch/index.ts";
import { offerRewards, rewardsConsoleRoutes, rewardsJobs, rewardsRoutes } from "./modules/rewards/index.ts";
import { vipConsoleRoutes, vipJobs, vipRoutes } from "./modules/vip/index.ts";
import { protectionConsoleRoutes, protectionRoutes } from "./modules/protection/index.ts";
import { kycConsoleRoutes, kycRoutes } from "./modules/kyc/index.ts";
import { messagesConsoleRoutes, messagesRoutes } from "./modules/messages/index.ts";
import { supportConsoleRoutes, supportRoutes } from "./modules/support/index.ts";
import { chatConsoleRoutes, chatRooms, chatRoutes } from "./modules/chat/index.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    env: Env;
  }
}

export type AppOptions = {
  env: Env;
  db: Db;
};

/** Assembles the API server; the caller owns the database and the listening socket. */
export async function buildApp({ env, db }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: env.LOG_LEVEL === "silent" ? false : { level: env.LOG_LEVEL },
    // X-Forwarded-For is believed only from the configured proxies (architecture.md §8).
    trustProxy: env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false,
    bodyLimit: 1024 * 1024,
    // One line per request would drown the log at casino traffic; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Slow-client timeouts and the envelope for refusals made before routing (plugins/http-edge.ts).
    ...httpEdgeOptions(env),
  });
  app.server.maxConnections = env.HTTP_MAX_CONNECTIONS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", db);
  app.decorate("env", env);

  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(clientLocationPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cacheControlPlugin);
  await app.register(httpEdgePlugin);
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
  await app.register(authPlugin);
  await app.register(operatorPlugin);
  await app.register(sealedBodyPlugin);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Lotus API",
        version: "0.1.0",
        description:
          "Every response is { success, code, message, value }. Send `Language: vi|en|zh|ja|th` to localize messages.",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/docs" });
  // After swagger, so that /ws is described in /docs like every other call.
  await app.register(realtimePlugin);

  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  await app.register(systemRoutes);
  await app.register(noticesRoutes);
  await app.register(contentRoutes);
  await app.register(gamesRoutes);
  await app.register(sessionRoutes);
  await app.register(memberRoutes);
  await app.register(securityRoutes);
  await app.register(socialRoutes);
  await app.register(walletRoutes);
  await app.register(recordsRoutes);
  await app.register(cashierRoutes);
  // Operator console API under /console/api: each domain's operator routes (no-store, as every
  // answer without its own Cache-Control: they carry members' personal data and money).
  await app.register(operatorConsoleRoutes);
  await app.register(dashboardConsoleRoutes);
  await app.register(accountConsoleRoutes);
  await app.register(cashierConsoleRoutes);
  await app.register(systemConsoleRoutes);
  // The console's ledger check also runs the bonus grants' identities (modules/promotions owns those tables).
  await app.register(ledgerConsoleRoutes, { extraChecks: [grantViolations, pointsViolations] });
  await app.register(consoleGameRoutes);
  await app.register(agentsConsoleRoutes);
  await app.register(lotteryConsoleRoutes);
  await app.register(pointsConsoleRoutes);
  await app.register(fortuneConsoleRoutes);
  await app.register(rewardsConsoleRoutes);
  await app.register(noticesConsoleRoutes);
  await app.register(contentConsoleRoutes);
  // The VIP bonuses are offered in the reward centre (rewards reaches promotions, which reads VIP levels).
  await app.register(vipConsoleRoutes, { offerRewards });
  await app.register(launchRoutes);
  await app.register(vendorApiRoutes);
  await app.register(gameRecordsRoutes);
  await app.register(agentsRoutes);
  await app.register(agentContractsRoutes);
  await app.register(lotteryRoutes);
  await app.register(pointsRoutes);
  await app.register(promotionsRoutes);
  await app.register(promotionsConsoleRoutes);
  await app.register(fortuneRoutes);
  await app.register(rewardsRoutes);
  await app.register(vipRoutes);
  await app.register(kycRoutes);
  await app.register(kycConsoleRoutes);
  await app.register(messagesRoutes);
  await app.register(messagesConsoleRoutes);
  await app.register(supportRoutes);
  await app.register(supportConsoleRoutes);
  // A time-out or self-exclusion forfeits bonuses (promotions) and voids future lottery lines (lottery).
  await app.register(protectionRoutes, {
    effects: { forfeitBonuses: forfeitActiveGrants, voidLottery: voidMemberFutureTickets },
  });
  await app.register(protectionConsoleRoutes);
  await app.register(chatRoutes);
  await app.register(chatConsoleRoutes);
  await app.register(chatRooms);
  if (env.DEMO_VENDOR) await mountDemoVendor(app);
  await app.register(consoleAppPlugin, { distDir: env.CONSOLE_DIST_DIR });
  await app.register(ledgerJobs);
  await app.register(settlementJobs);
  await app.register(lotteryJobs);
  await app.register(pointsJobs);
  await app.register(fortuneJobs);
  await app.register(rewardsJobs);
  await app.register(vipJobs, { offerRewards });
  await app.register(promotionsJobs, { offerRewards });
  await app.register(webAppPlugin, { distDir: env.WEB_DIST_DIR });
  return app;
}
