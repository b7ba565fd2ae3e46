import type { TicketAttachment } from '@kmx/domain/portal';
import { z } from 'zod';

/** Only pictures and videos are ever attached (spec portal 5). */
const mediaType = z
  .string()
  .regex(/^(image|video)\/[\w.+-]+$/i, 'must be an image or video type')
  .transform((value) => value.toLowerCase());

export const attachmentIdPattern = /^[\w-]{1,100}$/;

const attachment = z.object({
  id: z.string().regex(attachmentIdPattern, 'must be a plain id'),
  name: z.string().min(1).max(255),
  mediaType,
  sizeBytes: z.number().int().nonnegative(),
}) satisfies z.ZodType<TicketAttachment>;

/** `POST /attachments`. */
export const uploadAnswerSchema = z.object({ attachment });

/** The headers of `GET /attachments/{id}` the product relies on. */
export const attachmentHeadersSchema = z.object({
  'content-type': mediaType,
  'content-length': z
    .string()
    .regex(/^\d{1,12}$/, 'must be a byte count')
    .transform(Number),
  'x-file-name': z
    .string()
    .min(1)
    .transform((value, context) => {
      try {
        return decodeURIComponent(value);
      } catch {
        context.addIssue({ code: 'custom', message: 'must be URI-encoded' });
        return z.NEVER;
      }
    }),
});
