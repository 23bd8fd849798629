/** The e-bülten's topics as the forms, the preference page and the counts share them (issue 44, ADR 064). */

/** What the consent record says of a subscriber who chose no topic: every issue. */
export const ALL_TOPICS_TEXT = "Tüm konular";

/** The longest topic name. */
export const TOPIC_NAME_MAX = 60;

/** The checkboxes' name on the sign-up form, the preference page and the issue form. */
export const TOPIC_FIELD = "konu_sec";

/** A choice of topics, checked: `all` when none was chosen; `text` names them for the consent record. */
export interface TopicChoice {
  all: boolean;
  ids: string[];
  text: string;
}

/** A topic as a form lists it. */
export interface TopicOption {
  id: string;
  name: string;
}

/** Confirmed subscribers per topic: `chosen` picked it; `receiving` adds those of every topic. */
export interface TopicCounts {
  allTopics: number;
  rows: { id: string; name: string; chosen: number; receiving: number }[];
}
