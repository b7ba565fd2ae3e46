import { describe, expect, it } from 'vitest';
import type { TranslationTarget } from '../content/TranslationTarget';
import { sourceChangedSinceExport } from './source-changed';

function target(exportedAt: string | null): TranslationTarget {
  return {
    id: 't-de',
    language: 'de',
    translationState: 'InProgress',
    exportedAt,
    importedAt: null,
  };
}

// The sandbox's careers page: edited on 10 March 2023, German exported in February, French on
// 2 March.
const careers = { sourceEditedAt: '2023-03-10T11:00:00.000Z' };

describe('"source changed since export"', () => {
  it('shows for a language exported before the source was edited', () => {
    expect(sourceChangedSinceExport(careers, target('2023-02-01T09:00:00.000Z'))).toBe(true);
    expect(sourceChangedSinceExport(careers, target('2023-03-02T09:00:00.000Z'))).toBe(true);
  });

  it('does not show for a language exported after the edit, as a new start does', () => {
    expect(sourceChangedSinceExport(careers, target('2026-11-25T08:00:00.000Z'))).toBe(false);
  });

  it('does not show for an export at the very moment of the edit', () => {
    expect(sourceChangedSinceExport(careers, target('2023-03-10T11:00:00.000Z'))).toBe(false);
  });

  it('does not show for a language never exported', () => {
    expect(sourceChangedSinceExport(careers, target(null))).toBe(false);
  });

  it('does not show while the content service recorded no edit', () => {
    expect(
      sourceChangedSinceExport({ sourceEditedAt: null }, target('2023-02-01T09:00:00.000Z')),
    ).toBe(false);
  });

  it('compares instants, not the text of dates written with different offsets', () => {
    // 12:00 in Zurich is 11:00 UTC: the edit at 11:30 UTC came after it.
    const exported = target('2023-03-10T12:00:00+01:00');
    expect(sourceChangedSinceExport({ sourceEditedAt: '2023-03-10T11:30:00Z' }, exported)).toBe(
      true,
    );
  });

  it('does not show for a date it cannot read', () => {
    expect(sourceChangedSinceExport({ sourceEditedAt: 'yesterday' }, target(null))).toBe(false);
    expect(sourceChangedSinceExport(careers, target('not a date'))).toBe(false);
  });
});
