import { describe, expect, it } from "vitest";
import {
  LOTTERY_DRAW_TIME,
  LOTTERY_NO_DRAW_DATES,
  LOTTERY_STATIONS,
  LOTTERY_WEEKLY_SCHEDULE,
  prizesOf,
  stationsOn,
  type IsoWeekday,
  type LotteryRegion,
} from "./lottery-schedule.ts";

/** The research table (features-research.md a.2), by display name, Monday first. */
const EXPECTED: Record<LotteryRegion, string[][]> = {
  south: [
    ["TP. Hồ Chí Minh", "Đồng Tháp", "Cà Mau"],
    ["Bến Tre", "Vũng Tàu", "Bạc Liêu"],
    ["Đồng Nai", "Cần Thơ", "Sóc Trăng"],
    ["Tây Ninh", "An Giang", "Bình Thuận"],
    ["Vĩnh Long", "Bình Dương", "Trà Vinh"],
    ["TP. Hồ Chí Minh", "Long An", "Bình Phước", "Hậu Giang"],
    ["Tiền Giang", "Kiên Giang", "Đà Lạt"],
  ],
  central: [
    ["Thừa Thiên Huế", "Phú Yên"],
    ["Đắk Lắk", "Quảng Nam"],
    ["Đà Nẵng", "Khánh Hòa"],
    ["Bình Định", "Quảng Trị", "Quảng Bình"],
    ["Gia Lai", "Ninh Thuận"],
    ["Đà Nẵng", "Quảng Ngãi", "Đắk Nông"],
    ["Kon Tum", "Khánh Hòa", "Thừa Thiên Huế"],
  ],
  north: [["Hà Nội"], ["Quảng Ninh"], ["Bắc Ninh"], ["Hà Nội"], ["Hải Phòng"], ["Nam Định"], ["Thái Bình"]],
};

const byCode = new Map<string, (typeof LOTTERY_STATIONS)[number]>(LOTTERY_STATIONS.map((s) => [s.code, s]));

describe("lottery schedule", () => {
  it("has every weekday's stations of every region, in order, each of its own region", () => {
    for (const region of ["north", "central", "south"] as const) {
      for (let day = 1; day <= 7; day++) {
        const codes = LOTTERY_WEEKLY_SCHEDULE[region][day as IsoWeekday];
        expect(
          codes.map((code) => byCode.get(code)?.name),
          `${region} day ${day}`,
        ).toEqual(EXPECTED[region][day - 1]);
        for (const code of codes) expect(byCode.get(code)!.region).toBe(region);
        expect(new Set(codes).size).toBe(codes.length);
      }
    }
  });

  it("names each station once, by a unique code, and every station draws at least once a week", () => {
    expect(new Set(LOTTERY_STATIONS.map((s) => s.code)).size).toBe(LOTTERY_STATIONS.length);
    expect(new Set(LOTTERY_STATIONS.map((s) => `${s.region}|${s.name}`)).size).toBe(LOTTERY_STATIONS.length);
    const scheduled = new Set(Object.values(LOTTERY_WEEKLY_SCHEDULE).flatMap((week) => Object.values(week).flat()));
    expect([...scheduled].sort()).toEqual(LOTTERY_STATIONS.map((s) => s.code).sort());
  });

  it("draws the South at 16:15, the Centre at 17:15 and the North at 18:15", () => {
    expect(LOTTERY_DRAW_TIME).toEqual({ south: "16:15", central: "17:15", north: "18:15" });
  });

  it("has 27 numbers a North draw and 18 a Central or South station, with their 3- and 4-digit endings", () => {
    const numbers = (region: LotteryRegion, minDigits = 2) =>
      prizesOf(region)
        .filter((p) => p.digits >= minDigits)
        .reduce((sum, p) => sum + p.count, 0);
    expect([numbers("north"), numbers("north", 3), numbers("north", 4)]).toEqual([27, 23, 20]);
    for (const region of ["central", "south"] as const) {
      expect([numbers(region), numbers(region, 3), numbers(region, 4)]).toEqual([18, 17, 16]);
    }
    expect(prizesOf("north")[0]).toEqual({ prize: "DB", count: 1, digits: 5 });
    expect(prizesOf("south")[0]).toEqual({ prize: "DB", count: 1, digits: 6 });
  });

  it("finds a date's stations by its local weekday, and none on Tết", () => {
    // 2026-11-23 is a Monday, 2026-11-28 a Saturday, 2026-11-29 a Sunday.
    expect(stationsOn("south", "2026-11-23")).toEqual(["MN_HCM", "MN_DT", "MN_CM"]);
    expect(stationsOn("south", "2026-11-28")).toHaveLength(4);
    expect(stationsOn("north", "2026-11-29")).toEqual(["MB_TB"]);
    for (const date of LOTTERY_NO_DRAW_DATES) {
      for (const region of ["north", "central", "south"] as const) expect(stationsOn(region, date)).toEqual([]);
    }
  });
});
