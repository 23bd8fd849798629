import type { ReactNode } from "react";

/** The toolbar's pictures (decorative: each button has its name in aria-label). Drawn in currentColor. */
const PATHS = {
  link: (
    <>
      <path d="M8.6 11.4a3 3 0 0 0 4.3 0l2.6-2.6a3 3 0 0 0-4.3-4.3l-1 1" />
      <path d="M11.4 8.6a3 3 0 0 0-4.3 0l-2.6 2.6a3 3 0 0 0 4.3 4.3l1-1" />
    </>
  ),
  bulletList: (
    <>
      <circle cx="4" cy="5" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="4" cy="10" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="4" cy="15" r="1.3" fill="currentColor" stroke="none" />
      <path d="M8 5h9M8 10h9M8 15h9" />
    </>
  ),
  orderedList: (
    <>
      <path d="M3 3.5h1.5v4M3 7.5h3M2.8 11.5a1.4 1.4 0 1 1 2.2 1.4L3 16.5h3" />
      <path d="M9 5h8M9 10h8M9 15h8" />
    </>
  ),
  quote: (
    <>
      <path d="M4 15v-3.5C4 8.5 5.5 6.5 8 5.5M11 15v-3.5c0-3 1.5-5 4-6" />
      <path d="M4 11.5h3.5V15H4zM11 11.5h3.5V15H11z" />
    </>
  ),
  table: (
    <>
      <rect x="2.5" y="3.5" width="15" height="13" rx="1" />
      <path d="M2.5 7.8h15M2.5 12.2h15M7.5 3.5v13M12.5 3.5v13" />
    </>
  ),
  rowAdd: (
    <>
      <rect x="2.5" y="2.5" width="15" height="8" rx="1" />
      <path d="M2.5 6.5h15M10 12.5v6M7 15.5h6" />
    </>
  ),
  rowDelete: (
    <>
      <rect x="2.5" y="2.5" width="15" height="8" rx="1" />
      <path d="M2.5 6.5h15M7 15.5h6" />
    </>
  ),
  columnAdd: (
    <>
      <rect x="2.5" y="2.5" width="8" height="15" rx="1" />
      <path d="M6.5 2.5v15M12.5 10h6M15.5 7v6" />
    </>
  ),
  columnDelete: (
    <>
      <rect x="2.5" y="2.5" width="8" height="15" rx="1" />
      <path d="M6.5 2.5v15M12.5 10h6" />
    </>
  ),
  headerRow: (
    <>
      <rect x="2.5" y="3.5" width="15" height="13" rx="1" />
      <path d="M2.5 3.5h15v4.3h-15z" fill="currentColor" />
      <path d="M2.5 12.2h15M10 7.8v8.7" />
    </>
  ),
  tableDelete: (
    <>
      <path d="M10.5 16.5h-7a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1h13a1 1 0 0 1 1 1v6M2.5 7.8h15M7.5 3.5v13" />
      <path d="M12.5 12.5l5 5M17.5 12.5l-5 5" />
    </>
  ),
  image: (
    <>
      <rect x="2.5" y="3.5" width="15" height="13" rx="1" />
      <circle cx="7" cy="8" r="1.5" />
      <path d="M3 15l4.5-4.5 3 3 2.5-2.5 4.5 4.5" />
    </>
  ),
  undo: <path d="M7 4.5 3.5 8 7 11.5M3.5 8h9a4.5 4.5 0 0 1 0 9H9" />,
  redo: <path d="M13 4.5 16.5 8 13 11.5M16.5 8h-9a4.5 4.5 0 0 0 0 9H11" />,
} satisfies Record<string, ReactNode>;

export type ToolIconName = keyof typeof PATHS;

export function ToolIcon({ name }: { name: ToolIconName }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
