import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import {
  MEMBER_CENTRE_LINK,
  MEMBER_CENTRE_PAGES,
  parseMarkup,
  type MarkupBlock,
  type MarkupInline,
  type MemberCentrePage,
} from "@lotus/contracts/web";
import { openAccountDialog, openMemberCentre } from "../../../lib/account-dialogs";
import { canEnterMemberCentre, getSession } from "../../../lib/session";

const linkClass =
  "font-semibold text-gold underline decoration-gold/40 underline-offset-4 transition-colors hover:decoration-gold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold";

/** Opens a member-centre page (unknown names: the security centre); a visitor is asked to log in first. */
function openCentre(page: string) {
  if (!canEnterMemberCentre(getSession())) {
    openAccountDialog({ kind: "login" });
    return;
  }
  const known = (MEMBER_CENTRE_PAGES as readonly string[]).includes(page);
  openMemberCentre(known ? (page as MemberCentrePage) : "securityCenter");
}

function InlineLink({ text, href }: { text: string; href: string }) {
  const { t } = useTranslation("content");
  const centre = MEMBER_CENTRE_LINK.exec(href);
  if (centre) {
    return (
      <button type="button" className={`${linkClass} cursor-pointer`} onClick={() => openCentre(centre[1]!)}>
        {text}
      </button>
    );
  }
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={linkClass}>
        {text}
      </Link>
    );
  }
  if (href.startsWith("https://")) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {text}
        <span className="sr-only"> {t("newTab")}</span>
      </a>
    );
  }
  return (
    <a href={href} className={linkClass}>
      {text}
    </a>
  );
}

function Inlines({ runs }: { runs: MarkupInline[] }) {
  return (
    <>
      {runs.map((run, i) =>
        run.kind === "strong" ? (
          <strong key={i} className="font-semibold text-fg">
            {run.text}
          </strong>
        ) : run.kind === "link" ? (
          <InlineLink key={i} text={run.text} href={run.href} />
        ) : (
          run.text
        ),
      )}
    </>
  );
}

function Block({ block }: { block: MarkupBlock }): ReactNode {
  switch (block.kind) {
    case "heading":
      return block.level === 2 ? (
        <h2 className="mt-8 mb-3 font-display text-xl font-bold text-fg first:mt-0 sm:text-2xl">
          <Inlines runs={block.inlines} />
        </h2>
      ) : (
        <h3 className="mt-6 mb-2 text-lg font-semibold text-fg">
          <Inlines runs={block.inlines} />
        </h3>
      );
    case "note":
      return (
        <p className="my-5 rounded-card border border-gold/40 bg-gold/10 px-4 py-3 text-fg">
          <Inlines runs={block.inlines} />
        </p>
      );
    case "list": {
      const items = block.items.map((item, i) => (
        <li key={i} className="pl-1">
          <Inlines runs={item} />
        </li>
      ));
      return block.ordered ? (
        <ol className="my-4 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-gold">{items}</ol>
      ) : (
        <ul className="my-4 list-disc space-y-2 pl-6 marker:text-gold">{items}</ul>
      );
    }
    case "paragraph":
      return (
        <p className="my-4 leading-relaxed">
          <Inlines runs={block.inlines} />
        </p>
      );
  }
}

/**
 * A content page's text (the markup of contracts' content-markup.ts) as React elements: headings,
 * paragraphs, lists, notes, bold and links. The operator's text only ever becomes text nodes and the
 * few elements above — no HTML is parsed or injected, so no tag, attribute or script can get in.
 */
export function Markup({ source }: { source: string }) {
  return (
    <div className="text-base text-fg-muted">
      {parseMarkup(source).map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
