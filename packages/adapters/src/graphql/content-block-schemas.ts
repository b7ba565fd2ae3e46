import type { BodyBlock, FlashMessageData } from '@kmx/domain/content';
import type { NavigationLink } from '@kmx/domain/navigation';
import { mediaLayouts } from '@kmx/domain/content';
import { invalidLink } from '@kmx/domain/routing';
import { z } from 'zod';
import { contentImageSchema } from './content-image-schema';

// The zod shapes of body blocks and links as the content service answers them (`__typename`
// names the kind), each turned into its domain type. A kind this file does not know becomes an
// `Unknown` block instead of failing the page; a known kind with a bad field fails, naming it.

const linkTypenames: ReadonlySet<unknown> = new Set([
  'PageLink',
  'PathLink',
  'ExternalLink',
  'ProductLink',
  'ServiceLink',
]);

/**
 * Spec public-site 2.2: "Fallback link for an unknown link: name "Invalid", URL /products". A link
 * of a kind this site does not know becomes that link instead of failing its page or menu; a known
 * kind with a bad field still fails, naming the field.
 */
function fallbackForUnknownKind(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || !('__typename' in input)) return input;
  if (typeof input.__typename !== 'string' || linkTypenames.has(input.__typename)) return input;
  return { __typename: 'PathLink', text: invalidLink.name, path: invalidLink.url, action: null };
}

const knownLinkSchema = z
  .discriminatedUnion('__typename', [
    z.object({
      __typename: z.literal('PageLink'),
      text: z.string(),
      page: z.object({ id: z.string().min(1), url: z.string().nullable() }),
      pageParameters: z.string(),
      openInNewTab: z.boolean(),
    }),
    z.object({
      __typename: z.literal('PathLink'),
      text: z.string(),
      path: z.string().nullable(),
      action: z.string().nullable(),
    }),
    z.object({ __typename: z.literal('ExternalLink'), text: z.string(), url: z.string() }),
    z.object({ __typename: z.literal('ProductLink'), text: z.string(), productSlug: z.string() }),
    z.object({ __typename: z.literal('ServiceLink'), text: z.string(), serviceSlug: z.string() }),
  ])
  .transform((link, context): NavigationLink => {
    switch (link.__typename) {
      case 'PageLink':
        return {
          kind: 'page',
          text: link.text,
          page: link.page,
          pageParameters: link.pageParameters,
          openInNewTab: link.openInNewTab,
        };
      case 'PathLink':
        if (link.path !== null)
          return { kind: 'path', text: link.text, link: { kind: 'path', path: link.path } };
        if (link.action !== null) {
          return { kind: 'path', text: link.text, link: { kind: 'action', action: link.action } };
        }
        context.addIssue({
          code: 'custom',
          path: ['path'],
          message: 'neither a path nor an action',
        });
        return z.NEVER;
      case 'ExternalLink':
        return { kind: 'external', text: link.text, url: link.url };
      case 'ProductLink':
        return { kind: 'product', text: link.text, productSlug: link.productSlug };
      case 'ServiceLink':
        return { kind: 'service', text: link.text, serviceSlug: link.serviceSlug };
      default:
        return link satisfies never;
    }
  });

export const linkSchema = z.preprocess(fallbackForUnknownKind, knownLinkSchema);

const flashMessage = z
  .object({
    title: z.string(),
    text: z.string(),
    type: z.enum(['info', 'success', 'error']).nullish(),
    linkText: z.string().nullish(),
    to: z.string().nullish(),
    static: z.boolean().nullish(),
    timeout: z.number().int().nonnegative().nullish(),
    floating: z.boolean().nullish(),
  })
  // The domain leaves unset options out rather than null.
  .transform((message): FlashMessageData => ({
    title: message.title,
    text: message.text,
    ...(message.type != null && { type: message.type }),
    ...(message.linkText != null && { linkText: message.linkText }),
    ...(message.to != null && { to: message.to }),
    ...(message.static != null && { static: message.static }),
    ...(message.timeout != null && { timeout: message.timeout }),
    ...(message.floating != null && { floating: message.floating }),
  }));

const layout = z.enum(mediaLayouts);

const teaser = z.object({
  title: z.string(),
  text: z.string().nullable(),
  image: contentImageSchema.nullable(),
  link: linkSchema.nullable(),
});

/** The schema of each known block type, by its GraphQL type name. */
const knownBlocks = {
  RichTextBlock: z
    .object({ id: z.string(), html: z.string() })
    .transform((block): BodyBlock => ({ type: 'RichText', ...block })),
  FlashMessageBlock: z
    .object({ id: z.string(), message: flashMessage })
    .transform((block): BodyBlock => ({ type: 'FlashMessage', ...block })),
  ImageBlock: z
    .object({
      id: z.string(),
      image: contentImageSchema,
      caption: z.string().nullable(),
      layout,
    })
    .transform((block): BodyBlock => ({ type: 'Image', ...block })),
  VideoBlock: z
    .object({
      id: z.string(),
      video: z.object({
        url: z.url(),
        title: z.string(),
        thumbnail: contentImageSchema.nullable(),
      }),
      caption: z.string().nullable(),
      layout,
    })
    .transform((block): BodyBlock => ({ type: 'Video', ...block })),
  GalleryBlock: z
    .object({
      id: z.string(),
      title: z.string().nullable(),
      images: z.array(z.object({ image: contentImageSchema, caption: z.string().nullable() })),
    })
    .transform((block): BodyBlock => ({ type: 'Gallery', ...block })),
  TeaserBlock: z
    .object({ id: z.string(), teaser })
    .transform((block): BodyBlock => ({ type: 'Teaser', ...block })),
  TeasersBlock: z
    .object({ id: z.string(), title: z.string().nullable(), teasers: z.array(teaser) })
    .transform((block): BodyBlock => ({ type: 'Teasers', ...block })),
  TableBlock: z
    .object({
      id: z.string(),
      caption: z.string().nullable(),
      head: z.array(z.string()),
      rows: z.array(z.object({ cells: z.array(z.string()) })),
      footnote: z.string().nullable(),
    })
    .transform((block): BodyBlock => ({
      type: 'Table',
      ...block,
      rows: block.rows.map((row) => row.cells),
    })),
  AccordionBlock: z
    .object({
      id: z.string(),
      title: z.string().nullable(),
      items: z.array(z.object({ title: z.string(), html: z.string() })),
    })
    .transform((block): BodyBlock => ({ type: 'Accordion', ...block })),
  ProductListBlock: z
    .object({ id: z.string(), title: z.string().nullable(), productSlugs: z.array(z.string()) })
    .transform((block): BodyBlock => ({ type: 'ProductList', ...block })),
  DownloadsBlock: z
    .object({
      id: z.string(),
      title: z.string().nullable(),
      files: z.array(
        z.object({
          name: z.string(),
          url: z.url(),
          extension: z.string(),
          sizeBytes: z.number().int().nonnegative(),
          language: z.string().nullable(),
          // A service that predates thumbnails leaves the field out.
          thumbnail: contentImageSchema.nullish().transform((image) => image ?? null),
        }),
      ),
    })
    .transform((block): BodyBlock => ({ type: 'Downloads', ...block })),
  ContactTeaserBlock: z
    .object({
      id: z.string(),
      title: z.string().nullable(),
      text: z.string().nullable(),
      contact: z.object({
        name: z.string(),
        role: z.string().nullable(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
        image: contentImageSchema.nullable(),
      }),
    })
    .transform((block): BodyBlock => ({ type: 'ContactTeaser', ...block })),
  QuoteBlock: z
    .object({
      id: z.string(),
      quote: z.string(),
      author: z.string(),
      role: z.string().nullable(),
      portrait: contentImageSchema.nullable(),
    })
    .transform((block): BodyBlock => ({ type: 'Quote', ...block })),
  LicenceRequestFormBlock: z
    .object({ id: z.string(), title: z.string().nullable(), intro: z.string().nullable() })
    .transform((block): BodyBlock => ({ type: 'LicenceRequestForm', ...block })),
  WhitepaperFormBlock: z
    .object({
      id: z.string(),
      title: z.string().nullable(),
      intro: z.string().nullable(),
      whitepaper: z.object({ id: z.string().min(1), title: z.string() }),
    })
    .transform((block): BodyBlock => ({ type: 'WhitepaperForm', ...block })),
  HeroBlock: z
    .object({
      id: z.string(),
      headline: z.string(),
      lead: z.string().nullable(),
      picture: contentImageSchema.nullable(),
      callToAction: linkSchema.nullable(),
      secondaryAction: linkSchema.nullable(),
    })
    .transform((block): BodyBlock => ({ type: 'Hero', ...block })),
  KeyFiguresBlock: z
    .object({
      id: z.string(),
      title: z.string().nullable(),
      figures: z.array(
        z.object({ value: z.string(), unit: z.string().nullable(), label: z.string() }),
      ),
    })
    .transform((block): BodyBlock => ({ type: 'KeyFigures', ...block })),
} satisfies Record<string, z.ZodType<BodyBlock>>;

/** The block kind a GraphQL type stands for: `ImageBlock` is `Image`. */
function blockKindName(typeName: string): string {
  return typeName.replace(/Block$/, '') || typeName;
}

export const blockSchema = z
  .looseObject({ __typename: z.string(), id: z.string() })
  .transform((block, context): BodyBlock => {
    const schema: z.ZodType<BodyBlock> | undefined = Object.hasOwn(knownBlocks, block.__typename)
      ? knownBlocks[block.__typename as keyof typeof knownBlocks]
      : undefined;
    if (schema === undefined) {
      return { id: block.id, type: 'Unknown', typeName: blockKindName(block.__typename) };
    }
    const result = schema.safeParse(block);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });
