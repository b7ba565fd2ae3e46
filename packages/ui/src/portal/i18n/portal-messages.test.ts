import { describe, expect, it } from 'vitest';
import { portalMessagesDe } from './portal-messages-de';
import { portalEnAreas, portalMessagesEn } from './portal-messages-en';
import { portalMessagesFor } from './portal-messages-for';

describe("the portal's translations", () => {
  it('have the same keys in English and German', () => {
    expect(Object.keys(portalMessagesDe).sort()).toEqual(Object.keys(portalMessagesEn).sort());
  });

  it('leave no German text empty or English', () => {
    for (const key of Object.keys(portalMessagesEn) as (keyof typeof portalMessagesEn)[]) {
      expect(portalMessagesDe[key].trim()).not.toBe('');
      expect(portalMessagesDe[key]).not.toBe(portalMessagesEn[key]);
    }
  });

  it('define each key in one area only, so no area overrides another', () => {
    const keys = portalEnAreas.flatMap((area) => Object.keys(area));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('read English for a language without a catalogue', () => {
    expect(portalMessagesFor('fr')).toBe(portalMessagesEn);
  });
});
