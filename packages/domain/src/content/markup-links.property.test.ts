import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { localiseMarkupLinks } from './markup-links';

const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
const path = fc
  .array(segment, { minLength: 1, maxLength: 3 })
  .map((parts) => `/${parts.join('/')}`);
const context = fc.record({
  localeCode: fc.constantFrom('en', 'de-ch'),
  siteSlug: fc.constantFrom(null, 'events'),
});

test.prop([fc.array(path, { maxLength: 4 }), context])(
  'localising the links of markup twice gives what localising once gives',
  (paths, where) => {
    const html = paths.map((href) => `<p><a href="${href}">x</a></p>`).join('');
    const once = localiseMarkupLinks(html, where);
    expect(localiseMarkupLinks(once, where)).toBe(once);
  },
);

test.prop([fc.string(), context])('markup without links is left as it is', (text, where) => {
  const html = `<p>${text.replace(/[<>"]/g, '')}</p>`;
  expect(localiseMarkupLinks(html, where)).toBe(html);
});
