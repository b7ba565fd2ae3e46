import { placeholderImageUrl } from '@kmx/domain/catalogue';
import { z } from 'zod';

/**
 * A picture as the content service names it. An address that is no URL at all (an editor's typo,
 * a port out of range) shows the placeholder picture instead of failing the whole page or list it
 * is part of: one broken picture is not worth a page.
 */
export const contentImageSchema = z.object({
  url: z.url().catch(placeholderImageUrl),
  alternativeText: z.string(),
});
