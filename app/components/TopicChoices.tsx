import { Field } from "#app/components/Field.tsx";
import { TOPIC_FIELD, type TopicOption } from "#app/lib/newsletter-topics.ts";

/**
 * The e-bülten's topics as check boxes (the sign-up form, the preference
 * page): none is ticked unless the visitor ticked it (ADR 064); none ticked
 * means every topic, as the hint says.
 */
export function TopicChoices({
  idPrefix,
  topics,
  ticked,
  legend = "Konular",
}: {
  idPrefix: string;
  topics: readonly TopicOption[];
  ticked: ReadonlySet<string>;
  legend?: string;
}) {
  const id = `${idPrefix}-konular`;
  return (
    <Field
      id={id}
      label={legend}
      fieldset
      mark="optional"
      hint="Hiçbirini işaretlemezseniz tüm konulardaki sayıları alırsınız; işaretlerseniz yalnızca o konulardakileri."
    >
      {() => (
        <div className="topic-choices">
          {topics.map((topic, index) => {
            const inputId = index === 0 ? id : `${id}-${index + 1}`;
            return (
              <div className="choice" key={topic.id}>
                <input type="checkbox" id={inputId} name={TOPIC_FIELD} value={topic.id} defaultChecked={ticked.has(topic.id)} />
                <label htmlFor={inputId}>{topic.name}</label>
              </div>
            );
          })}
        </div>
      )}
    </Field>
  );
}
