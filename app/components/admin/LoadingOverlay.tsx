import { useNavigation } from "react-router";

/**
 * While a write is in flight ("Kaydediliyor…") or the next admin screen and
 * its code load ("Yükleniyor.."), a spinner covers the page.
 */
export function LoadingOverlay() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  const writing = navigation.state === "submitting" || (navigation.formMethod !== undefined && navigation.formMethod !== "GET");
  return (
    <div className="admin-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{writing ? "Kaydediliyor…" : "Yükleniyor.."}</span>
    </div>
  );
}
