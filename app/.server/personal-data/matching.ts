/**
 * How a person is recognised in stored text (ADR 057):
 *
 * - An e-mail address is compared as lower-case ASCII (`toLowerCase`, never the Turkish
 *   locale's: "I" in an address is "i", not "ı"), whole in a column, or inside a text.
 * - A phone number is compared by its national digits: "0312 000 00 40", "+90 312 000 00 40"
 *   and "(312) 000-0040" are one number. Inside a text, each run of digits and separators
 *   is read as a number.
 * - A name is compared folded the Turkish way ("AYŞE YILMAZ" is "ayşe yılmaz") and, when typed
 *   in ASCII, without diacritics too ("ayse yilmaz" finds "Ayşe Yılmaz"); a column matches when
 *   it holds the query's words in order, a text when it holds them as a phrase.
 */
import { foldAscii, foldTurkish } from "#app/lib/search.ts";

export interface Person {
  /** Lower-case address, or "" when not searched. */
  email: string;
  /** National digits (10 for a Turkish number), or "" when not searched. */
  phone: string;
  /** Folded words of the name, or empty when not searched. */
  name: string[];
  /** Whether the name was typed without Turkish letters (then also compared without diacritics). */
  nameAscii: boolean;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The national digits of a phone number: "+90 312 000 00 40" and "0312 000 00 40" → "3120000040". */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("0090") && digits.length === 14) return digits.slice(4);
  if (digits.startsWith("90") && digits.length === 12) return digits.slice(2);
  if (digits.startsWith("0") && digits.length === 11) return digits.slice(1);
  return digits;
}

const WORDS = /[\p{L}\p{N}\p{M}]+/gu;
const wordsOf = (text: string) => text.match(WORDS) ?? [];

export function personOf(terms: { email: string; phone: string; name: string }): Person {
  const name = terms.name.trim();
  return {
    email: normaliseEmail(terms.email),
    phone: terms.phone.trim() === "" ? "" : nationalDigits(terms.phone),
    name: wordsOf(foldTurkish(name)),
    nameAscii: name !== "" && foldAscii(name) === foldTurkish(name),
  };
}

export const searched = (person: Person) => person.email !== "" || person.phone !== "" || person.name.length > 0;

/** Runs of digits with the separators people write in numbers; at least seven digits. */
const PHONE_RUN = /\+?\d[\d\s\-().]{5,}\d/g;

/** Whether a text holds the phone number (every run of digits in it read as a number). */
export function textHasPhone(text: string, phone: string): boolean {
  if (phone === "" || text === "") return false;
  for (const run of text.match(PHONE_RUN) ?? []) {
    const digits = nationalDigits(run);
    if (digits === phone || digits.endsWith(phone)) return true;
  }
  return false;
}

const phrase = (words: string[]) => ` ${words.join(" ")} `;

/** Whether a text holds the name as a phrase of whole words. */
export function textHasName(text: string, person: Person): boolean {
  if (person.name.length === 0 || text === "") return false;
  const wanted = phrase(person.name);
  if (phrase(wordsOf(foldTurkish(text))).includes(wanted)) return true;
  return person.nameAscii && phrase(wordsOf(foldAscii(text))).includes(phrase(wordsOf(foldAscii(person.name.join(" ")))));
}

export const textHasEmail = (text: string, email: string) => email !== "" && text.toLowerCase().includes(email);

/** Whether a text (a message, an e-mail's body, a note) names the person by any term searched. */
export function textNames(text: string | null | undefined, person: Person): boolean {
  if (!text) return false;
  return textHasEmail(text, person.email) || textHasPhone(text, person.phone) || textHasName(text, person);
}

/** Whether one record's own columns name the person: its e-mail, phone and name columns, each by its rule. */
export function columnsName(person: Person, columns: { email?: string | null; phone?: string | null; name?: string | null }): boolean {
  if (person.email !== "" && columns.email && normaliseEmail(columns.email) === person.email) return true;
  if (person.phone !== "" && columns.phone && nationalDigits(columns.phone) === person.phone) return true;
  return person.name.length > 0 && !!columns.name && textHasName(columns.name, person);
}
