import { fileTypeFromBuffer } from 'file-type';
import { validateUpload } from '@kmx/domain/portal';

/** How many first bytes `file-type` reads to tell a file's kind (its `reasonableDetectionSizeInBytes`). */
export const detectionBytes = 4100;

/** Spec portal 5: at most 100 MB a file. */
export const attachmentMaxBytes = 104_857_600;

/** The domain's message for a file of this type and size; `null` when it may be attached. */
function uploadRefusal(mediaType: string, sizeBytes: number): string | null {
  const check = validateUpload({ file: { mediaType, sizeBytes } });
  return check.ok ? null : (check.problems[0]?.message ?? null);
}

/** The domain's messages for the two reasons a file is refused (spec portal 5). */
export const uploadMessages = {
  kind: uploadRefusal('application/pdf', 1) ?? 'Please choose an image or a video',
  size:
    uploadRefusal('image/png', attachmentMaxBytes + 1) ?? 'Please choose a file of at most 100 MB',
} as const;

export type UploadKind =
  | { readonly ok: true; readonly mediaType: string }
  | { readonly ok: false; readonly message: string };

/**
 * Spec portal 5: an attachment is an image or a video, as its bytes say, never as its name or the
 * browser claimed: a PDF renamed `.png` is a PDF. The domain's upload rule decides.
 */
export async function uploadKind(head: Uint8Array): Promise<UploadKind> {
  const mediaType = (await fileTypeFromBuffer(head))?.mime ?? 'application/octet-stream';
  const refusal = uploadRefusal(mediaType, head.length);
  return refusal === null ? { ok: true, mediaType } : { ok: false, message: refusal };
}
