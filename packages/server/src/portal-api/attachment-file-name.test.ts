import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attachmentFileName, inlineDisposition } from './attachment-file-name';

describe('attachmentFileName', () => {
  it('decodes a URI-encoded name', () => {
    expect(attachmentFileName(encodeURIComponent('Schaltschrank ü 1.png'))).toBe(
      'Schaltschrank ü 1.png',
    );
  });

  it('drops path separators and control characters', () => {
    expect(attachmentFileName(encodeURIComponent('../etc/\u0000passwd\n.png'))).toBe(
      '..etcpasswd.png',
    );
  });

  it('refuses a missing, blank or badly encoded name', () => {
    expect(attachmentFileName(undefined)).toBeNull();
    expect(attachmentFileName('%20%20')).toBeNull();
    expect(attachmentFileName('%E0%A4%A')).toBeNull();
  });
});

describe('inlineDisposition', () => {
  it('names the file plainly and exactly', () => {
    expect(inlineDisposition('Fräse "A".png')).toBe(
      `inline; filename="Fr_se _A_.png"; filename*=UTF-8''Fr%C3%A4se%20%22A%22.png`,
    );
  });

  it('never lets a quote or a line break into the header, for any name', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const header = inlineDisposition(name);
        expect(header).not.toMatch(/[\r\n]/);
        expect(header.match(/"/g)).toHaveLength(2);
      }),
    );
  });
});
