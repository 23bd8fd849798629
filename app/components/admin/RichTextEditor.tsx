/**
 * The office's text editor (TipTap on ProseMirror), for bodies stored as
 * allowlisted HTML. The server renders a plain textarea holding the HTML, so
 * the form saves without JavaScript; in the browser the editor replaces it and
 * writes its HTML into a hidden field of the same name. What can be made here
 * is exactly what the server's sanitizer keeps (app/.server/rich-text.ts).
 */

import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";

const LINK_PROTOCOLS = /^(https?:\/\/|mailto:|tel:)/i;

/** Only http(s), mailto: and tel: links; a site-relative path (/duyurular/…) too. */
export function isAllowedLink(href: string): boolean {
  const value = href.trim();
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  if (!LINK_PROTOCOLS.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export interface UploadedImage {
  src: string;
  width: number;
  height: number;
}

interface Props {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  maxLength: number;
  /** Uploads an image and returns where it is served; undefined: no image button. */
  uploadImage?: (file: File) => Promise<UploadedImage>;
  /** Called with the HTML on every change (e.g. to keep an unsaved copy). */
  onChange?: (html: string) => void;
}

function extensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: ["http", "https", "mailto", "tel"],
        isAllowedUri: (url) => isAllowedLink(url),
        HTMLAttributes: { rel: null, target: null },
      },
    }),
    TableKit.configure({ table: { resizable: false, HTMLAttributes: {} } }),
    Image.configure({ inline: false, allowBase64: false }),
  ];
}

export function RichTextEditor({ name, label, defaultValue, error, maxLength, uploadImage, onChange }: Props) {
  const id = useId();
  const [mounted, setMounted] = useState(false);
  const [html, setHtml] = useState(defaultValue);
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: extensions(),
    content: defaultValue,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: "rich-text-area prose",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(error ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {}),
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
          event.preventDefault();
          setLinkOpen(true);
          return true;
        }
        return false;
      },
      // Word and Google Docs: keep structure, drop classes, styles and comments.
      transformPastedHTML: (pasted) => pasted.replace(/<!--[\s\S]*?-->/g, "").replace(/\s(class|style|lang|dir)="[^"]*"/gi, ""),
    },
    onUpdate: ({ editor }) => {
      const next = editor.isEmpty ? "" : editor.getHTML();
      setHtml(next);
      onChange?.(next);
    },
  });
  useEffect(() => setMounted(true), []);

  return (
    <div className={`form-field rich-text${error ? " has-error" : ""}`}>
      <span className="form-label" id={`${id}-label`}>
        {label}
      </span>
      {mounted && editor ? (
        <>
          <Toolbar editor={editor} uploadImage={uploadImage} onLink={() => setLinkOpen(true)} />
          {linkOpen && <LinkPanel editor={editor} onClose={() => setLinkOpen(false)} />}
          <EditorContent editor={editor} />
          <input type="hidden" name={name} value={html} />
          <p className="form-hint">
            {html.length.toLocaleString("tr-TR")} / {maxLength.toLocaleString("tr-TR")} karakter (biçimlendirme dahil)
          </p>
        </>
      ) : (
        // Without JavaScript: the HTML in a textarea, saved as it is (the server cleans it).
        <textarea
          name={name}
          aria-labelledby={`${id}-label`}
          defaultValue={defaultValue}
          rows={14}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      )}
      {error && (
        <p className="form-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface ToolButton {
  key: string;
  label: string;
  shortcut?: string;
  icon: ReactNode;
  run: () => void;
  active?: boolean;
  disabled?: boolean;
}

/**
 * A WAI-ARIA toolbar: one tab stop, arrow keys (and Home/End) move between
 * buttons, toggles report their state with aria-pressed.
 */
function Toolbar({
  editor,
  uploadImage,
  onLink,
}: {
  editor: Editor;
  uploadImage?: (file: File) => Promise<UploadedImage>;
  onLink: () => void;
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
  const [uploading, setUploading] = useState<string>();
  const [pendingImage, setPendingImage] = useState<UploadedImage>();
  const fileRef = useRef<HTMLInputElement>(null);
  const buttonsRef = useRef<(HTMLButtonElement | null)[]>([]);
  const chain = () => editor.chain().focus();

  const buttons: ToolButton[] = [
    { key: "p", label: "Paragraf", icon: "¶", run: () => chain().setParagraph().run(), active: state.paragraph },
    { key: "h2", label: "Başlık 2", icon: "B2", run: () => chain().toggleHeading({ level: 2 }).run(), active: state.h2 },
    { key: "h3", label: "Başlık 3", icon: "B3", run: () => chain().toggleHeading({ level: 3 }).run(), active: state.h3 },
    { key: "b", label: "Kalın", shortcut: "Ctrl+B", icon: <strong>K</strong>, run: () => chain().toggleBold().run(), active: state.bold },
    { key: "i", label: "İtalik", shortcut: "Ctrl+I", icon: <em>İ</em>, run: () => chain().toggleItalic().run(), active: state.italic },
    { key: "a", label: "Bağlantı", shortcut: "Ctrl+K", icon: "🔗", run: onLink, active: state.link },
    { key: "ul", label: "Madde işaretli liste", icon: "•", run: () => chain().toggleBulletList().run(), active: state.bullet },
    { key: "ol", label: "Numaralı liste", icon: "1.", run: () => chain().toggleOrderedList().run(), active: state.ordered },
    { key: "q", label: "Alıntı", icon: "❝", run: () => chain().toggleBlockquote().run(), active: state.quote },
    {
      key: "table",
      label: "Tablo ekle (3×3, başlık satırlı)",
      icon: "▦",
      run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      disabled: state.table,
    },
    { key: "row+", label: "Satır ekle", icon: "+≡", run: () => chain().addRowAfter().run(), disabled: !state.table },
    { key: "row-", label: "Satırı sil", icon: "−≡", run: () => chain().deleteRow().run(), disabled: !state.table },
    { key: "col+", label: "Sütun ekle", icon: "+⫼", run: () => chain().addColumnAfter().run(), disabled: !state.table },
    { key: "col-", label: "Sütunu sil", icon: "−⫼", run: () => chain().deleteColumn().run(), disabled: !state.table },
    { key: "th", label: "Başlık satırı aç/kapat", icon: "▤", run: () => chain().toggleHeaderRow().run(), disabled: !state.table },
    { key: "table-", label: "Tabloyu sil", icon: "✕▦", run: () => chain().deleteTable().run(), disabled: !state.table },
    ...(uploadImage ? [{ key: "img", label: "Görsel ekle", icon: "🖼", run: () => fileRef.current?.click() }] : []),
    { key: "undo", label: "Geri al", shortcut: "Ctrl+Z", icon: "↶", run: () => chain().undo().run(), disabled: !state.canUndo },
    { key: "redo", label: "Yinele", shortcut: "Ctrl+Shift+Z", icon: "↷", run: () => chain().redo().run(), disabled: !state.canRedo },
  ];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | undefined;
    if (event.key in moves) next = (focused + (moves[event.key] ?? 0) + buttons.length) % buttons.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = buttons.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    setFocused(next);
    buttonsRef.current[next]?.focus();
  }

  async function onFile(file: File | undefined) {
    if (!file || !uploadImage) return;
    setUploading("Görsel yükleniyor…");
    try {
      setPendingImage(await uploadImage(file));
      setUploading(undefined);
    } catch (error) {
      setUploading(error instanceof Error ? error.message : "Görsel yüklenemedi.");
    } finally {
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  return (
    <>
      <div role="toolbar" aria-label="Biçimlendirme" className="rich-text-toolbar" onKeyDown={onKeyDown}>
        {buttons.map((button, index) => (
          <button
            key={button.key}
            ref={(el) => {
              buttonsRef.current[index] = el;
            }}
            type="button"
            tabIndex={index === focused ? 0 : -1}
            aria-label={button.shortcut ? `${button.label} (${button.shortcut})` : button.label}
            title={button.shortcut ? `${button.label} (${button.shortcut})` : button.label}
            aria-pressed={button.active === undefined ? undefined : button.active}
            disabled={button.disabled}
            onFocus={() => setFocused(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
          >
            <span aria-hidden="true">{button.icon}</span>
          </button>
        ))}
      </div>
      {uploadImage && (
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
          hidden
          onChange={(e) => onFile(e.target.files?.[0])}
        />
      )}
      <p role="status" className="rich-text-status">
        {uploading}
      </p>
      {pendingImage && (
        <ImageAltDialog
          image={pendingImage}
          onCancel={() => setPendingImage(undefined)}
          onInsert={(alt) => {
            editor
              .chain()
              .focus()
              .setImage({ src: pendingImage.src, alt, width: pendingImage.width, height: pendingImage.height } as never)
              .run();
            setPendingImage(undefined);
          }}
        />
      )}
    </>
  );
}

/** Alt text is required, or the image must be marked decorative (alt=""). */
function ImageAltDialog({ image, onInsert, onCancel }: { image: UploadedImage; onInsert: (alt: string) => void; onCancel: () => void }) {
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [problem, setProblem] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <fieldset className="rich-text-dialog">
      <legend>Görselin açıklaması</legend>
      <img src={image.src} alt="" width={160} height={Math.round((160 * image.height) / image.width)} />
      <label>
        Alternatif metin (görmeyenler için görselin anlattığı)
        <input ref={inputRef} value={alt} onChange={(e) => setAlt(e.target.value)} disabled={decorative} maxLength={300} />
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={decorative} onChange={(e) => setDecorative(e.target.checked)} /> Yalnızca süs; açıklama gerekmez
      </label>
      {problem && <p className="form-error">{problem}</p>}
      <div className="admin-actions">
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            if (!decorative && !alt.trim()) return setProblem("Alternatif metin yazın ya da görseli süs olarak işaretleyin.");
            onInsert(decorative ? "" : alt.trim());
          }}
        >
          Görseli ekle
        </button>
        <button type="button" className="button button-outline button-small" onClick={onCancel}>
          Vazgeç
        </button>
      </div>
    </fieldset>
  );
}

/** Edit or remove the link at the cursor: the URL must be http(s), mailto: or tel:. */
function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [href, setHref] = useState(current);
  const [problem, setProblem] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  return (
    <fieldset className="rich-text-dialog">
      <legend>Bağlantı</legend>
      <label>
        Bağlantı adresi (https://…, mailto:… veya tel:…)
        <input
          ref={inputRef}
          value={href}
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape") close();
          }}
        />
      </label>
      {problem && <p className="form-error">{problem}</p>}
      <div className="admin-actions">
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            if (!isAllowedLink(href)) return setProblem("Adres https://, http://, mailto: veya tel: ile başlamalıdır.");
            editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
            close();
          }}
        >
          Uygula
        </button>
        {current && (
          <button
            type="button"
            className="button button-danger-outline button-small"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              close();
            }}
          >
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
