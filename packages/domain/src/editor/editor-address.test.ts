import { describe, expect, it } from 'vitest';
import type { EditorAddress } from './editor-address';
import { editorChoice, editorSearch, parseEditorAddress } from './editor-address';
import type { EditorSite } from './EditorPage';

const empty: EditorAddress = {
  site: null,
  lang: null,
  stage: 'PUBLISHED',
  state: null,
  needs: null,
  page: null,
  preview: null,
};

describe('reading the editor address', () => {
  it('reads every value of a full address', () => {
    expect(
      parseEditorAddress(
        '?site=site-main&lang=de&stage=DRAFT&state=InProgress&needs=fr&page=page-careers&preview=%2Fcompany%2Fhistory',
      ),
    ).toEqual({
      site: 'site-main',
      lang: 'de',
      stage: 'DRAFT',
      state: 'InProgress',
      needs: 'fr',
      page: 'page-careers',
      preview: '/company/history',
    });
  });

  it('reads an address without the question mark and with a readable path', () => {
    expect(parseEditorAddress('state=NoTargets&preview=/company')).toEqual({
      ...empty,
      state: 'NoTargets',
      preview: '/company',
    });
  });

  it('shows the published stage and no filter when the address holds nothing', () => {
    expect(parseEditorAddress('')).toEqual(empty);
    expect(parseEditorAddress('?')).toEqual(empty);
  });

  it('leaves out a value given twice', () => {
    expect(parseEditorAddress('?lang=de&lang=fr&stage=DRAFT&stage=DRAFT')).toEqual(empty);
  });

  it.each([
    ['a language code that is no code', '?lang=DE&needs=deu'],
    ['a stage not spelt as the spec does', '?stage=draft'],
    ['a state that does not exist', '?state=Done'],
    ['a site id with a path in it', '?site=..%2Fadmin'],
    ['a page id with markup in it', '?page=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a preview that is no path', '?preview=company'],
    ['a preview that would lead to another host', '?preview=%2F%2Fevil.example%2F'],
    ['a preview with a line break', '?preview=%2Fcompany%0D%0ASet-Cookie%3A%20x'],
    ['a preview with a nul character', '?preview=%2Fcompany%00'],
    ['a preview with a query of its own', '?preview=%2Fcompany%3Fa%3D1'],
    ['a broken escape', '?preview=%2Fcompany%E0%A4%A&site=%'],
    ['an empty value', '?site=&lang=&page='],
    ['a site id too long', `?site=${'a'.repeat(101)}`],
  ])('leaves out %s', (_, search) => {
    expect(parseEditorAddress(search)).toEqual(empty);
  });

  it('keeps the good values beside a bad one, and ignores what it does not know', () => {
    expect(parseEditorAddress('?site=site-events&lang=xx-yy&utm_source=mail&page=p1')).toEqual({
      ...empty,
      site: 'site-events',
      page: 'p1',
    });
  });
});

describe('writing the editor address', () => {
  it('writes nothing for the defaults', () => {
    expect(editorSearch(empty)).toBe('');
  });

  it('writes the values in a fixed order and leaves the published stage out', () => {
    expect(
      editorSearch({
        preview: '/company/history',
        page: 'page-careers',
        needs: 'de',
        state: 'MarkedForTranslation',
        stage: 'DRAFT',
        lang: 'en',
        site: 'site-main',
      }),
    ).toBe(
      '?site=site-main&lang=en&stage=DRAFT&state=MarkedForTranslation&needs=de&page=page-careers&preview=%2Fcompany%2Fhistory',
    );
    expect(editorSearch({ ...empty, site: 'site-main', stage: 'PUBLISHED' })).toBe(
      '?site=site-main',
    );
  });

  it('escapes a path as a form does', () => {
    expect(editorSearch({ ...empty, preview: "/über uns/(neu)!'~" })).toBe(
      '?preview=%2F%C3%BCber+uns%2F%28neu%29%21%27%7E',
    );
  });

  it('writes half a surrogate pair as the replacement character, never failing', () => {
    expect(editorSearch({ ...empty, preview: '/a\uD83D' })).toBe('?preview=%2Fa%EF%BF%BD');
  });

  it('reads back what it wrote', () => {
    const address: EditorAddress = {
      ...empty,
      site: 'site-events',
      needs: 'ja',
      preview: '/über-uns/(neu)',
    };
    expect(parseEditorAddress(editorSearch(address))).toEqual(address);
  });
});

const main: EditorSite = { id: 'site-main', name: 'Kmx', slug: null, languages: ['en', 'de'] };
const events: EditorSite = {
  id: 'site-events',
  name: 'Events',
  slug: 'events',
  languages: ['fr', 'de', 'ja'],
};

describe('the site and language an editor address shows', () => {
  it('is the address’s site and language when the site offers it', () => {
    expect(editorChoice({ site: 'site-events', lang: 'ja' }, [main, events], 'en')).toEqual({
      site: events,
      language: 'ja',
    });
  });

  it('is the first site when the address names none or an unknown one', () => {
    expect(editorChoice({ site: null, lang: null }, [main, events], 'de')).toEqual({
      site: main,
      language: 'de',
    });
    expect(editorChoice({ site: 'site-gone', lang: 'en' }, [main, events], 'de')).toEqual({
      site: main,
      language: 'en',
    });
  });

  it('falls back to the area’s own language where the site does not offer the address’s', () => {
    expect(editorChoice({ site: 'site-main', lang: 'ja' }, [main, events], 'de')).toEqual({
      site: main,
      language: 'de',
    });
  });

  it('falls back to the site’s first language where it offers neither', () => {
    expect(editorChoice({ site: 'site-events', lang: 'en' }, [main, events], 'en')).toEqual({
      site: events,
      language: 'fr',
    });
  });

  it('is nothing without a site, or for a site with no language', () => {
    expect(editorChoice({ site: null, lang: 'en' }, [], 'en')).toBeNull();
    expect(
      editorChoice(
        { site: 'site-empty', lang: 'en' },
        [{ ...main, id: 'site-empty', languages: [] }],
        'en',
      ),
    ).toBeNull();
  });
});
