import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import {
  CONSOLE_PATHS,
  KYC_UNSENT_DOCUMENTS_MAX,
  PATHS,
  PROOF_IMAGE_MAX_BYTES,
  type ConsoleKycMember,
  type ConsoleKycSubmission,
  type KycState,
  type KycWithdrawalRule,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase, type Headers } from "../http.ts";
import {
  ADMIN,
  CASHIER,
  auditRows,
  bearer,
  lastAuditId,
  operatorToken,
  touchSession,
} from "../console/console-support.ts";
import {
  MILLION,
  bankAccountId,
  cashierMember,
  jpegBytes,
  mainBalance,
  pngBytes,
  withdrawRequest,
  type CashierMember,
} from "../support/cashier.ts";
import { requiredTier, tierOf } from "../../src/modules/kyc/index.ts";

/*
 * Know your customer (issue 16 item 7) on a real database: the tier derived from the verified phone
 * and approved submissions, uploads through the media module's image pipeline, submissions in level
 * order, the console's review (approve / reject with a reason, audited, once), the withdrawal gate
 * by amount and by count in the cashier's request path, and bad input → catalogue code, nothing stored.
 */

let t: TestApp;
let admin: Headers;
let cashier: Headers;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
});
afterAll(() => t.close());

let mobileSeq = 0;
const phone = () => ({
  dialingCode: "+84",
  number: `9${String(10_000_000 + process.pid * 7 + ++mobileSeq).slice(-8)}`,
});

async function member(withPhone = true): Promise<CashierMember> {
  return cashierMember(t.db, withPhone ? { mobile: phone() } : {});
}

function upload(headers: Headers, bytes: Buffer, contentType = "image/png"): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "POST",
    url: PATHS.kycDocuments,
    headers: { ...headers, "content-type": contentType },
    payload: bytes,
  });
}
const documentId = async (headers: Headers, bytes = pngBytes()) =>
  okValue<{ documentId: string }>(await upload(headers, bytes, bytes[0] === 0xff ? "image/jpeg" : "image/png"))
    .documentId;

const submit = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: "POST", url: PATHS.kycSubmissions, headers, payload: payload as object });

async function sendIdentity(headers: Headers, idNumber = "079203001234"): Promise<KycState> {
  const [front, back, selfie] = [
    await documentId(headers),
    await documentId(headers, jpegBytes()),
    await documentId(headers),
  ];
  return okValue<KycState>(await submit(headers, { level: 2, idNumber, front, back, selfie }));
}

const state = async (headers: Headers) => okValue<KycState>(await get(t.app, PATHS.kycState, headers));

async function pendingOf(memberId: bigint, level: number): Promise<ConsoleKycSubmission> {
  const queue = okValue<{ list: ConsoleKycSubmission[] }>(
    await get(t.app, `${CONSOLE_PATHS.kycQueue}?status=pending&size=100`, cashier),
  );
  const found = queue.list.find((s) => s.memberId === memberId.toString() && s.level === level);
  expect(found, `pending level ${level} of member ${memberId}`).toBeDefined();
  return found!;
}

const review = (id: string, body: unknown, headers = cashier) =>
  t.app.inject({
    method: "POST",
    url: CONSOLE_PATHS.kycReview.replace(":id", id),
    headers,
    payload: body as object,
  });

async function verifyIdentity(m: CashierMember): Promise<void> {
  await sendIdentity(m.headers);
  okValue(await review((await pendingOf(m.id, 2)).id, { decision: "approve" }));
}

async function setRule(rule: KycWithdrawalRule): Promise<void> {
  okValue(await t.app.inject({ method: "PUT", url: CONSOLE_PATHS.kycSettings, headers: admin, payload: rule }));
}
const OFF: KycWithdrawalRule = { amountThreshold: "0", amountTier: 2, countThreshold: 0, countTier: 2 };

describe("the demo seed", () => {
  it("has demo01 verified at tier 2, vip03's identity waiting with its images, and the withdrawal rule", async () => {
    const { rows } = await t.db.query<{ account: string; level: number; status: string; documents: number }>(
      `select m.account, k.level::int, k.status, (select count(*)::int from kyc_document d where d.submission_id = k.id) as documents
         from kyc_submission k join member m on m.id = k.member_id
        where m.account in ('demo01', 'vip03') order by m.account`,
    );
    expect(rows).toEqual([
      { account: "demo01", level: 2, status: "approved", documents: 3 },
      { account: "vip03", level: 2, status: "pending", documents: 3 },
    ]);
    const queue = okValue<{ list: ConsoleKycSubmission[] }>(await get(t.app, CONSOLE_PATHS.kycQueue, cashier));
    const waiting = queue.list.find((s) => s.memberAccount === "vip03")!;
    const image = await get(t.app, CONSOLE_PATHS.kycDocument.replace(":id", waiting.documents[0]!.id), cashier);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.subarray(1, 4).toString("ascii")).toBe("PNG");
    const { rows: demo } = await t.db.query<{ id: bigint }>("select id from member where account = 'demo01'");
    const member = okValue<ConsoleKycMember>(
      await get(t.app, CONSOLE_PATHS.kycMember.replace(":id", demo[0]!.id.toString()), cashier),
    );
    expect(member.tier).toBe(2);
  });
});

describe("tiers (pure rules)", () => {
  it("climbs one level at a time from the verified phone", () => {
    expect(tierOf(false, [2, 3])).toBe(0);
    expect(tierOf(true, [])).toBe(1);
    expect(tierOf(true, [3])).toBe(1);
    expect(tierOf(true, [2])).toBe(2);
    expect(tierOf(true, [2, 3])).toBe(3);
  });

  it("needs the higher tier of the amount rule and the count rule; 0 switches a rule off", () => {
    const rule = { amount_threshold: 500n, amount_tier: 2, count_threshold: 3, count_tier: 3 };
    expect(requiredTier(rule, 500n, 0)).toBe(0);
    expect(requiredTier(rule, 501n, 0)).toBe(2);
    expect(requiredTier(rule, 10n, 2)).toBe(0);
    expect(requiredTier(rule, 10n, 3)).toBe(3);
    expect(requiredTier(rule, 501n, 3)).toBe(3);
    expect(requiredTier({ ...rule, amount_threshold: 0n, count_threshold: 0 }, 10n ** 15n, 99)).toBe(0);
  });
});

describe("member submissions and the console's review", () => {
  it("starts at tier 1 with a verified phone, 0 without", async () => {
    const withPhone = await member();
    const s = await state(withPhone.headers);
    expect(s.tier).toBe(1);
    expect(s.phoneVerified).toBe(true);
    expect(s.levels.map((l) => [l.level, l.status])).toEqual([
      [2, "none"],
      [3, "none"],
    ]);
    expect((await state((await member(false)).headers)).tier).toBe(0);
  });

  it("sends level 2, shows it pending, and an approval makes tier 2 (audited)", async () => {
    const m = await member();
    const sent = await sendIdentity(m.headers);
    expect(sent.levels[0]).toMatchObject({ level: 2, status: "pending", detail: "•••••••••234" });
    expect(sent.tier).toBe(1);
    const pending = await pendingOf(m.id, 2);
    expect(pending.idNumber).toBe("079203001234");
    expect(pending.documents.map((d) => d.kind)).toEqual(["id_front", "id_back", "selfie"]);

    // The reviewer sees the images.
    const image = await get(t.app, CONSOLE_PATHS.kycDocument.replace(":id", pending.documents[1]!.id), cashier);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.rawPayload.equals(jpegBytes())).toBe(true);

    const before = await lastAuditId(t.db);
    const approved = okValue<ConsoleKycSubmission>(await review(pending.id, { decision: "approve" }));
    expect(approved).toMatchObject({ status: "approved", reviewedBy: CASHIER.username, reason: null });
    expect((await state(m.headers)).tier).toBe(2);
    const audit = await auditRows(t.db, before);
    expect(audit).toEqual([
      expect.objectContaining({
        operator: CASHIER.username,
        action: "kyc.approve",
        target: `kyc_submission:${pending.id}`,
        detail: expect.objectContaining({ member: m.account, level: 2 }),
      }),
    ]);

    // Reviewed once: a second review is refused and writes nothing.
    await touchSession(t.app, cashier);
    const snapshot = await snapshotDatabase(t.db);
    expectError(await review(pending.id, { decision: "reject", reason: "late" }), "kyc_already_reviewed");
    expect(await snapshotDatabase(t.db)).toEqual(snapshot);
    // And an approved level is not sent again.
    const [front, back, selfie] = [
      await documentId(m.headers),
      await documentId(m.headers),
      await documentId(m.headers),
    ];
    expectError(
      await submit(m.headers, { level: 2, idNumber: "079203001234", front, back, selfie }),
      "kyc_submission_exists",
    );
  });

  it("a rejection carries its reason to the member, who may send again", async () => {
    const m = await member();
    await sendIdentity(m.headers);
    const pending = await pendingOf(m.id, 2);
    const before = await lastAuditId(t.db);
    okValue(await review(pending.id, { decision: "reject", reason: "Ảnh mặt sau bị mờ" }));
    const s = await state(m.headers);
    expect(s.tier).toBe(1);
    expect(s.levels[0]).toMatchObject({ status: "rejected", reason: "Ảnh mặt sau bị mờ" });
    expect((await auditRows(t.db, before))[0]).toMatchObject({
      action: "kyc.reject",
      detail: expect.objectContaining({ reason: "Ảnh mặt sau bị mờ" }),
    });
    // The decision is in the member's inbox, with the reason.
    const { rows: inbox } = await t.db.query<{ template: string; params: Record<string, string> }>(
      "select template, params from member_message where member_id = $1 and template like 'kyc_%'",
      [m.id],
    );
    expect(inbox).toEqual([{ template: "kyc_rejected", params: { level: "2", reason: "Ảnh mặt sau bị mờ" } }]);
    expect((await sendIdentity(m.headers)).levels[0]!.status).toBe("pending");
  });

  it("level 3 (proof of address) needs level 2 approved first, then makes tier 3", async () => {
    const m = await member();
    const proof = await documentId(m.headers);
    expectError(await submit(m.headers, { level: 3, address: "12 Lê Lợi, Quận 1, TP.HCM", proof }), "kyc_level_order");
    await verifyIdentity(m);
    const s = okValue<KycState>(await submit(m.headers, { level: 3, address: "12 Lê Lợi, Quận 1, TP.HCM", proof }));
    expect(s.levels[1]).toMatchObject({ level: 3, status: "pending", detail: "12 Lê Lợi, Quận 1, TP.HCM" });
    okValue(await review((await pendingOf(m.id, 3)).id, { decision: "approve" }));
    expect((await state(m.headers)).tier).toBe(3);
    const detail = okValue<ConsoleKycMember>(
      await get(t.app, CONSOLE_PATHS.kycMember.replace(":id", m.id.toString()), cashier),
    );
    expect(detail.tier).toBe(3);
    expect(detail.submissions.map((s) => [s.level, s.status])).toEqual([
      [3, "approved"],
      [2, "approved"],
    ]);
  });

  it("a member without a verified phone cannot send level 2", async () => {
    const m = await member(false);
    const [front, back, selfie] = [
      await documentId(m.headers),
      await documentId(m.headers),
      await documentId(m.headers),
    ];
    expectError(
      await submit(m.headers, { level: 2, idNumber: "079203001234", front, back, selfie }),
      "kyc_level_order",
    );
  });
});

describe("bad input → catalogue code, nothing stored", () => {
  let m: CashierMember;
  let other: CashierMember;
  beforeEach(async () => {
    m = await member();
    other = await member();
  });

  async function unchanged(run: () => Promise<void>) {
    await touchSession(t.app, cashier);
    const before = await snapshotDatabase(t.db);
    await run();
    expect(await snapshotDatabase(t.db)).toEqual(before);
  }

  it("uploads: another type, a lie about the type, empty, too large", async () => {
    await unchanged(async () => {
      expectError(await upload(m.headers, Buffer.from("GIF89a-not-allowed"), "image/gif"), "image_type_invalid");
      expectError(await upload(m.headers, pngBytes(), "image/jpeg"), "image_type_invalid");
      expectError(await upload(m.headers, Buffer.from("plain text, not an image"), "image/png"), "image_type_invalid");
      expectError(await upload(m.headers, Buffer.alloc(0), "image/png"), "image_type_invalid");
      expectError(await upload(m.headers, pngBytes(PROOF_IMAGE_MAX_BYTES + 1)), "image_too_large");
      expectError(await upload({}, pngBytes()), "please_login_first");
    });
  });

  it("caps the images uploaded and not sent", async () => {
    for (let i = 0; i < KYC_UNSENT_DOCUMENTS_MAX; i++) await documentId(m.headers);
    await unchanged(async () => {
      expectError(await upload(m.headers, pngBytes()), "kyc_too_many_documents");
    });
  });

  it("submissions: bad ID numbers, addresses, another member's image, one image twice, unknown fields", async () => {
    const own = [await documentId(m.headers), await documentId(m.headers), await documentId(m.headers)];
    const foreign = await documentId(other.headers);
    const [front, back, selfie] = own;
    await unchanged(async () => {
      for (const idNumber of ["12345", "0792030012345", "07920300123a", "", "A12"]) {
        expectError(await submit(m.headers, { level: 2, idNumber, front, back, selfie }), "validation_failed");
      }
      expectError(await submit(m.headers, { level: 2, idNumber: "079203001234", front, back }), "validation_failed");
      expectError(await submit(m.headers, { level: 4, address: "somewhere far", proof: front }), "validation_failed");
      expectError(await submit(m.headers, { level: 3, address: "abc", proof: front }), "validation_failed");
      expectError(
        await submit(m.headers, { level: 2, idNumber: "079203001234", front, back, selfie, extra: 1 }),
        "validation_failed",
      );
      expectError(
        await submit(m.headers, { level: 2, idNumber: "079203001234", front, back: front, selfie }),
        "kyc_document_invalid",
      );
      expectError(
        await submit(m.headers, { level: 2, idNumber: "079203001234", front, back, selfie: foreign }),
        "kyc_document_invalid",
      );
      expectError(
        await submit(m.headers, { level: 2, idNumber: "079203001234", front, back, selfie: "999999999" }),
        "kyc_document_invalid",
      );
      expectError(await submit(m.headers, { level: 2, idNumber: "\u0000", front, back, selfie }), "text_invalid");
    });
  });

  it("reviews: reject without a reason, unknown decision, unknown submission, a cashier changing the rule", async () => {
    await sendIdentity(m.headers);
    const pending = await pendingOf(m.id, 2);
    await unchanged(async () => {
      expectError(await review(pending.id, { decision: "reject" }), "validation_failed");
      expectError(await review(pending.id, { decision: "reject", reason: "   " }), "validation_failed");
      expectError(await review(pending.id, { decision: "maybe" }), "validation_failed");
      expectError(await review("987654321", { decision: "approve" }), "kyc_submission_not_found");
      expectError(await review(pending.id, { decision: "approve" }, {}), "please_login_first");
      expectError(
        await t.app.inject({ method: "PUT", url: CONSOLE_PATHS.kycSettings, headers: cashier, payload: OFF }),
        "forbidden",
      );
      expectError(
        await t.app.inject({
          method: "PUT",
          url: CONSOLE_PATHS.kycSettings,
          headers: admin,
          payload: { ...OFF, amountTier: 4 },
        }),
        "validation_failed",
      );
      expectError(await get(t.app, CONSOLE_PATHS.kycDocument.replace(":id", "987654321"), cashier), "not_found");
    });
  });
});

describe("the withdrawal gate (cashier request path)", () => {
  const TEN_K = 10_000_000n; // 100,000 VND in minor units (the demo's minimum withdrawal)

  afterAll(async () => setRule(OFF));

  it("by amount: above the threshold needs tier 2, names what to verify, moves no money", async () => {
    await setRule({ amountThreshold: (5n * TEN_K).toString(), amountTier: 2, countThreshold: 0, countTier: 2 });
    const m = await cashierMember(t.db, { mobile: phone(), balance: 10n * MILLION });
    const bank = await bankAccountId(t.app, m.headers);
    const before = await mainBalance(t.db, m.id);
    const refused = await withdrawRequest(t.app, m.headers, { bankAccountId: bank, amount: (6n * TEN_K).toString() });
    expectError(refused, "kyc_identity_required");
    expectError(
      await withdrawRequest(
        t.app,
        { ...m.headers, language: "en" },
        { bankAccountId: bank, amount: (6n * TEN_K).toString() },
      ),
      "kyc_identity_required",
      "en",
    );
    expect(await mainBalance(t.db, m.id)).toBe(before);
    const { rows } = await t.db.query("select 1 from withdrawal_order where member_id = $1", [m.id]);
    expect(rows).toHaveLength(0);
    // At the threshold itself: allowed.
    okValue(await withdrawRequest(t.app, m.headers, { bankAccountId: bank, amount: (5n * TEN_K).toString() }));
    // Verified at tier 2: the larger one passes.
    await verifyIdentity(m);
    okValue(await withdrawRequest(t.app, m.headers, { bankAccountId: bank, amount: (6n * TEN_K).toString() }));
  });

  it("by amount, tier 1: a member without a verified phone is told to verify the phone", async () => {
    await setRule({ amountThreshold: (5n * TEN_K).toString(), amountTier: 1, countThreshold: 0, countTier: 2 });
    const m = await member(false);
    const bank = await bankAccountId(t.app, m.headers);
    expectError(
      await withdrawRequest(t.app, m.headers, { bankAccountId: bank, amount: (6n * TEN_K).toString() }),
      "kyc_phone_required",
    );
  });

  it("by count: after N withdrawals the next needs the tier (rejected ones do not count)", async () => {
    await setRule({ amountThreshold: "0", amountTier: 2, countThreshold: 2, countTier: 3 });
    const m = await cashierMember(t.db, { mobile: phone(), balance: 10n * MILLION });
    const bank = await bankAccountId(t.app, m.headers);
    const amount = (2n * TEN_K).toString();
    okValue(await withdrawRequest(t.app, m.headers, { bankAccountId: bank, amount }));
    const second = okValue<{ orderNo: string }>(
      await withdrawRequest(t.app, m.headers, { bankAccountId: bank, amount }),
    );
    // A rejected withdrawal does not count toward N.
    await t.db.query("update withdrawal_order set status = 'rejected' where order_no = $1", [second.orderNo]);
    okValue(await withdrawRequest(t.app, m.headers, { bankAccountId: bank, amount }));
    // Two made: the third needs tier 3; the member is at 1, so identity comes first.
    expectError(await withdrawRequest(t.app, m.headers, { bankAccountId: bank, amount }), "kyc_identity_required");
    await verifyIdentity(m);
    expectError(await withdrawRequest(t.app, m.headers, { bankAccountId: bank, amount }), "kyc_address_required");
    const proof = await documentId(m.headers);
    okValue(await submit(m.headers, { level: 3, address: "45 Trần Phú, Hà Đông, Hà Nội", proof }));
    okValue(await review((await pendingOf(m.id, 3)).id, { decision: "approve" }));
    okValue(await withdrawRequest(t.app, m.headers, { bankAccountId: bank, amount }));
    expect((await state(m.headers)).withdrawals).toBe(3);
  });

  it("a replay of an accepted request answers its first result even after the rule tightens", async () => {
    await setRule(OFF);
    const m = await member();
    const bank = await bankAccountId(t.app, m.headers);
    const body = { bankAccountId: bank, amount: (9n * TEN_K).toString(), requestId: `req_kyc_replay_${m.id}_x` };
    const first = okValue<{ orderNo: string }>(await withdrawRequest(t.app, m.headers, body));
    await setRule({ amountThreshold: TEN_K.toString(), amountTier: 2, countThreshold: 0, countTier: 2 });
    expect(okValue<{ orderNo: string }>(await withdrawRequest(t.app, m.headers, body)).orderNo).toBe(first.orderNo);
  });

  it("the rule is read and changed in the console (audited)", async () => {
    const before = await lastAuditId(t.db);
    const rule = { amountThreshold: "123400", amountTier: 3, countThreshold: 7, countTier: 2 };
    await setRule(rule);
    expect(okValue(await get(t.app, CONSOLE_PATHS.kycSettings, cashier))).toEqual(rule);
    expect((await auditRows(t.db, before)).map((r) => r.action)).toEqual(["kyc.settings"]);
    expect((await state((await member()).headers)).withdrawalRule).toEqual(rule);
  });
});
