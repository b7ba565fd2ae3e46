import type { LoopbackServer } from '@kmx/sandbox';
import { createContentService, listenOnLoopback } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlContentSource } from './GraphqlContentSource';

let server: LoopbackServer;
let source: GraphqlContentSource;

beforeAll(async () => {
  server = await listenOnLoopback(createContentService());
  source = new GraphqlContentSource({ endpoint: `${server.origin}/graphql` });
});

afterAll(() => server.close());

describe('GraphqlContentSource reads the form blocks of the sandbox over HTTP', () => {
  it('reads the licence request form of the open-source licences page in German', async () => {
    const page = await source.pageByPath({ path: '/open-source-licences', language: 'de' });
    expect(page?.contentLanguage).toBe('de');
    expect(page?.blocks.find((block) => block.type === 'LicenceRequestForm')).toEqual({
      id: 'licence-request-form',
      type: 'LicenceRequestForm',
      title: 'Open-Source-Lizenzinformationen anfordern',
      intro: expect.stringContaining('Alle Felder sind Pflichtfelder') as unknown,
    });
  });

  it('reads the whitepaper form with its whitepaper’s id and title in French', async () => {
    const page = await source.pageByPath({
      path: '/whitepapers/wire-processing-guide',
      language: 'fr',
    });
    expect(page?.blocks.find((block) => block.type === 'WhitepaperForm')).toEqual({
      id: 'whitepaper-form',
      type: 'WhitepaperForm',
      title: 'Télécharger le livre blanc',
      intro: 'Dites-nous qui vous êtes et le guide se télécharge aussitôt.',
      whitepaper: { id: 'wire-processing-guide', title: 'Le guide du traitement des câbles' },
    });
  });
});
