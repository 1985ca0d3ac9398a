import type { PlatformKey } from "../utils/platforms";

const GLYPHS: Record<PlatformKey, string> = {
  ios: "M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.9-.8-3.1-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6-.1 0-2.4-.9-2.4-3.7zM14.2 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z",
  android:
    "M17.6 9.5l1.6-2.8a.4.4 0 10-.7-.4l-1.6 2.8A9.8 9.8 0 0012 8.1c-1.8 0-3.4.4-4.9 1l-1.6-2.8a.4.4 0 10-.7.4l1.6 2.8A9 9 0 002 16.5h20a9 9 0 00-4.4-7zM7.5 13.8a1 1 0 110-2 1 1 0 010 2zm9 0a1 1 0 110-2 1 1 0 010 2z",
  lite: "M13 2L4.5 13.5H11L10 22l8.5-11.5H12z",
};

/** Apple, Android and a lightning bolt for the lite app; decorative, the tab names the platform. */
export function PlatformIcon({ platform, className }: { platform: PlatformKey; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d={GLYPHS[platform]} />
    </svg>
  );
}
