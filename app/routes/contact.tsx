import { Link } from "react-router";
import { handleContact } from "#app/.server/contact/form.ts";
import { renderFirmHtml } from "#app/.server/firm/render.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { clientIpContext } from "#app/.server/platform/request-context.ts";
import { pagePath, pageTitle, seo } from "#app/.server/web/seo.ts";
import { ContactForm } from "#app/components/ContactForm.tsx";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { Icon } from "#app/components/icons.tsx";
import { RichText } from "#app/components/RichText.tsx";
import { fullAddress, mapLink, phoneText, whatsappNumber } from "#app/lib/firm.ts";
import { passRetryAfter } from "#app/lib/headers.ts";
import { metaTags } from "#app/lib/meta.ts";
import { FORM_SENT, paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/contact";

export async function loader({ url }: Route.LoaderArgs) {
  const { settings, pages } = await currentFirm();
  return {
    sent: url.searchParams.get("durum") === "gonderildi",
    firm: {
      address: fullAddress(settings),
      mapUrl: mapLink(settings),
      phone: settings.phone,
      whatsapp: settings.whatsapp,
      email: settings.email,
    },
    title: pages.contact.title || "İletişim",
    text: await renderFirmHtml(pages.contact.body),
    seo: await seo(pagePath(url), {
      title: await pageTitle(pages.contact.title || "İletişim"),
      description: pages.contact.metaDescription || `${settings.name} iletişim bilgileri: adres, telefon, e-posta ve iletişim formu.`,
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleContact(request, context.get(clientIpContext), FORM_SENT.contact);
}

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { firm } = loaderData;
  return (
    <div className="container page-section">
      <h1>{loaderData.title}</h1>
      <div className="contact-layout">
        <section className="contact-info" aria-labelledby="contact-info-title">
          <h2 id="contact-info-title">İletişim bilgileri</h2>
          <dl>
            {firm.address && (
              <div>
                <dt>
                  <Icon name="map" /> Adres
                </dt>
                <dd>
                  <address>{firm.address}</address>
                  {firm.mapUrl && <ExternalLink href={firm.mapUrl}>Haritada göster</ExternalLink>}
                </dd>
              </div>
            )}
            {firm.phone && (
              <div>
                <dt>
                  <Icon name="phone" /> Telefon
                </dt>
                <dd>
                  <a href={`tel:${firm.phone}`}>{phoneText(firm.phone)}</a>
                </dd>
              </div>
            )}
            {firm.whatsapp && (
              <div>
                <dt>
                  <Icon name="whatsapp" /> WhatsApp
                </dt>
                <dd>
                  <ExternalLink href={`https://wa.me/${whatsappNumber(firm.whatsapp)}`}>{phoneText(firm.whatsapp)}</ExternalLink>
                </dd>
              </div>
            )}
            {firm.email && (
              <div>
                <dt>
                  <Icon name="mail" /> E‑posta
                </dt>
                <dd>
                  <a href={`mailto:${firm.email}`}>{firm.email}</a>
                </dd>
              </div>
            )}
          </dl>
        </section>
        <section className="contact-form-section" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Bize yazın</h2>
          <RichText html={loaderData.text} className="form-notes" />
          <ContactForm outcome={actionData ?? (loaderData.sent ? { ok: true } : undefined)} />
          <p className="form-privacy">
            Kişisel verilerinizin nasıl işlendiğini <Link to={paths.kvkk}>KVKK Aydınlatma Metni</Link>’nde bulabilirsiniz.
          </p>
        </section>
      </div>
    </div>
  );
}
