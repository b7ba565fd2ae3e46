import { translationStates } from '@kmx/domain/content';
import { z } from 'zod';

const timestamp = z.iso.datetime({ offset: true }).nullable();

export const pageTranslationSchema = z.object({
  pageId: z.string().min(1),
  sourceLanguage: z.string().min(2),
  targetLanguages: z.array(
    z.object({
      id: z.string().min(1),
      language: z.string().min(2),
      translationState: z.enum(translationStates),
      exportedAt: timestamp,
      importedAt: timestamp,
    }),
  ),
});
