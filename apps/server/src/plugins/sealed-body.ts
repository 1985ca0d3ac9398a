import { createDecipheriv, generateKeyPair, createPrivateKey, randomBytes, webcrypto } from "node:crypto";
import { promisify } from "node:util";
import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { sealedEnvelopeSchema, type PublicKeyValue } from "@lotus/contracts";
import type { Db } from "../db/pool.ts";
import { findNewestServerKey, storeFirstServerKey } from "../db/server-key.ts";
import { AppError } from "../errors.ts";
import { parseRequestData } from "./errors.ts";

/**
 * The sealed envelope of the "encrypted" calls (architecture.md §3): RSA-OAEP(SHA-256) wraps a
 * fresh AES-256-GCM key. The key pair lives in `server_key` so that every server process of a
 * deployment opens the same envelopes; it is created on first use.
 */
type ServerKey = { keyId: string; unwrapKey: webcrypto.CryptoKey; spki: string };

declare module "fastify" {
  interface FastifyInstance {
    serverKey: () => Promise<ServerKey>;
    /** Opens a sealed body and validates the payload; any failure is `encryption_invalid`, `text_invalid` or `validation_failed`. */
    openSealed: <S extends z.ZodType>(request: FastifyRequest, schema: S) => Promise<z.infer<S>>;
    /** Decrypts an RSA-OAEP value (the free-play header). */
    rsaDecrypt: (base64: string) => Promise<Buffer>;
  }
}

async function loadOrCreateKey(db: Db): Promise<ServerKey> {
  let row = await findNewestServerKey(db);
  if (!row) {
    // Asynchronous: generating a 2048-bit key takes about a second of CPU.
    const { privateKey, publicKey } = await promisify(generateKeyPair)("rsa", { modulusLength: 2048 });
    row = await storeFirstServerKey(db, {
      key_id: randomBytes(8).toString("hex"),
      private_pem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      public_spki: publicKey.export({ type: "spki", format: "der" }).toString("base64"),
    });
  }
  const privateKey = createPrivateKey(row.private_pem);
  // WebCrypto decrypts on the thread pool; privateDecrypt would hold the event loop ~2 ms per call.
  const unwrapKey = await webcrypto.subtle.importKey(
    "pkcs8",
    privateKey.export({ type: "pkcs8", format: "der" }),
    { name: "RSA-OAEP", hash: "SHA-256" },
    false,
    ["decrypt"],
  );
  return { keyId: row.key_id, unwrapKey, spki: row.public_spki };
}

export function publicKeyValue(key: ServerKey): PublicKeyValue {
  return { keyId: key.keyId, algorithm: "RSA-OAEP-256", spki: key.spki };
}

export const sealedBodyPlugin = fp(
  async (app) => {
    let key: Promise<ServerKey> | undefined;
    const serverKey = () => {
      key ??= loadOrCreateKey(app.db).catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      return key;
    };
    const rsaDecrypt = async (base64: string) => {
      const { unwrapKey } = await serverKey();
      const plain = await webcrypto.subtle.decrypt({ name: "RSA-OAEP" }, unwrapKey, Buffer.from(base64, "base64"));
      return Buffer.from(plain);
    };
    app.decorate("serverKey", serverKey);
    app.decorate("rsaDecrypt", rsaDecrypt);
    app.decorate("openSealed", async <S extends z.ZodType>(request: FastifyRequest, schema: S) => {
      const envelope = sealedEnvelopeSchema.safeParse(request.body);
      if (!envelope.success) throw new AppError("encryption_invalid");
      const { keyId } = await serverKey();
      if (envelope.data.keyId !== keyId) throw new AppError("encryption_invalid");
      let payload: unknown;
      try {
        const aesKey = await rsaDecrypt(envelope.data.key);
        if (aesKey.length !== 32) throw new Error("bad key length");
        const iv = Buffer.from(envelope.data.iv, "base64");
        const data = Buffer.from(envelope.data.data, "base64");
        if (iv.length !== 12 || data.length < 16) throw new Error("bad envelope");
        const decipher = createDecipheriv("aes-256-gcm", aesKey, iv);
        decipher.setAuthTag(data.subarray(data.length - 16));
        const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
        payload = JSON.parse(plain.toString("utf8"));
      } catch {
        throw new AppError("encryption_invalid");
      }
      return parseRequestData(schema, payload);
    });
  },
  { name: "sealed-body", dependencies: ["errors"] },
);
