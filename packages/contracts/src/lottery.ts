import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { minorSchema, requestIdSchema, idParamsSchema } from "./wire.ts";
import { textSchema } from "./text.ts";
import { LOTTERY_PRIZE_MODES } from "./lottery-bets.ts";
import {
  LOTTERY_DRAW_STATES,
  LOTTERY_GROUPS,
  LOTTERY_MAX_LINES,
  LOTTERY_RESULT_SOURCES,
  LOTTERY_TICKET_STATES,
} from "./lottery-states.ts";

/*
 * Lottery (issue 14; spec §2 /lottery /vnlottery /elott, §3 popular numbers, prize modes, lottery
 * launch and menu entries, §7 lottery calls, §9 popular numbers 20 | 100). The data of the game
 * (stations, weekdays, prizes) is in lottery-schedule.ts, the provably fair draw in lottery-draw.ts,
 * the bet types, settlement and exact RTP in lottery-bets.ts; this file holds the calls.
 *
 * Draw states as the player sees them: scheduled (not yet open) → open (bets taken until closesAt)
 * → closed (cut-off passed) → drawing (a traditional draw revealing its numbers, lowest prize first)
 * → drawn (complete result) → settled (lines paid); or cancelled (every line refunded).
 */

const gameCodeSchema = z.string().regex(/^[A-Z0-9_]{2,16}$/);
const betTypeSchema = z.string().regex(/^[a-z0-9_]{2,16}$/);
const issueSchema = z.string().regex(/^[0-9]{8}(-[0-9]{4})?$/);
const hashSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** A result: the prizes in the structure's order (ĐB first), numbers as digit strings. */
export const lotteryResultSchema = z.object({
  prizes: z.array(z.object({ prize: z.string(), numbers: z.array(z.string()) })),
});
export type LotteryResultWire = z.infer<typeof lotteryResultSchema>;

export const lotteryDrawSummarySchema = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  issue: z.string(),
  stationCode: z.string().nullable(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  state: z.enum(LOTTERY_DRAW_STATES),
  source: z.enum(["chain", "official"]),
  /** The numbers revealed so far (a traditional draw reveals one at a time); null before the draw. */
  result: lotteryResultSchema.nullable(),
  /** How many numbers are revealed of the structure's 27 / 18. */
  revealed: z.number().int(),
});
export type LotteryDrawSummary = z.infer<typeof lotteryDrawSummarySchema>;

export const lotteryGameSchema = z.object({
  code: z.string(),
  gameId: z.number().int(),
  name: z.string(),
  kind: z.enum(["traditional", "fast"]),
  group: z.enum(LOTTERY_GROUPS),
  region: z.enum(["north", "central", "south"]).nullable(),
  stationCode: z.string().nullable(),
  structure: z.enum(["north", "southern"]),
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  intervalSeconds: z.number().int().nullable(),
  cutoffSeconds: z.number().int(),
  resultSource: z.enum(LOTTERY_RESULT_SOURCES),
  enabled: z.boolean(),
  /** The draw that takes bets now (or the next one to open); null when none is scheduled. */
  next: lotteryDrawSummarySchema.nullable(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

/** GET /lgw/vn/games/game_menu — spec §3 lottery menu entries: gameMenus, gameGroupCode, labelName. */
export const lotteryMenuResponseSchema = envelopeSchema(
  z.object({
    gameMenus: z.array(
      z.object({ gameGroupCode: z.enum(LOTTERY_GROUPS), labelName: z.string(), games: z.array(lotteryGameSchema) }),
    ),
    /** The server's clock when it answered (the lobby's countdowns run on it, not on the device's). */
    serverTime: z.string(),
  }),
);
export type LotteryMenu = z.infer<typeof lotteryMenuResponseSchema>["value"];
/** GET /lgw/vn/games/game_menu/recent — the member's recently opened games, newest first. */
export const lotteryRecentResponseSchema = envelopeSchema(z.object({ games: z.array(lotteryGameSchema) }));

export const lotteryOddsRowSchema = z.object({
  betType: z.string(),
  unitPrice: minorSchema,
  payoutPerHit: minorSchema,
  maxUnits: z.number().int(),
  capPerNumber: minorSchema,
  capPerMember: minorSchema,
  enabled: z.boolean(),
  /** Exact return to player in basis points (rounded down), from the prize structure. */
  rtpBp: z.number().int(),
});
export type LotteryOddsWire = z.infer<typeof lotteryOddsRowSchema>;

/** GET /lotto/lgw/games/:code — one game with its open draw, the next draws and the odds. */
export const lotteryGameParamsSchema = z.strictObject({ code: gameCodeSchema });
export const lotteryGameResponseSchema = envelopeSchema(
  z.object({
    game: lotteryGameSchema,
    upcoming: z.array(lotteryDrawSummarySchema),
    odds: z.array(lotteryOddsRowSchema),
    chain: z.object({ chainNo: z.number().int(), length: z.number().int(), terminalHash: z.string() }).nullable(),
    /** Đá 2 đài: the stations of the same region drawing the same day as the next draw, still open. */
    partners: z.array(z.object({ code: z.string(), name: z.string(), drawId: z.string() })),
    serverTime: z.string(),
  }),
);
export type LotteryGameDetail = z.infer<typeof lotteryGameResponseSchema>["value"];

/** GET /lgw/games/popular (spec §3, §9): numbers from draw statistics, never from bets. */
export const lotteryPopularQuerySchema = z.strictObject({
  count: z.coerce
    .number()
    .pipe(z.union([z.literal(20), z.literal(100)]))
    .default(20),
  prizeMode: z.enum(LOTTERY_PRIZE_MODES).default("Lott"),
  device: z.string().max(16).optional(),
  language: z.string().max(8).optional(),
});
export const lotteryPopularResponseSchema = envelopeSchema(
  z.object({
    prizeMode: z.enum(LOTTERY_PRIZE_MODES),
    /** Draws counted (the last N of the mode's games). */
    draws: z.number().int(),
    numbers: z.array(
      z.object({
        number: z.string(),
        /** Occurrences among the 2-digit endings of those draws. */
        hits: z.number().int(),
        /** Draws since it last appeared ("lô gan"). */
        gan: z.number().int(),
      }),
    ),
  }),
);
export type LotteryPopular = z.infer<typeof lotteryPopularResponseSchema>["value"];

/** GET /lgw/vn/numeros/opened/game — results of a game, newest first. */
export const lotteryResultsQuerySchema = z.strictObject({
  gameCode: gameCodeSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const lotteryResultsResponseSchema = envelopeSchema(
  z.object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    list: z.array(lotteryDrawSummarySchema),
  }),
);
export type LotteryResultsPage = z.infer<typeof lotteryResultsResponseSchema>["value"];

/** GET /lotto/lgw/games/opened/numero — one draw of a game by issue (the latest opened when no issue). */
export const lotteryOpenedQuerySchema = z.strictObject({ gameCode: gameCodeSchema, issue: issueSchema.optional() });
export const lotteryOpenedResponseSchema = envelopeSchema(lotteryDrawSummarySchema);

/** GET /lotto/lgw/games/:code/stats — statistics of the last `draws` results (hot, lô gan, đầu/đuôi). */
export const lotteryStatsQuerySchema = z.strictObject({ draws: z.coerce.number().int().min(10).max(200).default(30) });
export const lotteryStatsResponseSchema = envelopeSchema(
  z.object({
    draws: z.number().int(),
    /** Every 2-digit number 00–99 with its occurrences and draws since last seen. */
    numbers: z.array(z.object({ number: z.string(), hits: z.number().int(), gan: z.number().int() })),
    /** Occurrences of each tens digit (đầu) and units digit (đuôi) among the endings. */
    heads: z.array(z.number().int()),
    tails: z.array(z.number().int()),
  }),
);
export type LotteryStats = z.infer<typeof lotteryStatsResponseSchema>["value"];

/** POST /lotto/lgw/orders — a purchase of lines for one open draw (numbers as digit strings). */
export const lotteryBuyRequestSchema = z.strictObject({
  requestId: requestIdSchema,
  drawId: z.string().regex(/^[0-9]{1,18}$/),
  lines: z
    .array(
      z.strictObject({
        betType: betTypeSchema,
        numbers: z
          .array(z.string().regex(/^[0-9]{1,4}$/))
          .min(1)
          .max(10),
        /** Points (lô) or money units (the others), a whole number ≥ 1. */
        units: z.string().regex(/^[1-9][0-9]{0,8}$/),
        /** Đá 2 đài only: the second station's game, drawing the same day in the same region. */
        partnerGame: gameCodeSchema.optional(),
      }),
    )
    .min(1)
    .max(LOTTERY_MAX_LINES),
});
export type LotteryBuyRequest = z.input<typeof lotteryBuyRequestSchema>;
export const lotteryBuyResponseSchema = envelopeSchema(
  z.object({
    operationId: z.string(),
    drawId: z.string(),
    issue: z.string(),
    ticketIds: z.array(z.string()),
    stake: minorSchema,
    mainBalance: minorSchema,
  }),
);
export type LotteryBuyResult = z.infer<typeof lotteryBuyResponseSchema>["value"];

export const lotteryMatchSchema = z.object({
  prize: z.string(),
  index: z.number().int(),
  number: z.string(),
  /** Đá 2 đài: the number appeared in the partner station's draw. */
  partner: z.literal(true).optional(),
});
export const lotteryTicketSchema = z.object({
  id: z.string(),
  drawId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  issue: z.string(),
  drawAt: z.string(),
  betType: z.string(),
  numbers: z.array(z.string()),
  /** Đá 2 đài: the partner station's game and draw (null for every other bet). */
  partner: z.object({ gameCode: z.string(), gameName: z.string(), drawId: z.string() }).nullable(),
  units: z.string(),
  stake: minorSchema,
  payoutPerHit: minorSchema,
  state: z.enum(LOTTERY_TICKET_STATES),
  hits: z.number().int(),
  win: minorSchema,
  /** Settled lines: every prize and position that matched (how the win was counted). */
  matches: z.array(lotteryMatchSchema),
  createdAt: z.string(),
});
export type LotteryTicket = z.infer<typeof lotteryTicketSchema>;
/** GET /lotto/lgw/tickets — the member's lines, newest first. */
export const lotteryTicketsQuerySchema = z.strictObject({
  state: z.enum(LOTTERY_TICKET_STATES).optional(),
  gameCode: gameCodeSchema.optional(),
  drawId: z
    .string()
    .regex(/^[0-9]{1,18}$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const lotteryTicketsResponseSchema = envelopeSchema(
  z.object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    list: z.array(lotteryTicketSchema),
  }),
);
export type LotteryTicketsPage = z.infer<typeof lotteryTicketsResponseSchema>["value"];

/** GET /lotto/lgw/draws/:id/verify — everything needed to recompute a draw in the browser. */
export const lotteryVerifyParamsSchema = idParamsSchema;
export const lotteryVerifyResponseSchema = envelopeSchema(
  z.object({
    drawId: z.string(),
    gameCode: z.string(),
    issue: z.string(),
    drawKey: z.string(),
    structure: z.enum(["north", "southern"]),
    source: z.enum(["chain", "official"]),
    chainNo: z.number().int(),
    chainIndex: z.number().int(),
    chainLength: z.number().int(),
    terminalHash: hashSchema,
    /** This draw's chain link (revealed with the result). */
    seed: hashSchema,
    /** The link it must hash to: the previous draw's seed, or the terminal hash for the first draw. */
    previousLink: hashSchema,
    result: lotteryResultSchema,
  }),
);
export type LotteryVerification = z.infer<typeof lotteryVerifyResponseSchema>["value"];

/** GET /lotto/lgw/chains — the published terminal hashes (help page, console). */
export const lotteryChainsResponseSchema = envelopeSchema(
  z.array(
    z.object({
      gameCode: z.string(),
      chainNo: z.number().int(),
      length: z.number().int(),
      terminalHash: hashSchema,
      createdAt: z.string(),
    }),
  ),
);
export type LotteryChain = z.infer<typeof lotteryChainsResponseSchema>["value"][number];

/* ---- Console ---- */

export const consoleLotteryGamesResponseSchema = envelopeSchema(z.array(lotteryGameSchema));
export const consoleLotteryGameUpdateSchema = z.strictObject({
  enabled: z.boolean(),
  /** Seconds before the draw; a fast game's must be shorter than its interval. */
  cutoffSeconds: z.number().int().min(0).max(86_400),
  /** Unchanged when absent. */
  resultSource: z.enum(LOTTERY_RESULT_SOURCES).optional(),
});
export const consoleLotteryGameParamsSchema = lotteryGameParamsSchema;
export const consoleLotteryDrawsQuerySchema = z.strictObject({
  gameCode: gameCodeSchema.optional(),
  state: z.enum(LOTTERY_DRAW_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const consoleLotteryDrawSchema = lotteryDrawSummarySchema.extend({
  tickets: z.number().int(),
  stake: minorSchema,
  paid: minorSchema,
  cancelReason: z.string().nullable(),
  official: z
    .object({
      result: lotteryResultSchema,
      enteredBy: z.string(),
      approvedBy: z.string().nullable(),
      enteredAt: z.string(),
    })
    .nullable(),
});
export type ConsoleLotteryDraw = z.infer<typeof consoleLotteryDrawSchema>;
export const consoleLotteryDrawsResponseSchema = envelopeSchema(
  z.object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    list: z.array(consoleLotteryDrawSchema),
  }),
);
export const consoleLotteryCancelSchema = z.strictObject({ reason: textSchema(200).pipe(z.string().min(1)) });
export const consoleLotteryOfficialSchema = z.strictObject({ result: lotteryResultSchema });
export const consoleLotteryOddsQuerySchema = z.strictObject({
  prizeMode: z.enum(LOTTERY_PRIZE_MODES).optional(),
  structure: z.enum(["north", "southern"]).optional(),
});
export const consoleLotteryOddsSchema = lotteryOddsRowSchema.extend({
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  structure: z.enum(["north", "southern"]),
});
export type ConsoleLotteryOdds = z.infer<typeof consoleLotteryOddsSchema>;
export const consoleLotteryOddsResponseSchema = envelopeSchema(z.array(consoleLotteryOddsSchema));
export const consoleLotteryOddsUpdateSchema = z.strictObject({
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  structure: z.enum(["north", "southern"]),
  betType: betTypeSchema,
  unitPrice: z.string().regex(/^[1-9][0-9]{0,15}$/),
  payoutPerHit: z.string().regex(/^[1-9][0-9]{0,15}$/),
  maxUnits: z.number().int().min(1).max(100_000_000),
  capPerNumber: z.string().regex(/^[1-9][0-9]{0,17}$/),
  capPerMember: z.string().regex(/^[1-9][0-9]{0,17}$/),
  enabled: z.boolean(),
});
export const consoleLotteryExposureQuerySchema = z.strictObject({
  drawId: z.string().regex(/^[0-9]{1,18}$/),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const consoleLotteryExposureResponseSchema = envelopeSchema(
  z.object({
    draw: lotteryDrawSummarySchema,
    rows: z.array(
      z.object({
        betType: z.string(),
        numbers: z.array(z.string()),
        liability: minorSchema,
        cap: minorSchema,
        usedBp: z.number().int(),
      }),
    ),
  }),
);
export type ConsoleLotteryExposure = z.infer<typeof consoleLotteryExposureResponseSchema>["value"];
