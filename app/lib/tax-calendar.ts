/** The vergi takvimi as its pages show it (built by app/.server/tax/calendar/view.ts; shown by the routes and NextDeadlines). */

/** beyan, ödeme or both; an office event. */
export type DeadlineKind = "beyan" | "odeme" | "beyan-odeme" | "etkinlik";

/** What is due, as the page says it. */
export const DEADLINE_KIND_LABELS: Record<DeadlineKind, string> = {
  beyan: "Beyan",
  odeme: "Ödeme",
  "beyan-odeme": "Beyan ve ödeme",
  etkinlik: "Ofis duyurusu",
};

/** The months in Turkish, January first. */
export const MONTH_NAMES = [
  "Ocak",
  "Şubat",
  "Mart",
  "Nisan",
  "Mayıs",
  "Haziran",
  "Temmuz",
  "Ağustos",
  "Eylül",
  "Ekim",
  "Kasım",
  "Aralık",
] as const;

/** The query parameter of the month view: ?ay=2026-05. */
export const MONTH_PARAM = "ay";

/** A deadline (or an office event) ready to show. */
export interface DeadlineView {
  /** Also the element's id on the page (#kdv1-2026-04). */
  id: string;
  kind: DeadlineKind;
  kindLabel: string;
  title: string;
  audience: string;
  description: string;
  legalBasis: string;
  /** A calculator that helps, and its name. */
  tool: { path: string; label: string; intro: string } | undefined;
  /** The applied day ("2026-06-01") and as shown ("01.06.2026", "Pazartesi"). */
  date: string;
  dateText: string;
  weekday: string;
  /** The rule's own day when VUK md. 18 moved it: "Kanuni son gün 28.05.2026 (Kurban Bayramı 2. gün)…". */
  shiftText: string | undefined;
  /** The office's süre uzatımı: the new day, the day it replaces and the announcement. */
  extension: { date: string; dateText: string; previousText: string; note: string } | undefined;
  /** Neutral notes: a half-day holiday, mali tatil (never a research doubt). */
  flags: string[];
  /** False: a rule the office has not confirmed; the page shows the neutral line instead of "son kontrol". */
  confirmed: boolean;
  /** "22.11.2026": the oldest confirmation it rests on; undefined for an office event or an unconfirmed deadline. */
  checkedText: string | undefined;
  /** Its month on the page (?ay=…). */
  month: string;
}

/** A row as the admin screen lists it. */
export interface AdminDeadline extends DeadlineView {
  event: boolean;
  hidden: boolean;
  /** The office changed the wording (the rule's own text is kept and comes back when reset). */
  reworded: boolean;
  /** A rule row the rules no longer produce, kept because the office edited it. */
  orphan: boolean;
  statutoryText: string;
  /** What it waits for ("Teyit bekliyor"): the rule checks' titles and holiday sets; empty when confirmed. */
  pendingChecks: string[];
  /** Unconfirmed and hidden from visitors by the office's choice. */
  hiddenFromVisitors: boolean;
  ruleTitle: string;
  ruleDescription: string;
}

/** A rule's confirmation as the admin screen lists it ("Teyit bekliyor" or "Kontrol edildi: …"). */
export interface AdminRuleCheck {
  key: string;
  title: string;
  /** The research note: admin only. */
  note: string | null;
  confirmed: boolean;
  confirmationText: string;
  display: "neutral" | "hide";
}
