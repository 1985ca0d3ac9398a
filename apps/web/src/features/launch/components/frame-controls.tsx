import { useCallback, useEffect, useState, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Icon, type IconProps } from "../../../components/ui/icons";
import { cn } from "../../../components/ui/cn";
import { Spinner } from "../../../components/ui/spinner";

export const ReloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4.5h-4.5" />
  </Icon>
);
export const ExpandIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Icon>
);
export const CollapseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
  </Icon>
);

/** A round icon button of the frame bar, with its name for screen readers and as a tooltip. */
export function BarButton({
  label,
  onClick,
  children,
  testId,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      data-testid={testId}
      className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg focus-visible:bg-surface-2 focus-visible:text-fg"
    >
      {children}
    </button>
  );
}

/** Full screen for `target` (the frame and its bar), following the browser's own state (Esc leaves it). */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const supported = typeof document !== "undefined" && document.fullscreenEnabled === true;
  useEffect(() => {
    const onChange = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [target]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void target.current?.requestFullscreen().catch(() => {});
  }, [target]);
  return { active, supported, toggle };
}

/**
 * The vendor's game page in an iframe: titled with the game's name, autoplay and full screen
 * allowed, a spinner until the page has loaded. `reloadKey` changes reload it (new launch, reload).
 */
export function GameIframe({
  url,
  title,
  loadingLabel,
  reloadKey,
  testId,
  className,
}: {
  url: string;
  title: string;
  loadingLabel: string;
  reloadKey: string;
  testId: string;
  className?: string;
}) {
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const loaded = loadedKey === reloadKey;
  return (
    <div className={cn("relative min-h-0 flex-1 bg-black", className)}>
      {!loaded && (
        <div role="status" className="absolute inset-0 grid place-items-center text-white/85">
          <span className="flex items-center gap-3">
            <Spinner className="size-8" />
            <span>{loadingLabel}</span>
          </span>
        </div>
      )}
      <iframe
        key={reloadKey}
        src={url}
        title={title}
        data-testid={testId}
        allow="autoplay; fullscreen"
        allowFullScreen
        onLoad={() => setLoadedKey(reloadKey)}
        className={cn("absolute inset-0 size-full border-0", !loaded && "opacity-0")}
      />
    </div>
  );
}

/** The frame bar's reload button and, where the browser allows it, its full-screen toggle. */
export function FrameActions({
  onReload,
  fullscreen,
  testIds,
}: {
  onReload: () => void;
  fullscreen: ReturnType<typeof useFullscreen>;
  testIds?: { reload: string; fullscreen: string };
}) {
  const { t } = useTranslation("launch");
  return (
    <>
      <BarButton label={t("frame.reload")} onClick={onReload} testId={testIds?.reload}>
        <ReloadIcon />
      </BarButton>
      {fullscreen.supported && (
        <BarButton
          label={fullscreen.active ? t("frame.exitFullscreen") : t("frame.fullscreen")}
          onClick={fullscreen.toggle}
          testId={testIds?.fullscreen}
        >
          {fullscreen.active ? <CollapseIcon /> : <ExpandIcon />}
        </BarButton>
      )}
    </>
  );
}

/** The launched game's iframe, titled `name`; a new launch (`version`) or a reload reloads it. */
export function LaunchedGameIframe({
  url,
  name,
  version,
  reloads,
  testId,
}: {
  url: string;
  name: string;
  version: number;
  reloads: number;
  testId: string;
}) {
  const { t } = useTranslation("launch");
  return (
    <GameIframe
      url={url}
      title={name}
      loadingLabel={t("frame.loading", { name })}
      reloadKey={`${version}:${reloads}:${url}`}
      testId={testId}
    />
  );
}
