import type { ReactNode } from "react";
import { parseMarkup, type MarkupInline } from "@lotus/contracts/web";

function Inlines({ runs }: { runs: MarkupInline[] }) {
  return (
    <>
      {runs.map((run, i) =>
        run.kind === "strong" ? (
          <strong key={i}>{run.text}</strong>
        ) : run.kind === "link" ? (
          <span key={i} title={run.href} className="font-medium text-brand underline underline-offset-2">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}

/**
 * The preview of a page's text as the site will show it: the same parser (contracts'
 * content-markup.ts), the text only ever as text nodes. Links are shown, not followed (their target
 * in the tooltip).
 */
export function MarkupPreview({ source }: { source: string }) {
  const blocks = parseMarkup(source);
  return (
    <div className="space-y-3 text-sm leading-relaxed">
      {blocks.map((block, i): ReactNode => {
        switch (block.kind) {
          case "heading":
            return block.level === 2 ? (
              <h3 key={i} className="pt-2 text-base font-bold">
                <Inlines runs={block.inlines} />
              </h3>
            ) : (
              <h4 key={i} className="pt-1 font-semibold">
                <Inlines runs={block.inlines} />
              </h4>
            );
          case "note":
            return (
              <p key={i} className="rounded-md border border-warn/40 bg-warn-soft px-3 py-2">
                <Inlines runs={block.inlines} />
              </p>
            );
          case "list": {
            const items = block.items.map((item, j) => (
              <li key={j}>
                <Inlines runs={item} />
              </li>
            ));
            return block.ordered ? (
              <ol key={i} className="list-decimal space-y-1 pl-5">
                {items}
              </ol>
            ) : (
              <ul key={i} className="list-disc space-y-1 pl-5">
                {items}
              </ul>
            );
          }
          case "paragraph":
            return (
              <p key={i}>
                <Inlines runs={block.inlines} />
              </p>
            );
        }
      })}
    </div>
  );
}
