import { translationStates } from '@kmx/domain/content';
import { z } from 'zod';

const timestamp = z.iso.datetime({ offset: true }).nullable();

const translationTargetSchema = z.object({
  id: z.string().min(1),
  language: z.string().min(2),
  translationState: z.enum(translationStates),
  exportedAt: timestamp,
  importedAt: timestamp,
});

/** A page's translation as the editor area reads it: the targets and the last source edit. */
export const editorTranslationSchema = z.object({
  sourceLanguage: z.string().min(2),
  sourceEditedAt: timestamp,
  targetLanguages: z.array(translationTargetSchema),
});

export const pageTranslationSchema = editorTranslationSchema.extend({
  pageId: z.string().min(1),
});
