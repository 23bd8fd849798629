/**
 * The tabs between an item's Turkish screen and its English tab (issue 43, ADR 061): "Türkçe" |
 * "English", the current one marked; on Firma bilgileri, a page's, a service's, an FAQ entry's
 * and a sirküler's screens (saved items only: a new one has no English yet). And the list
 * screens' note of an item's English: "İngilizce: yayında" or "İngilizce: taslak" (none: nothing).
 */
import { Link } from "react-router";
import { englishEditPath, turkishEditPath } from "#app/lib/admin-paths.ts";
import type { EnglishKind } from "#app/lib/english.ts";
import { ENGLISH_LIST_TEXT, type EnglishState } from "#app/lib/english-admin.ts";

export function LanguageTabs({ kind, itemKey, current }: { kind: EnglishKind; itemKey: string; current: "tr" | "en" }) {
  const tabs = [
    { language: "tr", label: "Türkçe", to: turkishEditPath(kind, itemKey) },
    { language: "en", label: "English", to: englishEditPath(kind, itemKey) },
  ] as const;
  return (
    <nav aria-label="Dil" className="admin-subnav language-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.language}>
            <Link
              to={tab.to}
              lang={tab.language}
              className={tab.language === current ? "active" : undefined}
              aria-current={tab.language === current ? "page" : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An item's English on a list screen; nothing when it has none. */
export function EnglishBadge({ state }: { state: EnglishState | undefined }) {
  if (!state || state === "none") return null;
  return (
    <span className={`state-badge english-badge ${state === "published" ? "state-published" : "state-draft"}`}>
      {ENGLISH_LIST_TEXT[state]}
    </span>
  );
}
