/**
 * The promotions module's public surface (issue 15, in progress): bonus grants — give, end (convert,
 * expire, forfeit) — and their ledger identities for `npm run ledger:verify`. Bets, wins and
 * rollbacks against grants are SQL functions (sql/promotion_bet.sql, promotion_return.sql) that the
 * seamless wallet's statement will call; they are tested against the contracts' model but not wired
 * into vendor_api_call yet.
 */
export { endGrant, expireDueGrants, giveGrant, grantViolations, type GiveGrantInput } from "./grants.service.ts";
