import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { mailtoLink } from './mailto-link';

const text = fc.string({ unit: 'binary-ascii', maxLength: 40 });

function queryOf(link: string): Map<string, string> {
  const start = link.indexOf('?');
  const query = start === -1 ? '' : link.slice(start + 1);
  return new Map(
    query
      .split('&')
      .filter((part) => part !== '')
      .map((part) => {
        const [name = '', value = ''] = part.split('=');
        return [name, decodeURIComponent(value)];
      }),
  );
}

test.prop([text, text, text])(
  'subject and text come back unchanged (line breaks as CRLF) when the link is read',
  (to, subject, body) => {
    const query = queryOf(mailtoLink({ to, subject, body }));
    expect(query.get('subject') ?? '').toBe(subject);
    expect(query.get('body') ?? '').toBe(body.replace(/\r\n|\r|\n/g, '\r\n'));
  },
);

test.prop([text, text, text])(
  'the link has no character that would need encoding in an address',
  (to, subject, body) => {
    expect(mailtoLink({ to, subject, body })).toMatch(/^mailto:[A-Za-z0-9\-_.!~*'()%@,?=&]*$/);
  },
);
