/**
 * The public forms (contact, newsletter) are plain POSTs answered with a
 * redirect or with the form and its errors. Here: a sent form's button is
 * disabled and says so (no double submit), and after a refused send the
 * first field with an error takes focus.
 */
const SENDING = "Gönderiliyor…";

export function initForm(form: Element) {
  if (!(form instanceof HTMLFormElement)) return;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? "";

  // "submit" fires only once the browser's own validation has passed.
  form.addEventListener("submit", () => {
    if (!button) return;
    button.disabled = true;
    button.textContent = SENDING;
  });

  // Back to this page from the history cache: the form can be sent again.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && button) {
      button.disabled = false;
      button.textContent = label;
    }
  });

  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
