import { getDb } from "../db/index.ts";
import { newId, nowIso } from "../ids.ts";
import type { Message } from "../db/schema.ts";

export interface ContactInput {
  name: string;
  phone: string;
  email: string;
  subject: string;
  body: string;
}

export async function saveMessage(input: ContactInput, clientIp: string | null): Promise<Message> {
  const db = await getDb();
  const row = { id: newId(), ...input, created_at: nowIso(), read_at: null, client_ip: clientIp };
  await db.insertInto("messages").values(row).execute();
  return row;
}
