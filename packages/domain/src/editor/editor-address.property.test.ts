import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { EditorAddress } from './editor-address';
import { editorChoice, editorSearch, pageStateFilters, parseEditorAddress } from './editor-address';
import type { EditorSite } from './EditorPage';

const id = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,20}$/);
const code = fc.stringMatching(/^[a-z]{2}$/);
// Paths within a site: any characters but white space, control characters, `?`, `#` and `\`,
// and never two slashes at the start.
const pathCharacter = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
  .filter(
    (character) =>
      !/[\s?#\\]/u.test(character) &&
      ![...character].some((unit) => unit.charCodeAt(0) < 0x20 || unit.charCodeAt(0) === 0x7f),
  );
const path = fc
  .array(fc.oneof(pathCharacter, fc.constant('/')), { maxLength: 20 })
  .map((characters) => `/${characters.join('')}`)
  .filter((candidate) => !candidate.startsWith('//'));

const address: fc.Arbitrary<EditorAddress> = fc.record({
  site: fc.option(id),
  lang: fc.option(code),
  stage: fc.constantFrom('DRAFT', 'PUBLISHED' as const),
  state: fc.option(fc.constantFrom(...pageStateFilters)),
  needs: fc.option(code),
  page: fc.option(id),
  preview: fc.option(path),
});
const names = ['site', 'lang', 'stage', 'state', 'needs', 'page', 'preview'] as const;

test.prop([address])('an address reads back as it was written', (written) => {
  expect(parseEditorAddress(editorSearch(written))).toEqual(written);
});

test.prop([address])('an address is written as the platform writes a query', (written) => {
  const entries = names.flatMap((name) => {
    const value = written[name];
    return value === null || (name === 'stage' && value === 'PUBLISHED') ? [] : [[name, value]];
  });
  const platform = new URLSearchParams(entries).toString();
  expect(editorSearch(written)).toBe(platform === '' ? '' : `?${platform}`);
});

// Any code point, and halves of surrogate pairs on their own, which UTF-8 cannot hold.
const anyText = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.constantFrom('\uD83D', '\uDE00', '\uDBFF'),
  ),
  maxLength: 30,
});

test.prop([anyText])(
  'any text as a path is written without an error, as the platform writes it',
  (text) => {
    const search = editorSearch({ ...parseEditorAddress(''), preview: text });
    expect(search).toBe(`?${new URLSearchParams([['preview', text]]).toString()}`);
  },
);

test.prop([address, fc.constantFrom(...names), fc.string({ maxLength: 8 })])(
  'a value given twice is left out and leaves the others alone',
  (written, name, other) => {
    // A default is not written, so the added value would be the only one and may fit.
    fc.pre(written[name] !== null && !(name === 'stage' && written.stage === 'PUBLISHED'));
    const read = parseEditorAddress(
      `${editorSearch(written)}&${name}=${encodeURIComponent(other)}`,
    );
    expect(read).toEqual({ ...written, [name]: name === 'stage' ? 'PUBLISHED' : null });
  },
);

test.prop([address, fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })])(
  'a parameter the editor does not know changes nothing',
  (written, name, value) => {
    fc.pre(!(names as readonly string[]).includes(name));
    const extra = new URLSearchParams([[name, value]]).toString();
    expect(parseEditorAddress(`${editorSearch(written)}&${extra}`)).toEqual(written);
  },
);

// Hostile input: any characters, stray `%`, `&`, `=` and `+`, and the names the editor reads.
const hostile = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom(
        '%',
        '%E0%A4%A',
        '&',
        '=',
        '+',
        '?',
        '%00',
        '%2F%2F',
        ...names.map((n) => `${n}=`),
      ),
    ),
    { maxLength: 12 },
  )
  .map((pieces) => pieces.join(''));

test.prop([hostile])('any query gives an address, never an error', (search) => {
  expect(() => parseEditorAddress(search)).not.toThrow();
});

test.prop([hostile])('whatever an address read, it writes and reads back the same', (search) => {
  const read = parseEditorAddress(search);
  expect(parseEditorAddress(editorSearch(read))).toEqual(read);
});

test.prop([
  fc.array(fc.tuple(fc.constantFrom(...names), fc.string({ maxLength: 12 })), { maxLength: 10 }),
])(
  'a well-formed query reads as the platform reads it, each value once and valid or left out',
  (pairs) => {
    const search = new URLSearchParams(pairs).toString();
    const platform = new URLSearchParams(search);
    const read = parseEditorAddress(search);
    for (const name of names) {
      const values = platform.getAll(name);
      const value = read[name];
      if (values.length !== 1) {
        expect(value).toBe(name === 'stage' ? 'PUBLISHED' : null);
      } else if (value !== null && !(name === 'stage' && value === 'PUBLISHED')) {
        expect(value).toBe(values[0]);
      }
    }
  },
);

const site: fc.Arbitrary<EditorSite> = fc.record({
  id: fc.constantFrom('site-main', 'site-events', 'site-brands'),
  name: fc.string({ maxLength: 6 }),
  slug: fc.option(fc.constantFrom('events', 'brands')),
  languages: fc.uniqueArray(fc.constantFrom('en', 'de', 'fr', 'ja'), { maxLength: 4 }),
});
const sites = fc.uniqueArray(site, { selector: (each) => each.id, maxLength: 3 });
const wanted = fc.record({
  site: fc.option(fc.constantFrom('site-main', 'site-events', 'site-brands', 'site-gone')),
  lang: fc.option(fc.constantFrom('en', 'de', 'fr', 'ja', 'zh')),
});

test.prop([wanted, sites, fc.constantFrom('en', 'de')])(
  'the choice is the address’s site, else the first; its language, else the area’s, else the first',
  (choice, list, areaLanguage) => {
    const result = editorChoice(choice, list, areaLanguage);
    const expectedSite = list.find((each) => each.id === choice.site) ?? list[0];
    if (expectedSite === undefined || expectedSite.languages.length === 0) {
      expect(result).toBeNull();
      return;
    }
    expect(result?.site).toBe(expectedSite);
    const offered = expectedSite.languages;
    const expectedLanguage =
      choice.lang !== null && offered.includes(choice.lang)
        ? choice.lang
        : offered.includes(areaLanguage)
          ? areaLanguage
          : offered[0];
    expect(result?.language).toBe(expectedLanguage);
  },
);

test.prop([wanted, sites, fc.constantFrom('en', 'de')])(
  'the choice is always a site offered, in a language it offers',
  (choice, list, areaLanguage) => {
    const result = editorChoice(choice, list, areaLanguage);
    if (result === null) return;
    expect(list).toContain(result.site);
    expect(result.site.languages).toContain(result.language);
  },
);
