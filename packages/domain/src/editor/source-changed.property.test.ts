import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { TranslationTarget } from '../content/TranslationTarget';
import { sourceChangedSinceExport } from './source-changed';

// Whole milliseconds between 1970 and 2100, as the content service writes them.
const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });
const iso = (at: number) => new Date(at).toISOString();

function exportedAt(at: string | null): TranslationTarget {
  return {
    id: 't-fr',
    language: 'fr',
    translationState: 'MarkedForTranslation',
    exportedAt: at,
    importedAt: null,
  };
}

/** The same instant written with an offset of whole quarter hours: `2023-03-10T12:00:00.000+01:00`. */
function withOffset(at: number, quarterHours: number): string {
  const minutes = quarterHours * 15;
  const local = new Date(at + minutes * 60_000).toISOString().slice(0, -1);
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  return `${local}${sign}${hours}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
}

test.prop([instant, instant])(
  'it shows exactly when the edit came after the export',
  (edited, exported) => {
    expect(
      sourceChangedSinceExport({ sourceEditedAt: iso(edited) }, exportedAt(iso(exported))),
    ).toBe(edited > exported);
  },
);

test.prop([fc.option(instant, { nil: null })])(
  'it never shows without an export or without an edit',
  (at) => {
    const date = at === null ? null : iso(at);
    expect(sourceChangedSinceExport({ sourceEditedAt: date }, exportedAt(null))).toBe(false);
    expect(sourceChangedSinceExport({ sourceEditedAt: null }, exportedAt(date))).toBe(false);
  },
);

test.prop([instant, fc.integer({ min: 1, max: 86_400_000 })])(
  'a new export after the edit clears it, and an edit after that brings it back',
  (edited, later) => {
    const before = exportedAt(iso(edited - later));
    const after = exportedAt(iso(edited + later));
    expect(sourceChangedSinceExport({ sourceEditedAt: iso(edited) }, before)).toBe(true);
    expect(sourceChangedSinceExport({ sourceEditedAt: iso(edited) }, after)).toBe(false);
    expect(sourceChangedSinceExport({ sourceEditedAt: iso(edited + 2 * later) }, after)).toBe(true);
  },
);

test.prop([instant, instant, fc.integer({ min: -48, max: 56 }), fc.integer({ min: -48, max: 56 })])(
  'the offset a date is written with does not matter',
  (edited, exported, editOffset, exportOffset) => {
    expect(
      sourceChangedSinceExport(
        { sourceEditedAt: withOffset(edited, editOffset) },
        exportedAt(withOffset(exported, exportOffset)),
      ),
    ).toBe(edited > exported);
  },
);

test.prop([fc.string(), fc.option(fc.string(), { nil: null })])(
  'any text as a date gives an answer, never an error',
  (edited, exported) => {
    expect(typeof sourceChangedSinceExport({ sourceEditedAt: edited }, exportedAt(exported))).toBe(
      'boolean',
    );
  },
);
