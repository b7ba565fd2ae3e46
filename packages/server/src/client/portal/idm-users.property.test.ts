import { defaultUserAdminQuery, type UserAdminQuery } from '@kmx/domain/portal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteFilterText, userAdminFilter } from './idm-users';

/**
 * IDM's `_queryFilter` as its reader sees it: outside quotes, the words and brackets; inside,
 * a backslash takes the next character as it is and a double quote ends the string.
 */
function tokens(filter: string): { skeleton: string; strings: string[] } {
  let skeleton = '';
  const strings: string[] = [];
  let index = 0;
  while (index < filter.length) {
    const char = filter.charAt(index);
    if (char !== '"') {
      skeleton += char;
      index += 1;
      continue;
    }
    let text = '';
    index += 1;
    for (;;) {
      if (index >= filter.length) throw new Error('Unterminated string');
      const next = filter.charAt(index);
      if (next === '"') break;
      if (next === '\\') index += 1;
      text += filter.charAt(index);
      index += 1;
    }
    index += 1;
    strings.push(text);
    skeleton += '""';
  }
  return { skeleton, strings };
}

const anyText = fc.string({ unit: 'binary', maxLength: 60 });
const oneWord = anyText.filter((text) => text !== '' && !/\s/.test(text));

describe('a quoted filter text', () => {
  it('reads back as exactly the text typed, and the string ends where the quoting ends', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const quoted = quoteFilterText(text);
        expect(tokens(quoted)).toEqual({ skeleton: '""', strings: [text] });
      }),
    );
  });
});

describe('the user list filter', () => {
  it('keeps its shape whatever is typed: no text adds, ends or widens a clause', () => {
    const plain: UserAdminQuery = {
      ...defaultUserAdminQuery,
      status: 'pending',
      organization: 'o',
      application: 'a',
      role: 'r',
      text: 'w',
    };
    const expected = tokens(userAdminFilter(plain)).skeleton;
    fc.assert(
      fc.property(oneWord, anyText, anyText, anyText, (word, organization, application, role) => {
        const filter = userAdminFilter({ ...plain, organization, application, role, text: word });
        const read = tokens(filter);
        expect(read.skeleton).toBe(expected);
        expect(read.strings).toEqual([
          'pending',
          organization,
          application,
          role,
          word,
          word,
          word,
        ]);
      }),
    );
  });

  it('searches each typed word in first name, last name and e-mail', () => {
    fc.assert(
      fc.property(fc.array(oneWord, { minLength: 1, maxLength: 4 }), (words) => {
        const read = tokens(userAdminFilter({ ...defaultUserAdminQuery, text: words.join(' ') }));
        expect(read.strings).toEqual(words.flatMap((word) => [word, word, word]));
        expect(read.skeleton.split(' and ')).toHaveLength(words.length);
      }),
    );
  });
});
