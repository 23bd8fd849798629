/**
 * What a new admin password must be: at least 12 characters and not easy to
 * guess. "Easy" is zxcvbn's estimate (zxcvbn-ts with its bundled list of the
 * most common passwords and keyboard patterns; nothing leaves the server):
 * a score under 3, i.e. fewer than 10^8 guesses, is refused with the reason.
 * The admin's e-mail address and the firm's name count as known words.
 *
 * zxcvbn and its dictionaries are loaded when a password is first checked, not
 * with the server (issue 41, ADR 054): a server that answers the public pages
 * never sets one. They are required (synchronously, Node's require of the
 * package) so that the check stays a plain function inside the form's schema.
 */
import { createRequire } from "node:module";
import type { FirmSettings } from "#app/lib/firm.ts";
import { MIN_PASSWORD_LENGTH } from "#app/lib/form-limits.ts";

/** What of the firm a password must not lean on (Firma bilgileri: its name and e-mail address). */
export type FirmWords = Pick<FirmSettings, "name" | "email">;

export const MAX_PASSWORD_LENGTH = 1024;
const MIN_SCORE = 3;

const load = createRequire(import.meta.url);
let estimator: import("@zxcvbn-ts/core").ZxcvbnFactory | undefined;

function strength(password: string, userInputs: readonly string[]) {
  if (!estimator) {
    // Built on first use (about 50 ms): the dictionaries are only needed when a password is set.
    const { ZxcvbnFactory } = load("@zxcvbn-ts/core") as typeof import("@zxcvbn-ts/core");
    const common = load("@zxcvbn-ts/language-common") as typeof import("@zxcvbn-ts/language-common");
    estimator = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  }
  return estimator.check(password, [...userInputs]);
}

/** Words the admin's password must not lean on: their address, its parts, the firm's name and domain. */
function knownWords(email: string | undefined, firm: FirmWords | undefined): string[] {
  const addressWords = (address: string) => [address, ...address.split("@"), ...address.split(/[@._+-]/)];
  const words = firm ? [firm.name, ...firm.name.split(/\s+/), ...addressWords(firm.email)] : [];
  if (email) words.push(...addressWords(email));
  return words.filter((word) => word.length >= 3);
}

/** The Turkish reason a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string, email?: string, firm?: FirmWords): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `Şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalı.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Şifre en fazla ${MAX_PASSWORD_LENGTH} karakter olabilir.`;
  const result = strength(password, knownWords(email, firm));
  if (result.score >= MIN_SCORE) return undefined;
  switch (result.feedback.warning) {
    case "common":
    case "similarToCommon":
    case "topTen":
    case "topHundred":
      return "Bu şifre en sık kullanılan şifreler listesinde var ya da onlardan birine çok benziyor. Lütfen başka bir şifre seçin.";
    case "userInputs":
      return "Şifre e-posta adresinizi ya da firmanın adını içermemeli. Lütfen başka bir şifre seçin.";
    default:
      return "Bu şifre kolay tahmin edilebilir (tekrar, sıra, tarih ya da klavye dizisi gibi). Birkaç kelimeyi birleştiren daha uzun bir şifre seçin.";
  }
}
