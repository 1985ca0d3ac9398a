import { createHash, createHmac } from "node:crypto";

/*
 * The pre-committed hash chains of the lottery draws (issue 14, deliver 2). A chain of length M
 * starts at s(0) = HMAC-SHA256(secret, "lottery-chain:<game>:<chain no>") and goes on by
 * s(k+1) = SHA-256(s(k) as 64 lower-case hex characters) — packages/contracts nextChainLink, done
 * here with node:crypto for speed — up to s(M), the terminal hash published before the first draw.
 * Draw n of the chain reveals s(M − n). The secret never enters the database when
 * LOTTERY_CHAIN_SECRET is set (production); the demo keeps a generated one in lottery_secret.
 *
 * Finding s(M − n) walks the chain from s(0): a process keeps every 1,024th link of a chain it has
 * walked once, so a draw costs at most 1,024 hashes after the first.
 */

const CHECKPOINT_EVERY = 1024;

const nextLink = (link: string): string => createHash("sha256").update(link).digest("hex");

/** s(0) of a game's chain. */
export function chainStart(secret: string, gameCode: string, chainNo: number): string {
  return createHmac("sha256", secret).update(`lottery-chain:${gameCode}:${chainNo}`).digest("hex");
}

type Walked = { length: number; checkpoints: string[]; terminal: string };
const walked = new Map<string, Walked>();

function walk(secret: string, gameCode: string, chainNo: number, length: number): Walked {
  const key = `${gameCode}:${chainNo}:${length}:${secret}`;
  const known = walked.get(key);
  if (known) return known;
  const checkpoints: string[] = [];
  let link = chainStart(secret, gameCode, chainNo);
  for (let k = 0; k < length; k += 1) {
    if (k % CHECKPOINT_EVERY === 0) checkpoints.push(link);
    link = nextLink(link);
  }
  const result = { length, checkpoints, terminal: link };
  walked.set(key, result);
  return result;
}

/** s(M): the chain's terminal hash, to publish. */
export function chainTerminal(secret: string, gameCode: string, chainNo: number, length: number): string {
  return walk(secret, gameCode, chainNo, length).terminal;
}

/** The seed of draw `index` (1-based) of the chain: s(M − index). */
export function drawSeed(secret: string, gameCode: string, chainNo: number, length: number, index: number): string {
  if (!Number.isInteger(index) || index < 1 || index > length)
    throw new Error(`chain index ${index} outside 1..${length}`);
  const chain = walk(secret, gameCode, chainNo, length);
  const position = length - index;
  let link = chain.checkpoints[Math.floor(position / CHECKPOINT_EVERY)]!;
  for (let k = Math.floor(position / CHECKPOINT_EVERY) * CHECKPOINT_EVERY; k < position; k += 1) link = nextLink(link);
  return link;
}
