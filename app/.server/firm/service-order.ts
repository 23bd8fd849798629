/**
 * The services' order (the menu, the home grid, the side list): one service
 * moves up, down or to a position, and the others close ranks; positions are
 * written 0…n-1 again. A move is not a change of the service's texts, so it
 * keeps its revision (an open edit form stays valid), but it is a version in
 * its history, an audit row and a content-version bump like any write.
 */
import { transaction } from "#app/.server/db/index.ts";
import { nowIso } from "#app/.server/ids.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import { addFirmRevision, countFirmRevisions, listServices, setServicePosition } from "#app/.server/repositories/firm.ts";

/** "up", "down", or the 1-based position the office typed. */
export type ServiceMove = "up" | "down" | number;

export type MoveResult = { ok: true; moved: boolean } | { ok: false; reason: "gone" };

/** The order after moving the item at `from` to `to` (both 0-based, `to` clamped). */
export function reorder<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

export async function moveService(id: string, move: ServiceMove, adminEmail: string): Promise<MoveResult> {
  return transaction(async (trx): Promise<MoveResult> => {
    const rows = await listServices(trx);
    const from = rows.findIndex((row) => row.id === id);
    if (from === -1) return { ok: false, reason: "gone" };
    const to = move === "up" ? from - 1 : move === "down" ? from + 1 : Math.trunc(move) - 1;
    const order = reorder(rows, from, to);
    if (order.every((row, index) => row.id === rows[index]?.id && row.position === index)) return { ok: true, moved: false };
    const now = nowIso();
    for (const [position, row] of order.entries()) {
      if (row.position !== position) await setServicePosition(trx, row.id, position);
    }
    const moved = order.find((row) => row.id === id);
    if (!moved) return { ok: false, reason: "gone" };
    const position = order.indexOf(moved);
    const { id: _id, revision: _r, created_at, updated_at: _u, updated_by: _b, ...snapshot } = moved;
    if ((await countFirmRevisions(trx, "service", id)) === 0) {
      await addFirmRevision(trx, { kind: "service", key: id, action: "create", snapshot, adminEmail: "", createdAt: created_at });
    }
    await publicWrite(trx, {
      revision: { of: "firm", kind: "service", key: id, action: "update", snapshot: { ...snapshot, position }, adminEmail, createdAt: now },
      audit: { adminEmail, action: "update", list: "hizmetler", entryId: id, details: { position: position + 1 } },
    });
    return { ok: true, moved: true };
  });
}
