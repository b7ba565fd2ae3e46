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
    z
      .object({
        id: z.string().min(1),
        name: z.string(),
        slug: z.string().nullable(),
        internationalOnly: z.boolean(),
        hideSideButtons: z.boolean(),
        enableCutFont: z.boolean(),
        headerNavigationId: z.string().nullable(),
        footerNavigationId: z.string().nullable(),
        domains: z.array(z.string()),
        headerOptions: z.object({ theme: z.string(), hidden: z.boolean() }).nullish(),
        footerTheme: z.string().nullish(),
      })
      .transform(({ headerOptions, footerTheme, ...site }) => ({
        ...site,
        // Spec 3.4's furniture options: what the content service leaves empty is the default.
        ...(headerOptions !== null && headerOptions !== undefined && { headerOptions }),
        ...(footerTheme !== null &&
          footerTheme !== undefined &&
          footerTheme !== '' && { footerTheme }),
      })),
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
  canonicalUrl: z.string().nullish(),
  alternateVersions: z.array(z.object({ hrefLang: z.string(), url: z.string() })).nullish(),
});

export const redirectSchema = z.object({ previousUrl: z.string(), target: linkSchema });

export type PageRecord = z.infer<typeof pageSchema>;
