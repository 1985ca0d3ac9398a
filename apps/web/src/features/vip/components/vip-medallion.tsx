import { cn } from "../../../components/ui/cn";

/** Tier colours: member plum, bronze, silver, gold, platinum, sapphire, ruby, emerald, diamond and royal purple. */
const TIERS = [
  "from-[#8a6481] to-[#45283f] text-white",
  "from-[#f3b984] to-[#9c5528] text-white",
  "from-[#f4f4f6] to-[#9aa0ab] text-[#23202a]",
  "from-[#ffe29a] to-[#c8902b] text-[#3a2405]",
  "from-[#e8f6f7] to-[#7fb3bd] text-[#10292d]",
  "from-[#d7f0ff] to-[#5d8fe0] text-[#0d1f3d]",
  "from-[#ff8a7a] via-[#d8324a] to-[#6d0f2a] text-white",
  "from-[#9ff0c6] via-[#1f9d6b] to-[#0b4a33] text-white",
  "from-[#ffffff] via-[#cfe9ff] to-[#7aa6d6] text-[#0d1f3d]",
  "from-[#f7d774] via-[#8e3fb8] to-[#3b0f5c] text-white",
] as const;

export function tierClass(level: number): string {
  return TIERS[Math.min(level, TIERS.length - 1)]!;
}

/** The level's badge; decorative, since the level name is always written next to it. */
export function VipMedallion({ level, className }: { level: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "relative grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br font-display text-lg font-bold shadow-[inset_0_1px_0_rgb(255_255_255/0.5),0_6px_16px_-6px_rgb(0_0_0/0.6)] ring-2 ring-white/20",
        tierClass(level),
        className,
      )}
    >
      {level}
    </span>
  );
}
