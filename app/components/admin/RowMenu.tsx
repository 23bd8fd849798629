/**
 * A table row's less frequent actions behind one "Diğer işlemler" button: a
 * native <details>, so it opens and its forms and links work without
 * JavaScript. With it, Escape closes the menu and returns the focus to its
 * button, a click outside closes it, and it closes once one of its actions
 * is used (the screen then shows the outcome).
 */
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Icon } from "#app/components/icons.tsx";

export function RowMenu({ subject, children }: { subject: string; children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (menu.current && !menu.current.contains(event.target as Node)) menu.current.open = false;
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const close = () => {
    if (menu.current) menu.current.open = false;
  };

  return (
    <details
      ref={menu}
      className="row-menu"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !menu.current?.open) return;
        event.preventDefault();
        close();
        menu.current.querySelector("summary")?.focus();
      }}
      onSubmit={close}
      onClick={(event) => {
        if ((event.target as Element).closest(".row-menu-panel a")) close();
      }}
    >
      <summary className="button button-outline button-small">
        Diğer işlemler<span className="visually-hidden">: {subject}</span>
        <Icon name="chevron" className="row-menu-chevron" />
      </summary>
      <div className="row-menu-panel">{children}</div>
    </details>
  );
}
