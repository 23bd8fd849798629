/**
 * The confirmation step before a write that cannot simply be taken back
 * (delete, remove, cancel, restore, send): a page state the screen opens by
 * a link (e.g. ?sil=<id>), not a dialog, so it works without JavaScript. The
 * section is named by its heading; the form posts the hidden fields and the
 * intent, "Vazgeç" leads back.
 */
import type { ReactNode, Ref } from "react";
import { Form, Link } from "react-router";

interface ConfirmActionProps {
  /** The heading's id: the section is labelled by it. */
  headingId: string;
  heading: ReactNode;
  /** Makes the heading focusable and gives it to the screen, which moves the focus there when it opens (useFocusWhen). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** What will happen: the paragraphs between the heading and the buttons. */
  children: ReactNode;
  /** Where the form posts; undefined: the screen's own URL. */
  action?: string;
  /** Hidden fields sent with the confirmation, in this order. */
  fields?: Record<string, string | number>;
  /** The intent the button sends (name="intent"); undefined when one of the fields carries it. */
  intent?: string;
  confirmLabel: ReactNode;
  /** A destructive step has the danger button (the default); a restore or a send the plain one. */
  danger?: boolean;
  disabled?: boolean;
  /** Where "Vazgeç" leads. */
  cancelTo: string;
  /** A screen's own class besides admin-confirm. */
  className?: string;
}

export function ConfirmAction({
  headingId,
  heading,
  headingRef,
  children,
  action,
  fields = {},
  intent,
  confirmLabel,
  danger = true,
  disabled,
  cancelTo,
  className,
}: ConfirmActionProps) {
  return (
    <section className={className ? `admin-confirm ${className}` : "admin-confirm"} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {heading}
      </h2>
      {children}
      <Form method="post" action={action} className="admin-actions">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          name={intent === undefined ? undefined : "intent"}
          value={intent}
          className={danger ? "button button-danger" : "button"}
          disabled={disabled}
        >
          {confirmLabel}
        </button>
        <Link to={cancelTo} className="button button-outline">
          Vazgeç
        </Link>
      </Form>
    </section>
  );
}
