import { describe, expect, it } from 'vitest';
import { localiseMarkupLinks } from './markup-links';

const swiss = { localeCode: 'de-ch', siteSlug: null };

describe('links in CMS markup', () => {
  it('are localised whether the editor wrote a locale or not', () => {
    expect(
      localiseMarkupLinks(
        '<p><a href="/en/company">Company</a> and <a class="x" href="/contact#form">contact</a></p>',
        swiss,
      ),
    ).toBe(
      '<p><a href="/de-ch/company">Company</a> and <a class="x" href="/de-ch/contact#form">contact</a></p>',
    );
  });

  it('carry the site slug of a site without a domain of its own', () => {
    expect(
      localiseMarkupLinks('<a href="/agenda">A</a>', { localeCode: 'en', siteSlug: 'events' }),
    ).toBe('<a href="/en/events/agenda">A</a>');
  });

  it('leave other sites, fragments, mail and other elements alone', () => {
    const html =
      '<a href="https://jobs.komax.example/x">J</a><a href="#facts">F</a><a href="mailto:a@b.example">M</a><a href="//cdn.example/x">C</a><img src="/en/a.png" />';
    expect(localiseMarkupLinks(html, swiss)).toBe(html);
  });
});
