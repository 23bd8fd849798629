import { randomBytes } from "node:crypto";

/** A new record id in the original product's format: "id" + random hex. */
export function newId(): string {
  return `id${randomBytes(8).toString("hex")}`;
}

export function nowIso(): string {
  return new Date().toISOString();
}
