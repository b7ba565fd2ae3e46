import type { CompanyLocation } from '@kmx/domain/content';
import { telLink } from '@kmx/domain/text';
import { useMessages } from '../i18n/MessagesProvider';
import { countryName } from '../PageModules/intl-format';
import { websiteLabel } from './locations-view-model';

export interface LocationCardProps {
  readonly location: CompanyLocation;
  /** BCP 47 tag for the country's name, e.g. `de-CH`. */
  readonly locale: string;
}

/** One location of the directory: its address, how to reach it, and its contacts. */
export function LocationCard({ location, locale }: LocationCardProps) {
  const messages = useMessages();
  return (
    <li className="location-card">
      <h3 className="location-card__name">{location.name}</h3>
      <p className="location-card__type">{messages[`locations.type.${location.type}`]}</p>
      <address className="location-card__address">
        {location.street}
        <br />
        {location.postalCode} {location.city}
        <br />
        <span suppressHydrationWarning>{countryName(location.countryCode, locale)}</span>
      </address>
      <dl className="location-card__reach">
        <dt>{messages['locations.phone']}</dt>
        <dd>
          <a href={telLink(location.phone)}>{location.phone}</a>
        </dd>
        <dt>{messages['locations.email']}</dt>
        <dd>
          <a href={`mailto:${location.email}`}>{location.email}</a>
        </dd>
        {location.website !== null && (
          <>
            <dt>{messages['locations.website']}</dt>
            <dd>
              <a href={location.website}>{websiteLabel(location.website)}</a>
            </dd>
          </>
        )}
      </dl>
      {location.contacts.length > 0 && (
        <>
          <h4 className="location-card__contacts-title">{messages['locations.contacts']}</h4>
          <ul className="location-card__contacts">
            {location.contacts.map((contact) => (
              <li key={contact.id} className="location-contact">
                <p className="location-contact__name">{contact.name}</p>
                <p className="location-contact__role">{contact.role}</p>
                <p className="location-contact__reach">
                  <a href={telLink(contact.phone)}>{contact.phone}</a>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
