/**
 * The unsaved text of an entry form, kept in this browser (localStorage)
 * until it is saved, so a session that ends while someone writes loses
 * nothing: when the form opens again (also after signing in again) and a
 * kept copy differs from what the server has, the form offers it back.
 * The key names the list and entry only (see localDraftKey), nothing personal.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export interface DraftValues {
  title: string;
  body: string;
  metaDescription: string;
}

export interface KeptDraft extends DraftValues {
  /** When it was kept (ISO). */
  savedAt: string;
}

/** The form that was sent last (sessionStorage): forgotten once the server says it was saved. */
const SENT_KEY = "ymm-taslak-gonderilen";
const DEBOUNCE_MS = 500;

const same = (a: DraftValues, b: DraftValues) => a.title === b.title && a.body === b.body && a.metaDescription === b.metaDescription;

function read(key: string): KeptDraft | undefined {
  try {
    const raw = localStorage.getItem(key);
    const value = raw ? (JSON.parse(raw) as Partial<KeptDraft>) : undefined;
    if (typeof value?.title !== "string" || typeof value.body !== "string") return undefined;
    return { title: value.title, body: value.body, metaDescription: value.metaDescription ?? "", savedAt: String(value.savedAt ?? "") };
  } catch {
    return undefined;
  }
}

function write(key: string, values: DraftValues) {
  try {
    localStorage.setItem(key, JSON.stringify({ ...values, savedAt: new Date().toISOString() }));
  } catch {
    // Storage full or switched off: the form still works, only without the safety copy.
  }
}

function forget(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

/**
 * Keeps `values` under `key` (debounced) while they differ from `loaded`;
 * says whether a kept copy from before is on offer.
 */
export function useLocalDraft(key: string, loaded: DraftValues) {
  const [offer, setOffer] = useState<KeptDraft>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef<DraftValues>(loaded);
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;

  useEffect(() => {
    const kept = read(key);
    if (kept && !same(kept, loadedRef.current)) setOffer(kept);
    else if (kept) forget(key);
    return () => clearTimeout(timer.current);
  }, [key]);

  const keepNow = useCallback(() => {
    clearTimeout(timer.current);
    if (same(latest.current, loadedRef.current)) forget(key);
    else write(key, latest.current);
  }, [key]);

  /** Call on every change. */
  const changed = useCallback(
    (values: DraftValues) => {
      latest.current = values;
      clearTimeout(timer.current);
      timer.current = setTimeout(keepNow, DEBOUNCE_MS);
    },
    [keepNow],
  );

  /** Call when the form is sent: the copy is kept at once, and forgotten when the save succeeds (useForgetSavedDraft). */
  const sending = useCallback(() => {
    keepNow();
    try {
      sessionStorage.setItem(SENT_KEY, key);
    } catch {
      // Without sessionStorage the copy stays until the next time the form opens and matches.
    }
  }, [key, keepNow]);

  const dismiss = useCallback(() => {
    forget(key);
    setOffer(undefined);
  }, [key]);

  return { offer, closeOffer: () => setOffer(undefined), dismiss, changed, sending };
}

/** On the screen a successful save leads to: the copy of the form that was sent is no longer needed. */
export function useForgetSavedDraft(saved: boolean) {
  useEffect(() => {
    if (!saved) return;
    try {
      const key = sessionStorage.getItem(SENT_KEY);
      if (key) forget(key);
      sessionStorage.removeItem(SENT_KEY);
    } catch {
      // Storage switched off: nothing was kept.
    }
  }, [saved]);
}
