/*
 * The lottery's zod-free constants (issue 14), importable at run time by the web and the console
 * (lottery.ts holds the calls' zod schemas built from them).
 *
 * Draw states as the player sees them: scheduled (not yet open) → open (bets taken until closesAt)
 * → closed (cut-off passed) → drawing (a traditional draw revealing its numbers, lowest prize first)
 * → drawn (complete result) → settled (lines paid); or cancelled (every line refunded).
 */
export const LOTTERY_DRAW_STATES = ["scheduled", "open", "closed", "drawing", "drawn", "settled", "cancelled"] as const;
export type LotteryDrawState = (typeof LOTTERY_DRAW_STATES)[number];
/** Menu groups (spec §3 gameGroupCode): the three regions and the fast games. */
export const LOTTERY_GROUPS = ["NORTH", "CENTRAL", "SOUTH", "ELOTT"] as const;
export type LotteryGroup = (typeof LOTTERY_GROUPS)[number];
/** A line's state: open until its draw settles; won or lost; void when the draw was cancelled. */
export const LOTTERY_TICKET_STATES = ["open", "won", "lost", "void"] as const;
export type LotteryTicketState = (typeof LOTTERY_TICKET_STATES)[number];
/** Popular numbers (spec §9): 20 in the header, 100 in the full list. */
export const LOTTERY_POPULAR_COUNTS = [20, 100] as const;
/** Lines in one purchase. */
export const LOTTERY_MAX_LINES = 200;
/**
 * Where a game's results come from: its pre-committed hash chain, or official results entered by
 * an operator and approved by another (the clock then waits for them: a draw stays closed until then).
 */
export const LOTTERY_RESULT_SOURCES = ["chain", "official"] as const;
export type LotteryResultSource = (typeof LOTTERY_RESULT_SOURCES)[number];
