/** The review of a Yazar's draft (issue 25), as the admin screens show it. */

/** The longest note an editor may send back with a draft. */
export const REVIEW_NOTE_MAX = 1000;

/** The form field of the note, and the list route's intents. */
export const REVIEW_FIELDS = { note: "not" } as const;
export const REVIEW_INTENTS = { ready: "hazir", sendBack: "geri-gonder" } as const;

export interface ReviewState {
  /** Waiting for an editor ("Yayına hazır"). */
  ready: boolean;
  readyAt: string | null;
  /** The editor's note on sending it back, and who wrote it. */
  note: string | null;
  noteBy: string | null;
}

/** "Taslak", "Yayına hazır" or "Geri gönderildi" for a draft; its status for others. */
export function reviewLabel(status: "draft" | "scheduled" | "published", review: ReviewState | undefined): string {
  if (status === "scheduled") return "Zamanlanmış";
  if (status === "published") return "Yayında";
  if (review?.ready) return "Yayına hazır";
  if (review?.note) return "Geri gönderildi";
  return "Taslak";
}
