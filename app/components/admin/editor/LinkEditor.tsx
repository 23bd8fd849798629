import { type Editor, useEditorState } from "@tiptap/react";
import { useEffect, useId, useRef, useState } from "react";
import { isAllowedLink, normalizeLink } from "#app/components/admin/editor/links.ts";
import { FieldError, fieldErrorId } from "#app/components/Field.tsx";

/**
 * Adds, changes or removes the link at the cursor (toolbar button, Ctrl+K,
 * or "Düzenle" in the link's bubble). The address must be http(s), mailto:
 * or tel:; "www.…" gets https:// and an e-mail address mailto:.
 */
export function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId();
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [href, setHref] = useState(current);
  const [problem, setProblem] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const link = normalizeLink(href);
    if (!isAllowedLink(link)) {
      setProblem("Bağlantı https://, http://, mailto: veya tel: ile başlayan tam bir adres olmalıdır (ör. https://www.gib.gov.tr).");
      inputRef.current?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    // With nothing selected, the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: link, marks: [{ type: "link", attrs: { href: link } }] }).run();
    } else {
      chain.setLink({ href: link }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };

  return (
    <fieldset
      className="editor-panel"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          close();
        }
      }}
    >
      <legend>{current ? "Bağlantıyı düzenle" : "Bağlantı ekle"}</legend>
      <div className={`field${problem ? " has-error" : ""}`}>
        <label htmlFor={`${id}-href`}>Bağlantı adresi (https://…, mailto:… veya tel:…)</label>
        <input
          ref={inputRef}
          id={`${id}-href`}
          type="text"
          inputMode="url"
          value={href}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? fieldErrorId(id) : undefined}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            }
          }}
        />
        <FieldError id={id} error={problem} />
      </div>
      <div className="admin-actions">
        <button type="button" className="button button-small" onClick={apply}>
          Uygula
        </button>
        {current && (
          <button type="button" className="button button-danger-outline button-small" onClick={remove}>
            Bağlantıyı kaldır
          </button>
        )}
        <button type="button" className="button button-outline button-small" onClick={close}>
          Vazgeç
        </button>
      </div>
    </fieldset>
  );
}

/**
 * Under a link the cursor is in: its address, and "Düzenle" / "Kaldır". It
 * follows the editor in the tab order, so the keyboard reaches it too.
 */
export function LinkBubble({ editor, onEdit }: { editor: Editor; onEdit: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      if (!e.isActive("link")) return undefined;
      const coords = e.view.coordsAtPos(e.state.selection.from);
      const box = e.view.dom.getBoundingClientRect();
      return {
        href: String(e.getAttributes("link").href ?? ""),
        top: coords.bottom - box.top + 6,
        // Under the link, kept inside the editor's width (the bubble is about 20rem wide).
        left: Math.max(0, Math.min(coords.left - box.left, box.width - 320)),
      };
    },
  });
  if (!state) return null;
  return (
    <div className="editor-bubble" style={{ top: state.top, left: state.left }}>
      <span className="editor-bubble-href" title={state.href}>
        {state.href}
      </span>
      <button type="button" className="button button-outline button-small" onMouseDown={(e) => e.preventDefault()} onClick={onEdit}>
        Düzenle<span className="visually-hidden"> (bağlantı)</span>
      </button>
      <button
        type="button"
        className="button button-danger-outline button-small"
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => editor.chain().focus().extendMarkRange("link").unsetLink().run()}
      >
        Kaldır<span className="visually-hidden"> (bağlantı)</span>
      </button>
    </div>
  );
}
