/** The contact form's messages to the office. */
import type { ColumnType, Selectable } from "kysely";

export interface MessageTable {
  id: string;
  name: string;
  phone: string;
  email: string;
  subject: string;
  body: string;
  created_at: string;
  read_at: string | null;
  client_ip: string | null;
  /** The form's language (migration 030): "tr" or "en". */
  language: ColumnType<"tr" | "en", "tr" | "en" | undefined, "tr" | "en">;
}

export type Message = Selectable<MessageTable>;
