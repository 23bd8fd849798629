/**
 * "Sürümleri karşılaştır" on a history screen (ADR 068): a GET form with the
 * two versions (works without JavaScript: `?eski=&yeni=`), and the comparison
 * the server made — the older version beside the newer (stacked on a narrow
 * screen), inserted words in <ins> and deleted ones in <del>, each with a
 * word for screen readers, not colour alone. Opening a comparison moves the
 * focus to its heading.
 */
import { Fragment, type Ref } from "react";
import { Form } from "react-router";
import { Alert } from "#app/components/admin/Alert.tsx";
import { useFocusWhen } from "#app/components/admin/focus.ts";
import { Field } from "#app/components/Field.tsx";
import {
  COMPARE_PARAMS,
  type CompareView,
  type DiffChange,
  type DiffGap,
  type DiffRow,
  type DiffSegment,
  isGap,
  type VersionDiff,
} from "#app/lib/version-diff.ts";

const CHANGE_TEXT: Record<DiffChange, string> = { same: "değişmedi", changed: "değişti", added: "eklendi", removed: "silindi" };

/** The words for screen readers before a mark; in Turkish when the text is in another language. */
function MarkWord({ word, lang }: { word: string; lang: string | undefined }) {
  return (
    <span className="visually-hidden" lang={lang && "tr"}>
      {word}:{" "}
    </span>
  );
}

function Segments({ segments, lang }: { segments: DiffSegment[]; lang: string | undefined }) {
  return segments.map((segment, index) => {
    const key = `${index}:${segment.mark ?? ""}`;
    if (segment.mark === "ins")
      return (
        <ins key={key}>
          <MarkWord word="eklendi" lang={lang} />
          {segment.text}
        </ins>
      );
    if (segment.mark === "del")
      return (
        <del key={key}>
          <MarkWord word="silindi" lang={lang} />
          {segment.text}
        </del>
      );
    return <Fragment key={key}>{segment.text}</Fragment>;
  });
}

function Side({ name, segments, lang }: { name: string; segments: DiffSegment[]; lang: string | undefined }) {
  return (
    <div className="version-diff-side">
      <span className="version-diff-side-name">{name}: </span>
      {segments.length > 0 ? (
        <span lang={lang}>
          <Segments segments={segments} lang={lang} />
        </span>
      ) : (
        <span className="version-diff-empty">(yok)</span>
      )}
    </div>
  );
}

function Rows({ rows, diff, lang }: { rows: (DiffRow | DiffGap)[]; diff: VersionDiff; lang: string | undefined }) {
  return (
    <ol className="version-diff-rows">
      {rows.map((row, index) =>
        isGap(row) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed list rendered once
          <li key={index} className="version-diff-gap">
            Değişmeyen {row.gap} bölüm gösterilmiyor.
          </li>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed list rendered once
          <li key={index} className="version-diff-row" data-change={row.change}>
            <p className="version-diff-label">
              {row.label} <span className="version-diff-change">({CHANGE_TEXT[row.change]})</span>
            </p>
            <div className="version-diff-sides">
              <Side name={`Sürüm ${diff.older.version}`} segments={row.before} lang={lang} />
              <Side name={`Sürüm ${diff.newer.version}`} segments={row.after} lang={lang} />
            </div>
          </li>
        ),
      )}
    </ol>
  );
}

function DiffView({ diff, headingRef, lang }: { diff: VersionDiff; headingRef: Ref<HTMLHeadingElement>; lang: string | undefined }) {
  const { older, newer, fields, body } = diff;
  return (
    <section className="version-diff" aria-labelledby="karsilastirma-basligi">
      <h2 id="karsilastirma-basligi" ref={headingRef} tabIndex={-1}>
        Sürüm {older.version} ile sürüm {newer.version} karşılaştırması
      </h2>
      <dl className="version-diff-versions">
        <div>
          <dt>Eski: sürüm {older.version}</dt>
          <dd>{older.caption}</dd>
        </div>
        <div>
          <dt>Yeni: sürüm {newer.version}</dt>
          <dd>{newer.caption}</dd>
        </div>
      </dl>
      {diff.identical ? (
        <p>İki sürüm arasında fark yok.</p>
      ) : (
        <p className="version-diff-legend">
          Eklenen sözcükler <span className="version-diff-sample-ins">altı çizili ve yeşil</span>, silinenler{" "}
          <span className="version-diff-sample-del">üstü çizili ve kırmızı</span> gösterilir.
        </p>
      )}
      <h3>Alanlar</h3>
      <Rows rows={fields} diff={diff} lang={lang} />
      {body && (
        <>
          <h3>{body.label}</h3>
          {"tooLarge" in body ? (
            <p className="admin-notice">
              Bu metin karşılaştırılamayacak kadar uzun ya da iki sürüm arasında çok fazla değişiklik var. Sürümleri ayrı ayrı açıp okuyun.
            </p>
          ) : (
            <Rows rows={body.rows} diff={diff} lang={lang} />
          )}
        </>
      )}
    </section>
  );
}

/** The form (when there are two versions to compare), its refusal, and the comparison asked for. */
export function VersionCompare({
  choices,
  pair,
  diff,
  error,
  lang,
}: CompareView & {
  /** The language of the versions' text when it is not Turkish (the English tab's history). */
  lang?: string;
}) {
  const heading = useFocusWhen<HTMLHeadingElement>(diff ? `${diff.older.version}-${diff.newer.version}` : "");
  if (choices.length < 2) return null;
  const options = choices.map((choice) => ({ value: String(choice.version), label: choice.label }));
  return (
    <>
      <Form
        method="get"
        className="version-compare-form"
        aria-labelledby="karsilastir-formu"
        key={pair ? `${pair.older}-${pair.newer}` : ""}
      >
        <h2 id="karsilastir-formu" className="version-compare-title">
          Sürümleri karşılaştır
        </h2>
        <Field
          id="karsilastir-eski"
          name={COMPARE_PARAMS.older}
          label="Eski sürüm"
          options={options}
          defaultValue={String(pair?.older ?? "")}
        />
        <Field
          id="karsilastir-yeni"
          name={COMPARE_PARAMS.newer}
          label="Yeni sürüm"
          options={options}
          defaultValue={String(pair?.newer ?? "")}
        />
        <div className="version-compare-actions">
          <button type="submit" className="button">
            Karşılaştır
          </button>
        </div>
      </Form>
      <Alert>{error}</Alert>
      {diff && <DiffView diff={diff} headingRef={heading} lang={lang} />}
    </>
  );
}
