import { documentTypes } from '@kmx/domain/media';

/**
 * Demo documents: every data sheet, report or template the demo data names is a small, valid file
 * of its kind, drawn on request, so downloads can be followed end to end.
 */

/** The extension of a document path the sandbox serves, or `null`. */
export function documentExtension(path: string): string | null {
  const extension = /\.(\w+)$/.exec(path)?.[1]?.toLowerCase();
  return extension !== undefined && Object.hasOwn(documentTypes, extension) ? extension : null;
}

/** Text as a PDF string literal may hold it: printable ASCII, with `\`, `(` and `)` escaped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (character) => `\\${character}`);
}

/** A one-page PDF 1.4 with `title` on it, with a correct cross-reference table. */
function demoPdf(title: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${pdfText(title)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An empty ZIP archive (its end-of-central-directory record alone): Office files are ZIPs. */
const emptyZip = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

/** A DXF drawing with no entities. */
const emptyDxf = Buffer.from('0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n', 'latin1');

/** The document for a path with extension `extension`, named after the file. */
export function demoDocument(path: string, extension: string): Buffer {
  const file = path.split('/').pop() ?? '';
  let name: string;
  try {
    name = decodeURIComponent(file);
  } catch {
    name = file;
  }
  name = name.replace(/\.\w+$/, '').replace(/[-_]+/g, ' ');
  if (extension === 'pdf') return demoPdf(name);
  if (extension === 'dxf') return emptyDxf;
  return emptyZip;
}
