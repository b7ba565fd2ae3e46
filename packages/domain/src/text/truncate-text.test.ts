import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate-text';

describe('text truncation', () => {
  it('leaves a text that fits unchanged', () => {
    expect(truncateText('Wire processing', 20)).toBe('Wire processing');
    expect(truncateText('Wire processing', 15)).toBe('Wire processing');
  });

  it('cuts on the last word boundary before the length and adds an ellipsis', () => {
    expect(truncateText('Fully automatic wire processing machines', 20)).toBe(
      'Fully automatic wire…',
    );
    expect(truncateText('Fully automatic wire processing machines', 18)).toBe('Fully automatic…');
  });

  it('drops the spaces before the ellipsis', () => {
    expect(truncateText('Cut   and strip   cables', 10)).toBe('Cut   and…');
    expect(truncateText('Cut   and strip', 5)).toBe('Cut…');
  });

  it('keeps only the ellipsis when not even the first word fits', () => {
    expect(truncateText('Crimpingmachine', 5)).toBe('…');
    expect(truncateText('Crimp', 0)).toBe('…');
    expect(truncateText('Crimp', Number.NaN)).toBe('…');
  });

  it('takes another ellipsis when given', () => {
    expect(truncateText('Fully automatic wire processing', 15, '...')).toBe('Fully automatic...');
  });

  it('never cuts an emoji in half', () => {
    expect(truncateText('🚀🚀 launch 🚀🚀🚀', 9)).toBe('🚀🚀 launch…');
  });
});
