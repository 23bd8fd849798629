// Placeholder: replaced by the calculator's page (issue 14).
export default function Placeholder() {
  return <p>Hazırlanıyor.</p>;
}
