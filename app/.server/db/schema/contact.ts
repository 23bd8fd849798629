/** The contact form's messages to the office. */
import type { Selectable } from "kysely";

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
}

export type Message = Selectable<MessageTable>;
