import { documentTypes } from '@kmx/domain/media';

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
