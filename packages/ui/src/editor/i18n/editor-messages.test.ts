import { describe, expect, it } from 'vitest';
import { editorMessagesDe } from './editor-messages-de';
import { editorEnAreas, editorMessagesEn } from './editor-messages-en';
import { editorMessagesFor } from './editor-messages-for';

describe("the editor area's translations", () => {
  it('have the same keys in English and German', () => {
    expect(Object.keys(editorMessagesDe).sort()).toEqual(Object.keys(editorMessagesEn).sort());
  });

  it('leave no German text empty or English', () => {
    for (const key of Object.keys(editorMessagesEn) as (keyof typeof editorMessagesEn)[]) {
      expect(editorMessagesDe[key].trim()).not.toBe('');
      expect(editorMessagesDe[key]).not.toBe(editorMessagesEn[key]);
    }
  });

  it('define each key in one area only, so no area overrides another', () => {
    const keys = editorEnAreas.flatMap((area) => Object.keys(area));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('read English for a language without a catalogue', () => {
    expect(editorMessagesFor('fr')).toBe(editorMessagesEn);
  });
});
