import { describe, expect, it } from "vitest";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import { encodeAltchaPayload, solveProofOfWork } from "./proof-of-work";

describe("ALTCHA proof of work", () => {
  it("finds the number of a challenge made by altcha-lib, and altcha-lib accepts the payload", async () => {
    const hmacKey = "test-key";
    const challenge = await createChallenge({ hmacKey, maxnumber: 2000 });
    const number = await solveProofOfWork({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      salt: challenge.salt,
      max: challenge.maxnumber ?? 2000,
    });
    expect(number).not.toBeNull();
    const payload = encodeAltchaPayload(challenge, number!);
    expect(await verifySolution(payload, hmacKey)).toBe(true);
    expect(await verifySolution(encodeAltchaPayload(challenge, number! + 1), hmacKey)).toBe(false);
  });

  it("finds a number far into the range, past the first batches", async () => {
    const challenge = await createChallenge({ hmacKey: "k", number: 1234, maxnumber: 2000 });
    const pow = { algorithm: challenge.algorithm, challenge: challenge.challenge, salt: challenge.salt, max: 2000 };
    expect(await solveProofOfWork(pow)).toBe(1234);
  });

  it("gives up past the maximum and when aborted", async () => {
    const challenge = await createChallenge({ hmacKey: "k", number: 50, maxnumber: 100 });
    const pow = { algorithm: challenge.algorithm, challenge: challenge.challenge, salt: challenge.salt, max: 40 };
    expect(await solveProofOfWork(pow)).toBeNull();
    const controller = new AbortController();
    controller.abort();
    expect(await solveProofOfWork({ ...pow, max: 100 }, { signal: controller.signal })).toBeNull();
  });
});
