import { type Editor, useEditorState } from "@tiptap/react";
import { type KeyboardEvent, type ReactNode, type RefObject, useRef, useState } from "react";
import { ToolIcon } from "#app/components/admin/editor/icons.tsx";
import { ACCEPTED_IMAGES } from "#app/components/admin/upload.ts";

interface Tool {
  key: string;
  label: string;
  /** For aria-keyshortcuts and the tooltip, e.g. "Control+B". */
  shortcut?: string;
  icon: ReactNode;
  run: () => void;
  /** A toggle's state (aria-pressed); undefined for plain commands. */
  pressed?: boolean;
  disabled?: boolean;
  /** Starts a new group (a gap before it). */
  group?: boolean;
}

const SHORTCUT_TEXT: Record<string, string> = { Control: "Ctrl", Shift: "Shift", Alt: "Alt" };
const shortcutText = (shortcut: string) => shortcut.split(" ")[0]!.replace(/Control|Shift|Alt/g, (key) => SHORTCUT_TEXT[key] ?? key);

/**
 * A WAI-ARIA toolbar: one tab stop (roving tabindex), arrow keys, Home and
 * End move between its buttons, toggles report their state with
 * aria-pressed, commands that do not apply are aria-disabled (and stay
 * focusable, so the keyboard does not skip over them unannounced). Escape
 * returns to the text; Alt+F10 in the text comes here. Each button's name
 * (with its shortcut) shows beside it on hover and on keyboard focus.
 */
export function Toolbar({
  editor,
  toolbarRef,
  onLink,
  onImageFile,
}: {
  editor: Editor;
  toolbarRef: RefObject<HTMLDivElement | null>;
  onLink: () => void;
  /** Set when images can be uploaded. */
  onImageFile?: (file: File) => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive("paragraph"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      link: e.isActive("link"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      table: e.isActive("table"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [focused, setFocused] = useState(0);
  const fileRef = useRef<HTMLInputElement>(null);
  const buttonsRef = useRef<(HTMLButtonElement | null)[]>([]);
  const chain = () => editor.chain().focus();
  const outsideTable = !state.table;

  const tools: Tool[] = [
    {
      key: "p",
      label: "Paragraf",
      shortcut: "Control+Alt+0",
      icon: "¶",
      run: () => chain().setParagraph().run(),
      pressed: state.paragraph,
    },
    {
      key: "h2",
      label: "Başlık 2",
      shortcut: "Control+Alt+2",
      // The visible words are the name (WCAG 2.5.3, label in name).
      icon: "Başlık 2",
      run: () => chain().toggleHeading({ level: 2 }).run(),
      pressed: state.h2,
    },
    {
      key: "h3",
      label: "Başlık 3",
      shortcut: "Control+Alt+3",
      icon: "Başlık 3",
      run: () => chain().toggleHeading({ level: 3 }).run(),
      pressed: state.h3,
    },
    {
      key: "b",
      label: "Kalın",
      shortcut: "Control+B",
      icon: <strong>K</strong>,
      run: () => chain().toggleBold().run(),
      pressed: state.bold,
      group: true,
    },
    { key: "i", label: "İtalik", shortcut: "Control+I", icon: <em>İ</em>, run: () => chain().toggleItalic().run(), pressed: state.italic },
    { key: "a", label: "Bağlantı", shortcut: "Control+K", icon: <ToolIcon name="link" />, run: onLink, pressed: state.link },
    {
      key: "ul",
      label: "Madde işaretli liste",
      shortcut: "Control+Shift+8",
      icon: <ToolIcon name="bulletList" />,
      run: () => chain().toggleBulletList().run(),
      pressed: state.bullet,
      group: true,
    },
    {
      key: "ol",
      label: "Numaralı liste",
      shortcut: "Control+Shift+7",
      icon: <ToolIcon name="orderedList" />,
      run: () => chain().toggleOrderedList().run(),
      pressed: state.ordered,
    },
    {
      key: "q",
      label: "Alıntı",
      shortcut: "Control+Shift+B",
      icon: <ToolIcon name="quote" />,
      run: () => chain().toggleBlockquote().run(),
      pressed: state.quote,
    },
    {
      key: "table",
      label: "Tablo ekle (3×3, başlık satırlı)",
      icon: <ToolIcon name="table" />,
      run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      disabled: state.table,
      group: true,
    },
    {
      key: "row+",
      label: "Alta satır ekle",
      icon: <ToolIcon name="rowAdd" />,
      run: () => chain().addRowAfter().run(),
      disabled: outsideTable,
    },
    { key: "row-", label: "Satırı sil", icon: <ToolIcon name="rowDelete" />, run: () => chain().deleteRow().run(), disabled: outsideTable },
    {
      key: "col+",
      label: "Sağa sütun ekle",
      icon: <ToolIcon name="columnAdd" />,
      run: () => chain().addColumnAfter().run(),
      disabled: outsideTable,
    },
    {
      key: "col-",
      label: "Sütunu sil",
      icon: <ToolIcon name="columnDelete" />,
      run: () => chain().deleteColumn().run(),
      disabled: outsideTable,
    },
    {
      key: "th",
      label: "Başlık satırı (aç/kapat)",
      icon: <ToolIcon name="headerRow" />,
      run: () => chain().toggleHeaderRow().run(),
      disabled: outsideTable,
    },
    {
      key: "table-",
      label: "Tabloyu sil",
      icon: <ToolIcon name="tableDelete" />,
      run: () => chain().deleteTable().run(),
      disabled: outsideTable,
    },
    ...(onImageFile
      ? [{ key: "img", label: "Görsel ekle", icon: <ToolIcon name="image" />, run: () => fileRef.current?.click(), group: true }]
      : []),
    {
      key: "undo",
      label: "Geri al",
      shortcut: "Control+Z",
      icon: <ToolIcon name="undo" />,
      run: () => chain().undo().run(),
      disabled: !state.canUndo,
      group: true,
    },
    {
      key: "redo",
      label: "Yinele",
      shortcut: "Control+Shift+Z",
      icon: <ToolIcon name="redo" />,
      run: () => chain().redo().run(),
      disabled: !state.canRedo,
    },
  ];

  function move(event: KeyboardEvent<HTMLDivElement>) {
    let next: number | undefined;
    if (event.key === "ArrowRight") next = (focused + 1) % tools.length;
    else if (event.key === "ArrowLeft") next = (focused - 1 + tools.length) % tools.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tools.length - 1;
    else if (event.key === "Escape") {
      event.preventDefault();
      editor.commands.focus();
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    setFocused(next);
    buttonsRef.current[next]?.focus();
  }

  return (
    <>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label="Metin biçimlendirme"
        aria-controls={editor.view.dom.id || undefined}
        className="editor-toolbar"
        onKeyDown={move}
      >
        {tools.map((tool, index) => {
          const name = tool.shortcut ? `${tool.label} (${shortcutText(tool.shortcut)})` : tool.label;
          return (
            <button
              key={tool.key}
              ref={(element) => {
                buttonsRef.current[index] = element;
              }}
              type="button"
              className={tool.group ? "editor-tool editor-tool-group" : "editor-tool"}
              tabIndex={index === focused ? 0 : -1}
              aria-label={tool.label}
              aria-keyshortcuts={tool.shortcut}
              aria-pressed={tool.pressed}
              aria-disabled={tool.disabled || undefined}
              onFocus={() => setFocused(index)}
              // Keep the text's selection when a button is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (!tool.disabled) tool.run();
              }}
            >
              <span aria-hidden="true">{tool.icon}</span>
              {/* The name shown on hover and on keyboard focus (a title attribute shows on neither touch nor focus). */}
              <span className="editor-tool-tip" aria-hidden="true">
                {name}
              </span>
            </button>
          );
        })}
      </div>
      {onImageFile && (
        <input
          ref={fileRef}
          type="file"
          accept={ACCEPTED_IMAGES}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) onImageFile(file);
          }}
        />
      )}
    </>
  );
}
