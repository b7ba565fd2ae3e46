import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, formsInboxPage } from './forms-inbox-page';

/** The page's own markup: everything between `<main>` and `</main>` that is not a value. */
const ownTags = new Set([
  'section',
  'h1',
  'h2',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'tbody',
  'tr',
  'th',
  'td',
  'p',
  'code',
]);

describe('the forms inbox page', () => {
  it('escapes every character that could start markup', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });

  it('prints no tag but its own, whatever a visitor typed', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.boolean())),
        fc.string(),
        (fields, form) => {
          const html = formsInboxPage([
            {
              idempotencyKey: 'key',
              receivedAt: '2026-11-25T08:00:00.000Z',
              submission: { id: 'id', form, fields, language: 'en', page: '/' },
            },
          ]);
          const main = html.slice(html.indexOf('<main>') + 6, html.indexOf('</main>'));
          for (const [, tag] of main.matchAll(/<\/?([a-zA-Z][\w-]*)/g)) {
            expect([...ownTags]).toContain(tag);
          }
          expect(main.match(/<section/g)).toHaveLength(1);
        },
      ),
    );
  });

  it('says so when nothing arrived yet', () => {
    expect(formsInboxPage([])).toContain('0 submissions received');
  });
});
