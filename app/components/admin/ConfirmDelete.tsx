import type { ReactNode } from "react";
import { Form, Link } from "react-router";

/** The confirmation step before a delete: works without JavaScript (a page state, not a dialog). */
export function ConfirmDelete({ id, heading, cancelTo, children }: { id: string; heading: string; cancelTo: string; children: ReactNode }) {
  return (
    <section className="admin-confirm" aria-labelledby="silme-basligi">
      <h2 id="silme-basligi">{heading}</h2>
      <p>{children}</p>
      <Form method="post" className="admin-actions">
        <input type="hidden" name="id" value={id} />
        <button type="submit" name="intent" value="sil" className="button button-danger">
          Evet, sil
        </button>
        <Link to={cancelTo} className="button button-outline">
          Vazgeç
        </Link>
      </Form>
    </section>
  );
}
