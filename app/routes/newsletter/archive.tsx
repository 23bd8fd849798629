// Placeholder: built in issue 13 (replaced by its page).
export async function loader() {
  throw new Response("Bulunamadı", { status: 404 });
}

export default function Placeholder() {
  return null;
}
