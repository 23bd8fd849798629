/** The admins' accounts: admins, their sessions, e-mailed tokens and recovery codes. */
import type { ColumnType, Selectable } from "kysely";
import type { Role } from "#app/lib/roles.ts";

export interface AdminTable {
  id: string;
  email: string;
  /** Empty for an invited admin who has not set a password yet. */
  password_hash: string;
  created_at: string;
  password_changed_at: string;
  /** Display name ("" when not given). */
  name: string;
  last_sign_in_at: string | null;
  /** The TOTP secret, encrypted (accounts/secret-box.ts); null while two-factor is off. */
  totp_secret: string | null;
  /** Set once the first code confirmed the secret: two-factor is on. */
  totp_enabled_at: string | null;
  /** The last accepted TOTP time step (a code is never accepted twice). */
  totp_last_step: number | null;
  /** What the admin may do (lib/roles.ts); exactly one admin is the owner. */
  role: ColumnType<Role, Role | undefined, Role>;
  /** The account's upload quota in MB set by the Sahip (migration 023); null: the default quota (ADR 033). */
  upload_quota_mb: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Which Yazar wrote an entry, and where its review stands (issue 25). */
export interface EntryAuthorTable {
  /** duyurular, haberler, sirkuler. */
  list: string;
  entry_id: string;
  author_id: string;
  /** Set by "Yayına hazır"; cleared when the entry is published or sent back. */
  ready_at: string | null;
  /** An editor's note on sending the draft back. */
  note: string | null;
  /** Who wrote the note (e-mail). */
  note_by: string | null;
  updated_at: string;
}

export interface SessionTable {
  /** SHA-256 (hex) of the token in the cookie. */
  id: string;
  admin_id: string;
  created_at: string;
  last_seen_at: string;
  user_agent: string | null;
  ip: string | null;
}

/** invite: set a first password (72 h); reset: set a new one (1 h); second-factor: the sign-in step after the password (cookie). */
export type AdminTokenPurpose = "invite" | "reset" | "second-factor";

export interface AdminTokenTable {
  /** SHA-256 (hex) of the token sent by e-mail or kept in a cookie. */
  id: string;
  admin_id: string;
  purpose: AdminTokenPurpose;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RecoveryCodeTable {
  id: string;
  admin_id: string;
  /** SHA-256 (hex) of the normalized code. */
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export type Admin = Selectable<AdminTable>;
export type Session = Selectable<SessionTable>;
export type EntryAuthor = Selectable<EntryAuthorTable>;
export type AdminToken = Selectable<AdminTokenTable>;
