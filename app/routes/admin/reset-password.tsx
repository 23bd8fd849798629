// Placeholder: built in issue 12 (replaced by its screen).
export async function loader() {
  throw new Response("Bulunamadı", { status: 404 });
}

export default function Placeholder() {
  return null;
}
