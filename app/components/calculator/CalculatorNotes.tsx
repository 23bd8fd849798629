/**
 * The rules and assumptions a calculator applies, in a visible note below its
 * outcome: what it takes as given (a day count, what is not deducted …),
 * stated as the method used. Printed with the result, unlike
 * CalculatorMethod, because the printed amounts rest on them.
 */
export function CalculatorNotes({ id, title, notes }: { id: string; title: string; notes: readonly string[] }) {
  return (
    <section className="calc-notes" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
