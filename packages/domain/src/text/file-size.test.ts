import { describe, expect, it } from 'vitest';
import { readableFileSize } from './file-size';

describe('a file size in human units', () => {
  it('reads the sandbox downloads as KB', () => {
    expect(readableFileSize(524288)).toBe('512 KB');
    expect(readableFileSize(98304)).toBe('96 KB');
  });

  it('keeps one decimal in the language decimal mark', () => {
    expect(readableFileSize(1572864)).toBe('1.5 MB');
    expect(readableFileSize(1572864, ',')).toBe('1,5 MB');
  });

  it('tells small files in bytes, and nonsense as 0 B', () => {
    expect(readableFileSize(0)).toBe('0 B');
    expect(readableFileSize(1023)).toBe('1023 B');
    expect(readableFileSize(-5)).toBe('0 B');
    expect(readableFileSize(Number.NaN)).toBe('0 B');
  });

  it('moves to the next unit rather than telling 1024 of one', () => {
    expect(readableFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(readableFileSize(1024 ** 5 * 3)).toBe('3072 TB');
  });
});
