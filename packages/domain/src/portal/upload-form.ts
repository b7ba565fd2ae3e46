import { z } from 'zod';
import type { UploadCandidate } from '../policies/upload-rule';
import { uploadProblem, uploadProblems } from '../policies/upload-rule';
import { formMessages } from './form-messages';
import type { FormCheck } from './ticket-form-check';
import { checkForm } from './ticket-form-check';

/**
 * Spec portal 5: an upload is an image or a video of at most 100 MB, checked by `uploadProblem`;
 * each problem has its message.
 */
export const uploadSchema = z.object({
  file: z
    .object(
      {
        mediaType: z.string({ error: formMessages.invalid }),
        sizeBytes: z
          .number({ error: formMessages.invalid })
          .nonnegative({ error: formMessages.invalid }),
      },
      { error: formMessages.uploadKind },
    )
    .superRefine((file, context) => {
      const problem = uploadProblem(file);
      if (problem === null) return;
      context.addIssue({
        code: 'custom',
        message:
          problem === uploadProblems.tooLarge ? formMessages.uploadSize : formMessages.uploadKind,
      });
    }),
});

export interface UploadInput {
  readonly file?: UploadCandidate | null | undefined;
}

/** @usedBy issue 16, customer portal part 1 */
export function validateUpload(input: UploadInput): FormCheck<{ readonly file: UploadCandidate }> {
  return checkForm(uploadSchema, input);
}
