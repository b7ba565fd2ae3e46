import type { NavigationSourceItem } from '@kmx/domain/navigation';
import { navigationTargets } from '@kmx/domain/navigation';
import { z } from 'zod';
import { linkSchema } from './content-block-schemas';

/**
 * One navigation item as the content service answers it. `items` and `sections` are missing on the
 * deepest level the query asks for; unset fields arrive as null and are left out.
 */
const navigationItemSchema: z.ZodType<NavigationSourceItem> = z.lazy(() =>
  z
    .object({
      title: z.string(),
      slug: z.string(),
      breadcrumbOverride: z.string().nullable(),
      countries: z.array(z.string()),
      hidden: z.boolean(),
      hiddenSubItems: z.boolean(),
      page: z.object({ id: z.string().min(1) }).nullable(),
      path: z.string().nullable(),
      target: z.enum(navigationTargets).nullable(),
      linkTitle: z.string().nullable(),
      marketingSection: z
        .object({
          logo: z.string().nullable(),
          backgroundColor: z.string().nullable(),
          link: linkSchema.nullable(),
        })
        .nullable(),
      marketingTitle: z.string().nullable(),
      marketingDescription: z.string().nullable(),
      items: z.array(navigationItemSchema).optional(),
      sections: z
        .array(z.object({ title: z.string().nullable(), items: z.array(navigationItemSchema) }))
        .optional(),
    })
    .transform(({ target, items, sections, ...item }): NavigationSourceItem => ({
      ...item,
      ...(target !== null && { target }),
      ...(items !== undefined && { items }),
      ...(sections !== undefined && { sections }),
    })),
);

export const navigationTreeSchema = z.object({
  navigationTree: z.object({ id: z.string(), items: z.array(navigationItemSchema) }).nullable(),
});
