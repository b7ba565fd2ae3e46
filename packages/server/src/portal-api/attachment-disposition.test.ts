import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './attachment-disposition';

describe('the attachment disposition', () => {
  it('names a plain file as it is', () => {
    expect(attachmentDisposition('wire-flow-4.2.0-windows-x64.zip')).toBe(
      `attachment; filename="wire-flow-4.2.0-windows-x64.zip"; filename*=UTF-8''wire-flow-4.2.0-windows-x64.zip`,
    );
  });

  it('keeps quotes, line breaks and semicolons out of the header', () => {
    const header = attachmentDisposition('a"b\r\nSet-Cookie: x=1;.zip');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="a_b__Set-Cookie_ x_1_.zip"; filename\*=UTF-8''/);
    expect(header.split('filename*=')[1]).not.toMatch(/[";\s]/);
  });

  it('gives the exact name in UTF-8 beside an ASCII stand-in', () => {
    expect(attachmentDisposition('Übersicht (neu).txt')).toBe(
      `attachment; filename="_bersicht (neu).txt"; filename*=UTF-8''%C3%9Cbersicht%20%28neu%29.txt`,
    );
  });
});
