// Placeholder: built in issue 13 (replaced by the feeds).
export async function loader() {
  throw new Response("Bulunamadı", { status: 404 });
}
