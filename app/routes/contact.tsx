import { Link } from "react-router";
import { handleContact } from "#app/.server/contact/form.ts";
import { clientIpContext } from "#app/.server/platform/request-context.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { ContactForm } from "#app/components/ContactForm.tsx";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { Icon } from "#app/components/icons.tsx";
import { phoneText } from "#app/components/phone.ts";
import { contactNotes } from "#app/content/pages/contact.ts";
import { fullAddress, site } from "#app/content/site.ts";
import { passRetryAfter } from "#app/lib/headers.ts";
import { metaTags } from "#app/lib/meta.ts";
import { FORM_SENT, paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/contact";

export function loader({ url }: Route.LoaderArgs) {
  return {
    sent: url.searchParams.get("durum") === "gonderildi",
    seo: seo(pagePath(url), {
      title: pageTitle("İletişim"),
      description: `${site.name} iletişim bilgileri: adres, telefon, e-posta ve iletişim formu.`,
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleContact(request, context.get(clientIpContext), FORM_SENT.contact);
}

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container page-section">
      <h1>İletişim</h1>
      <div className="contact-layout">
        <section className="contact-info" aria-labelledby="contact-info-title">
          <h2 id="contact-info-title">İletişim bilgileri</h2>
          <dl>
            <div>
              <dt>
                <Icon name="map" /> Adres
              </dt>
              <dd>
                <address>{fullAddress()}</address>
                <ExternalLink href={site.mapUrl}>Haritada göster</ExternalLink>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="phone" /> Telefon
              </dt>
              <dd>
                <a href={`tel:${site.phone.e164}`}>{phoneText}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="mail" /> E‑posta
              </dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </div>
          </dl>
        </section>
        <section className="contact-form-section" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Bize yazın</h2>
          <ul className="form-notes">
            {contactNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <ContactForm outcome={actionData ?? (loaderData.sent ? { ok: true } : undefined)} />
          <p className="form-privacy">
            Kişisel verilerinizin nasıl işlendiğini <Link to={paths.kvkk}>KVKK Aydınlatma Metni</Link>’nde bulabilirsiniz.
          </p>
        </section>
      </div>
    </div>
  );
}
