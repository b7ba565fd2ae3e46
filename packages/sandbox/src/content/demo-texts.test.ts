import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { companyContact } from './company-contacts';
import { storedPages } from './content-data';
import { storedLocations } from './items-data';

const dataDirectory = new URL('../../data/', import.meta.url).pathname;

function files(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.json') ? [path] : [];
  });
}

/** Every string in a JSON value, with the key it stands under. */
function strings(value: unknown, key = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([inner, item]) => strings(item, inner));
  return [];
}

/** Contract names of the spec (`kudex.page-view` and the like) are not shown to visitors. */
const contractName = /^kudex\.[a-z-]+(?:\.[a-z-]+)*$/;

describe('the demo data speaks of one company', () => {
  it('names no "Kudex" in any visitor-visible text, address or link', () => {
    const found = files(dataDirectory).flatMap((file) =>
      strings(JSON.parse(readFileSync(file, 'utf8')))
        .filter(({ text }) => /kudex/i.test(text) && !contractName.test(text))
        .map(({ key, text }) => `${file.slice(dataDirectory.length)} ${key}: ${text.slice(0, 60)}`),
    );
    expect(found).toEqual([]);
  });
});

describe('company contacts: one source of phone numbers and e-mail addresses', () => {
  function contactsOf(pageId: string) {
    const page = storedPages.find((candidate) => candidate.id === pageId);
    return Object.values(page?.published ?? {}).flatMap((translation) =>
      translation.blocks.flatMap((block) =>
        block.kind === 'ContactTeaser'
          ? [block['contact'] as { email: string; phone: string }]
          : [],
      ),
    );
  }

  it('gives the contact page and the home page the experts’ phone and e-mail', () => {
    const experts = companyContact('experts');
    expect(experts).toEqual({ email: 'experts@komax.example', phone: '+41 41 455 10 10' });
    const shown = [...contactsOf('page-contact'), ...contactsOf('page-home')];
    expect(shown.length).toBeGreaterThanOrEqual(6);
    for (const contact of shown) expect(contact).toMatchObject(experts ?? {});
  });

  it('gives the locations page the headquarters of the locations list', () => {
    const headquarters = storedLocations.find((location) => location.type === 'Headquarters');
    const shown = contactsOf('page-locations');
    expect(shown.length).toBeGreaterThan(0);
    for (const contact of shown)
      expect(contact).toMatchObject({ email: headquarters?.email, phone: headquarters?.phone });
  });

  it('knows no contact it was not given', () => {
    expect(companyContact('nobody')).toBeUndefined();
    expect(companyContact('toString')).toBeUndefined();
  });
});
