import { fc, test } from '@fast-check/vitest';
import type { BodyBlock, Page } from '@kmx/domain/content';
import { expect } from 'vitest';
import { sanitisePage } from './sanitise-page';

const attack = fc.constantFrom(
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" JaVaScRiPt:alert(1)">x</a>',
  '<p style="color:red">x</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload=alert(1)>',
  '<object data="x"></object>',
);
const text = fc
  .array(fc.oneof(attack, fc.string({ maxLength: 8 }), fc.constant('<p>ok</p>')), { maxLength: 5 })
  .map((parts) => parts.join(''));
const image = fc.record({
  url: fc.constantFrom('https://media.example/a.jpg', 'javascript:alert(1)', 'data:text/html,x'),
  alternativeText: text,
});
const block: fc.Arbitrary<BodyBlock> = fc.oneof(
  text.map((html) => ({ id: 'r', type: 'RichText' as const, html })),
  fc.record({ title: text, html: text }).map((item) => ({
    id: 'a',
    type: 'Accordion' as const,
    title: item.title,
    items: [item],
  })),
  fc.record({ title: text, text, image }).map((teaser) => ({
    id: 't',
    type: 'Teaser' as const,
    teaser: { ...teaser, link: null },
  })),
  fc.record({ quote: text, author: text, portrait: image }).map((quote) => ({
    id: 'q',
    type: 'Quote' as const,
    role: null,
    ...quote,
  })),
  fc.record({ title: text, text }).map((message) => ({
    id: 'f',
    type: 'FlashMessage' as const,
    message,
  })),
  fc.array(fc.array(text, { maxLength: 3 }), { maxLength: 3 }).map((rows) => ({
    id: 'tb',
    type: 'Table' as const,
    caption: null,
    head: [],
    rows,
    footnote: null,
  })),
  fc.record({ title: text, intro: text }).map((form) => ({
    id: 'l',
    type: 'LicenceRequestForm' as const,
    ...form,
  })),
  fc.record({ title: text, intro: text, id: text, name: text }).map((form) => ({
    id: 'w',
    type: 'WhitepaperForm' as const,
    title: form.title,
    intro: form.intro,
    whitepaper: { id: form.id, title: form.name },
  })),
);

const page = (blocks: readonly BodyBlock[]): Page => ({
  id: 'p',
  siteId: 's',
  title: 'T',
  slug: 't',
  url: '/t',
  pageType: 'Content',
  theme: 'Default',
  contentLanguage: 'en',
  isLanguageFallback: false,
  isLanguageUnavailable: false,
  languages: ['en'],
  isPublished: true,
  protection: 'none',
  description: '',
  blocks,
});

test.prop([fc.array(block, { maxLength: 4 })])(
  'no cleaned block carries a script, a handler, a script address, a style or a frame',
  (blocks) => {
    const clean = JSON.stringify(sanitisePage(page(blocks)).blocks);
    expect(clean).not.toMatch(
      /<script|<svg|<object|<iframe|\son\w+=|javascript:|data:text|style=/i,
    );
  },
);

test.prop([fc.array(block, { maxLength: 4 })])(
  'sanitising twice changes nothing more',
  (blocks) => {
    const once = sanitisePage(page(blocks));
    expect(sanitisePage(once)).toEqual(once);
  },
);
