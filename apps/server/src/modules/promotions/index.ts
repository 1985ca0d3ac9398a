/**
 * The promotions module's public surface (issue 15, in progress): bonus grants — give, end (convert,
 * expire, forfeit) — and their ledger identities for `npm run ledger:verify`.
 */
export { endGrant, expireDueGrants, giveGrant, grantViolations, type GiveGrantInput } from "./grants.service.ts";
