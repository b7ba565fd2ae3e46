import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { storedPages } from './content-data';
import { createContentService } from './content-service';
import { whitepaperById } from './whitepapers';

let server: LoopbackServer;

beforeAll(async () => {
  server = await listenOnLoopback(createContentService());
});

afterAll(() => server.close());

const formFields = `
  __typename id
  ... on LicenceRequestFormBlock { title intro }
  ... on WhitepaperFormBlock { title intro whitepaper { id title } }
`;

async function formBlocks(path: string, locale: string) {
  const response = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify({
      query: `{ page(path: "${path}") { contentLanguage blocks { ${formFields} } } }`,
    }),
  });
  const { data } = (await response.json()) as {
    data: { page: { contentLanguage: string; blocks: Record<string, unknown>[] } };
  };
  return {
    language: data.page.contentLanguage,
    forms: data.page.blocks.filter((block) => String(block['__typename']).endsWith('FormBlock')),
  };
}

describe('the form blocks of the sandbox pages', () => {
  it('place the licence request form on the open-source licences page in en, de and fr', async () => {
    const titles: Record<string, string> = {
      en: 'Request open-source licence information',
      de: 'Open-Source-Lizenzinformationen anfordern',
      fr: 'Demander les informations de licence open source',
    };
    for (const [language, title] of Object.entries(titles)) {
      const page = await formBlocks('/open-source-licences', language);
      expect(page.language).toBe(language);
      expect(page.forms).toEqual([
        {
          __typename: 'LicenceRequestFormBlock',
          id: 'licence-request-form',
          title,
          intro: expect.any(String) as unknown,
        },
      ]);
    }
  });

  it('place the whitepaper form, naming its whitepaper by id and title, in en, de and fr', async () => {
    const titles: Record<string, string> = {
      en: 'The wire processing guide',
      de: 'Leitfaden Kabelverarbeitung',
      fr: 'Le guide du traitement des câbles',
    };
    for (const [language, title] of Object.entries(titles)) {
      const page = await formBlocks('/whitepapers/wire-processing-guide', language);
      expect(page.language).toBe(language);
      expect(page.forms).toMatchObject([
        {
          __typename: 'WhitepaperFormBlock',
          id: 'whitepaper-form',
          whitepaper: { id: 'wire-processing-guide', title },
        },
      ]);
    }
  });

  it('name only whitepapers the service has a file for', () => {
    const named = storedPages.flatMap((page) =>
      Object.values({ ...page.published, ...page.draft }).flatMap((translation) =>
        translation.blocks.filter((block) => block.kind === 'WhitepaperForm'),
      ),
    );
    expect(named.length).toBeGreaterThanOrEqual(3);
    for (const block of named) {
      const whitepaper = block['whitepaper'] as { id: string };
      expect(whitepaperById(whitepaper.id), whitepaper.id).not.toBeNull();
    }
  });
});
