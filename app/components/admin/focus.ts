/**
 * The admin's screens open a confirmation, a form or a version by a link on
 * the same screen; the focus then moves to its heading, so keyboard and
 * screen reader users land on what opened instead of staying on the link.
 */
import { useEffect, useRef } from "react";

/**
 * A ref for the heading (give it tabIndex={-1}): focused when `opened` turns
 * truthy and again whenever it changes (another row's confirmation);
 * `true` focuses once, when the heading mounts.
 */
export function useFocusWhen<T extends HTMLElement>(opened: string | number | boolean | null | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (opened) ref.current?.focus();
  }, [opened]);
  return ref;
}
