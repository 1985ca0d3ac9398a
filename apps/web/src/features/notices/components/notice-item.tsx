import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Notice } from "@lotus/contracts/web";
import { imageUrl, usePermission } from "../../../lib/queries/permission";
import { NoticeTypeIcon } from "./notice-type-icon";
import { isPromotional } from "../utils/collect-notices";
import { formatDay } from "../../../lib/date-time";

/** One announcement as a disclosure: title, type and date at a glance, full text on demand. */
export function NoticeItem({ notice }: { notice: Notice }) {
  const { t, i18n } = useTranslation("notices");
  const permission = usePermission();
  const date = formatDay(notice.startsAt, i18n.language, "long");
  const image = notice.imageUrl && permission.data ? imageUrl(permission.data, notice.imageUrl) : "";

  return (
    <details className="group rounded-card border border-line bg-surface shadow-card transition-colors open:border-gold/60">
      <summary className="flex cursor-pointer list-none items-start gap-4 rounded-card p-4 sm:p-5 [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className={`grid size-11 shrink-0 place-items-center rounded-xl ${
            isPromotional(notice) ? "bg-brand/15 text-brand-strong" : "bg-gold/15 text-gold"
          }`}
        >
          <NoticeTypeIcon type={notice.type} />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-muted">
            <span className="rounded-full bg-surface-2 px-2 py-0.5 font-semibold tracking-wide text-fg uppercase">
              {t(`type.${notice.type}`)}
            </span>
            <time dateTime={notice.startsAt}>{date}</time>
          </span>
          <span className="mt-1.5 block text-base font-semibold text-fg sm:text-lg">{notice.title}</span>
          <span className="mt-1 line-clamp-1 block text-sm text-fg-muted group-open:hidden">{notice.content}</span>
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="mt-3 size-5 shrink-0 text-fg-muted transition-transform group-open:rotate-180"
        >
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <div className="border-t border-line px-4 pt-4 pb-5 sm:px-5 sm:pl-[5.25rem]">
        {image && (
          <img
            src={image}
            alt=""
            loading="lazy"
            className="mb-4 aspect-[21/9] w-full rounded-xl border border-line object-cover object-right"
          />
        )}
        <p className="leading-relaxed whitespace-pre-line text-fg">{notice.content}</p>
        {notice.linkUrl && <NoticeLink url={notice.linkUrl} label={t("openLink")} />}
      </div>
    </details>
  );
}

function NoticeLink({ url, label }: { url: string; label: string }) {
  const className =
    "mt-4 inline-flex min-h-10 items-center gap-2 rounded-full bg-brand px-5 text-sm font-semibold text-on-brand transition-colors hover:brightness-90";
  const arrow = (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
      <path d="M7 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
  if (url.startsWith("/") && !url.startsWith("//")) {
    return (
      <Link to={url} className={className}>
        {label}
        {arrow}
      </Link>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
      {arrow}
    </a>
  );
}
