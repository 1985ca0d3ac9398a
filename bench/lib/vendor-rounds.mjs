// Signed seamless-wallet rounds for the benchmarks (seamless.mjs, promotions.mjs): a vendor client
// that signs like a vendor, and a load of `clients` clients each playing bet-then-win rounds of its
// own `perClient` members back to back.
import { PATHS, signVendorRequest } from "@lotus/contracts";
import { postJson, timedClients } from "./ledger-bench.mjs";

/** A keep-alive client of one vendor's wallet API, signing with its secret. */
export function vendorClient({ agent, baseUrl, vendor, secret }) {
  return (action, body) => {
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    return postJson(
      agent,
      `${baseUrl}${PATHS.vendorApi.replace(":vendorCode", vendor).replace(":action", action)}`,
      raw,
      {
        "x-timestamp": timestamp,
        "x-signature": signVendorRequest(secret, timestamp, raw),
      },
    );
  };
}

let roundSeq = 0;
/**
 * `clients` clients for `seconds`, each playing rounds (bet `amount`, then win it back and end the
 * round) of its own `perClient` members in turn; resolves like timedClients (count = rounds).
 */
export function roundLoad({ call, members, perClient, clients, gameCode, amount, seconds, prefix }) {
  return timedClients({
    clients,
    seconds,
    client: (c, run) => {
      const own = members.slice(c * perClient, (c + 1) * perClient);
      let turn = 0;
      return async () => {
        const member = own[turn++ % own.length];
        const roundId = `${prefix}-${run}-${(roundSeq++).toString(36)}`;
        const round = { token: member.token, roundId, gameCode, amount: amount.toString() };
        const bet = await call("bet", { ...round, transactionId: `${roundId}:b` });
        const win =
          bet.status === 200 ? await call("win", { ...round, transactionId: `${roundId}:w`, endRound: true }) : bet;
        return bet.status !== 200 || win.status !== 200
          ? `${bet.status} ${bet.body.slice(0, 200)} / ${win.status} ${win.body.slice(0, 200)}`
          : null;
      };
    },
  });
}
