/**
 * What a move or a new name leaves behind in Firma bilgileri: the map link
 * still searching the old district or city, the default meta description
 * (the home page's summary in search results, and the JSON-LD description)
 * still naming the old firm or place. "Old" is what the firm's earlier
 * versions (firm_revisions) and the sample firm said and the current settings
 * no longer do; matched as whole words, folded the Turkish way and without
 * diacritics (a URL often spells "Cankaya" for "Çankaya"). Firma bilgileri
 * and Kurulum list them, each with a link to its field. Reads only.
 */
import { type Executor, getDb } from "#app/.server/db/index.ts";
import { sampleSettings } from "#app/.server/db/sample-firm/index.ts";
import { parseSettings } from "#app/.server/firm-snapshot/snapshot.ts";
import { listFirmRevisions, readSettingsRow } from "#app/.server/repositories/firm.ts";
import type { FirmSettings } from "#app/lib/firm.ts";
import { SETTINGS_FIELDS, type StaleFact } from "#app/lib/firm-forms.ts";
import { foldAscii } from "#app/lib/search.ts";

/** A text's words: folded, without diacritics, split at anything not a letter or digit. */
const words = (text: string) =>
  foldAscii(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether `phrase`'s words stand one after another in `text`'s words. */
function hasPhrase(text: string[], phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  for (let i = 0; i + phrase.length <= text.length; i++) {
    if (phrase.every((word, j) => text[i + j] === word)) return true;
  }
  return false;
}

/** What a map link says in words: the URL decoded ("%C3%87ankaya" → "Çankaya", "+" → space). */
function urlText(url: string): string {
  const spaced = url.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** Values that earlier versions had and the current one does not (folded words), with how the office wrote them. */
function oldValues(values: string[], current: string[]): { text: string; words: string[] }[] {
  const now = current.map(words);
  const seen = new Set<string>();
  const old: { text: string; words: string[] }[] = [];
  for (const text of values) {
    const w = words(text);
    const key = w.join(" ");
    if (w.length === 0 || seen.has(key)) continue;
    seen.add(key);
    // Still true when the current value says it too: a name kept inside the new name, a district that became the city.
    if (now.some((current) => hasPhrase(current, w))) continue;
    old.push({ text: text.trim(), words: w });
  }
  return old;
}

const quoted = (texts: string[]) => texts.map((text) => `“${text}”`).join(", ");

/** The stale facts of `current`, given the settings the firm had before (oldest or newest first, either). */
export function staleFactsOf(current: FirmSettings, earlier: FirmSettings[]): StaleFact[] {
  const places = oldValues(
    earlier.flatMap((s) => [s.district, s.city]),
    [current.district, current.city],
  );
  const names = oldValues(
    earlier.flatMap((s) => [s.name, s.shortName]),
    [current.name, current.shortName],
  );
  const address = [current.district, current.city].filter(Boolean).join("/");
  const facts: StaleFact[] = [];

  if (current.mapUrl) {
    const link = words(urlText(current.mapUrl));
    const named = places.filter((place) => hasPhrase(link, place.words)).map((place) => place.text);
    if (named.length > 0) {
      facts.push({
        field: SETTINGS_FIELDS.mapUrl,
        label: "Harita bağlantısı",
        message: `Harita bağlantısı eski adresi arıyor (${quoted(named)}); firmanın adresi şimdi ${address}. Bağlantıyı güncelleyin ya da silin: boş bırakılırsa harita adresi kendiliğinden arar.`,
      });
    }
  }

  if (current.metaDescription) {
    const description = words(current.metaDescription);
    const named = [...names, ...places].filter((old) => hasPhrase(description, old.words)).map((old) => old.text);
    if (named.length > 0) {
      facts.push({
        field: SETTINGS_FIELDS.metaDescription,
        label: "Varsayılan meta açıklaması",
        message: `Varsayılan meta açıklaması eski bilgiyi anıyor (${quoted(named)}). Anasayfa ve kendi açıklaması olmayan sayfalar arama sonuçlarında bu metni gösteriyor.`,
      });
    }
  }
  return facts;
}

/** The current settings' stale facts, from the database: the sample firm and every saved version count as earlier. */
export async function staleFacts(db?: Executor): Promise<StaleFact[]> {
  const executor = db ?? (await getDb());
  const [row, revisions] = await Promise.all([readSettingsRow(executor), listFirmRevisions(executor, "settings", "settings")]);
  const earlier = [sampleSettings, ...revisions.map((revision) => parseSettings(revision.snapshot))];
  return staleFactsOf(parseSettings(row?.data), earlier);
}
