/**
 * How to apply under KVKK Article 11, in English (/en/privacy/application: issue 43). It exists
 * only while the privacy notice has English (/en/privacy). The application itself is made in
 * Turkish: the Tebliğ on applications to the data controller (Veri Sorumlusuna Başvuru Usul ve
 * Esasları Hakkında Tebliğ, Official Gazette 10.03.2018 No. 30356, Art. 5) asks for it, so the page
 * says so and links the Turkish form (paths.kvkkApplication.form), the post address and the KEP
 * address of Firma bilgileri.
 */
import { Link } from "react-router";
import { englishAddress, englishName, englishNotFound, englishSeo, englishTitle } from "#app/.server/firm/english-pages.ts";
import { currentEnglish } from "#app/.server/firm-snapshot/english.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { NotFoundPage } from "#app/components/NotFoundPage.tsx";
import { KVKK_ANSWER_DAYS } from "#app/lib/kvkk.ts";
import { metaTags } from "#app/lib/meta.ts";
import { englishPaths, paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/privacy-application";

const TITLE = "How to apply under the data protection law (KVKK)";

/** KVKK Art. 11: the rights a person may use, in English (the law's own letters). */
const RIGHTS: [string, string][] = [
  ["a", "learn whether your personal data is processed;"],
  ["b", "if it is, ask for information about it;"],
  ["c", "learn the purpose of the processing and whether the data is used for that purpose;"],
  ["ç", "know the third parties in Turkey or abroad to whom it is transferred;"],
  ["d", "ask for incomplete or wrong data to be corrected;"],
  ["e", "ask for the data to be erased or destroyed under the conditions of Article 7;"],
  ["f", "ask that a correction, erasure or destruction be notified to the third parties the data was transferred to;"],
  ["g", "object to a result against you that comes only from the automated analysis of your data;"],
  ["ğ", "claim compensation for damage caused by unlawful processing."],
];

export async function loader() {
  const [english, firm, name, address] = await Promise.all([currentEnglish(), currentFirm(), englishName(), englishAddress()]);
  if (!english.pages.has("kvkk")) return englishNotFound();
  const { settings } = firm;
  return {
    name,
    address,
    kep: settings.kepAddress,
    seo: await englishSeo(englishPaths.privacyApplication, {
      title: await englishTitle(TITLE),
      description: `How to use your rights under Article 11 of the Turkish data protection law (KVKK) with ${name}: the application is made in Turkish.`,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function EnglishPrivacyApplication({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage language="en" />;
  const { name, address, kep } = loaderData;
  return (
    <div className="container page-section narrow">
      <p className="page-kicker">Personal data protection</p>
      <article className="prose" aria-labelledby="page-title">
        <h1 id="page-title">{TITLE}</h1>
        <p>
          Under Article 11 of the Turkish Law on the Protection of Personal Data (KVKK, Law No. 6698) you may apply to {name}, as the data
          controller, to:
        </p>
        <ul>
          {RIGHTS.map(([letter, text]) => (
            <li key={letter}>
              <span lang="tr">({letter})</span> {text}
            </li>
          ))}
        </ul>
        <h2>The application is made in Turkish</h2>
        <p>
          The Communiqué on the Procedures and Principles of Applications to the Data Controller (
          <span lang="tr">Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ</span>, Official Gazette of 10 March 2018, No. 30356,
          Article 5) provides that an application is made in Turkish. We may therefore ask you to write your application in Turkish. It
          gives your name and surname (and your signature on paper); for a foreign national, your nationality and passport number (or
          identity number, if any); your address for notices; if any, your e-mail address, phone or fax number; and what you ask for, with
          any documents that support it.
        </p>
        <h2>Where to send it</h2>
        <ul>
          <li>
            Online, with our{" "}
            <Link to={paths.kvkkApplication.form} hrefLang="tr" lang="tr">
              KVKK başvuru formu
            </Link>{" "}
            (the form is in Turkish);
          </li>
          {address && <li>in writing, by post or by hand, to {address};</li>}
          {kep && (
            <li>
              by registered electronic mail (KEP) to <a href={`mailto:${kep}`}>{kep}</a>.
            </li>
          )}
        </ul>
        <p>
          We answer as soon as possible and within {KVKK_ANSWER_DAYS} days at the latest, free of charge (KVKK Article 13). Our{" "}
          <Link to={englishPaths.privacy}>privacy notice</Link> explains what we process and why.
        </p>
      </article>
    </div>
  );
}
