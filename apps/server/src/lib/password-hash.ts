import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). @node-rs/argon2 hashes on the
 * libuv thread pool, so a login storm does not block the event loop. Members and operators share
 * these functions, so they share one pool of hash slots.
 */
export const ARGON2_PARAMS = {
  algorithm: 2 /* Algorithm.Argon2id; a const enum */ as const,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/*
 * At most (cores - 1) hashes run at once, so a login storm leaves a core to the event loop and the
 * database connection (bench/README.md: /healthz stays responsive). The rest wait in line.
 */
const maxConcurrentHashes = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrentHashes) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function hashPassword(plain: string): Promise<string> {
  return withHashSlot(() => hash(plain, ARGON2_PARAMS));
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await withHashSlot(() => verify(stored, plain));
  } catch {
    return false;
  }
}

// Verifying an unknown account against this hash costs what a real verify costs, so a wrong
// account name and a wrong password answer in the same time.
let dummyHash: Promise<string> | undefined;
export async function burnVerifyTime(plain: string): Promise<false> {
  dummyHash ??= hashPassword("lotus-timing-equaliser");
  await verifyPassword(await dummyHash, plain);
  return false;
}

/** Reads the parameters out of a stored PHC string, e.g. for tests and audits. */
export function parseArgon2Hash(stored: string): { algorithm: string; m: number; t: number; p: number } | null {
  const match = /^\$(argon2id|argon2i|argon2d)\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!match) return null;
  return { algorithm: match[1]!, m: Number(match[2]), t: Number(match[3]), p: Number(match[4]) };
}
