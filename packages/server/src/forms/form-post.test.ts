import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFormPost, typedValues } from './form-post';

describe('readFormPost', () => {
  it('splits the form fields from the control fields and reads a ticked box as true', () => {
    const post = readFormPost('whitepaper', {
      email: 'anna@example.com',
      consent: 'on',
      formStarted: 'token',
      website: '',
      page: '/de/whitepapers/wire-processing-guide',
      language: 'de',
      whitepaper: 'wire-processing-guide',
    });
    expect(post).toEqual({
      input: { email: 'anna@example.com', consent: true },
      formStarted: 'token',
      honeypot: '',
      page: '/de/whitepapers/wire-processing-guide',
      language: 'de',
      whitepaperId: 'wire-processing-guide',
    });
    expect(post && typedValues(post)).toEqual({
      email: 'anna@example.com',
      consent: true,
      whitepaper: 'wire-processing-guide',
    });
  });

  it('takes no address of another site as the page, and English for an unknown language', () => {
    const post = readFormPost('contact', { page: '//evil.example/x', language: '<script>' });
    expect(post?.page).toBeNull();
    expect(post?.language).toBe('en');
  });

  it('refuses a list, a repeated field or too many fields', () => {
    expect(readFormPost('contact', [])).toBeNull();
    expect(readFormPost('contact', 'text')).toBeNull();
    expect(readFormPost('contact', { email: ['a', 'b'] })).toBeNull();
    expect(
      readFormPost(
        'contact',
        Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`f${i}`, 'x'])),
      ),
    ).toBeNull();
  });

  it('property: never throws, and never echoes the honeypot or the start token', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const post = readFormPost('licence-request', body);
        if (post === null) return;
        const values = typedValues(post);
        expect(Object.hasOwn(values, 'website')).toBe(false);
        expect(Object.hasOwn(values, 'formStarted')).toBe(false);
      }),
    );
  });
});
