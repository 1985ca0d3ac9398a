/**
 * The start-up splash: the same markup as the one in index.html (styled there, inline), so the
 * hand-over from HTML to React does not flicker.
 */
export function Splash({ label }: { label?: string }) {
  return (
    <div className="boot-splash" role="status">
      <img src="/media/lotus-mark.svg" alt="" width={72} height={72} />
      <span className="boot-splash-bar" aria-hidden="true" />
      <span className="sr-only">{label ?? "Lotus"}</span>
    </div>
  );
}
