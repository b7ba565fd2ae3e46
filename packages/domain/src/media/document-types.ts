/**
 * The documents the site offers for download, by file extension, with the media type each is
 * sent as: PDF, the Office formats, ZIP archives and DXF drawings. Anything else (HTML, scripts,
 * executables) is never passed through as a document.
 */
export const documentTypes: Readonly<Record<string, string>> = {
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
