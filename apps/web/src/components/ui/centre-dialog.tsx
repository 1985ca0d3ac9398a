import { Suspense, type ReactNode, type Ref } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { cn } from "./cn";
import { CloseIcon } from "./icons";
import { Skeleton } from "./skeleton";

/**
 * The full-screen (phone) / large (desktop) modal of the member centre and the agent centre
 * (spec §2): a brand stripe, the title with an optional line beside it and the close button.
 * Like every modal it never closes from a click outside; Esc and the close button close it.
 * Focus starts on the page heading (the first h2), so a screen reader announces the page.
 */
export function CentreDialog({
  title,
  aside,
  closeLabel,
  onClose,
  className,
  testId,
  children,
}: {
  title: ReactNode;
  aside?: ReactNode;
  closeLabel: string;
  onClose: () => void;
  /** The desktop width, e.g. "md:max-w-[1080px]". */
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="lotus-overlay fixed inset-0 z-50 bg-black/70 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          // The dialog is not a control, so never a ring on it; focus starts on its page heading.
          style={{ outline: "none" }}
          data-testid={testId}
          className={cn(
            "lotus-modal fixed inset-0 z-50 flex flex-col overflow-hidden bg-bg-elevated text-fg shadow-2xl outline-none",
            "md:inset-auto md:top-1/2 md:left-1/2 md:h-[min(880px,92dvh)] md:w-[calc(100%-2rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-card md:border md:border-line",
            className,
          )}
          // Spec §2: a modal never closes from a click outside it.
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
          }}
        >
          <div className="h-1 shrink-0 bg-gradient-to-r from-brand via-gold to-brand" aria-hidden="true" />
          <div className="flex shrink-0 items-center gap-3 border-b border-line px-4 py-3 md:px-6">
            <Dialog.Title tabIndex={-1} style={{ outline: "none" }} className="font-display text-xl font-bold text-fg">
              {title}
            </Dialog.Title>
            {aside}
            <Dialog.Close
              aria-label={closeLabel}
              className="ml-auto grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-fg-muted hover:bg-surface-2 hover:text-fg"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The page area beside a centre's menu: its heading (focused when the page changes) and the page,
 * whose code and words load under a skeleton.
 */
export function CentrePageSection({
  id,
  headingRef,
  title,
  pageKey,
  loadingLabel,
  className,
  children,
}: {
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  title: ReactNode;
  /** A new key starts a new Suspense boundary (the skeleton shows while the next page loads). */
  pageKey: string;
  loadingLabel: string;
  /** The content width, e.g. "max-w-[760px]". */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-h-0 flex-1 overflow-y-auto">
      <div className={cn("mx-auto w-full px-4 py-5 md:px-8 md:py-7", className)}>
        <h2
          id={id}
          ref={headingRef}
          tabIndex={-1}
          style={{ outline: "none" }}
          className="mb-5 font-display text-2xl font-bold text-fg"
        >
          {title}
        </h2>
        <Suspense key={pageKey} fallback={<CentrePageSkeleton label={loadingLabel} />}>
          {children}
        </Suspense>
      </div>
    </section>
  );
}

/** While a centre page's code or its translations load. */
export function CentrePageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
