/**
 * The office's text editor: TipTap on ProseMirror, loaded only in the admin
 * and only once a form with a rich-text field is on screen (RichTextEditor
 * imports this module lazily). What can be made here is what the server's
 * sanitizer keeps (app/.server/text/rich-text.ts): p, h2, h3, strong, em, links
 * (http(s), mailto:, tel:), lists, quotes, tables with a header row, our own
 * images with alt text, line breaks.
 */
import Image from "@tiptap/extension-image";
import { Table, TableKit } from "@tiptap/extension-table";
import { NodeSelection, TextSelection, type Transaction } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useRef, useState } from "react";
import { ImageAltDialog } from "#app/components/admin/editor/ImageAltDialog.tsx";
import { LinkBubble, LinkPanel } from "#app/components/admin/editor/LinkEditor.tsx";
import { isAllowedLink } from "#app/components/admin/editor/links.ts";
import { cleanPastedHtml } from "#app/components/admin/editor/paste.ts";
import { Toolbar } from "#app/components/admin/editor/Toolbar.tsx";
import type { UploadedImage } from "#app/components/admin/upload.ts";

/** Only images of our own media library; pasted or dropped images from elsewhere are left out. */
const OwnImage = Image.extend({
  parseHTML: () => [{ tag: 'img[src^="/medya/"]' }],
  addInputRules: () => [],
});

/**
 * After an image goes in, the caret goes on below it, as in a word processor:
 * left selected, the image would be replaced by the next key typed, and a
 * Ctrl+End not yet read from the browser (see syncSelection) would let the
 * next image replace it. A paragraph is added when nothing follows to type in.
 */
function caretBelowImage(tr: Transaction) {
  const { selection } = tr;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== "image") return;
  const after = selection.to;
  if (!tr.doc.resolve(after).nodeAfter?.isTextblock) tr.insert(after, tr.doc.type.schema.nodes.paragraph!.create());
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
}

/**
 * ProseMirror takes the browser's selection from `selectionchange`, which
 * arrives a moment after the key that moved it. Before a panel or the toolbar
 * takes the focus, the selection is read now, so a fast Shift+Arrow, Ctrl+K
 * links exactly the words selected.
 */
function syncSelection(view: EditorView) {
  const dom = document.getSelection();
  if (!dom?.anchorNode || !dom.focusNode || !view.dom.contains(dom.anchorNode) || !view.dom.contains(dom.focusNode)) return;
  const { selection } = view.state;
  // Table cell and image selections are ProseMirror's own; the browser's says nothing about them.
  if (!(selection instanceof TextSelection)) return;
  try {
    const anchor = view.posAtDOM(dom.anchorNode, dom.anchorOffset);
    const head = view.posAtDOM(dom.focusNode, dom.focusOffset);
    if (selection.anchor !== anchor || selection.head !== head) {
      view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, anchor, head)));
    }
  } catch {
    // A DOM position ProseMirror cannot map: keep its own selection.
  }
}

/** A table as the server stores it: no column widths (the site's stylesheet lays tables out). */
const PlainTable = Table.extend({
  renderHTML: ({ HTMLAttributes }) => ["table", HTMLAttributes, ["tbody", 0]],
});

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
        HTMLAttributes: { rel: null, target: null, class: null },
      },
    }),
    TableKit.configure({ table: false }),
    PlainTable.configure({ resizable: false }),
    OwnImage.configure({ inline: false, allowBase64: false }),
  ];
}

export interface TipTapEditorProps {
  /** The form field the HTML is posted in. */
  name: string;
  /** Ids of the field's label and error message (the textarea it replaces had the same). */
  labelId: string;
  errorId?: string;
  initialHtml: string;
  maxLength: number;
  uploadImage?: (file: File) => Promise<UploadedImage>;
  onChange?: (html: string) => void;
}

export function TipTapEditor({ name, labelId, errorId, initialHtml, maxLength, uploadImage, onChange }: TipTapEditorProps) {
  const [html, setHtml] = useState(initialHtml);
  const [linkOpen, setLinkOpen] = useState(false);
  const [status, setStatus] = useState<string>();
  const [pendingImage, setPendingImage] = useState<UploadedImage>();
  const toolbarRef = useRef<HTMLDivElement>(null);

  const editor = useEditor({
    extensions: extensions(),
    content: initialHtml,
    // The page's CSP allows no inline <style>: the editor's few rules are in admin/rich-text-editor.css.
    injectCSS: false,
    editorProps: {
      attributes: {
        id: `${labelId}-editor`,
        class: "editor-area rich-text prose",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "aria-describedby": [errorId, `${labelId}-hint`].filter(Boolean).join(" "),
        ...(errorId ? { "aria-invalid": "true" } : {}),
      },
      handleKeyDown: (view, event) => {
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
          event.preventDefault();
          syncSelection(view);
          setLinkOpen(true);
          return true;
        }
        // Alt+F10: to the toolbar, as in other editors (TinyMCE, CKEditor, Word Online).
        if (event.altKey && event.key === "F10") {
          event.preventDefault();
          syncSelection(view);
          toolbarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
          return true;
        }
        return false;
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: e }) => {
      // The empty paragraph the editor keeps after a final list or table (to type into) is not content.
      const next = e.isEmpty ? "" : e.getHTML().replace(/(<p><\/p>)+$/, "");
      setHtml(next);
      onChange?.(next);
    },
  });

  async function addImage(file: File) {
    if (!uploadImage) return;
    setStatus("Görsel yükleniyor…");
    try {
      setPendingImage(await uploadImage(file));
      setStatus(undefined);
    } catch (error) {
      setStatus(error instanceof Error ? error.message : "Görsel yüklenemedi.");
    }
  }

  if (!editor) return null;
  return (
    <>
      <Toolbar editor={editor} toolbarRef={toolbarRef} onLink={() => setLinkOpen(true)} onImageFile={uploadImage ? addImage : undefined} />
      {linkOpen && <LinkPanel editor={editor} onClose={() => setLinkOpen(false)} />}
      {pendingImage && (
        <ImageAltDialog
          image={pendingImage}
          onCancel={() => {
            setPendingImage(undefined);
            editor.commands.focus();
          }}
          onInsert={(alt) => {
            const { src, width, height } = pendingImage;
            editor
              .chain()
              .focus()
              .setImage({ src, alt, width, height })
              .command(({ tr }) => {
                caretBelowImage(tr);
                return true;
              })
              .run();
            setPendingImage(undefined);
          }}
        />
      )}
      <p role="status" className="editor-status">
        {status}
      </p>
      <div className="editor-frame">
        <EditorContent editor={editor} />
        <LinkBubble editor={editor} onEdit={() => setLinkOpen(true)} />
      </div>
      <input type="hidden" name={name} value={html} />
      <p className={html.length > maxLength ? "editor-count editor-count-over" : "editor-count"} id={`${labelId}-hint`}>
        {html.length.toLocaleString("tr-TR")} / {maxLength.toLocaleString("tr-TR")} karakter (biçimlendirme dahil)
      </p>
    </>
  );
}
