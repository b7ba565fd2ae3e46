import { describe, expect, it } from 'vitest';
import { documentDisposition, documentTypeOf, upstreamTypeFits } from './media-documents';

describe('documents of the media pass-through', () => {
  it.each([
    ['downloads/sheet.pdf', 'application/pdf'],
    ['downloads/Sheet.PDF', 'application/pdf'],
    [
      'a/b/template.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['prices.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['deck.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['bundle.zip', 'application/zip'],
  ])('serve %s as %s', (file, type) => {
    expect(documentTypeOf(file)).toBe(type);
  });

  it.each([
    'page.html',
    'run.exe',
    'a b.pdf',
    'x.pdf/',
    'notes.txt',
    'pdf',
    'toString.constructor',
  ])('refuse %s', (file) => {
    expect(documentTypeOf(file)).toBeNull();
  });

  it('take the upstream’s own type or a generic one, nothing else', () => {
    expect(upstreamTypeFits('application/pdf', 'application/pdf')).toBe(true);
    expect(upstreamTypeFits('application/octet-stream', 'application/pdf')).toBe(true);
    expect(upstreamTypeFits('Application/PDF; charset=binary', 'application/pdf')).toBe(true);
    expect(upstreamTypeFits('text/html', 'application/pdf')).toBe(false);
    expect(upstreamTypeFits('', 'application/pdf')).toBe(false);
  });

  it('name the file to save', () => {
    expect(documentDisposition('downloads/sheet-en.pdf')).toBe(
      'attachment; filename="sheet-en.pdf"',
    );
  });
});
