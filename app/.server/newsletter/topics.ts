/**
 * The e-bülten's topics (issue 44, ADR 064), as the office manages them on
 * E-bülten konuları: add, rename, move up or down, delete. The sign-up form
 * on public pages lists them, so each write is one transaction finished by the
 * unit of work (publishing/): its audit row and the content version bump.
 * Also the reads the forms, the preference page and the counts share, and the
 * one check of a visitor's or the office's choice of topics.
 */
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import type { NewsletterTopic } from "#app/.server/db/schema.ts";
import { nowIso } from "#app/.server/ids.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import {
  confirmedAllTopics,
  confirmedPerTopic,
  deleteTopic,
  findTopic,
  insertTopic,
  listTopics,
  nextTopicPosition,
  renameTopicRow,
  setTopicPosition,
  topicInUnqueuedSend,
} from "#app/.server/repositories/newsletter-topics.ts";
import { ALL_TOPICS_TEXT, TOPIC_NAME_MAX, type TopicChoice, type TopicCounts } from "#app/lib/newsletter-topics.ts";
import { slugify } from "#app/lib/slug.ts";

/** The audit log's list name for the topics. */
export const TOPICS_AUDIT_LIST = "e-bulten-konulari";

export type TopicResult = { ok: true; id: string } | { ok: false; message: string };

const GONE = "Konu bulunamadı; başka bir oturumda silinmiş olabilir.";
const fold = (text: string) => text.toLocaleLowerCase("tr-TR");

/** Every topic in the office's order (the forms' checkboxes). */
export async function newsletterTopics(): Promise<Pick<NewsletterTopic, "id" | "name">[]> {
  return (await listTopics(await getDb())).map(({ id, name }) => ({ id, name }));
}

/**
 * A choice of topics as the form sent it: only ids of existing topics count,
 * once each, in the office's order. None chosen: every topic ("Tüm konular").
 * `text` is what the consent record keeps: the names as the visitor saw them.
 */
export async function topicChoice(db: Executor, ids: readonly string[]): Promise<TopicChoice> {
  const wanted = new Set(ids);
  const chosen = (await listTopics(db)).filter((topic) => wanted.has(topic.id));
  if (chosen.length === 0) return { all: true, ids: [], text: ALL_TOPICS_TEXT };
  return { all: false, ids: chosen.map((t) => t.id), text: chosen.map((t) => t.name).join(", ") };
}

/** The name as stored (spaces collapsed), or a message. */
function cleanName(name: string): { name: string } | { message: string } {
  const clean = name.replace(/\s+/g, " ").trim();
  if (!clean) return { message: "Konunun adını yazın." };
  if (clean.length > TOPIC_NAME_MAX) return { message: `Konu adı en fazla ${TOPIC_NAME_MAX} karakter olabilir.` };
  if (/\p{Cc}/u.test(clean)) return { message: "Konu adı tek satır olmalı." };
  if (!slugify(clean)) return { message: "Konu adı en az bir harf veya rakam içermeli." };
  if (fold(clean) === fold(ALL_TOPICS_TEXT)) return { message: `“${ALL_TOPICS_TEXT}” bir konu adı olamaz; formda kendiliğinden yer alır.` };
  return { name: clean };
}

export async function addTopic(name: string, adminEmail: string): Promise<TopicResult> {
  const cleaned = cleanName(name);
  if ("message" in cleaned) return { ok: false, message: cleaned.message };
  return transaction(async (trx): Promise<TopicResult> => {
    const all = await listTopics(trx);
    const same = all.find((topic) => fold(topic.name) === fold(cleaned.name));
    if (same) return { ok: false, message: `“${same.name}” konusu zaten var; farklı bir ad yazın.` };
    // A new id when the slug's was used before (a deleted topic's id is never reused: old links name it).
    let id = `konu-${slugify(cleaned.name)}`;
    for (let n = 2; all.some((topic) => topic.id === id) || (await findTopic(trx, id)); n++) id = `konu-${slugify(cleaned.name)}-${n}`;
    await insertTopic(trx, { id, name: cleaned.name, position: await nextTopicPosition(trx), category_id: null, created_at: nowIso() });
    await publicWrite(trx, { audit: { adminEmail, action: "create", list: TOPICS_AUDIT_LIST, entryId: id } });
    return { ok: true, id };
  });
}

/** Renames a topic; subscribers who chose it keep it (the consent record keeps the name they saw). */
export async function renameTopic(id: string, name: string, adminEmail: string): Promise<TopicResult> {
  const cleaned = cleanName(name);
  if ("message" in cleaned) return { ok: false, message: cleaned.message };
  return transaction(async (trx): Promise<TopicResult> => {
    const all = await listTopics(trx);
    if (!all.some((topic) => topic.id === id)) return { ok: false, message: GONE };
    const same = all.find((topic) => topic.id !== id && fold(topic.name) === fold(cleaned.name));
    if (same) return { ok: false, message: `“${same.name}” konusu zaten var; farklı bir ad yazın.` };
    await renameTopicRow(trx, id, cleaned.name);
    await publicWrite(trx, { audit: { adminEmail, action: "update", list: TOPICS_AUDIT_LIST, entryId: id } });
    return { ok: true, id };
  });
}

/** Swaps a topic with its neighbour above (-1) or below (+1); at the end it stays. */
export async function moveTopic(id: string, direction: -1 | 1, adminEmail: string): Promise<TopicResult> {
  return transaction(async (trx): Promise<TopicResult> => {
    const all = await listTopics(trx);
    const index = all.findIndex((topic) => topic.id === id);
    if (index < 0) return { ok: false, message: GONE };
    const other = all[index + direction];
    if (!other) return { ok: true, id };
    const order = all.map((topic) => topic.id);
    order[index] = other.id;
    order[index + direction] = id;
    for (const [position, topicId] of order.entries()) await setTopicPosition(trx, topicId, position + 1);
    await publicWrite(trx, { audit: { adminEmail, action: "update", list: TOPICS_AUDIT_LIST, entryId: id } });
    return { ok: true, id };
  });
}

/**
 * Deletes a topic, and with it every subscriber's and draft's choice of it.
 * Refused while a send of an issue of this topic is still choosing its
 * recipients (it would otherwise go to fewer, or to everybody).
 */
export async function removeTopic(id: string, adminEmail: string): Promise<TopicResult> {
  return transaction(async (trx): Promise<TopicResult> => {
    if (!(await findTopic(trx, id))) return { ok: false, message: GONE };
    if (await topicInUnqueuedSend(trx, id)) {
      return { ok: false, message: "Bu konudaki bir sayının gönderimi sürüyor; gönderim sıraya alınınca yeniden deneyin." };
    }
    await deleteTopic(trx, id);
    await publicWrite(trx, { audit: { adminEmail, action: "delete", list: TOPICS_AUDIT_LIST, entryId: id } });
    return { ok: true, id };
  });
}

/** Confirmed subscribers per topic (Aboneler, İstatistikler). */
export async function topicCounts(): Promise<TopicCounts> {
  const db = await getDb();
  const [topics, chosen, all] = await Promise.all([listTopics(db), confirmedPerTopic(db), confirmedAllTopics(db)]);
  const byTopic = new Map(chosen.map((row) => [row.topic_id, row.chosen]));
  return {
    allTopics: all,
    rows: topics.map((topic) => {
      const n = byTopic.get(topic.id) ?? 0;
      return { id: topic.id, name: topic.name, chosen: n, receiving: n + all };
    }),
  };
}

/** The admin screen's rows: each topic, its sirküler category, how many confirmed subscribers chose it. */
export async function adminTopics() {
  const db = await getDb();
  const [topics, counts] = await Promise.all([listTopics(db), confirmedPerTopic(db)]);
  const byTopic = new Map(counts.map((row) => [row.topic_id, row.chosen]));
  return topics.map((topic) => ({
    id: topic.id,
    name: topic.name,
    fromCategory: topic.category_id !== null,
    chosen: byTopic.get(topic.id) ?? 0,
  }));
}
