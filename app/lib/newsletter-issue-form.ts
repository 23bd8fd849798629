/** What the e-bülten screens and their action share: an issue's text and states, the form's field names, the status words, the preview's widths. */

/**
 * An e-bülten issue's state. draft: being written; sending: being queued and
 * delivered; paused: after SMTP failures in a row, until resumed; sent: every
 * delivery finished; cancelled: the deliveries not yet sent were withdrawn.
 */
export type IssueStatus = "draft" | "sending" | "paused" | "sent" | "cancelled";

/** An issue's text: what the office writes in the form, the server checks and stores, and the e-mail shows. */
export interface IssueText {
  subject: string;
  /** The line mail programs show after the subject ("" for none). */
  preheader: string;
  /** Rich text; stored sanitized (.server/text/rich-text.ts), as announcements' bodies. */
  body: string;
}

/** The issue form's field names. */
export const ISSUE_FIELDS = {
  subject: "konu",
  preheader: "on_metin",
  body: "icerik",
  /** The "add recent" checkboxes: "duyuru:<id>", "haber:<id>". */
  recent: "oge",
  /** The issue's topics (check boxes, one value per topic id; ADR 064): lib/newsletter-topics.ts TOPIC_FIELD. */
  topics: "konu_sec",
} as const;

/** The query parameter of the status message after a write (?durum=eklendi). */
export const ISSUE_STATUS_PARAM = "durum";

/** An issue's state, as the office reads it. */
export const ISSUE_STATUS_LABELS: Record<IssueStatus, string> = {
  draft: "Taslak",
  sending: "Gönderiliyor",
  paused: "Duraklatıldı",
  sent: "Gönderildi",
  cancelled: "İptal edildi",
};

/** The preview's widths (?genislik=telefon|masaustu): a phone's and a desktop mail program's reading pane. */
export const PREVIEW_WIDTHS = {
  telefon: { label: "Telefon (375 px)", px: 375 },
  masaustu: { label: "Masaüstü (680 px)", px: 680 },
} as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;
export const PREVIEW_WIDTH_PARAM = "genislik";

export const previewWidthOf = (value: string | null): PreviewWidth => (value === "telefon" ? "telefon" : "masaustu");
