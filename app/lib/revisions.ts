/**
 * How the history and the bin name a version's action and author.
 * Browser-safe: no server code.
 */

/**
 * How long a deleted entry stays in the bin (.server/content/history.ts), before
 * maintenance purges it; the media library keeps an image the bin still uses.
 */
export const BIN_DAYS = 30;

/** What a saved version of an entry records (its history; a deletion is the bin). */
export type RevisionAction = "create" | "update" | "delete" | "restore" | "publish" | "unpublish";

export const REVISION_ACTION_TEXT: Record<RevisionAction, string> = {
  create: "Oluşturuldu",
  update: "Güncellendi",
  delete: "Silindi",
  restore: "Geri yüklendi",
  publish: "Zamanlanmış yayın",
  unpublish: "Zamanında yayından kalktı",
};

/**
 * Who made a version: an admin's e-mail; "" is the first version of sample
 * content (or of an entry written before histories existed); the scheduler
 * signs with its own name (`scheduler`, content/scheduled.ts SCHEDULER).
 */
export function revisionAuthor(email: string, scheduler: string): string {
  if (email === "") return "Örnek içerik";
  if (email === scheduler) return "Otomatik (zamanlanmış yayın)";
  return email;
}
