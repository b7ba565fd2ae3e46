import type { BodyBlock, Page } from '@kmx/domain/content';
import { describe, expect, it } from 'vitest';
import { sanitisePage } from './sanitise-page';

const hostile = [
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<iframe src="https://evil.example"></iframe>',
].join('');

/** What no cleaned field may contain, whatever kind of block it is in. Its plain text is `xx`. */
const runsScript = /<script|onerror|javascript:|style=|<iframe/i;

const image = { url: 'https://media.example/a.jpg', alternativeText: `Alt ${hostile}` };
const badImage = { url: 'javascript:alert(1)', alternativeText: 'Bad' };

function page(blocks: readonly BodyBlock[]): Page {
  return {
    id: 'p',
    siteId: 'site-main',
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
  };
}

function cleaned(block: BodyBlock): BodyBlock | undefined {
  return sanitisePage(page([block])).blocks[0];
}

describe('sanitising a page for its renderers', () => {
  it('cleans a page object once: the same cached page gives the same cleaned page', () => {
    const cached = page([{ id: 'r', type: 'RichText', html: `<p>Text</p>${hostile}` }]);
    const first = sanitisePage(cached);
    expect(sanitisePage(cached)).toBe(first);
    expect(JSON.stringify(first)).not.toMatch(runsScript);
    // An equal page read again from the upstream is another object, cleaned on its own.
    const again = sanitisePage({ ...cached });
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('keeps the formatting of rich text and removes what could run script', () => {
    const block = cleaned({
      id: 'r',
      type: 'RichText',
      html: `<p>Keep <strong>this</strong> <a href="/en/x">link</a></p>${hostile}`,
    });
    expect(block?.type === 'RichText' && block.html).toContain(
      '<strong>this</strong> <a href="/en/x" rel="noopener noreferrer">link</a>',
    );
    expect(JSON.stringify(block)).not.toMatch(runsScript);
  });

  it('cleans the text of a flash message and drops a link target that runs script', () => {
    const block = cleaned({
      id: 'f',
      type: 'FlashMessage',
      message: {
        title: `Hi ${hostile}`,
        text: `An <em>info</em> ${hostile}`,
        linkText: 'Go',
        to: 'javascript:alert(1)',
      },
    });
    expect(block).toEqual({
      id: 'f',
      type: 'FlashMessage',
      message: {
        title: 'Hi xx',
        text: 'An <em>info</em> <img src="x" /><a rel="noopener noreferrer">x</a><p>x</p>',
      },
    });
  });

  it('keeps a safe flash message link with a plain text', () => {
    const block = cleaned({
      id: 'f',
      type: 'FlashMessage',
      message: { title: 'T', text: 'x', linkText: '<b>Contact</b> us', to: '/contact' },
    });
    expect(block).toMatchObject({ message: { linkText: 'Contact us', to: '/contact' } });
  });

  it('shows the placeholder for an image address that runs script, with a plain alt text', () => {
    const block = cleaned({
      id: 'i',
      type: 'Image',
      image: badImage,
      caption: hostile,
      layout: 'inline',
    });
    expect(block).toEqual({
      id: 'i',
      type: 'Image',
      image: { url: '/images/placeholder.svg', alternativeText: 'Bad' },
      caption: 'xx',
      layout: 'inline',
    });
  });

  it('drops a video whose address runs script and cleans the rest', () => {
    expect(
      sanitisePage(
        page([
          {
            id: 'v',
            type: 'Video',
            video: { url: 'javascript:alert(1)', title: 'V', thumbnail: null },
            caption: null,
            layout: 'aside',
          },
        ]),
      ).blocks,
    ).toEqual([]);
    const video = cleaned({
      id: 'v',
      type: 'Video',
      video: { url: 'https://media.example/v.mp4', title: `V${hostile}`, thumbnail: image },
      caption: hostile,
      layout: 'aside',
    });
    expect(JSON.stringify(video)).not.toMatch(runsScript);
    expect(video).toMatchObject({ video: { url: 'https://media.example/v.mp4', title: 'Vxx' } });
  });

  it('cleans the titles, captions and pictures of a gallery', () => {
    const block = cleaned({
      id: 'g',
      type: 'Gallery',
      title: hostile,
      images: [{ image: badImage, caption: hostile }],
    });
    expect(JSON.stringify(block)).not.toMatch(runsScript);
    expect(block).toMatchObject({ images: [{ image: { url: '/images/placeholder.svg' } }] });
  });

  it('keeps teaser text formatting, drops links that run script', () => {
    const teaser = {
      title: `Title ${hostile}`,
      text: `With <strong>markup</strong>${hostile}`,
      image,
      link: { kind: 'external' as const, text: 'Out', url: 'javascript:alert(1)' },
    };
    const single = cleaned({ id: 't', type: 'Teaser', teaser });
    const row = cleaned({ id: 'ts', type: 'Teasers', title: hostile, teasers: [teaser] });
    for (const block of [single, row]) {
      expect(JSON.stringify(block)).not.toMatch(runsScript);
      expect(JSON.stringify(block)).toContain('<strong>markup</strong>');
    }
    expect(single).toMatchObject({ teaser: { link: null } });
  });

  it('keeps a safe teaser link with a plain text, and drops unsafe path and page addresses', () => {
    const linked = (link: NonNullable<Extract<BodyBlock, { type: 'Teaser' }>['teaser']['link']>) =>
      cleaned({ id: 't', type: 'Teaser', teaser: { title: 'T', text: null, image: null, link } });
    expect(
      linked({ kind: 'product', text: '<i>The</i> {{name}}', productSlug: 'cutter-355' }),
    ).toMatchObject({
      teaser: { link: { kind: 'product', text: 'The {{name}}' } },
    });
    expect(
      linked({ kind: 'path', text: 'P', link: { kind: 'path', path: 'javascript:alert(1)' } }),
    ).toMatchObject({ teaser: { link: null } });
    expect(
      linked({
        kind: 'page',
        text: 'P',
        page: { id: 'x', url: 'javascript:alert(1)' },
        pageParameters: '',
        openInNewTab: false,
      }),
    ).toMatchObject({ teaser: { link: { page: { id: 'x', url: null } } } });
  });

  it('makes every table cell plain text', () => {
    const block = cleaned({
      id: 'tb',
      type: 'Table',
      caption: hostile,
      head: [`<b>Year</b>${hostile}`],
      rows: [[`2022${hostile}`, '< 6 mm²']],
      footnote: hostile,
    });
    expect(block).toEqual({
      id: 'tb',
      type: 'Table',
      caption: 'xx',
      head: ['Yearxx'],
      rows: [['2022xx', '< 6 mm²']],
      footnote: 'xx',
    });
  });

  it('keeps accordion answers formatted and cleans their titles', () => {
    const block = cleaned({
      id: 'a',
      type: 'Accordion',
      title: hostile,
      items: [{ title: `Q${hostile}`, html: `<p>A <a href="/en/contact">link</a></p>${hostile}` }],
    });
    expect(JSON.stringify(block)).not.toMatch(runsScript);
    expect(block).toMatchObject({ items: [{ title: 'Qxx' }] });
  });

  it('cleans product lists, contact teasers, quotes and unknown blocks', () => {
    const blocks: BodyBlock[] = [
      { id: 'p', type: 'ProductList', title: hostile, productSlugs: [`cutter-355${hostile}`] },
      {
        id: 'c',
        type: 'ContactTeaser',
        title: hostile,
        text: hostile,
        contact: { name: hostile, role: hostile, email: hostile, phone: hostile, image: badImage },
      },
      {
        id: 'q',
        type: 'Quote',
        quote: `Precision ${hostile}`,
        author: hostile,
        role: hostile,
        portrait: image,
      },
      { id: 'u', type: 'Unknown', typeName: `Countdown${hostile}` },
    ];
    const clean = sanitisePage(page(blocks)).blocks;
    expect(JSON.stringify(clean)).not.toMatch(runsScript);
    expect(clean[2]).toMatchObject({ quote: 'Precision xx' });
  });

  it('cleans heroes and key figures (issue 20)', () => {
    const blocks: BodyBlock[] = [
      {
        id: 'h',
        type: 'Hero',
        headline: `Precision ${hostile}`,
        lead: hostile,
        picture: badImage,
        callToAction: {
          kind: 'external',
          text: `Go${hostile}`,
          url: 'javascript:alert(1)',
        },
        secondaryAction: null,
      },
      {
        id: 'k',
        type: 'KeyFigures',
        title: hostile,
        figures: [{ value: `1975${hostile}`, unit: hostile, label: hostile }],
      },
    ];
    const clean = sanitisePage(page(blocks)).blocks;
    expect(JSON.stringify(clean)).not.toMatch(runsScript);
    expect(clean[0]).toMatchObject({ headline: 'Precision xx', callToAction: null });
    expect(clean[1]).toMatchObject({ figures: [{ value: '1975xx' }] });
  });

  it('drops downloads whose address runs script and cleans the others', () => {
    const file = {
      name: `Sheet${hostile}`,
      url: 'https://media.example/sheet.pdf',
      extension: 'pdf',
      sizeBytes: 524288,
      language: 'en',
      thumbnail: badImage,
    };
    const block = cleaned({
      id: 'd',
      type: 'Downloads',
      title: null,
      files: [file, { ...file, url: 'javascript:alert(1)' }],
    });
    expect(block).toEqual({
      id: 'd',
      type: 'Downloads',
      title: null,
      files: [
        {
          ...file,
          name: 'Sheetxx',
          thumbnail: { url: '/images/placeholder.svg', alternativeText: 'Bad' },
        },
      ],
    });
  });

  it('gives rich-text headings ids unique on the page', () => {
    const blocks = sanitisePage(
      page([
        { id: 'a', type: 'RichText', html: '<h2>Facts</h2>' },
        { id: 'b', type: 'RichText', html: '<h2 onclick="x()">Facts</h2>' },
      ]),
    ).blocks;
    expect(blocks).toEqual([
      { id: 'a', type: 'RichText', html: '<h2 id="facts">Facts</h2>' },
      { id: 'b', type: 'RichText', html: '<h2 id="facts-2">Facts</h2>' },
    ]);
  });
});
