// Placeholder: replaced by the iCalendar feed (issue 14).
export function loader() {
  return new Response("", { status: 404 });
}
