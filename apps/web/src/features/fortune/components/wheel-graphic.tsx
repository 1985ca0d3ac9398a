import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor } from "@lotus/contracts/web";
import { useLanguage } from "../../../lib/i18n";
import { useReducedMotion } from "../hooks/use-reduced-motion";
import { segmentCentre, segmentPath } from "../utils/wheel-geometry";

const R = 150;
const SPIN_MS = 4_800;
const FILLS = ["var(--lt-brand)", "var(--lt-gold-fill)", "var(--lt-surface-2)"];
const INKS = ["var(--lt-on-brand)", "var(--lt-on-gold)", "var(--lt-fg)"];

/**
 * The lucky wheel drawn in SVG: equal segments, each labelled with its prize; it turns to `rotation`
 * (degrees) in 4.8 s and calls `onStopped` — at once, without turning, for visitors who asked for
 * reduced motion. The picture is decorative: the result is announced in text beside it.
 */
export function WheelGraphic({
  amounts,
  rotation,
  onStopped,
}: {
  amounts: string[];
  rotation: number;
  onStopped: () => void;
}) {
  const { t } = useTranslation("fortune");
  const language = useLanguage();
  const reduced = useReducedMotion();
  const stopped = useRef(onStopped);
  stopped.current = onStopped;
  const count = amounts.length;

  useEffect(() => {
    if (rotation === 0) return;
    if (reduced) {
      stopped.current();
      return;
    }
    const timer = setTimeout(() => stopped.current(), SPIN_MS + 100);
    return () => clearTimeout(timer);
  }, [rotation, reduced]);

  return (
    <div className="relative mx-auto aspect-square w-full max-w-[20rem] sm:max-w-[22rem]" aria-hidden="true">
      <svg
        viewBox={`0 0 ${2 * R} ${2 * R}`}
        className="size-full drop-shadow-[0_12px_30px_rgb(0_0_0/0.35)]"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: reduced ? "none" : `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.8, 0.18, 1)`,
        }}
        data-testid="wheel-graphic"
        data-rotation={rotation}
      >
        <circle cx={R} cy={R} r={R} fill="var(--lt-gold)" />
        <g transform="translate(6 6) scale(0.96)">
          {amounts.map((amount, i) => {
            const tone = count % 2 === 1 && i === count - 1 ? 2 : i % 2;
            const angle = segmentCentre(i, count);
            const label = amount === "0" ? t("wheel.nothing") : formatMinor(amount, language, { decimals: 0 });
            return (
              <g key={i}>
                <path d={segmentPath(i, count, R)} fill={FILLS[tone]} stroke="var(--lt-gold)" strokeWidth="2" />
                <text
                  x={R}
                  y={R * 0.28}
                  transform={`rotate(${angle} ${R} ${R})`}
                  textAnchor="middle"
                  fontSize={count > 10 ? 11 : 14}
                  fontWeight="700"
                  fill={INKS[tone]}
                >
                  {label}
                </text>
              </g>
            );
          })}
        </g>
        <circle cx={R} cy={R} r={R * 0.16} fill="var(--lt-bg-elevated)" stroke="var(--lt-gold)" strokeWidth="4" />
      </svg>
      <svg viewBox="0 0 40 40" className="absolute top-[-6px] left-1/2 size-10 -translate-x-1/2">
        <path d="M20 38 L6 6 Q20 0 34 6 Z" fill="var(--lt-brand)" stroke="var(--lt-gold)" strokeWidth="2.5" />
      </svg>
    </div>
  );
}
