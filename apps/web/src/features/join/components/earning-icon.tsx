/** The ways an agent is paid (spec §1, §2 agent centre). */
export const EARNINGS = ["commission", "dailySalary", "hourlySalary", "realtimeSalary", "dividend"] as const;
export type Earning = (typeof EARNINGS)[number];

const GLYPHS: Record<Earning, string> = {
  commission:
    "M12 3v18M16.5 7.5C16 6 14.3 5 12 5 9.2 5 7.5 6.3 7.5 8.2c0 4.3 9 2.4 9 7 0 1.9-1.9 3.3-4.5 3.3-2.4 0-4.2-1-4.7-2.7",
  dailySalary: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h3",
  hourlySalary: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2",
  realtimeSalary: "M3 12h4l3-7 4 14 3-7h4",
  dividend: "M12 3v9h9A9 9 0 1112 3zM15 3.5A9 9 0 0120.5 9H15z",
};

export function EarningIcon({ earning }: { earning: Earning }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={GLYPHS[earning]} />
    </svg>
  );
}
