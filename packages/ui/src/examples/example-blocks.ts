import type {
  AccordionBlock,
  BodyBlock,
  ContactTeaserBlock,
  ContentImage,
  DownloadsBlock,
  FlashMessageBlock,
  GalleryBlock,
  ImageBlock,
  Page,
  ProductListBlock,
  QuoteBlock,
  RichTextBlock,
  TableBlock,
  TeaserBlock,
  TeasersBlock,
  UnknownBlock,
  VideoBlock,
} from '@kmx/domain/content';

// Pictures ship beside this file, so stories load them from Storybook itself: no request leaves
// the machine, and the rendition parameters the site adds are simply ignored by a static server.
// `?no-inline` keeps Vite from turning them into data URLs, which parameters would break. Each
// address is written out in full, as Vite finds assets only in literal `new URL` calls.
const picture = (url: URL, alternativeText: string): ContentImage => ({
  url: url.href,
  alternativeText,
});

export const exampleImages = {
  assemblyHall: picture(
    new URL('./media/assembly-hall.svg?no-inline', import.meta.url),
    'The assembly hall with three harness lines',
  ),
  cuttingMachine: picture(
    new URL('./media/cutting-machine.svg?no-inline', import.meta.url),
    'A cutting and stripping machine, door open',
  ),
  crimpDetail: picture(
    new URL('./media/crimp-detail.svg?no-inline', import.meta.url),
    'Close-up of a crimped contact',
  ),
  harnessLine: picture(
    new URL('./media/harness-line.svg?no-inline', import.meta.url),
    'An automated harness line',
  ),
  wireSpools: picture(
    new URL('./media/wire-spools.svg?no-inline', import.meta.url),
    'Spools of coloured wire',
  ),
  trainingRoom: picture(
    new URL('./media/training-room.svg?no-inline', import.meta.url),
    'Operators in the training room',
  ),
  videoPoster: picture(
    new URL('./media/video-poster.svg?no-inline', import.meta.url),
    'Still from the demo video',
  ),
  portrait: picture(new URL('./media/portrait.svg?no-inline', import.meta.url), 'Jonas Imhof'),
  documentCover: picture(new URL('./media/document-cover.svg?no-inline', import.meta.url), ''),
} as const;

export const exampleCoverBlock: ImageBlock = {
  id: 'cover',
  type: 'Image',
  image: exampleImages.assemblyHall,
  caption: 'Our assembly hall in Dierikon',
  layout: 'stretched',
};

export const exampleRichTextBlock: RichTextBlock = {
  id: 'intro',
  type: 'RichText',
  html:
    '<h2 id="overview">Overview</h2><p>From single machines to fully automated lines, we build the equipment that turns wire into harnesses. <a href="/en/company">More about the company</a>.</p>' +
    '<h3 id="cutting">Cutting and stripping</h3><p>From <strong>0.13 to 6 mm²</strong>, with quick-change tooling.</p><ul><li>Recipes shared across the line</li><li>Changeover in minutes</li></ul>' +
    '<h3 id="crimping">Crimping</h3><p>Crimp force monitoring on every contact.</p>',
};

export const exampleLongRichTextBlock: RichTextBlock = {
  id: 'long',
  type: 'RichText',
  html: `<h2 id="quality">Quality on every crimp</h2><p>${'Fully automatic crimping of wires from 0.22 to 6 mm², with seal loading and quality monitoring on every crimp. '.repeat(10)}</p>`,
};

export const exampleFlashMessageBlock: FlashMessageBlock = {
  id: 'notice',
  type: 'FlashMessage',
  message: {
    title: 'Trade fair',
    text: 'Meet us at <strong>productronica</strong>, hall A3.',
    type: 'info',
    linkText: 'Plan your visit',
    to: '/company/events',
  },
};

export const exampleImageBlock: ImageBlock = {
  id: 'machine',
  type: 'Image',
  image: exampleImages.cuttingMachine,
  caption: 'The Cutter 355 cuts and strips wires up to 6 mm².',
  layout: 'inline',
};

export const exampleAsideImageBlock: ImageBlock = {
  id: 'detail',
  type: 'Image',
  image: exampleImages.crimpDetail,
  caption: 'Every crimp is measured.',
  layout: 'aside',
};

export const exampleVideoBlock: VideoBlock = {
  id: 'demo-video',
  type: 'Video',
  video: {
    url: 'https://www.youtube.com/watch?v=komax-demo',
    title: 'The harness line in action',
    thumbnail: exampleImages.videoPoster,
  },
  caption: 'Four minutes from spool to harness.',
  layout: 'breakOut',
};

export const exampleVideoFileBlock: VideoBlock = {
  id: 'demo-file',
  type: 'Video',
  video: {
    url: 'https://media.komax.example/videos/cutter-355-demo.mp4',
    title: 'Cutter 355 demo',
    thumbnail: exampleImages.videoPoster,
  },
  caption: null,
  layout: 'aside',
};

export const exampleGalleryBlock: GalleryBlock = {
  id: 'gallery',
  type: 'Gallery',
  title: 'Impressions from the plant',
  images: [
    { image: exampleImages.harnessLine, caption: 'Harness line' },
    { image: exampleImages.wireSpools, caption: null },
    { image: exampleImages.trainingRoom, caption: 'Operator training' },
  ],
};

export const exampleTeaserBlock: TeaserBlock = {
  id: 'training',
  type: 'Teaser',
  teaser: {
    title: 'Operator training',
    text: 'Get the most out of your machines with <strong>hands-on training</strong>.',
    image: exampleImages.trainingRoom,
    link: { kind: 'service', text: 'Book an operator training', serviceSlug: 'operator-training' },
  },
};

export const exampleTeasersBlock: TeasersBlock = {
  id: 'teasers',
  type: 'Teasers',
  title: 'Where to go next',
  teasers: [
    {
      title: 'Company',
      text: 'Who we are and how we work.',
      image: exampleImages.assemblyHall,
      link: {
        kind: 'page',
        text: 'About us',
        page: { id: 'page-company', url: '/company' },
        pageParameters: '#company-facts',
        openInNewTab: false,
      },
    },
    {
      title: 'Stories',
      text: null,
      image: exampleImages.harnessLine,
      link: { kind: 'path', text: 'Read our stories', link: { kind: 'path', path: '/stories' } },
    },
    {
      title: 'Careers',
      text: 'Join a team that builds machines for the world.',
      image: null,
      link: { kind: 'external', text: 'Job portal', url: 'https://jobs.komax.example' },
    },
    {
      title: 'Stripper 480',
      text: null,
      image: exampleImages.cuttingMachine,
      link: { kind: 'product', text: 'The {{name}}', productSlug: 'stripper-480' },
    },
  ],
};

export const exampleTableBlock: TableBlock = {
  id: 'dividend-table',
  type: 'Table',
  caption: 'Dividends',
  head: ['Financial year', 'Dividend (CHF)', 'Paid on'],
  rows: [
    ['2022', '6.00', '21 April 2023'],
    ['2021', '4.50', '20 April 2022'],
    ['2020', '0.00', '–'],
  ],
  footnote: 'Dividends as approved by the annual general meeting.',
};

export const exampleAccordionBlock: AccordionBlock = {
  id: 'faq',
  type: 'Accordion',
  title: 'Frequently asked questions',
  items: [
    {
      title: 'Which wire sizes can the Cutter 355 process?',
      html: '<p>From 0.13 to 6 mm², with tooling changed in minutes.</p>',
    },
    {
      title: 'How quickly does service reply?',
      html: '<p>Within 24 hours. <a href="/en/contact">Contact us</a>.</p>',
    },
    { title: 'Do you offer training?', html: '<p>Yes, on site and in our training centres.</p>' },
  ],
};

export const exampleProductListBlock: ProductListBlock = {
  id: 'products',
  type: 'ProductList',
  title: 'Machines for this task',
  productSlugs: ['cutter-355', 'stripper-480', 'zeta-650'],
};

export const exampleDownloadsBlock: DownloadsBlock = {
  id: 'downloads',
  type: 'Downloads',
  title: 'Downloads',
  files: [
    {
      name: 'Data sheet Cutter 355',
      url: 'https://media.komax.example/downloads/cutter-355-data-sheet-en.pdf',
      extension: 'pdf',
      sizeBytes: 524288,
      language: 'en',
      thumbnail: exampleImages.documentCover,
    },
    {
      name: 'Dimension drawing Cutter 355',
      url: 'https://media.komax.example/downloads/cutter-355-dimensions.dxf',
      extension: 'dxf',
      sizeBytes: 98304,
      language: null,
      thumbnail: null,
    },
    {
      name: 'Annual report 2022',
      url: 'https://media.komax.example/downloads/annual-report-2022-en.pdf',
      extension: 'pdf',
      sizeBytes: 8421376,
      language: 'en',
      thumbnail: exampleImages.documentCover,
    },
  ],
};

export const exampleContactTeaserBlock: ContactTeaserBlock = {
  id: 'contact',
  type: 'ContactTeaser',
  title: 'Talk to an expert',
  text: 'Questions about harness assembly? Jonas replies within 24 hours.',
  contact: {
    name: 'Jonas Imhof',
    role: 'Application engineer',
    email: 'harness@komax.example',
    phone: '+41 41 000 33 33',
    image: exampleImages.portrait,
  },
};

export const exampleQuoteBlock: QuoteBlock = {
  id: 'quote',
  type: 'Quote',
  quote: 'Precision is not a feature of our machines, it is the reason they exist.',
  author: 'Lena Baumgartner',
  role: 'Head of engineering',
  portrait: exampleImages.portrait,
};

export const exampleUnknownBlock: UnknownBlock = {
  id: 'countdown',
  type: 'Unknown',
  typeName: 'Countdown',
};

/** Every block kind once (the unknown one included), after a cover, as the style guide page has them. */
export const exampleBlocks: readonly BodyBlock[] = [
  exampleCoverBlock,
  exampleFlashMessageBlock,
  exampleRichTextBlock,
  exampleImageBlock,
  exampleAsideImageBlock,
  exampleVideoBlock,
  exampleGalleryBlock,
  exampleTeaserBlock,
  exampleTeasersBlock,
  exampleTableBlock,
  exampleAccordionBlock,
  exampleProductListBlock,
  exampleDownloadsBlock,
  exampleContactTeaserBlock,
  exampleQuoteBlock,
  exampleUnknownBlock,
];

/** A published English content page with every block kind. */
export const examplePage: Page = {
  id: 'page-style-guide-content',
  siteId: 'site-main',
  title: 'Content style guide',
  slug: 'style-guide-content',
  url: '/style-guide-content',
  pageType: 'Content',
  theme: 'Default',
  contentLanguage: 'en',
  isLanguageFallback: false,
  isLanguageUnavailable: false,
  languages: ['en', 'de'],
  isPublished: true,
  protection: 'none',
  description: 'Every kind of content block, as editors can place it.',
  blocks: exampleBlocks,
};
