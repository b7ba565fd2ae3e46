import { z } from 'zod';

// The zod shapes of the catalogue service's answers, in its snake_case source fields (spec
// public-site 3.5, 3.6). GraphQL sends every field it was asked for, so a field that is missing
// (rather than null) is a malformed answer and names itself in the error.

const id = z.union([z.string().min(1), z.number()]);
const optionalText = z.string().nullable();

/** One node of a classification tree; the deepest level asked for comes without `children`. */
export interface ClassificationNode {
  readonly id: string | number;
  readonly name: string;
  readonly slug: string;
  readonly parent_id: string | number | null;
  readonly description: string | null;
  readonly image_url: string | null;
  readonly language: string;
  readonly supported_countries: string[];
  readonly children?: ClassificationNode[] | undefined;
}

const classificationNodeSchema: z.ZodType<ClassificationNode> = z.object({
  id,
  name: z.string(),
  slug: z.string().min(1),
  parent_id: id.nullable(),
  description: optionalText,
  image_url: optionalText,
  language: z.string(),
  supported_countries: z.array(z.string()),
  children: z.lazy(() => z.array(classificationNodeSchema)).optional(),
});

/** A catalogue's classifications: its root first (the catalogue service sends one root a type). */
export const rootsSchema = z.tuple([classificationNodeSchema], classificationNodeSchema);

/** Both catalogue trees, sent along with every answer whose products link below classifications. */
export const treesSchema = z.object({ productTree: rootsSchema, serviceTree: rootsSchema });

export type TreesAnswer = z.infer<typeof treesSchema>;

const imageSchema = z.object({
  name: optionalText,
  url: optionalText,
  default: z.boolean().nullable(),
});

const classificationRefSchema = z.object({ slug: z.string().min(1), name: z.string() });

const brandSchema = z.object({ id: id.nullable(), name: z.string(), image_url: optionalText });

export const productSummarySchema = z.object({
  name: z.string(),
  slug: z.string().min(1),
  short_description: optionalText,
  service_id: id.nullable(),
  supported_countries: z.array(z.string()),
  brand: brandSchema.nullable(),
  images: z.array(imageSchema),
  classifications: z.array(classificationRefSchema),
});

const specificationSchema = z.object({
  name: z.string(),
  value: z.string(),
  unit: optionalText,
  measurement_system: z.enum(['Metric', 'Imperial']).nullable(),
});

const serviceBlockSchema = z.object({
  benefit1: optionalText,
  benefit2: optionalText,
  benefit3: optionalText,
  benefit4: optionalText,
  benefit5: optionalText,
  benefit6: optionalText,
  detail1: optionalText,
  detail2: optionalText,
  detail3: optionalText,
  detail4: optionalText,
  detail5: optionalText,
  detail6: optionalText,
});

export const productDetailSchema = productSummarySchema.extend({
  language: z.string(),
  long_description: optionalText,
  video_url: optionalText,
  video_image_url: optionalText,
  service: serviceBlockSchema.nullable(),
  related: z.array(z.object({ type: z.string(), product: productSummarySchema.nullable() })),
  related_stories: z.array(z.string()),
  specifications: z.array(specificationSchema),
  variants: z.array(
    z.object({
      id,
      name_metric: z.string(),
      name_imperial: z.string(),
      specifications: z.array(specificationSchema),
    }),
  ),
  capabilities: z.array(z.object({ id, name: z.string(), image_url: optionalText })),
  highlights: z.array(
    z.object({
      name: optionalText,
      short_description: optionalText,
      long_description: optionalText,
      image_url: optionalText,
      video_image_url: optionalText,
      video_url: optionalText,
    }),
  ),
  documents: z.array(
    z.object({
      name: z.string(),
      content_language: z.string(),
      thumbnail: optionalText,
      type: z.string(),
      url: z.string().min(1),
      filename: z.string(),
      extension: z.string(),
      size: z.number().int().nonnegative(),
    }),
  ),
  variant_count: z.number().int().nonnegative(),
});

export const capabilitySchema = z.object({ id, name: z.string(), image_url: optionalText });

export const catalogueEntrySchema = z.discriminatedUnion('__typename', [
  z.object({ __typename: z.literal('Classification'), slug: z.string().min(1) }),
  productSummarySchema.extend({ __typename: z.literal('Product') }),
]);
