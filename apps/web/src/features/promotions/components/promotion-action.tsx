import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatMinor, PATHS, type PromotionCard } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { inputClasses } from "../../../components/ui/form-parts";
import { openAccountDialog } from "../../../lib/account-dialogs";
import { apiSend } from "../../../lib/api-client";
import { useRequestId } from "../../../lib/use-request-id";
import { newRequestId } from "../../../lib/request-id";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { invalidatePromotions } from "../api/promotion-keys";
import { usePromoCode, usePromotionAction, type PromotionActionResult } from "../api/promotion-actions";
import { usePromotionError } from "../hooks/use-promotion-error";
import { stateView } from "../utils/states";
import { ApplicationDialog } from "./application-form";
import { StateBadge } from "./promotion-parts";

type ActionCard = Pick<PromotionCard, "id" | "title" | "state" | "entry" | "template">;

/**
 * What a promotion offers the member now (spec §4): join, claim, the application form, the code
 * field, or a label for a state with nothing to press. A visitor gets the login dialog on a press.
 */
export function PromotionAction({ card, className }: { card: ActionCard; className?: string }) {
  const { t, i18n } = useTranslation("promotions");
  const session = useSession();
  const view = stateView(card);
  const join = usePromotionAction("join");
  const claim = usePromotionAction("claim");
  const raffle = useRaffleClaim();
  const errorText = usePromotionError();
  const [applyOpen, setApplyOpen] = useState(false);

  // The application dialog outlives the state it was opened from: sending it turns "join" into
  // "applying", and the dialog still has to say that the application was sent.
  const dialog = applyOpen && <ApplicationDialog promotion={card} onClose={() => setApplyOpen(false)} />;
  if (view.kind === "label")
    return (
      <>
        <StateBadge card={card} className={className} />
        {dialog}
      </>
    );
  if (view.action === "code") return <CodeField card={card} className={className} />;

  const pending = join.isPending || claim.isPending || raffle.isPending;
  function done(result: PromotionActionResult) {
    toast({
      tone: "success",
      title: result.amount
        ? t("action.gotBonus", { amount: formatMinor(result.amount, i18n.language), title: card.title })
        : t(`action.done.${view.kind === "action" ? view.action : "join"}`, { title: card.title }),
    });
  }
  function failed(error: unknown) {
    toast({ tone: "error", title: errorText(error) });
  }
  function press() {
    if (!session) {
      openAccountDialog({ kind: "login" });
      return;
    }
    if (view.kind !== "action") return;
    if (view.action === "apply") setApplyOpen(true);
    else if (view.action === "join") join.mutate({ id: card.id }, { onSuccess: done, onError: failed });
    else if (view.action === "claim") claim.mutate({ id: card.id }, { onSuccess: done, onError: failed });
    else raffle.mutate(card.id, { onSuccess: done, onError: failed });
  }

  return (
    <>
      <Button
        variant={view.action === "claim" || view.action === "raffle" ? "gold" : "primary"}
        size="sm"
        data-testid="promotion-action"
        data-action={view.action}
        aria-busy={pending || undefined}
        disabled={pending}
        onClick={press}
        className={className}
      >
        {t(`action.${view.action}`)}
        <span className="sr-only">: {card.title}</span>
      </Button>
      {dialog}
    </>
  );
}

/** MCS2_claimRafflePromotion (spec §7): claiming a raffle draws its prize. */
function useRaffleClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promotionId: string) =>
      apiSend<PromotionActionResult>("POST", PATHS.raffleClaim, { body: { promotionId, requestId: newRequestId() } }),
    onSettled: () => void invalidatePromotions(queryClient),
  });
}

/** The promo code entry: letters and digits, 4–20, checked in the browser before it is sent. */
function CodeField({ card, className }: { card: ActionCard; className?: string }) {
  const { t, i18n } = useTranslation("promotions");
  const session = useSession();
  const id = useId();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const send = usePromoCode();
  const requestId = useRequestId();
  const errorText = usePromotionError();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!session) {
      openAccountDialog({ kind: "login" });
      return;
    }
    const value = code.trim().toUpperCase();
    if (!/^[A-Z0-9]{4,20}$/.test(value)) {
      setProblem(t("code.invalid"));
      return;
    }
    setProblem(null);
    send.mutate(
      { code: value, requestId: requestId.idFor(value) },
      {
        onSuccess: (result) => {
          requestId.done();
          setCode("");
          toast({
            tone: "success",
            title: result.amount
              ? t("action.gotBonus", { amount: formatMinor(result.amount, i18n.language), title: card.title })
              : t("action.done.code", { title: card.title }),
          });
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className={cn("grid w-full gap-1.5", className)}
      data-testid="promotion-code-form"
    >
      <label htmlFor={id} className="sr-only">
        {t("code.label", { title: card.title })}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={t("code.placeholder")}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          className={cn(inputClasses, "h-9 flex-1 uppercase")}
        />
        <Button type="submit" size="sm" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          {t("action.code")}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {problem}
        </p>
      )}
    </form>
  );
}
