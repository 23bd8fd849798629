import type { ReactNode } from "react";
import { ConfirmAction } from "#app/components/admin/ConfirmAction.tsx";

/** The confirmation before a delete of the row `id` (intent "sil"): a ConfirmAction with one sentence. */
export function ConfirmDelete({ id, heading, cancelTo, children }: { id: string; heading: string; cancelTo: string; children: ReactNode }) {
  return (
    <ConfirmAction headingId="silme-basligi" heading={heading} fields={{ id }} intent="sil" confirmLabel="Evet, sil" cancelTo={cancelTo}>
      <p>{children}</p>
    </ConfirmAction>
  );
}
