import companyContacts from '../../data/content/company-contacts.json' with { type: 'json' };
import type { StoredBlock, StoredPage, StoredTranslations } from './content-data';
import { storedLocations } from './items-data';

/**
 * One source of the company's phone numbers and e-mail addresses (issue 20: the contact panel and
 * the contact page gave different ones). A contact teaser names its contact with `contactRef`:
 * `headquarters` is the headquarters of the locations list, any other name an entry of
 * `company-contacts.json`; the page data keeps only the contact's name and role per language.
 */
export interface CompanyContact {
  readonly email: string;
  readonly phone: string;
}

const headquarters = storedLocations.find((location) => location.type === 'Headquarters');

/** The phone and e-mail of a named company contact, or `undefined` for an unknown name. */
export function companyContact(name: string): CompanyContact | undefined {
  if (name === 'headquarters')
    return headquarters && { email: headquarters.email, phone: headquarters.phone };
  const contacts: Readonly<Record<string, CompanyContact>> = companyContacts;
  return Object.hasOwn(contacts, name) ? contacts[name] : undefined;
}

function withContact(block: StoredBlock): StoredBlock {
  const name = block['contactRef'];
  if (typeof name !== 'string') return block;
  const contact = companyContact(name);
  if (contact === undefined) throw new Error(`Unknown company contact "${name}" in ${block.id}`);
  const person = (block['contact'] ?? {}) as Readonly<Record<string, unknown>>;
  return { ...block, contact: { ...person, email: contact.email, phone: contact.phone } };
}

function translationsWithContacts(translations: StoredTranslations): StoredTranslations {
  return Object.fromEntries(
    Object.entries(translations).map(([language, translation]) => [
      language,
      { ...translation, blocks: translation.blocks.map(withContact) },
    ]),
  );
}

/** `page` with the phone and e-mail of every named contact filled in from the one source. */
export function pageWithCompanyContacts<Page extends StoredPage>(page: Page): Page {
  return {
    ...page,
    published: translationsWithContacts(page.published),
    ...(page.draft === undefined ? {} : { draft: translationsWithContacts(page.draft) }),
  };
}
