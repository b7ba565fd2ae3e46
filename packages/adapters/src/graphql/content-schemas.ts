import { z } from 'zod';
import { blockSchema, linkSchema } from './content-block-schemas';

const localization = z.object({ locale: z.string(), displayName: z.string() });

export const systemDataSchema = z.object({
  countries: z.array(
    z.object({
      countryCode: z.string().min(2),
      hidden: z.boolean(),
      supportedLanguages: z.array(z.string()),
      defaultLanguage: z.string(),
      defaultMeasurementSystem: z.enum(['Metric', 'Imperial']),
      localizations: z.array(localization),
    }),
  ),
  languages: z.array(
    z.object({
      languageCode: z.string().min(2),
      defaultCountry: z.string(),
      localizations: z.array(localization),
    }),
  ),
  sites: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string(),
      slug: z.string().nullable(),
      internationalOnly: z.boolean(),
      hideSideButtons: z.boolean(),
      enableCutFont: z.boolean(),
      headerNavigationId: z.string().nullable(),
      footerNavigationId: z.string().nullable(),
      domains: z.array(z.string()),
    }),
  ),
});

export const pageSchema = z.object({
  id: z.string().min(1),
  siteId: z.string().min(1),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  pageType: z.string(),
  theme: z.string(),
  contentLanguage: z.string(),
  isLanguageFallback: z.boolean(),
  isLanguageUnavailable: z.boolean(),
  languages: z.array(z.string()),
  isPublished: z.boolean(),
  protection: z.string(),
  description: z.string(),
  blocks: z.array(blockSchema),
});

export const redirectSchema = z.object({ previousUrl: z.string(), target: linkSchema });

export type PageRecord = z.infer<typeof pageSchema>;
