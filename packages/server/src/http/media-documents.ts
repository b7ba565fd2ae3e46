/**
 * The documents the media pass-through serves, by file extension, with the media type each is
 * sent as (whatever the upstream called it): PDF, the Office formats, ZIP archives and DXF
 * drawings. Anything else (HTML, scripts, executables) is never passed through.
 */
const documentTypes: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  dxf: 'image/vnd.dxf',
};

/** A file path of safe characters ending in one of the documents' extensions. */
const safeDocumentFile = /^(?:[\w-]+\/)*[\w.-]+\.(\w+)$/;

/** The media type a document path is served as, or `null` when it is not a document's path. */
export function documentTypeOf(file: string): string | null {
  const extension = safeDocumentFile.exec(file)?.[1]?.toLowerCase();
  if (extension === undefined || !Object.hasOwn(documentTypes, extension)) return null;
  return documentTypes[extension] ?? null;
}

/** Storage services often call any file `application/octet-stream`; anything else must match. */
export function upstreamTypeFits(upstreamType: string, documentType: string): boolean {
  const essence = upstreamType.split(';')[0]?.trim().toLowerCase() ?? '';
  return essence === documentType || essence === 'application/octet-stream';
}

/** `attachment` with the file's own name (its characters are safe: see `safeDocumentFile`). */
export function documentDisposition(file: string): string {
  const name = file.split('/').pop() ?? 'download';
  return `attachment; filename="${name}"`;
}
