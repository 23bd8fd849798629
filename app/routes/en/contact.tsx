/**
 * The contact page in English (/en/contact: issue 43): the office's English text of the page
 * "contact" when published, the details, and the contact form in English. A message is stored
 * like a Turkish one, through the same use case, with its language (messages.language = "en").
 */
import { Link } from "react-router";
import { handleContact } from "#app/.server/contact/form.ts";
import { ENGLISH_TEXT, englishAddress, englishName, englishSeo, englishTitle } from "#app/.server/firm/english-pages.ts";
import { englishNav } from "#app/.server/firm/english-shell.ts";
import { renderFirmHtml } from "#app/.server/firm/render.ts";
import { currentEnglish } from "#app/.server/firm-snapshot/english.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { clientIpContext } from "#app/.server/platform/request-context.ts";
import { ContactDetails } from "#app/components/ContactDetails.tsx";
import { ContactForm } from "#app/components/ContactForm.tsx";
import { RichText } from "#app/components/RichText.tsx";
import { mapLink } from "#app/lib/firm.ts";
import { passRetryAfter } from "#app/lib/headers.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import { metaTags } from "#app/lib/meta.ts";
import { ENGLISH_FORM_STATUS, englishPaths, FORM_SENT, paths } from "#app/lib/paths.ts";
import { RETENTION_DAYS } from "#app/lib/retention.ts";
import type { Route } from "./+types/contact";

/** "2 years", "90 days": a retention period as the English notice says it. */
const periodText = (days: number) => (days % 365 === 0 ? `${days / 365} ${days === 365 ? "year" : "years"}` : `${days} days`);

export async function loader({ url }: Route.LoaderArgs) {
  const [english, firm, name, nav, address] = await Promise.all([
    currentEnglish(),
    currentFirm(),
    englishName(),
    englishNav(),
    englishAddress(),
  ]);
  const { settings } = firm;
  const page = english.pages.get("contact");
  const title = page?.title || catalogue("en").contact.title;
  return {
    sent: url.searchParams.get(ENGLISH_FORM_STATUS) === "sent",
    firm: {
      address,
      mapUrl: mapLink(settings),
      phone: settings.phone,
      whatsapp: settings.whatsapp,
      email: settings.email,
    },
    title,
    text: page ? await renderFirmHtml(page.body, ENGLISH_TEXT) : undefined,
    privacy: nav.privacy,
    seo: await englishSeo(englishPaths.contact, {
      title: await englishTitle(title),
      description: page?.metaDescription || `Contact ${name}: address, phone, email and a contact form in English.`,
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleContact(request, context.get(clientIpContext), FORM_SENT.englishContact, "en");
}

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

/** The form's short privacy notice in English: purpose, legal basis and retention (the Turkish one is lib/privacy-form-activities.ts's). */
function EnglishNotice({ privacy }: { privacy: boolean }) {
  return (
    <p className="form-notice" data-notice="contact">
      <strong>Your personal data:</strong> we process your message and contact details to answer your question and, if you wish, to discuss
      our services (legal basis: KVKK Article 5(2)(c) and 5(2)(f)). Your message is kept for {periodText(RETENTION_DAYS.contactMessages)},
      then deleted. Details are in our{" "}
      {privacy ? (
        <>
          <Link to={englishPaths.privacy}>privacy notice</Link>; you can use your rights as set out in{" "}
          <Link to={englishPaths.privacyApplication}>how to apply</Link>.
        </>
      ) : (
        <>
          privacy notice,{" "}
          <Link to={paths.kvkk} hrefLang="tr" lang="tr">
            KVKK Aydınlatma Metni
          </Link>{" "}
          (in Turkish); you can use your rights with the{" "}
          <Link to={paths.kvkkApplication.form} hrefLang="tr" lang="tr">
            KVKK başvuru formu
          </Link>{" "}
          (in Turkish).
        </>
      )}
    </p>
  );
}

export default function EnglishContact({ loaderData, actionData }: Route.ComponentProps) {
  const t = catalogue("en").contact;
  return (
    <div className="container page-section">
      <h1>{loaderData.title}</h1>
      <div className="contact-layout">
        <section className="contact-info" aria-labelledby="contact-info-title">
          <h2 id="contact-info-title">{t.details}</h2>
          <ContactDetails firm={loaderData.firm} language="en" />
        </section>
        <section className="contact-form-section" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t.writeToUs}</h2>
          {loaderData.text && <RichText html={loaderData.text} className="form-notes" />}
          <ContactForm
            outcome={actionData ?? (loaderData.sent ? { ok: true } : undefined)}
            language="en"
            notice={<EnglishNotice privacy={loaderData.privacy} />}
          />
        </section>
      </div>
    </div>
  );
}
