import { useEffect, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { CHUNK_LOAD_TIMEOUT_MS } from "@lotus/contracts/web";
import { Button } from "../components/ui/button";
import { PageSkeleton } from "../components/ui/skeleton";
import { withTimeout } from "../lib/with-timeout";

type PageModule = { default: ComponentType };

export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page group loaded on demand (spec §2). A chunk that fails, or has not arrived after
 * CHUNK_LOAD_TIMEOUT_MS, is reported with a retry button instead of a blank page.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;

  function fetchPage(): Promise<ComponentType> {
    pending ??= withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }

  function Page() {
    const [status, setStatus] = useState<"loading" | "ready" | "failed">(loaded ? "ready" : "loading");
    const [attempt, setAttempt] = useState(0);
    const { t } = useTranslation("common");

    useEffect(() => {
      // No early return when `loaded` is already set: the chunk may have arrived (from the
      // start-up preload) between this render and the effect, and only this resolves it.
      let active = true;
      fetchPage().then(
        () => active && setStatus("ready"),
        () => active && setStatus("failed"),
      );
      return () => {
        active = false;
      };
    }, [attempt]);

    if (status === "ready" && loaded) {
      const Loaded = loaded;
      return <Loaded />;
    }
    if (status === "failed") {
      return (
        <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-20 text-center">
          <p className="text-lg font-semibold text-fg">{t("errors.chunkLoad")}</p>
          <Button
            onClick={() => {
              setStatus("loading");
              setAttempt((n) => n + 1);
            }}
          >
            {t("actions.retry")}
          </Button>
        </div>
      );
    }
    return <PageSkeleton label={t("status.loading")} />;
  }

  return Object.assign(Page, { preload: () => fetchPage().catch(() => undefined) });
}
