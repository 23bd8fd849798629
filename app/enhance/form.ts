/**
 * The public forms (contact, newsletter) are plain POSTs answered with a
 * redirect or with the form and its errors, and the page lands on the form's
 * status (FormStatus, at the form's top). Here: a sent form's button is
 * disabled and says so (no double submit), and the status takes focus once it
 * says something (received, or refused with links to the fields), so a screen
 * reader reads it where the eye already is.
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

  const status = form.querySelector<HTMLElement>(".form-status");
  if (status?.textContent?.trim()) status.focus();
}
