import { uploadMaxBytes } from './site-constants';

export interface UploadCandidate {
  /** The file's media type, e.g. `image/png`. */
  readonly mediaType: string;
  readonly sizeBytes: number;
}

export const uploadProblems = {
  notImageOrVideo: 'not-image-or-video',
  tooLarge: 'too-large',
} as const;

export type UploadProblem = (typeof uploadProblems)[keyof typeof uploadProblems];

/** Spec public-site 9: uploads are images or videos of at most 100 MB; `null` when acceptable. */
export function uploadProblem(file: UploadCandidate): UploadProblem | null {
  const kind = file.mediaType.trim().toLowerCase().split('/')[0];
  if (kind !== 'image' && kind !== 'video') return uploadProblems.notImageOrVideo;
  if (file.sizeBytes > uploadMaxBytes) return uploadProblems.tooLarge;
  return null;
}
