import type { ReactNode } from "react";
import { STATIC_AVATARS } from "@lotus/contracts/web";
import { cn } from "./cn";

type StaticAvatar = (typeof STATIC_AVATARS)[number];

const ink = "#fff7ec";
const shade = "rgb(20 10 18 / 0.55)";

/** The built-in avatars (member icon STATIC): a gradient coin with a line-art emblem, drawn here so they need no image request. */
const ART: Record<StaticAvatar, { from: string; to: string; glyph: ReactNode }> = {
  lotus: {
    from: "#f0485f",
    to: "#6e0f1f",
    glyph: (
      <path
        fill={ink}
        transform="translate(0.8 2) scale(0.6)"
        d="M32 12c6 8 8 15 0 28-8-13-6-20 0-28zM14 26c9 1 14 6 18 16-11-2-16-7-18-16zm36 0c-2 9-7 14-18 16 4-10 9-15 18-16zM12 44c8-3 14-2 20 4-8 3-14 2-20-4zm40 0c-6 6-12 7-20 4 6-6 12-7 20-4z"
      />
    ),
  },
  koi: {
    from: "#f59e4c",
    to: "#b4232c",
    glyph: (
      <>
        <path fill={ink} d="M5 20c4-6 11-8 18-5l7-5v20l-7-5c-7 3-14 1-18-5z" />
        <path fill={ink} d="M15 15c1-3 4-4 6-4-1 2-1 3 0 4zM15 25c1 3 4 4 6 4-1-2-1-3 0-4z" />
        <circle cx="11" cy="19" r="1.5" fill={shade} />
        <path d="M17 17c2 2 2 4 0 6" stroke={shade} strokeWidth="1.2" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  dragon: {
    from: "#2fb487",
    to: "#0b3d2e",
    glyph: (
      <>
        <path
          d="M7 30c5 0 6-5 10-5s5 5 9 5 6-4 6-8-3-8-8-8"
          stroke={ink}
          strokeWidth="3.2"
          fill="none"
          strokeLinecap="round"
        />
        <path fill={ink} d="M19 14c0-4 3-6 6-6s5 2 5 4l-3 1 1 3c-3 1-7 1-9-2z" />
        <path d="M24 8l-2-4M28 9l1-4" stroke={ink} strokeWidth="1.6" strokeLinecap="round" />
        <circle cx="25.5" cy="11" r="1.1" fill={shade} />
        <path d="M12 27l-1 3M20 26l1 3" stroke={ink} strokeWidth="1.4" strokeLinecap="round" />
      </>
    ),
  },
  phoenix: {
    from: "#f8c86a",
    to: "#c2410c",
    glyph: (
      <>
        <path fill={ink} d="M20 23C15 17 10 14 4 14c3 5 8 9 16 10zM20 23c5-6 10-9 16-9-3 5-8 9-16 10z" />
        <circle cx="20" cy="15" r="2.8" fill={ink} />
        <path
          fill={ink}
          d="M20 23c-2 4-2 9 0 13 2-4 2-9 0-13zM19 24c-3 3-6 7-6 11 4-2 6-6 6-11zM21 24c3 3 6 7 6 11-4-2-6-6-6-11z"
        />
        <path d="M20 12l1-4" stroke={ink} strokeWidth="1.4" strokeLinecap="round" />
      </>
    ),
  },
  tiger: {
    from: "#fbbf24",
    to: "#9a3412",
    glyph: (
      <>
        <path fill={ink} d="M10 15l1-7 6 4zM30 15l-1-7-6 4z" />
        <circle cx="20" cy="21" r="11" fill={ink} />
        <path
          d="M20 11v4M15.5 12l1.2 3.2M24.5 12l-1.2 3.2M9.5 21h3.5M27 21h3.5M10.5 25l3-1M29.5 25l-3-1"
          stroke={shade}
          strokeWidth="1.5"
          strokeLinecap="round"
        />
        <circle cx="16" cy="20" r="1.4" fill={shade} />
        <circle cx="24" cy="20" r="1.4" fill={shade} />
        <path fill={shade} d="M18 24h4l-2 2.2z" />
        <path
          d="M20 26.2v1.3M17.5 28.5c1.5 1 3.5 1 5 0"
          stroke={shade}
          strokeWidth="1.2"
          fill="none"
          strokeLinecap="round"
        />
      </>
    ),
  },
  crane: {
    from: "#7c8ce0",
    to: "#1e1b4b",
    glyph: (
      <>
        <path d="M23 10c-3 1-4 4-3 7 1 3 3 5 3 8" stroke={ink} strokeWidth="2.4" fill="none" strokeLinecap="round" />
        <path fill={ink} d="M8 25c5-5 13-6 19-2-2 5-9 7-19 2z" />
        <path fill={ink} d="M12 24c2-6 6-9 11-9-2 4-5 7-11 9z" opacity="0.85" />
        <path d="M23 10l6 1.5" stroke={ink} strokeWidth="1.6" strokeLinecap="round" />
        <circle cx="23" cy="9" r="1.6" fill="#f0485f" />
        <path d="M17 28l-1 7M21 28l1 7" stroke={ink} strokeWidth="1.4" strokeLinecap="round" />
      </>
    ),
  },
  turtle: {
    from: "#22b8b0",
    to: "#134e4a",
    glyph: (
      <>
        <ellipse cx="11" cy="27.5" rx="2.6" ry="1.8" fill={ink} />
        <ellipse cx="27" cy="27.5" rx="2.6" ry="1.8" fill={ink} />
        <circle cx="32" cy="21.5" r="3" fill={ink} />
        <path fill={ink} d="M6 25c0-7 6-12 13-12s13 5 13 12z" />
        <path d="M19 13v12M12 18l7 3 7-3M9 25l3-7M29 25l-3-7" stroke={shade} strokeWidth="1.2" fill="none" />
        <circle cx="33" cy="20.8" r="0.8" fill={shade} />
      </>
    ),
  },
  bamboo: {
    from: "#84cc16",
    to: "#14532d",
    glyph: (
      <>
        <rect x="13" y="6" width="4.5" height="29" rx="2" fill={ink} />
        <rect x="22" y="10" width="4.5" height="25" rx="2" fill={ink} />
        <path d="M13 14h4.5M13 23h4.5M22 18h4.5M22 27h4.5" stroke={shade} strokeWidth="1.3" />
        <path fill={ink} d="M17.5 13c4-4 9-5 14-3-4 4-9 5-14 3zM22 24c-4-3-9-3-14-1 4 3 9 4 14 1z" />
      </>
    ),
  },
};

export function isStaticAvatar(value: string): value is StaticAvatar {
  return (STATIC_AVATARS as readonly string[]).includes(value);
}

/** One built-in avatar by id, filling its box. */
export function StaticAvatarArt({ id, className }: { id: StaticAvatar; className?: string }) {
  const art = ART[id];
  return (
    <span
      aria-hidden="true"
      className={cn("block overflow-hidden rounded-full", className)}
      style={{ background: `linear-gradient(145deg, ${art.from} 0%, ${art.to} 100%)` }}
    >
      <svg viewBox="0 0 40 40" className="size-full">
        {art.glyph}
      </svg>
    </span>
  );
}

/**
 * A member's avatar (spec §3 member info): a built-in one by id (STATIC), an uploaded image
 * (CUSTOM, a URL served by the API), or the first letter of the name when there is neither.
 * Decorative: the name beside it is what screen readers read.
 */
export function MemberAvatar({
  avatar,
  avatarType,
  name,
  className,
}: {
  avatar: string;
  avatarType: "CUSTOM" | "STATIC";
  name: string;
  className?: string;
}) {
  const box = cn("inline-block size-9 shrink-0 rounded-full ring-2 ring-gold/60", className);
  if (avatarType === "CUSTOM" && avatar !== "") {
    return <img src={avatar} alt="" className={cn(box, "object-cover")} />;
  }
  if (isStaticAvatar(avatar)) return <StaticAvatarArt id={avatar} className={box} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        box,
        "grid place-items-center bg-gradient-to-br from-gold to-brand font-bold text-on-brand uppercase",
      )}
    >
      {[...name.trim()][0] ?? "?"}
    </span>
  );
}
