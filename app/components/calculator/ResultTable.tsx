/**
 * A result's table (lib/calculator.ts ResultTable): on a phone it scrolls
 * sideways inside its own focusable region, labelled by the caption, with a
 * visible hint saying so, so the page itself never scrolls sideways. A
 * marked row says why in its last column (never colour alone).
 */
import type { ResultAside, ResultTable as Table } from "#app/lib/calculator.ts";

export function ResultTable({ table }: { table: Table }) {
  const hintId = `${table.id}-ipucu`;
  const withMarks = table.marksHeader !== undefined;
  return (
    <div className="calc-table">
      <p className="calc-hint calc-no-print" id={hintId}>
        Tablo geniştir: içinde yana kaydırabilirsiniz (dokunarak ya da odaklayıp ok tuşlarıyla).
      </p>
      {/* A <section> with a name is a region; focusable, so the keyboard can scroll it (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="table-scroll calc-table-scroll" aria-labelledby={table.id} aria-describedby={hintId} tabIndex={0}>
        <table>
          <caption id={table.id}>{table.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{table.rowHeader}</th>
              {table.columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
              {withMarks && (
                <th scope="col" className="calc-marks">
                  {table.marksHeader}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.header} className={row.marks.length > 0 ? "calc-row-marked" : undefined}>
                <th scope="row">{row.header}</th>
                {row.cells.map((value, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row are its columns, in a fixed order
                  <td key={index}>{value}</td>
                ))}
                {withMarks && <td className="calc-marks">{row.marks.join("; ")}</td>}
              </tr>
            ))}
          </tbody>
          {table.totals && (
            <tfoot>
              <tr>
                <th scope="row">{table.totals.header}</th>
                {table.totals.cells.map((value, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row are its columns, in a fixed order
                  <td key={index}>{value}</td>
                ))}
                {withMarks && <td />}
              </tr>
            </tfoot>
          )}
        </table>
      </section>
      {table.notes && table.notes.length > 0 && (
        <ul className="calc-table-notes">
          {table.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Figures shown apart from the answer, in their own box (e.g. the asgari ücret desteği). */
export function ResultAsideBox({ aside, id }: { aside: ResultAside; id: string }) {
  return (
    <section className="calc-aside" aria-labelledby={id}>
      <h3 id={id}>{aside.title}</h3>
      {aside.lines.length > 0 && (
        <dl className="calc-lines">
          {aside.lines.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.amount}</dd>
            </div>
          ))}
        </dl>
      )}
      {aside.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
