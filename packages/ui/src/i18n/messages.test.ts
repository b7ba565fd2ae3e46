import { describe, expect, it } from 'vitest';
import { messagesDe } from './messages-de';
import { enAreas, messagesEn } from './messages-en';
import { format } from './format';
import { messagesFor } from './messages-for';

describe('the translations', () => {
  it('have the same keys in English and German', () => {
    expect(Object.keys(messagesDe).sort()).toEqual(Object.keys(messagesEn).sort());
  });

  it('leave no German text empty or English', () => {
    for (const key of Object.keys(messagesEn) as (keyof typeof messagesEn)[]) {
      expect(messagesDe[key].trim()).not.toBe('');
      expect(messagesDe[key]).not.toBe(messagesEn[key]);
    }
  });

  it('define each key in one area only, so no area overrides another', () => {
    const keys = enAreas.flatMap((area) => Object.keys(area));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keep the spec wording of the not-found message', () => {
    expect(format(messagesFor('en')['notFound.message'], { path: '/x' })).toBe(
      'Page not found: /x',
    );
  });

  it('read English for a language without a catalogue', () => {
    expect(messagesFor('fr')).toBe(messagesEn);
    expect(messagesFor('constructor')).toBe(messagesEn);
  });

  it('leave unknown placeholders as they are', () => {
    expect(format('{a} and {b}', { a: '1' })).toBe('1 and {b}');
  });
});
