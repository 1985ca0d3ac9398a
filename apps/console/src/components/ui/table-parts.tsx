import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./button";
import { inputClasses } from "./field";
import { Pagination } from "./pagination";
import { EmptyState, ErrorState, TableSkeleton } from "./states";

/** A column heading: its text, right-aligned (`num`) for amounts and counts. */
export type Column = string | { label: string; num?: boolean };

/** The header row of a console table; `false` leaves a column out, `lead` goes before the columns. */
export function TableHead({ columns, lead }: { columns: (Column | false)[]; lead?: ReactNode }) {
  return (
    <thead>
      <tr>
        {lead}
        {columns.map((column, index) => {
          if (column === false) return null;
          const { label, num } = typeof column === "string" ? { label: column, num: false } : column;
          return (
            <th key={index} scope="col" className={num ? "num" : undefined}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/**
 * The search bar above a table: one search field and the search button. The text follows `value`
 * (the search in the URL); submitting calls `onSearch` with the trimmed text.
 */
export function SearchForm({
  label,
  name,
  value,
  placeholder,
  onSearch,
  required,
  autoComplete,
}: {
  label: string;
  name: string;
  value: string;
  placeholder: string;
  onSearch: (text: string) => void;
  required?: boolean;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-2 border-b border-line p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          type="search"
          name={name}
          required={required}
          maxLength={64}
          autoComplete={autoComplete}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className={inputClasses}
        />
      </div>
      <Button type="submit" variant="primary">
        {t("actions.search")}
      </Button>
    </form>
  );
}

type TableQuery = { isPending: boolean; isError: boolean; data: unknown; error: unknown; refetch: () => unknown };

/**
 * A table's states: placeholder rows while it loads, the error with a retry when it failed (and
 * has nothing to show; `errorHidesData` shows the error over an earlier answer too), `emptyTitle`
 * when it has no rows, else the table.
 */
export function TableStates({
  query,
  isEmpty,
  emptyTitle,
  skeletonRows,
  errorHidesData = false,
  children,
}: {
  query: TableQuery;
  isEmpty: boolean;
  emptyTitle: string;
  skeletonRows?: number;
  errorHidesData?: boolean;
  children: () => ReactNode;
}) {
  if (query.isPending) return <TableSkeleton rows={skeletonRows} />;
  if (query.isError && (errorHidesData || !query.data))
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty) return <EmptyState title={emptyTitle} />;
  return children();
}

/**
 * A console table in its scrolling box: the caption for screen readers, the header row (see
 * TableHead) and the body given as children.
 */
export function DataTable({
  caption,
  columns,
  lead,
  className = "overflow-x-auto",
  children,
}: {
  caption: string;
  columns: (Column | false)[];
  lead?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <table className="console-table">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} lead={lead} />
        {children}
      </table>
    </div>
  );
}

/** The pages under a table, once its first answer (`total`) is here. */
export function TablePager({
  page,
  size,
  total,
  onChange,
}: {
  page: number;
  size: number;
  total: number | undefined;
  onChange: (page: number) => void;
}) {
  if (total === undefined) return null;
  return (
    <div className="px-3 pb-3">
      <Pagination page={page} size={size} total={total} onChange={onChange} />
    </div>
  );
}
