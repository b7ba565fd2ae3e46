import type { LoopbackServer } from '@kmx/sandbox';
import { createContentService, listenOnLoopback } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlProtectedMedia } from './GraphqlProtectedMedia';

let server: LoopbackServer;

beforeAll(async () => {
  server = await listenOnLoopback(createContentService());
});

afterAll(() => server.close());

describe('GraphqlProtectedMedia reads the sandbox’s protected files over HTTP', () => {
  it('names each file with the protected pages that offer it', async () => {
    const media = new GraphqlProtectedMedia({ endpoint: `${server.origin}/graphql` });
    const files = await media.protectedFiles();
    expect(files.find((file) => file.url === '/media/downloads/komax-logo-colour.svg')).toEqual({
      url: '/media/downloads/komax-logo-colour.svg',
      pages: [
        { siteId: 'site-brand-portal', url: '/komax/komax-protected', protection: 'password' },
      ],
    });
  });
});
