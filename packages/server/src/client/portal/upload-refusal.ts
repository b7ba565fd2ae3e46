import { validateUpload } from '@kmx/domain/portal';
import { PortalApiError } from './portal-api-error';

/** The largest upload the server takes (spec portal 5): one byte more is refused with 413. */
const tooLargeBytes = 100 * 1024 * 1024 + 1;

/**
 * The field message of an upload the server refused: its own words for a file too large (413) or
 * not an image or video by its bytes (415), as the check before the upload would say them;
 * `null` for any other failure, which shows the generic text of spec portal 8 with a retry.
 */
export function uploadRefusal(error: unknown): string | null {
  if (!(error instanceof PortalApiError)) return null;
  const candidate =
    error.failure === 413
      ? { mediaType: 'image/png', sizeBytes: tooLargeBytes }
      : error.failure === 415
        ? { mediaType: 'application/octet-stream', sizeBytes: 1 }
        : null;
  if (candidate === null) return null;
  const check = validateUpload({ file: candidate });
  return check.ok ? null : (check.problems[0]?.message ?? null);
}
