import type { Capability, CatalogueProduct } from '@kmx/domain/catalogue';
import type { Story } from '@kmx/domain/content';
import type { PageView } from '@kmx/domain/view';
import { exampleImages } from './example-blocks';
import { exampleFrame } from './example-frame';

type ProductView = Extract<PageView, { kind: 'product' }>;

const capabilities: readonly Capability[] = [
  { id: 'cap-cut', name: 'Cut to length', slug: 'cut-to-length', image: null },
  { id: 'cap-strip', name: 'Stripping', slug: 'stripping', image: null },
  { id: 'cap-mark', name: 'Inline marking', slug: 'inline-marking', image: null },
  { id: 'cap-seal', name: 'Étanchéité (sealing)', slug: 'etancheite-sealing', image: null },
];

/** A product with everything its page shows: variants, both systems of units, one bad highlight. */
export const exampleProductPageProduct: CatalogueProduct = {
  name: 'Cutter 355',
  slug: 'cutter-355',
  brand: { id: 'brand-artos', name: 'Artos', imageUrl: null },
  shortDescription: 'Cut-to-length machine for wires up to 6 mm² at 9,000 pieces an hour.',
  longDescription:
    'The Cutter 355 feeds, measures and cuts single wires with a belt drive that never marks the insulation. A servo-driven blade and an encoder on the feed keep every length within ±0.1 mm, batch after batch.',
  language: 'en',
  images: [
    { name: 'Cutter 355, front view', url: exampleImages.cuttingMachine.url, isDefault: true },
    { name: 'Cutter 355, detail', url: exampleImages.crimpDetail.url, isDefault: false },
    { name: 'Cutter 355 on the line', url: exampleImages.harnessLine.url, isDefault: false },
  ],
  specifications: [
    { name: 'Wire cross-section', value: '0.13–6', unit: 'mm²', measurementSystem: 'Metric' },
    { name: 'Wire cross-section', value: '26–10', unit: 'AWG', measurementSystem: 'Imperial' },
    { name: 'Throughput', value: '9,000', unit: 'pcs/h', measurementSystem: null },
    { name: 'Weight', value: '48', unit: 'kg', measurementSystem: 'Metric' },
    { name: 'Weight', value: '106', unit: 'lb', measurementSystem: 'Imperial' },
    { name: 'Power supply', value: '230 V, 50/60 Hz', unit: null, measurementSystem: null },
  ],
  variants: [
    {
      id: 'cutter-355-s',
      nameMetric: 'Cutter 355 S – up to 2.5 mm²',
      nameImperial: 'Cutter 355 S – up to 14 AWG',
      specifications: [
        { name: 'Wire cross-section', value: '0.13–2.5', unit: 'mm²', measurementSystem: 'Metric' },
        { name: 'Wire cross-section', value: '26–14', unit: 'AWG', measurementSystem: 'Imperial' },
        { name: 'Throughput', value: '9,000', unit: 'pcs/h', measurementSystem: null },
      ],
    },
    {
      id: 'cutter-355-hd',
      nameMetric: 'Cutter 355 HD – up to 6 mm²',
      nameImperial: 'Cutter 355 HD – up to 10 AWG',
      specifications: [
        { name: 'Wire cross-section', value: '0.5–6', unit: 'mm²', measurementSystem: 'Metric' },
        { name: 'Wire cross-section', value: '20–10', unit: 'AWG', measurementSystem: 'Imperial' },
        { name: 'Throughput', value: '7,500', unit: 'pcs/h', measurementSystem: null },
      ],
    },
  ],
  capabilities,
  highlights: [
    {
      name: 'Mark-free belt drive',
      shortDescription: 'Soft belts grip the wire without pressing into the insulation.',
      longDescription:
        'Two synchronised belts share the feed force over a long contact length, so even thin-walled insulation leaves the machine without a mark.',
      image: exampleImages.wireSpools.url,
      videoImage: null,
      video: null,
    },
    {
      name: 'Length within ±0.1 mm',
      shortDescription: 'An encoder on the feed checks every piece.',
      longDescription: null,
      image: null,
      videoImage: exampleImages.videoPoster.url,
      video: 'https://www.youtube.com/watch?v=cutter355',
    },
    // Invalid (no picture, no video): the page must not show it.
    {
      name: 'A highlight without a picture',
      shortDescription: 'Never shown.',
      longDescription: null,
      image: null,
      videoImage: null,
      video: null,
    },
  ],
  documents: [
    {
      name: 'Cutter 355 data sheet',
      contentLanguage: 'en',
      thumbnail: exampleImages.documentCover.url,
      type: 'Data sheet',
      url: '/media/documents/cutter-355-data-sheet.pdf',
      filename: 'cutter-355-data-sheet.pdf',
      extension: 'pdf',
      sizeInBytes: 1572864,
    },
    {
      name: 'Cutter 355 Betriebsanleitung',
      contentLanguage: 'de',
      thumbnail: null,
      type: 'Manual',
      url: '/media/documents/cutter-355-manual-de.pdf',
      filename: 'cutter-355-manual-de.pdf',
      extension: 'pdf',
      sizeInBytes: 524288,
    },
  ],
  video: {
    url: '/media/videos/cutter-355.mp4',
    thumbnailUrls: [exampleImages.videoPoster.url],
    alt: 'Cutter 355',
  },
  relatedItems: [
    {
      type: 'related',
      product: {
        name: 'Cutter 455',
        slug: 'cutter-455',
        brand: null,
        shortDescription: 'For cross-sections up to 16 mm².',
        image: exampleImages.cuttingMachine.url,
        link: '/products/wire-processing/cutting/cutter-455',
        serviceId: null,
        classificationSlug: 'cutting',
        classificationName: 'Cutting',
      },
    },
    {
      type: 'component',
      product: {
        name: 'Blade set V',
        slug: 'blade-set-v',
        brand: null,
        shortDescription: 'V blades for round wires.',
        image: exampleImages.crimpDetail.url,
        link: '/products/components/blades/blade-set-v',
        serviceId: null,
        classificationSlug: 'blades',
        classificationName: 'Blades',
      },
    },
    {
      type: 'service',
      product: {
        name: 'Maintenance',
        slug: 'maintenance',
        brand: null,
        shortDescription: 'Yearly maintenance by our technicians.',
        image: exampleImages.trainingRoom.url,
        link: '/services/maintenance',
        serviceId: 'svc-maintenance',
        classificationSlug: 'maintenance',
        classificationName: 'Maintenance',
      },
    },
  ],
  relatedStories: [{ slug: 'faster-changeovers', route: '/stories/faster-changeovers' }],
  variantCount: 2,
  supportedCountries: ['CH', 'DE', 'US'],
  serviceId: null,
  classificationSlug: 'cutting',
  classificationName: 'Cutting',
  link: '/products/wire-processing/cutting/cutter-355',
};

export const exampleProductPageStories: readonly Story[] = [
  {
    id: 'story-1',
    slug: 'faster-changeovers',
    publicationDate: '2024-03-12',
    title: 'Faster changeovers on the harness line',
    leadText: 'How a supplier in Bavaria cut its setup times in half.',
    storyContacts: [],
    image: exampleImages.harnessLine,
    category: 'customer-stories',
  },
];

/** The product page as the server hands it out, in metric units. */
export const exampleProductPageView: ProductView = {
  kind: 'product',
  language: 'en',
  homeHref: exampleFrame.homeHref,
  frame: exampleFrame,
  product: exampleProductPageProduct,
  stories: exampleProductPageStories,
  measurementSystem: 'Metric',
};

/** The least a product page has: a name and its one picture. */
export const exampleBareProductPageView: ProductView = {
  ...exampleProductPageView,
  product: {
    ...exampleProductPageProduct,
    brand: null,
    shortDescription: null,
    longDescription: null,
    images: exampleProductPageProduct.images.slice(0, 1),
    specifications: [],
    variants: [],
    capabilities: [],
    highlights: [],
    documents: [],
    video: null,
    relatedItems: [],
    relatedStories: [],
    variantCount: 0,
    classificationSlug: null,
    classificationName: null,
  },
  stories: [],
};
