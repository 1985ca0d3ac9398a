import { lotteryBetTypesFor, type LotteryBetCode, type LotteryBetType } from "@lotus/contracts/web";
import { digitProduct, type SlipLine } from "./slip";

/** How a bet type's selections are entered. */
export function pickerOf(type: LotteryBetType): "grid" | "positions" | "options" {
  if (type.optionKeys) return "options";
  return type.digits >= 3 ? "positions" : "grid";
}

/** The board's state, kept by the page so the results tab can light the current pick. */
export type BoardState = {
  betCode: LotteryBetCode;
  picked: ReadonlySet<number>;
  positions: readonly (readonly number[])[];
  units: string;
  slip: readonly SlipLine[];
  /** "<betType>:<number>" refused as full by the server. */
  full: ReadonlySet<string>;
  /** Đá 2 đài: the chosen second station's game code (null: the game's first partner). */
  partnerGame: string | null;
};

export const initialBoard = (structure: "north" | "southern"): BoardState => ({
  betCode: lotteryBetTypesFor(structure)[0]!.code,
  picked: new Set(),
  positions: [],
  units: "1",
  slip: [],
  full: new Set(),
  partnerGame: null,
});

/** The second station the board uses: the chosen one while the game still lists it, else the first. */
export function chosenPartner<P extends { code: string }>(partners: readonly P[], board: BoardState): P | null {
  return partners.find((p) => p.code === board.partnerGame) ?? partners[0] ?? null;
}

/** The numbers of the current pick (the digit positions' product for 3- and 4-digit types). */
export function pickedNumbers(type: LotteryBetType, board: BoardState): number[] {
  if (pickerOf(type) === "positions") {
    const fromPositions = board.positions.length === type.digits ? digitProduct(board.positions) : [];
    return [...new Set([...board.picked, ...fromPositions])].sort((a, b) => a - b);
  }
  return [...board.picked].sort((a, b) => a - b);
}
