/*
 * Vietnamese lottery (issue 14, deliver 1): the regions, their stations, which stations draw on
 * which weekday and when, the prize structure of each region and the days without draws. Data, not
 * code: a station is named by its code everywhere (no lookups by display name), and a unit test
 * checks every weekday's stations and every prize count against the research table
 * (features-research.md, part a.2). The lottery companies kept their names and days after the
 * 1 July 2025 province merger; check the table yearly.
 */

export const LOTTERY_REGIONS = ["north", "central", "south"] as const;
export type LotteryRegion = (typeof LOTTERY_REGIONS)[number];

/** Local draw start (Asia/Ho_Chi_Minh), "HH:mm": Miền Nam 16:15, Miền Trung 17:15, Miền Bắc 18:15. */
export const LOTTERY_DRAW_TIME: Record<LotteryRegion, string> = {
  south: "16:15",
  central: "17:15",
  north: "18:15",
};

export type LotteryStation = { code: string; region: LotteryRegion; name: string };

/** Every station, by a stable ASCII code; `name` is the lottery company's Vietnamese name. */
export const LOTTERY_STATIONS = [
  // Miền Bắc: one draw a day, named by the province that hosts it.
  { code: "MB_HN", region: "north", name: "Hà Nội" },
  { code: "MB_QN", region: "north", name: "Quảng Ninh" },
  { code: "MB_BN", region: "north", name: "Bắc Ninh" },
  { code: "MB_HP", region: "north", name: "Hải Phòng" },
  { code: "MB_ND", region: "north", name: "Nam Định" },
  { code: "MB_TB", region: "north", name: "Thái Bình" },
  // Miền Trung
  { code: "MT_TTH", region: "central", name: "Thừa Thiên Huế" },
  { code: "MT_PY", region: "central", name: "Phú Yên" },
  { code: "MT_DLK", region: "central", name: "Đắk Lắk" },
  { code: "MT_QNM", region: "central", name: "Quảng Nam" },
  { code: "MT_DNG", region: "central", name: "Đà Nẵng" },
  { code: "MT_KH", region: "central", name: "Khánh Hòa" },
  { code: "MT_BDI", region: "central", name: "Bình Định" },
  { code: "MT_QT", region: "central", name: "Quảng Trị" },
  { code: "MT_QB", region: "central", name: "Quảng Bình" },
  { code: "MT_GL", region: "central", name: "Gia Lai" },
  { code: "MT_NT", region: "central", name: "Ninh Thuận" },
  { code: "MT_QNG", region: "central", name: "Quảng Ngãi" },
  { code: "MT_DNO", region: "central", name: "Đắk Nông" },
  { code: "MT_KT", region: "central", name: "Kon Tum" },
  // Miền Nam
  { code: "MN_HCM", region: "south", name: "TP. Hồ Chí Minh" },
  { code: "MN_DT", region: "south", name: "Đồng Tháp" },
  { code: "MN_CM", region: "south", name: "Cà Mau" },
  { code: "MN_BTR", region: "south", name: "Bến Tre" },
  { code: "MN_VT", region: "south", name: "Vũng Tàu" },
  { code: "MN_BL", region: "south", name: "Bạc Liêu" },
  { code: "MN_DN", region: "south", name: "Đồng Nai" },
  { code: "MN_CT", region: "south", name: "Cần Thơ" },
  { code: "MN_ST", region: "south", name: "Sóc Trăng" },
  { code: "MN_TN", region: "south", name: "Tây Ninh" },
  { code: "MN_AG", region: "south", name: "An Giang" },
  { code: "MN_BTH", region: "south", name: "Bình Thuận" },
  { code: "MN_VL", region: "south", name: "Vĩnh Long" },
  { code: "MN_BD", region: "south", name: "Bình Dương" },
  { code: "MN_TV", region: "south", name: "Trà Vinh" },
  { code: "MN_LA", region: "south", name: "Long An" },
  { code: "MN_BP", region: "south", name: "Bình Phước" },
  { code: "MN_HG", region: "south", name: "Hậu Giang" },
  { code: "MN_TG", region: "south", name: "Tiền Giang" },
  { code: "MN_KG", region: "south", name: "Kiên Giang" },
  { code: "MN_DL", region: "south", name: "Đà Lạt" },
] as const satisfies readonly LotteryStation[];
export type LotteryStationCode = (typeof LOTTERY_STATIONS)[number]["code"];

/** ISO weekday, 1 = Monday … 7 = Sunday (local days of Asia/Ho_Chi_Minh). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The stations drawing on each weekday, per region, in the order the results are published. */
export const LOTTERY_WEEKLY_SCHEDULE: Record<LotteryRegion, Record<IsoWeekday, readonly LotteryStationCode[]>> = {
  north: { 1: ["MB_HN"], 2: ["MB_QN"], 3: ["MB_BN"], 4: ["MB_HN"], 5: ["MB_HP"], 6: ["MB_ND"], 7: ["MB_TB"] },
  central: {
    1: ["MT_TTH", "MT_PY"],
    2: ["MT_DLK", "MT_QNM"],
    3: ["MT_DNG", "MT_KH"],
    4: ["MT_BDI", "MT_QT", "MT_QB"],
    5: ["MT_GL", "MT_NT"],
    6: ["MT_DNG", "MT_QNG", "MT_DNO"],
    7: ["MT_KT", "MT_KH", "MT_TTH"],
  },
  south: {
    1: ["MN_HCM", "MN_DT", "MN_CM"],
    2: ["MN_BTR", "MN_VT", "MN_BL"],
    3: ["MN_DN", "MN_CT", "MN_ST"],
    4: ["MN_TN", "MN_AG", "MN_BTH"],
    5: ["MN_VL", "MN_BD", "MN_TV"],
    6: ["MN_HCM", "MN_LA", "MN_BP", "MN_HG"],
    7: ["MN_TG", "MN_KG", "MN_DL"],
  },
};

/** One prize row of a draw: how many numbers it holds and how many digits each has. */
export type LotteryPrize = {
  prize: "DB" | "G1" | "G2" | "G3" | "G4" | "G5" | "G6" | "G7" | "G8";
  count: number;
  digits: number;
};

/**
 * Prize rows from the special prize (ĐB) down. Miền Bắc: 27 numbers a draw; Miền Trung and Miền Nam
 * (each station): 18. The televised draw reveals them from the last row up, ĐB last.
 */
export const LOTTERY_PRIZES: Record<"north" | "southern", readonly LotteryPrize[]> = {
  north: [
    { prize: "DB", count: 1, digits: 5 },
    { prize: "G1", count: 1, digits: 5 },
    { prize: "G2", count: 2, digits: 5 },
    { prize: "G3", count: 6, digits: 5 },
    { prize: "G4", count: 4, digits: 4 },
    { prize: "G5", count: 6, digits: 4 },
    { prize: "G6", count: 3, digits: 3 },
    { prize: "G7", count: 4, digits: 2 },
  ],
  southern: [
    { prize: "DB", count: 1, digits: 6 },
    { prize: "G1", count: 1, digits: 5 },
    { prize: "G2", count: 1, digits: 5 },
    { prize: "G3", count: 2, digits: 5 },
    { prize: "G4", count: 7, digits: 5 },
    { prize: "G5", count: 1, digits: 4 },
    { prize: "G6", count: 3, digits: 4 },
    { prize: "G7", count: 1, digits: 3 },
    { prize: "G8", count: 1, digits: 2 },
  ],
};

/** The prize structure a region's stations draw (Miền Trung draws the southern one). */
export const prizesOf = (region: LotteryRegion): readonly LotteryPrize[] =>
  LOTTERY_PRIZES[region === "north" ? "north" : "southern"];

/**
 * Local dates without traditional draws: Tết (the research lists the first day of the lunar year;
 * the companies announce the exact break yearly — verify and extend). Fast games (Elott) draw on.
 */
export const LOTTERY_NO_DRAW_DATES: readonly string[] = [
  "2026-02-17",
  "2027-02-06",
  "2028-01-26",
  "2029-02-13",
  "2030-02-03",
];

/** The stations of a region drawing on a local date ("yyyy-MM-dd"); none on a no-draw date. */
export function stationsOn(region: LotteryRegion, localDate: string): readonly LotteryStationCode[] {
  if (LOTTERY_NO_DRAW_DATES.includes(localDate)) return [];
  const day = new Date(`${localDate}T12:00:00Z`).getUTCDay();
  return LOTTERY_WEEKLY_SCHEDULE[region][(day === 0 ? 7 : day) as IsoWeekday];
}
