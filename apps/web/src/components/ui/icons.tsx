import type { SVGProps } from "react";
import type { GameCategory } from "@lotus/contracts/web";

/** Inline line icons (24x24, currentColor). Decorative unless the caller passes a title. */
export type IconProps = SVGProps<SVGSVGElement>;

/** The 24x24 line-icon frame; the children are its strokes. */
export function Icon({ children, className = "size-5", ...props }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}

export const CloseIcon = (p: IconProps) => (
  <Icon strokeWidth={2} {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
export const HomeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 10.5 12 3l9 7.5M5.5 9v11h13V9M10 20v-6h4v6" />
  </Icon>
);
export const ChevronDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
export const ChevronLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m15 6-6 6 6 6" />
  </Icon>
);
export const ChevronRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);
export const PhoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
  </Icon>
);
export const MailIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
  </Icon>
);
export const DocumentIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M14 3v5h5M9 12h7M9 16h7" />
  </Icon>
);
export const GlobeIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </Icon>
);
export const SunIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2.5M12 19.5V22M4.2 4.2l1.8 1.8M18 18l1.8 1.8M2 12h2.5M19.5 12H22M4.2 19.8 6 18M18 6l1.8-1.8" />
  </Icon>
);
export const MoonIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
  </Icon>
);
export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);
export const HeadsetIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-1.5 2.5-4 2.5h-2" />
  </Icon>
);
export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);
export const PauseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 5v14M15 5v14" />
  </Icon>
);
export const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </Icon>
);
export const MegaphoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 10v4a1 1 0 0 0 1 1h3l8 5V4L7 9H4a1 1 0 0 0-1 1zM19 9a4 4 0 0 1 0 6" />
  </Icon>
);
export const CrownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m3 7 4.5 4L12 4l4.5 7L21 7l-2 12H5z" />
  </Icon>
);
export const GiftIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="8" width="18" height="5" rx="1" />
    <path d="M5 13v8h14v-8M12 8v13M12 8c-1.5-3-5-4-5-1.5S10 8 12 8zm0 0c1.5-3 5-4 5-1.5S14 8 12 8z" />
  </Icon>
);
export const HandshakeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m2 11 4-4 4 1 3-2 4 1 5 4M2 11l5 6 2-1 2 2 2-1 2 1 2-2 3-4M9 12l2 2M12 10l3 3" />
  </Icon>
);

/** The flame of a hot vendor (filled, in the brand's ember colours). */
export function FlameIcon({ className = "size-4", ...props }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...props}>
      <path
        fill="#ff6a3d"
        d="M12 2c.6 3.3 3.4 5 4.8 7.6 1.9 3.5.3 8.6-3.6 10.1 1.2-1.9 1-4.2-.8-5.7.1 1.8-.8 3-2.1 3.6.6-2-.3-3.6-1.6-4.7-.1 2.2-2.5 3.3-2.3 6.3C2.7 17 3.5 12.3 6.3 9.6c.4 1.3 1.2 2 2.2 2.4C7.9 7.7 10 4.4 12 2z"
      />
      <path
        fill="#ffd36b"
        d="M12.2 13.2c1.7 1.4 2.4 3.3 1.4 5.8-1.4 1.2-3.7 1.1-4.6-.4.9-.3 1.7-1.2 1.6-2.7 1 .5 1.6-1.4 1.6-2.7z"
      />
    </svg>
  );
}

const categoryPaths: Record<GameCategory, string> = {
  LIVE: "M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12 8.5c1.2 1.6 3 2.6 3 4.2a1.8 1.8 0 0 1-3 1.3 1.8 1.8 0 0 1-3-1.3c0-1.6 1.8-2.6 3-4.2zM11 16.5h2",
  RNG: "M3 6a2 2 0 0 1 2-2h11a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 9h15M3 15h15M8 9v6M13 9v6M18 8h2.5v5H18M20.5 8V5",
  SPORTS:
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5l3.5 2.5-1.3 4.2H9.8L8.5 10zM12 3v4.5M15.5 10l4.8-1.5M14.2 14.2l2.8 4.3M9.8 14.2 7 18.5M8.5 10 3.7 8.5",
  ESPORTS:
    "M7 8h10a4 4 0 0 1 4 4v2.5a2.5 2.5 0 0 1-4.5 1.5L15 14H9l-1.5 2A2.5 2.5 0 0 1 3 14.5V12a4 4 0 0 1 4-4zM8 10.5v3M6.5 12h3M15.5 11h.01M17 13h.01",
  FISH: "M3 12c3-4.5 7.5-6 11-6 3 0 5 2.5 7 6-2 3.5-4 6-7 6-3.5 0-8-1.5-11-6zM3 12l-1-3.5M3 12l-1 3.5M16 10.5h.01M11 8.5c1 2 1 5 0 7",
  PVP: "M12 3c2.5 3 7 5.2 7 9a3.5 3.5 0 0 1-6 2.4l1 4.1H10l1-4.1A3.5 3.5 0 0 1 5 12c0-3.8 4.5-6 7-9z",
  ELOTT: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM10.5 10.5 12 9.5v5M10.5 14.5h3",
  LOTT: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM10.5 10.5 12 9.5v5M10.5 14.5h3",
};

/** The line icon of a game category (navigation, tiles, headings). */
export function CategoryIcon({ category, ...props }: IconProps & { category: GameCategory }) {
  return (
    <Icon {...props}>
      <path d={categoryPaths[category]} />
    </Icon>
  );
}

const socialPaths = {
  FACEBOOK: "M14 8h3V4.5h-3A4.5 4.5 0 0 0 9.5 9v2.5H7V15h2.5v6.5H13V15h3l.5-3.5H13V9a1 1 0 0 1 1-1z",
  YOUTUBE:
    "M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z",
  TIKTOK:
    "M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.7a5.7 5.7 0 1 0 4.9 5.7V9.1a7.4 7.4 0 0 0 4.3 1.4V7.4a4.3 4.3 0 0 1-3.2-1.6z",
  INSTAGRAM:
    "M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.3 6.3h.01",
} as const;
export type SocialNetwork = keyof typeof socialPaths;

/** Filled brand glyph of a social network (YouTube and Facebook are solid shapes). */
export function SocialIcon({ network, className = "size-5" }: { network: SocialNetwork; className?: string }) {
  const filled = network !== "INSTAGRAM";
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <path
        d={socialPaths[network]}
        fill={filled ? "currentColor" : "none"}
        fillRule="evenodd"
        stroke={filled ? "none" : "currentColor"}
        strokeWidth={1.8}
      />
    </svg>
  );
}
