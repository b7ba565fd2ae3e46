import { locationTypes } from '@kmx/domain/content';
import { z } from 'zod';
import { contentImageSchema } from './content-image-schema';

// The zod shapes of the content items answers (stories, media releases, news feed); every field
// the domain types need is checked, so a malformed answer names the field that broke.

const storyContactSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  slug: z.string().min(1),
  image: contentImageSchema.nullable(),
});

export const storySchema = z.object({
  id: z.string().min(1),
  slug: z.string().min(1),
  publicationDate: z.iso.date(),
  title: z.string(),
  leadText: z.string(),
  storyContacts: z.array(storyContactSchema),
  image: contentImageSchema.nullable(),
  category: z.string().nullable(),
});

const newsFeedItemSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  text: z.string(),
  image: contentImageSchema.nullable(),
  link: z.string().nullable(),
  publicationDate: z.iso.date(),
});

export const newsFeedConnectionSchema = z.object({
  edges: z.array(z.object({ cursor: z.string().min(1), node: newsFeedItemSchema })),
  pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
});

export const mediaReleaseSchema = z.object({
  id: z.string().min(1),
  slug: z.string().min(1),
  publicationDate: z.iso.date(),
  title: z.string(),
  leadText: z.string(),
  adhoc: z.boolean(),
});

const storyVideoSchema = z.object({ url: z.url(), thumbnail: contentImageSchema.nullable() });

export const storyTeaserSchema = storySchema.extend({
  categoryKey: z.string().nullable(),
  video: z.object({ url: z.url() }).nullable(),
});

export const storyDetailSchema = storySchema.extend({
  categoryKey: z.string().nullable(),
  body: z.string(),
  video: storyVideoSchema.nullable(),
  relatedProductSlugs: z.array(z.string().min(1)),
  contentLanguage: z.string().min(2),
});

export const storyCategorySchema = z.object({ key: z.string().min(1), name: z.string() });

export const storyAuthorSchema = storyContactSchema.extend({
  role: z.string(),
  biography: z.string(),
  storyCount: z.number().int().nonnegative(),
});

export const mediaReleaseDetailSchema = mediaReleaseSchema.extend({
  body: z.string(),
  contentLanguage: z.string().min(2),
});

export const contentEventSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  location: z.string(),
  link: z.string().min(1),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
});

export const investorDataSchema = z.object({
  shareCounts: z.array(
    z.object({ key: z.string().min(1), label: z.string(), count: z.number().int().nonnegative() }),
  ),
  dividends: z.array(
    z.object({
      financialYear: z.number().int(),
      label: z.string(),
      amountChf: z.number().nonnegative(),
      exDate: z.iso.date(),
      paymentDate: z.iso.date(),
    }),
  ),
  financialCalendar: z.array(z.object({ date: z.iso.date(), title: z.string() })),
});

export const companyLocationSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  type: z.enum(locationTypes),
  countryCode: z.string().length(2),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  image: contentImageSchema.nullable(),
  contacts: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string(),
      role: z.string(),
      email: z.string(),
      phone: z.string(),
      image: contentImageSchema.nullable(),
    }),
  ),
});
