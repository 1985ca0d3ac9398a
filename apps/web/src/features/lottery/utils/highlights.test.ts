import { describe, expect, it } from "vitest";
import { headTailTable, highlightCells, ticketCells } from "./highlights";

const result = {
  prizes: [
    { prize: "DB", numbers: ["12345"] },
    { prize: "G1", numbers: ["67845"] },
    { prize: "G7", numbers: ["45", "09", "90"] },
  ],
};

describe("results highlights", () => {
  it("lights every ending a lô number hit, with its digit count", () => {
    const cells = highlightCells("north", "lo2", [45], result);
    expect([...cells.keys()].sort()).toEqual(["DB:0", "G1:0", "G7:0"]);
    expect(highlightCells("north", "lo3", [345], result)).toEqual(new Map([["DB:0", 3]]));
  });

  it("lights only ĐB for đề, and nothing when it misses", () => {
    expect([...highlightCells("north", "de", [45], result).keys()]).toEqual(["DB:0"]);
    expect(highlightCells("north", "de", [9], result).size).toBe(0);
  });

  it("lights where each number of a xiên appears", () => {
    expect([...highlightCells("north", "xien2", [9, 90], result).keys()].sort()).toEqual(["G7:1", "G7:2"]);
  });

  it("lights đá 2 đài's numbers in the station's own draw as đá does", () => {
    const south = { prizes: [...result.prizes, { prize: "G8", numbers: ["12"] }] };
    const cells = highlightCells("southern", "da2", [45, 12], south);
    expect([...cells.keys()].sort()).toEqual(["DB:0", "G1:0", "G7:0", "G8:0"]);
    expect(cells).toEqual(highlightCells("southern", "da", [45, 12], south));
  });

  it("leaves a đá 2 đài ticket's partner-draw matches out of its own table", () => {
    expect(
      ticketCells([
        { prize: "G7", index: 0 },
        { prize: "DB", index: 0, partner: true },
      ]),
    ).toEqual(new Map([["G7:0", 2]]));
  });

  it("skips selections a bet type refuses instead of throwing", () => {
    expect(highlightCells("north", "lo2", [150], result).size).toBe(0);
  });

  it("maps a ticket's matches to cells and builds the đầu/đuôi table", () => {
    expect(ticketCells([{ prize: "G7", index: 2 }])).toEqual(new Map([["G7:2", 2]]));
    const table = headTailTable(result);
    expect(table[4]).toEqual(["5", "5", "5"]);
    expect(table[0]).toEqual(["9"]);
    expect(table[9]).toEqual(["0"]);
    expect(table[1]).toEqual([]);
  });
});
