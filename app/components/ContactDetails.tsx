import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { Icon } from "#app/components/icons.tsx";
import { phoneText, whatsappNumber } from "#app/lib/firm.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import type { Language } from "#app/lib/language-alternates.ts";

/** The firm's contact details as a page shows them (shaped on the server). */
export interface ContactDetailsData {
  address: string;
  mapUrl: string;
  phone: string;
  whatsapp: string;
  email: string;
}

/** The firm's address, phone, WhatsApp and e-mail as a definition list, its words in the page's language (the English pages, issue 43). */
export function ContactDetails({ firm, language }: { firm: ContactDetailsData; language: Language }) {
  const t = catalogue(language);
  return (
    <dl>
      {firm.address && (
        <div>
          <dt>
            <Icon name="map" /> {t.contact.address}
          </dt>
          <dd>
            <address>{firm.address}</address>
            {firm.mapUrl && (
              <ExternalLink href={firm.mapUrl} language={language}>
                {t.shell.showOnMap}
              </ExternalLink>
            )}
          </dd>
        </div>
      )}
      {firm.phone && (
        <div>
          <dt>
            <Icon name="phone" /> {t.contact.phone}
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
            <ExternalLink href={`https://wa.me/${whatsappNumber(firm.whatsapp)}`} language={language}>
              {phoneText(firm.whatsapp)}
            </ExternalLink>
          </dd>
        </div>
      )}
      {firm.email && (
        <div>
          <dt>
            <Icon name="mail" /> {t.contact.email}
          </dt>
          <dd>
            <a href={`mailto:${firm.email}`}>{firm.email}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}
