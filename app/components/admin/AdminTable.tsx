/**
 * The admin screens' tables: a caption for screen readers (the screen's
 * heading already names it for the eye), column headers, and the unnamed
 * last column of a row's actions ("İşlemler" for screen readers); and
 * RowAction, a row's one-button form (retry, restore, close a session…).
 */
import type { ReactNode } from "react";
import { Form } from "react-router";

export function AdminTable({
  className,
  caption,
  columns,
  actions = true,
  children,
}: {
  /** A screen's own class besides admin-table. */
  className?: string;
  caption?: ReactNode;
  columns: ReactNode[];
  /** Whether rows end with their actions (the last, visually unnamed column). */
  actions?: boolean;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <table className={className ? `admin-table ${className}` : "admin-table"}>
      {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed; their order is their identity
            <th scope="col" key={index}>
              {column}
            </th>
          ))}
          {actions && (
            <th scope="col">
              <span className="visually-hidden">İşlemler</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * A row's action: a form that posts the hidden fields and the intent, its
 * button named for screen readers with the row it acts on (`label`).
 */
export function RowAction({
  intent,
  fields,
  action,
  label,
  buttonClassName,
  inline = true,
  children,
}: {
  intent: string;
  /** Hidden fields, in this order. */
  fields: Record<string, string>;
  /** Where the form posts; undefined: the screen's own URL. */
  action?: string;
  /** The button's accessible name, e.g. "Tekrar dene: <subject>". */
  label: string;
  buttonClassName: string;
  /** Sits beside other actions in its cell (admin-inline-form); false for a cell's only action. */
  inline?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} className={inline ? "admin-inline-form" : undefined}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value={intent} className={buttonClassName} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}
