import type { PageView } from '@kmx/domain/view';
import { exampleFrame } from '../examples';
import { describe, expect, it } from 'vitest';
import { preloadSiteView } from './site-views';

describe('preloading the code of a view', () => {
  it('resolves for every kind, those kept in the first load included', async () => {
    const notFound: PageView = {
      kind: 'not-found',
      language: 'en',
      homeHref: '/en',
      frame: exampleFrame,
      path: '/en/x',
    };
    await expect(preloadSiteView(notFound)).resolves.toBeUndefined();
    await expect(
      preloadSiteView({ kind: 'error', language: 'en', homeHref: '/en' }),
    ).resolves.toBeUndefined();
  });
});
