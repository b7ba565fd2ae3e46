import type { StoredMediaRelease } from './items-data';
import { storedEvents, storedInvestorData, storedLocations } from './items-data';
import { localised, localisedText } from './items-localise';
import type { ItemsContext } from './items-stories';
import { contentImage } from './items-stories';

export function mediaReleaseAnswer(release: StoredMediaRelease, context: ItemsContext) {
  const { language, value: text } = localised(release.translations, context.languages);
  return {
    id: release.id,
    slug: release.slug,
    publicationDate: release.publicationDate,
    adhoc: release.adhoc,
    title: text.title,
    leadText: text.leadText,
    body: text.body,
    contentLanguage: language,
  };
}

export function eventsAnswer(context: ItemsContext) {
  return storedEvents.map((event) => ({
    id: event.id,
    startDate: event.startDate,
    endDate: event.endDate,
    link: event.link,
    ...localisedText(event.translations, context.languages),
  }));
}

export function investorDataAnswer(context: ItemsContext) {
  const { languages } = context;
  return {
    shareCounts: storedInvestorData.shareCounts.map((row) => ({
      key: row.key,
      label: localisedText(row.labels, languages),
      count: row.count,
    })),
    dividends: [...storedInvestorData.dividends]
      .sort((a, b) => b.financialYear - a.financialYear)
      .map((row) => ({
        financialYear: row.financialYear,
        label: localisedText(row.labels, languages),
        amountChf: row.amountChf,
        exDate: row.exDate,
        paymentDate: row.paymentDate,
      })),
    financialCalendar: [...storedInvestorData.financialCalendar]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((row) => ({ date: row.date, title: localisedText(row.titles, languages) })),
  };
}

export interface LocationsFilter {
  readonly country?: string | null;
  readonly type?: string | null;
}

export function locationsAnswer(filter: LocationsFilter, context: ItemsContext) {
  const country = filter.country?.toUpperCase();
  return storedLocations
    .filter(
      (location) =>
        (country === undefined || location.countryCode === country) &&
        (filter.type == null || location.type === filter.type),
    )
    .map((location) => ({
      id: location.id,
      name: localisedText(location.names, context.languages),
      type: location.type,
      countryCode: location.countryCode,
      street: location.street,
      postalCode: location.postalCode,
      city: location.city,
      phone: location.phone,
      email: location.email,
      website: location.website,
      image: contentImage(
        context,
        location.image,
        localisedText(location.names, context.languages),
      ),
      contacts: location.contacts.map((contact) => ({
        id: contact.id,
        name: contact.name,
        role: localisedText(contact.roles, context.languages),
        email: contact.email,
        phone: contact.phone,
        image: contentImage(context, contact.image, contact.name),
      })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
