import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import {
  formatMinor,
  LOTTERY_BET_TYPES,
  LOTTERY_TICKET_STATES,
  type LotteryBetCode,
  type LotteryTicket,
  type LotteryTicketState,
} from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { Pagination } from "../../../components/ui/pagination";
import { openAccountDialog } from "../../../lib/account-dialogs";
import { formatDateTime } from "../../../lib/date-time";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { useLotteryTickets } from "../api/get-lottery-tickets";
import { LoadError, LoadingBlock, LotteryNumber, lotteryKey, verifyHref } from "./lottery-parts";
import { LotteryTabs, TabPanel } from "./lottery-tabs";

const FILTERS = ["all", ...LOTTERY_TICKET_STATES] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 10;

const stateTone: Record<LotteryTicketState, string> = {
  open: "border-gold/50 text-gold",
  won: "border-jade/50 bg-jade/10 text-jade",
  lost: "border-line text-fg-muted",
  void: "border-danger/50 text-danger",
};

const betName = (code: string) =>
  Object.hasOwn(LOTTERY_BET_TYPES, code) ? lotteryKey(LOTTERY_BET_TYPES[code as LotteryBetCode].nameKey) : code;

function TicketRow({ ticket, onShowResult }: { ticket: LotteryTicket; onShowResult: (ticket: LotteryTicket) => void }) {
  const { t } = useTranslation("lottery");
  const language = useLanguage();
  const money = (minor: string) => formatMinor(minor, language, { decimals: 0 });
  const settled = ticket.state === "won" || ticket.state === "lost";
  return (
    <li
      className="grid gap-2 rounded-xl border border-line bg-surface p-3 text-sm"
      data-testid={`ticket-${ticket.id}`}
      data-state={ticket.state}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn("rounded-full border px-2.5 py-0.5 text-xs font-semibold", stateTone[ticket.state])}
          data-testid="ticket-state"
        >
          {t(`ticketState.${ticket.state}`)}
        </span>
        <span className="font-semibold text-fg">{t(betName(ticket.betType))}</span>
        <span className="font-mono text-base text-brand" data-testid="ticket-numbers">
          {ticket.numbers.join(" - ")}
        </span>
        {ticket.partner && (
          <span className="text-fg-muted" data-testid="ticket-partner">
            {t("tickets.partner", { name: ticket.partner.gameName })}
          </span>
        )}
        <span className="ml-auto text-xs text-fg-muted">
          {ticket.gameName} · {t("results.issue", { issue: ticket.issue })}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        <div>
          <dt className="text-xs text-fg-muted">{t("tickets.units")}</dt>
          <dd className="tabular-nums text-fg">{ticket.units}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t("tickets.stake")}</dt>
          <dd className="tabular-nums text-fg">{t("money", { amount: money(ticket.stake) })}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t("tickets.hits")}</dt>
          <dd className="tabular-nums text-fg" data-testid="ticket-hits">
            {settled ? ticket.hits : "—"}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t("tickets.win")}</dt>
          <dd
            className={cn("tabular-nums font-semibold", ticket.state === "won" ? "text-jade" : "text-fg")}
            data-testid="ticket-win"
          >
            {settled ? t("money", { amount: money(ticket.win) }) : "—"}
          </dd>
        </div>
      </dl>
      {ticket.matches.length > 0 && (
        <div>
          <p className="text-xs text-fg-muted">{t("tickets.matches")}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5" data-testid="ticket-matches">
            {ticket.matches.map((match) => (
              <li
                key={`${match.partner ? "partner:" : ""}${match.prize}-${match.index}`}
                className={cn(
                  "rounded-lg px-2 py-0.5 font-mono text-xs",
                  match.partner ? "border border-gold/50 bg-gold-soft/10" : "bg-surface-2",
                )}
                data-partner={match.partner ? "true" : undefined}
              >
                {match.partner && ticket.partner && (
                  <span className="font-sans font-semibold">{ticket.partner.gameName} · </span>
                )}
                {t(`prize.${match.prize}`)} #{match.index + 1}: <LotteryNumber number={match.number} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3 text-xs text-fg-muted">
        <span>{formatDateTime(ticket.createdAt, language)}</span>
        {settled && (
          <>
            <Button size="sm" variant="secondary" onClick={() => onShowResult(ticket)} data-testid="ticket-show-result">
              {t("tickets.showResult")}
            </Button>
            <Link to={verifyHref(ticket.drawId)} className="font-semibold text-gold underline-offset-4 hover:underline">
              {t("verify.link")}
            </Link>
          </>
        )}
      </div>
    </li>
  );
}

/** The member's lines of a game: all, open, won, lost or void, newest first. */
export function MyTickets({
  gameCode,
  onShowResult,
}: {
  gameCode: string;
  onShowResult: (ticket: LotteryTicket) => void;
}) {
  const { t } = useTranslation(["lottery", "common"]);
  const session = useSession();
  const [filter, setFilter] = useState<Filter>("all");
  const [page, setPage] = useState(1);
  const tickets = useLotteryTickets({
    gameCode,
    state: filter === "all" ? undefined : filter,
    page,
    pageSize: PAGE_SIZE,
  });
  if (!session) {
    return (
      <EmptyState
        title={t("tickets.loginTitle")}
        description={t("tickets.loginBody")}
        action={<Button onClick={() => openAccountDialog({ kind: "login" })}>{t("tickets.login")}</Button>}
      />
    );
  }
  let body;
  if (!tickets.data) {
    body = tickets.isError ? (
      <LoadError title={t("errors.tickets")} onRetry={() => void tickets.refetch()} />
    ) : (
      <LoadingBlock lines={3} />
    );
  } else if (tickets.data.list.length === 0) {
    body = <EmptyState title={t("tickets.emptyTitle")} description={t("tickets.emptyBody")} />;
  } else {
    body = (
      <>
        <ul className="grid gap-2" data-testid="ticket-list">
          {tickets.data.list.map((ticket) => (
            <TicketRow key={ticket.id} ticket={ticket} onShowResult={onShowResult} />
          ))}
        </ul>
        <Pagination
          className="mt-3"
          page={page}
          pageCount={Math.max(1, Math.ceil(tickets.data.total / PAGE_SIZE))}
          onPageChange={setPage}
          disabled={tickets.isFetching}
          labels={{
            nav: t("tickets.pagesLabel"),
            previous: t("pagination.previous"),
            next: t("pagination.next"),
            page: (n) => t("pagination.page", { page: n }),
          }}
        />
      </>
    );
  }
  return (
    <div className="grid gap-3">
      <LotteryTabs
        label={t("tickets.filter")}
        base="tickets"
        variant="chip"
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
        tabs={FILTERS.map((id) => ({ id, label: t(`tickets.filters.${id}`), testId: `tickets-filter-${id}` }))}
      />
      <TabPanel base="tickets" value={filter}>
        {body}
      </TabPanel>
    </div>
  );
}
