import { seedDemoAccounts } from "./demo-accounts.ts";
import { seedDemoAgents } from "./demo-agents.ts";
import type { Db } from "../db/pool.ts";
import { inTransaction } from "../db/pool.ts";
import * as content from "./demo-content.ts";
import { seedDemoMoney } from "./demo-money.ts";
import { seedDemoGames } from "./demo-games.ts";
import { seedDemoRewards } from "./demo-rewards.ts";
import { seedDemoAgentContracts } from "./demo-agent-contracts.ts";
import { seedDemoVip } from "./demo-vip.ts";
import { seedLottery } from "../modules/lottery/index.ts";
import { seedDemoFortune } from "./demo-fortune.ts";
import { seedDemoPoints } from "./demo-points.ts";
import { seedDemoPromotions } from "./demo-promotions.ts";
import { seedDemoKyc } from "./demo-kyc.ts";
import { seedDemoAnnouncements } from "./demo-announcements.ts";
import { seedDemoMessages } from "./demo-messages.ts";
import { seedDemoSupport } from "./demo-support.ts";
import { seedDemoChat } from "./demo-chat.ts";
import { seedDemoProtection } from "./demo-protection.ts";

/** Any constant: serialises concurrent seeding by several processes. */
const SEED_LOCK = 7_265_002;

/**
 * Seeds the demo brand. Idempotent: rows an operator may have changed (the brand's switches,
 * settings, field rules) are inserted only when missing, never overwritten; content tables
 * (notices, help, customer service) are filled only when empty.
 */
export async function seedDemo(db: Db, options: { lotteryChainSecret?: string | undefined } = {}): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [SEED_LOCK]);
    const b = content.brand;
    await tx.query(
      `insert into brand (id, name, merchant_code, currency, default_language, chat_header_color,
                          image_cdns, launch_game_cdns, domains)
       values (1, $1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
      [
        b.name,
        b.merchantCode,
        b.currency,
        b.defaultLanguage,
        b.chatHeaderColor,
        b.imageCDNs,
        b.launchGameCDNs,
        b.domains,
      ],
    );
    for (const [i, s] of content.settings.entries()) {
      await tx.query(
        `insert into setting_node (mod_id, parent_mod_id, enabled, sort) values ($1, $2, $3, $4)
         on conflict (mod_id) do nothing`,
        [s.modId, s.parent ?? null, s.enabled, i],
      );
    }
    for (const [i, r] of content.registerRules.entries()) {
      await tx.query(
        `insert into register_field_rule (field, enabled, required, accepted_pattern, pattern_id, min_length, max_length, sort)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (field) do nothing`,
        [r.field, r.enabled, r.required, r.acceptedPattern, r.patternId, r.minLength, r.maxLength, i],
      );
    }
    for (const r of content.resources) {
      await tx.query(
        `insert into resource (resource_type, url, qr_code_url, label_name_en) values ($1, $2, $3, $4)
         on conflict (resource_type) do nothing`,
        [r.resourceType, r.url, r.qrCodeUrl, r.labelNameEn],
      );
    }
    for (const [i, c] of content.countries.entries()) {
      await tx.query(
        `insert into country (country_code, dialing_code, name, mobile_digits, sort) values ($1, $2, $3, $4, $5)
         on conflict (country_code) do nothing`,
        [c.code, c.dialing, c.name, c.digits, i],
      );
      // A country seeded before names were stored per language gets its translations.
      await tx.query("update country set name = $2 where country_code = $1 and not name ? 'en'", [c.code, c.name]);
    }
    for (const v of content.vipLevels) {
      await tx.query(
        `insert into vip_level (level, name, deposit_requirement, bet_requirement, upgrade_bonus, monthly_bonus,
                                rebate_basis_points, daily_withdrawals, benefits)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (level) do nothing`,
        [
          v.level,
          v.name,
          v.deposit,
          v.bet,
          v.upgradeBonus,
          v.monthlyBonus,
          v.rebateBasisPoints,
          v.dailyWithdrawals,
          JSON.stringify(v.benefits),
        ],
      );
    }
    for (const [i, v] of content.vendors.entries()) {
      await tx.query(
        `insert into game_vendor (id, vendor_code, display_name, category, small_icon, is_hot, game_count, sort)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
        [v.id, v.code, v.name, v.category, `vendors/${v.code}.svg`, v.hot, v.games, i],
      );
      if (v.names) {
        await tx.query("update game_vendor set display_name_i18n = $2 where id = $1 and display_name_i18n is null", [
          v.id,
          v.names,
        ]);
      }
    }
    await seedDemoAccounts(tx);
    await seedDemoAgents(tx);
    if (await isEmpty(tx, "customer_service")) {
      for (const [i, c] of content.customerService.entries()) {
        await tx.query("insert into customer_service (title, cs_type, url, sort) values ($1, $2, $3, $4)", [
          c.title,
          c.csType,
          c.url,
          i,
        ]);
      }
    }
    if (await isEmpty(tx, "notice")) {
      for (const [i, n] of content.notices.entries()) {
        await tx.query(
          "insert into notice (type, title, content, image_url, link_url, sort, audience) values ($1, $2, $3, $4, $5, $6, $7)",
          [n.type, n.title, n.content, n.imageUrl ?? "", n.linkUrl ?? "", i, n.audience ?? "all"],
        );
      }
    }
    if (await isEmpty(tx, "help_category")) {
      for (const [i, category] of content.help.entries()) {
        const { rows } = await tx.query<{ id: number }>(
          "insert into help_category (code, title, sort) values ($1, $2, $3) returning id",
          [category.code, category.title, i],
        );
        for (const [j, article] of category.articles.entries()) {
          await tx.query("insert into help_article (category_id, title, content, sort) values ($1, $2, $3, $4)", [
            rows[0]!.id,
            article.title,
            article.content,
            j,
          ]);
        }
      }
    }
  });
  await seedDemoGames(db);
  await seedDemoMoney(db);
  await seedDemoAgentContracts(db);
  await seedDemoVip(db);
  // Know your customer: demo01 verified at tier 2, vip03's identity waiting in the console's queue.
  await inTransaction(db, async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [SEED_LOCK]);
    await seedDemoKyc(tx);
  });
  await inTransaction(db, async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [SEED_LOCK]);
    await seedDemoPromotions(tx);
  });
  // Nobody is connected while the server starts: the lottery's catch-up tells no one about balances.
  await seedLottery(db, { signals: { notify: async () => {} }, chainSecret: options.lotteryChainSecret });
  await seedDemoRewards(db);
  await seedDemoFortune(db);
  await seedDemoPoints(db);
  await seedDemoAnnouncements(db);
  await seedDemoMessages(db);
  await seedDemoChat(db);
  await inTransaction(db, async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [SEED_LOCK]);
    await seedDemoProtection(tx);
  });
  await inTransaction(db, async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [SEED_LOCK]);
    await seedDemoSupport(tx);
  });
}

async function isEmpty(tx: { query: Db["query"] }, table: string): Promise<boolean> {
  const { rows } = await tx.query(`select not exists (select 1 from ${table}) as empty`);
  return (rows[0] as { empty: boolean }).empty;
}
