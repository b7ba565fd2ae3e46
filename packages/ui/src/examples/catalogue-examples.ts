import type {
  CatalogueProduct,
  CatalogueProductSummary,
  Classification,
  ClassificationAncestor,
  ProductSummary,
} from '@kmx/domain/catalogue';
import type { Story } from '@kmx/domain/content';
import type { PageFrame, PageView, ProductLinkTarget } from '@kmx/domain/view';
import { breadcrumbTrail } from '@kmx/domain/navigation';
import { exampleImages } from './example-blocks';
import { exampleFrame } from './example-frame';

type ViewOf<Kind extends PageView['kind']> = Extract<PageView, { kind: Kind }>;

const images = {
  machine: exampleImages.cuttingMachine.url,
  crimp: exampleImages.crimpDetail.url,
  line: exampleImages.harnessLine.url,
  spools: exampleImages.wireSpools.url,
  hall: exampleImages.assemblyHall.url,
  training: exampleImages.trainingRoom.url,
  poster: exampleImages.videoPoster.url,
  document: exampleImages.documentCover.url,
  portrait: exampleImages.portrait.url,
};

/** The frame of a catalogue page: Home, the catalogue root, its classifications, the page. */
function catalogueFrame(crumbs: readonly { title: string; path: string }[]): PageFrame {
  const last = crumbs[crumbs.length - 1]?.path ?? '';
  return {
    ...exampleFrame,
    languages: exampleFrame.languages.map((option) => ({
      ...option,
      href: `/${option.languageCode}-ch${last}`,
    })),
    breadcrumbs: breadcrumbTrail(
      { title: 'Home', route: '/en-ch' },
      crumbs.map((crumb) => ({
        title: crumb.title,
        breadcrumbOverride: null,
        url: `/en-ch${crumb.path}`,
      })),
    ),
  };
}

const root: ClassificationAncestor = { name: 'Products', slug: 'products', route: '/products' };
const wireProcessing: ClassificationAncestor = {
  name: 'Wire processing',
  slug: 'wire-processing',
  route: '/products/wire-processing',
};

function leaf(
  slug: string,
  name: string,
  description: string,
  image: string,
  parent: ClassificationAncestor,
  lineage: readonly ClassificationAncestor[],
): Classification {
  return {
    name,
    slug,
    parent,
    route: `${parent.route}/${slug}`,
    description,
    image,
    imageHighRes: image,
    childClassifications: [],
    lineage,
  };
}

const komax = { id: null, name: 'Komax', imageUrl: null } as const;
const schleuniger = { id: 'brand-schleuniger', name: 'Schleuniger', imageUrl: null } as const;

function summary(
  slug: string,
  name: string,
  shortDescription: string | null,
  image: string,
  classificationRoute: string,
  brand: ProductSummary['brand'],
): CatalogueProductSummary {
  return {
    name,
    slug,
    brand,
    shortDescription,
    image,
    link: `${classificationRoute}/${slug}`,
    serviceId: null,
    classificationSlug: classificationRoute.split('/').pop() ?? null,
    classificationName: null,
  };
}

const cutAndStripRoute = '/products/wire-processing/cut-and-strip';

/** Products filed under "Cut and strip", as a classification page lists them. */
export const exampleCatalogueProducts: readonly CatalogueProductSummary[] = [
  summary(
    'autostrip-260',
    'Autostrip 260',
    'Entry-level cut and strip machine for wires up to 6 mm².',
    images.machine,
    cutAndStripRoute,
    null,
  ),
  summary(
    'alpha-550',
    'Alpha 550',
    'Fully automatic wire processing machine for double-sided crimping, sealing and twisting of up to 36 wires in a single cycle, with quality monitoring on every station.',
    images.line,
    cutAndStripRoute,
    null,
  ),
  summary('powerstrip-9550', 'PowerStrip 9550', null, images.spools, cutAndStripRoute, schleuniger),
];

/** "Wire processing" with two children, as the server hands it out for Switzerland. */
export const exampleClassification: Classification = {
  name: 'Wire processing',
  slug: 'wire-processing',
  parent: root,
  route: wireProcessing.route,
  description:
    'Machines that cut, strip, crimp and seal wires, from the workshop bench to the fully automatic line.',
  image: images.hall,
  imageHighRes: images.hall,
  childClassifications: [
    leaf(
      'cut-and-strip',
      'Cut and strip',
      'Cutting and stripping machines for every wire size.',
      images.machine,
      wireProcessing,
      [root, wireProcessing],
    ),
    leaf(
      'crimping',
      'Crimping',
      'Crimp presses, applicators and crimp force monitoring.',
      images.crimp,
      wireProcessing,
      [root, wireProcessing],
    ),
  ],
  lineage: [root],
};

/** `/en-ch/products/wire-processing`: two child classifications, three products. */
export const exampleClassificationView: ViewOf<'classification'> = {
  kind: 'classification',
  language: 'en',
  homeHref: '/en-ch',
  frame: catalogueFrame([
    { title: 'Products', path: '/products' },
    { title: 'Wire processing', path: '/products/wire-processing' },
  ]),
  catalogue: 'products',
  classification: exampleClassification,
  products: exampleCatalogueProducts,
};

/** A classification with neither children nor products (everything filtered by the country). */
export const exampleEmptyClassificationView: ViewOf<'classification'> = {
  ...exampleClassificationView,
  classification: {
    ...leaf(
      'taping',
      'Taping',
      'Taping machines for wire harnesses.',
      images.spools,
      wireProcessing,
      [root, wireProcessing],
    ),
  },
  products: [],
};

const exampleStories: readonly Story[] = [
  {
    id: 'story-1',
    slug: 'faster-harness-lines',
    publicationDate: '2026-03-12',
    title: 'How a harness maker halved its changeover time',
    leadText: 'Automated cut and strip cells let a supplier in Bavaria switch orders in minutes.',
    storyContacts: [
      {
        id: 'contact-1',
        name: 'Jonas Imhof',
        slug: 'jonas-imhof',
        image: { url: images.portrait, alternativeText: 'Jonas Imhof' },
      },
    ],
    image: { url: images.line, alternativeText: 'An automated harness line' },
    category: 'customer-stories',
  },
  {
    id: 'story-2',
    slug: 'training-the-next-generation',
    publicationDate: '2025-11-02',
    title: 'Training the next generation of operators',
    leadText: 'Our training centre welcomes its thousandth apprentice.',
    storyContacts: [],
    image: null,
    category: null,
  },
];

/** A full product: variants, both measurement systems, highlights, documents, related items. */
export const exampleProduct: CatalogueProduct = {
  name: 'Alpha 550',
  slug: 'alpha-550',
  brand: null,
  shortDescription:
    'Fully automatic wire processing machine for double-sided crimping, sealing and twisting.',
  longDescription:
    'The Alpha 550 processes up to 36 wires in a single cycle. Quality monitoring on every station, fast changeover and a modular design make it the backbone of modern harness production.',
  language: 'en',
  images: [
    { name: 'Alpha 550, front view', url: images.machine, isDefault: true },
    { name: 'Alpha 550, crimp station', url: images.crimp, isDefault: false },
    { name: 'Alpha 550 in a harness line', url: images.line, isDefault: false },
  ],
  specifications: [
    { name: 'Wire cross-section', value: '0.13–6', unit: 'mm²', measurementSystem: 'Metric' },
    { name: 'Wire cross-section', value: '26–10', unit: 'AWG', measurementSystem: 'Imperial' },
    { name: 'Cutting length', value: '35–65,000', unit: 'mm', measurementSystem: 'Metric' },
    { name: 'Cutting length', value: '1.4–2,559', unit: 'in', measurementSystem: 'Imperial' },
    { name: 'Processing stations', value: '6', unit: null, measurementSystem: null },
  ],
  variants: [
    {
      id: 'alpha-550-s',
      nameMetric: 'Alpha 550 S (6 mm²)',
      nameImperial: 'Alpha 550 S (10 AWG)',
      specifications: [
        { name: 'Weight', value: '1,450', unit: 'kg', measurementSystem: 'Metric' },
        { name: 'Weight', value: '3,197', unit: 'lb', measurementSystem: 'Imperial' },
      ],
    },
    {
      id: 'alpha-550-l',
      nameMetric: 'Alpha 550 L (10 mm²)',
      nameImperial: 'Alpha 550 L (8 AWG)',
      specifications: [
        { name: 'Weight', value: '1,720', unit: 'kg', measurementSystem: 'Metric' },
        { name: 'Weight', value: '3,792', unit: 'lb', measurementSystem: 'Imperial' },
      ],
    },
  ],
  capabilities: [
    { id: 'cap-crimping', name: 'Crimping', slug: 'crimping', image: images.crimp },
    { id: 'cap-sealing', name: 'Sealing', slug: 'sealing', image: null },
  ],
  highlights: [
    {
      name: 'Quality monitoring',
      shortDescription: 'Every crimp is checked.',
      longDescription: 'Crimp force monitoring and camera inspection on every station.',
      image: images.crimp,
      videoImage: null,
      video: null,
    },
    {
      name: 'Fast changeover',
      shortDescription: 'Switch orders in minutes.',
      longDescription: null,
      image: null,
      videoImage: images.poster,
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
  ],
  documents: [
    {
      name: 'Alpha 550 brochure',
      contentLanguage: 'en',
      thumbnail: images.document,
      type: 'brochure',
      url: 'https://downloads.example.com/alpha-550-brochure.pdf',
      filename: 'alpha-550-brochure',
      extension: 'pdf',
      sizeInBytes: 2_457_600,
    },
    {
      name: 'Alpha 550 data sheet',
      contentLanguage: 'de',
      thumbnail: null,
      type: 'datasheet',
      url: 'https://downloads.example.com/alpha-550-datenblatt.pdf',
      filename: 'alpha-550-datenblatt',
      extension: 'pdf',
      sizeInBytes: 512_000,
    },
  ],
  video: {
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    thumbnailUrls: [images.poster],
    alt: 'Alpha 550',
  },
  relatedItems: [
    {
      type: 'related',
      product: summary(
        'autostrip-260',
        'Autostrip 260',
        'Entry-level cut and strip machine.',
        images.machine,
        cutAndStripRoute,
        null,
      ),
    },
    {
      type: 'component',
      product: summary(
        'crimp-applicator-ca-1',
        'Crimp applicator CA 1',
        'Applicator for open-barrel contacts.',
        images.crimp,
        '/products/wire-processing/crimping',
        komax,
      ),
    },
    {
      type: 'service',
      product: summary(
        'preventive-maintenance',
        'Preventive maintenance',
        'Scheduled maintenance by our engineers.',
        images.training,
        '/services/maintenance',
        null,
      ),
    },
  ],
  relatedStories: [
    { slug: 'faster-harness-lines', route: '/stories/faster-harness-lines' },
    { slug: 'training-the-next-generation', route: '/stories/training-the-next-generation' },
  ],
  variantCount: 2,
  supportedCountries: ['CH', 'DE', 'US'],
  serviceId: null,
  classificationSlug: 'cut-and-strip',
  classificationName: 'Cut & strip',
  link: `${cutAndStripRoute}/alpha-550`,
};

/** `/en-ch/products/wire-processing/cut-and-strip/alpha-550`. */
export const exampleProductView: ViewOf<'product'> = {
  kind: 'product',
  language: 'en',
  homeHref: '/en-ch',
  frame: catalogueFrame([
    { title: 'Products', path: '/products' },
    { title: 'Wire processing', path: '/products/wire-processing' },
    { title: 'Cut and strip', path: cutAndStripRoute },
    { title: 'Alpha 550', path: `${cutAndStripRoute}/alpha-550` },
  ]),
  product: exampleProduct,
  stories: exampleStories,
  measurementSystem: 'Metric',
};

const servicesRoot: ClassificationAncestor = {
  name: 'Services',
  slug: 'services',
  route: '/services',
};

/** `/en-ch/services/maintenance/preventive-maintenance`: every field filled. */
export const exampleServiceView: ViewOf<'service'> = {
  kind: 'service',
  language: 'en',
  homeHref: '/en-ch',
  frame: catalogueFrame([
    { title: 'Services', path: '/services' },
    { title: 'Maintenance', path: '/services/maintenance' },
    { title: 'Preventive maintenance', path: '/services/maintenance/preventive-maintenance' },
  ]),
  service: {
    name: 'Preventive maintenance',
    slug: 'preventive-maintenance',
    language: 'en',
    shortDescription: 'Scheduled maintenance by our engineers keeps your machines running.',
    longDescription:
      'Our service engineers inspect, clean and calibrate your machines on a fixed schedule, replace wear parts before they fail and document every visit.',
    benefit1: 'Fewer unplanned stops',
    benefit2: 'Longer machine life',
    benefit3: 'Predictable costs',
    benefit4: 'Certified engineers',
    benefit5: 'Original spare parts',
    benefit6: null,
    detail1: 'One or two visits a year',
    detail2: 'Calibration certificate',
    detail3: 'Wear parts included',
    detail4: '',
    detail5: null,
    detail6: 'Available in 40 countries',
    primaryImage: { name: 'An engineer at work', url: images.training, isDefault: true },
    additionalImages: [
      { name: 'Calibration', url: images.crimp, isDefault: false },
      { name: 'Spare parts', url: images.spools, isDefault: false },
    ],
    allImages: [
      { name: 'An engineer at work', url: images.training, isDefault: true },
      { name: 'Calibration', url: images.crimp, isDefault: false },
      { name: 'Spare parts', url: images.spools, isDefault: false },
    ],
    video: {
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      thumbnailUrls: [images.poster],
      alt: 'Preventive maintenance',
    },
    classification: {
      name: 'Maintenance',
      slug: 'maintenance',
      route: '/services/maintenance',
      lineage: [servicesRoot],
    },
    relatedProducts: [exampleCatalogueProducts[0] as CatalogueProductSummary],
    relatedComponents: [
      summary(
        'crimp-applicator-ca-1',
        'Crimp applicator CA 1',
        'Applicator for open-barrel contacts.',
        images.crimp,
        '/products/wire-processing/crimping',
        komax,
      ),
    ],
    relatedServices: [
      summary(
        'operator-training',
        'Operator training',
        'Hands-on training for your operators.',
        images.training,
        '/services/training',
        null,
      ),
    ],
    relatedStories: exampleStories,
  },
};

/** A service with only the required fields: no texts, no video, nothing related. */
export const exampleMinimalServiceView: ViewOf<'service'> = {
  ...exampleServiceView,
  service: {
    ...exampleServiceView.service,
    shortDescription: null,
    longDescription: null,
    benefit1: null,
    benefit2: null,
    benefit3: null,
    benefit4: null,
    benefit5: null,
    benefit6: null,
    detail1: null,
    detail2: null,
    detail3: null,
    detail4: null,
    detail5: null,
    detail6: null,
    additionalImages: [],
    allImages: [exampleServiceView.service.primaryImage],
    video: null,
    relatedProducts: [],
    relatedComponents: [],
    relatedServices: [],
    relatedStories: [],
  },
};

/**
 * What the content loader supplies for the example blocks' product and service links in
 * Switzerland (`zeta-650` is not offered there, so it is left out and its link not shown). The
 * products carry their comparison group; the service has none.
 */
export const exampleProductLinks: Readonly<Record<string, ProductLinkTarget>> = {
  'cutter-355': {
    name: 'Cutter 355',
    href: '/en-ch/products/wire-processing/cutting/cutter-355',
    comparisonGroup: 'cutting',
  },
  'stripper-480': {
    name: 'Stripper 480 S',
    href: '/en-ch/products/wire-processing/stripping/stripper-480',
    comparisonGroup: 'stripping',
  },
  'operator-training': {
    name: 'Operator training',
    href: '/en-ch/services/training/operator-training',
  },
};
