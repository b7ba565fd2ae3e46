import type { BodyBlock, FlashMessageData, Teaser } from '@kmx/domain/content';
import { isSafeUrl, mediaSchemes } from '@kmx/domain/content';
import { sanitiseImage, sanitiseOptionalImage, sanitiseOptionalLink } from './sanitise-link';
import { sanitiseMarkup } from './sanitise-markup';
import { sanitiseOptionalText, sanitiseText } from './sanitise-text';

/**
 * One block as it may reach a renderer: markup fields sanitised, plain fields without markup,
 * addresses that could run script removed. `null` when nothing safe is left to show (a video whose
 * only address is unsafe).
 */
export function sanitiseBlock(block: BodyBlock): BodyBlock | null {
  switch (block.type) {
    case 'RichText':
      return { ...block, html: sanitiseMarkup(block.html) };
    case 'FlashMessage':
      return { ...block, message: sanitiseFlashMessage(block.message) };
    case 'Image':
      return {
        ...block,
        image: sanitiseImage(block.image),
        caption: sanitiseOptionalText(block.caption),
      };
    case 'Video':
      if (!isSafeUrl(block.video.url, mediaSchemes)) return null;
      return {
        ...block,
        video: {
          url: block.video.url,
          title: sanitiseText(block.video.title),
          thumbnail: sanitiseOptionalImage(block.video.thumbnail),
        },
        caption: sanitiseOptionalText(block.caption),
      };
    case 'Gallery':
      return {
        ...block,
        title: sanitiseOptionalText(block.title),
        images: block.images.map((entry) => ({
          image: sanitiseImage(entry.image),
          caption: sanitiseOptionalText(entry.caption),
        })),
      };
    case 'Teaser':
      return { ...block, teaser: sanitiseTeaser(block.teaser) };
    case 'Teasers':
      return {
        ...block,
        title: sanitiseOptionalText(block.title),
        teasers: block.teasers.map(sanitiseTeaser),
      };
    case 'Table':
      return {
        ...block,
        caption: sanitiseOptionalText(block.caption),
        head: block.head.map(sanitiseText),
        rows: block.rows.map((row) => row.map(sanitiseText)),
        footnote: sanitiseOptionalText(block.footnote),
      };
    case 'Accordion':
      return {
        ...block,
        title: sanitiseOptionalText(block.title),
        items: block.items.map((item) => ({
          title: sanitiseText(item.title),
          html: sanitiseMarkup(item.html),
        })),
      };
    case 'ProductList':
      return {
        ...block,
        title: sanitiseOptionalText(block.title),
        productSlugs: block.productSlugs.map(sanitiseText),
      };
    case 'Downloads':
      return {
        ...block,
        title: sanitiseOptionalText(block.title),
        files: block.files
          .filter((file) => isSafeUrl(file.url, mediaSchemes))
          .map((file) => ({
            name: sanitiseText(file.name),
            url: file.url,
            extension: sanitiseText(file.extension),
            sizeBytes: file.sizeBytes,
            language: sanitiseOptionalText(file.language),
            thumbnail: sanitiseOptionalImage(file.thumbnail),
          })),
      };
    case 'ContactTeaser':
      return {
        ...block,
        title: sanitiseOptionalText(block.title),
        text: sanitiseOptionalText(block.text),
        contact: {
          name: sanitiseText(block.contact.name),
          role: sanitiseOptionalText(block.contact.role),
          email: sanitiseOptionalText(block.contact.email),
          phone: sanitiseOptionalText(block.contact.phone),
          image: sanitiseOptionalImage(block.contact.image),
        },
      };
    case 'Quote':
      return {
        ...block,
        quote: sanitiseText(block.quote),
        author: sanitiseText(block.author),
        role: sanitiseOptionalText(block.role),
        portrait: sanitiseOptionalImage(block.portrait),
      };
    case 'LicenceRequestForm':
      return {
        ...block,
        title: sanitiseOptionalText(block.title),
        intro: sanitiseOptionalText(block.intro),
      };
    case 'WhitepaperForm':
      return {
        ...block,
        title: sanitiseOptionalText(block.title),
        intro: sanitiseOptionalText(block.intro),
        whitepaper: {
          id: sanitiseText(block.whitepaper.id),
          title: sanitiseText(block.whitepaper.title),
        },
      };
    case 'Hero':
      return {
        ...block,
        headline: sanitiseText(block.headline),
        lead: sanitiseOptionalText(block.lead),
        picture: sanitiseOptionalImage(block.picture),
        callToAction: sanitiseOptionalLink(block.callToAction),
        secondaryAction: sanitiseOptionalLink(block.secondaryAction),
      };
    case 'KeyFigures':
      return {
        ...block,
        title: sanitiseOptionalText(block.title),
        figures: block.figures.map((figure) => ({
          value: sanitiseText(figure.value),
          unit: sanitiseOptionalText(figure.unit),
          label: sanitiseText(figure.label),
        })),
      };
    case 'Unknown':
      return { ...block, typeName: sanitiseText(block.typeName) };
    default:
      return block satisfies never;
  }
}

function sanitiseTeaser(teaser: Teaser): Teaser {
  return {
    title: sanitiseText(teaser.title),
    text: teaser.text === null ? null : sanitiseMarkup(teaser.text),
    image: sanitiseOptionalImage(teaser.image),
    link: sanitiseOptionalLink(teaser.link),
  };
}

/** The text is markup; the link target is dropped (with its text) when it could run script. */
function sanitiseFlashMessage(message: FlashMessageData): FlashMessageData {
  const { to, linkText, ...rest } = message;
  const safeTo = to !== undefined && isSafeUrl(to) ? to : undefined;
  return {
    ...rest,
    title: sanitiseText(message.title),
    text: sanitiseMarkup(message.text),
    ...(safeTo !== undefined && { to: safeTo }),
    ...(safeTo !== undefined && linkText !== undefined && { linkText: sanitiseText(linkText) }),
  };
}
