/**
 * Demo pictures as art-directed line drawings: machines, wires, crimp terminals, harness boards,
 * test instruments, software and plants in the brand's palette, a friendly abstract portrait for
 * people, and a document icon naming its kind for download thumbnails. Everything is derived from
 * the path alone (the same path draws the same picture), holds no text except a document's kind,
 * and is drawn in a fixed design box scaled to fit the requested size, so nothing is ever cropped.
 */

/** The brand palette: deep blue, light blues, and an orange accent. */
const palette = {
  blue: '#003c78',
  mid: '#5b8cc0',
  light: '#9bbbdc',
  pale: '#dbe7f3',
  paper: '#f3f7fb',
  orange: '#f39200',
  white: '#ffffff',
} as const;

export type Motif =
  'machine' | 'wire' | 'crimp' | 'harness' | 'tester' | 'software' | 'twist' | 'plant';

export type PictureKind = Motif | 'portrait' | 'document' | 'emblem';

/** FNV-1a over the path's code points: the seed of every choice a picture makes. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

const motifWords: readonly (readonly [Motif, RegExp])[] = [
  [
    'plant',
    /\b(loc|location|locations|plant|hall|factory|site|campus|building|booth|headquarters)\b/,
  ],
  [
    'software',
    /\b(software|manager|planner|trace|digital|dashboard|mes|app|cloud|data|line-manager)\b/,
  ],
  [
    'tester',
    /\b(test|tester|testing|pull|section|saw|lab|quality|cfm|hv|sensor|monitoring|audit|calibration|measure)\b/,
  ],
  ['harness', /\b(harness|board|boards|taping|taper|tape|routing|assembly|flex)\b/],
  ['crimp', /\b(crimp|crimping|applicator|applicators|terminal|terminals|press|seal|loader)\b/],
  ['twist', /\b(twist|twister|twisting|sleeve|sleeving|shrink|oven|sealing|coax)\b/],
  ['wire', /\b(wire|wires|cable|cables|strip|stripping|stripper|cutting|cut|partial|conductor)\b/],
  ['machine', /\b(cutter|autostrip|centre|center|machine|machines|line|automation|processing)\b/],
];

const motifs: readonly Motif[] = [
  'machine',
  'wire',
  'crimp',
  'harness',
  'tester',
  'software',
  'twist',
  'plant',
];

/** The words of a media path's file name and folder, lower case, separated by spaces. */
function wordsOf(path: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  return decoded
    .toLowerCase()
    .replace(/\.\w+$/, '')
    .replace(/[^a-z0-9]+/g, ' ');
}

/** The folder right under `/media/`. */
function folderOf(path: string): string {
  return /^\/?media\/([^/]+)\//.exec(path)?.[1] ?? '';
}

/** Which picture a path gets: by folder first, then by the words of its name, then by its hash. */
export function pictureKind(path: string): PictureKind {
  const folder = folderOf(path);
  if (
    folder === 'contacts' ||
    folder === 'story-contacts' ||
    folder === 'authors' ||
    folder === 'people'
  )
    return 'portrait';
  if (folder === 'documents' || folder === 'downloads') return 'document';
  if (folder === 'brands') return 'emblem';
  if (folder === 'locations') return 'plant';
  const name = wordsOf(path.split('/').pop() ?? '');
  for (const [motif, words] of motifWords) if (words.test(name)) return motif;
  return motifs[hashOf(path) % motifs.length] ?? 'machine';
}

/** The kind of document a thumbnail stands for, as its icon names it. */
export function documentKind(path: string): string {
  const name = (path.split('/').pop() ?? '').toLowerCase();
  const inner = /\.(\w+)\.svg$/.exec(name)?.[1];
  const known: Record<string, string> = {
    pdf: 'PDF',
    zip: 'ZIP',
    dxf: 'CAD',
    dwg: 'CAD',
    step: 'CAD',
    stp: 'CAD',
    mp4: 'VIDEO',
    docx: 'DOC',
    doc: 'DOC',
    xlsx: 'XLS',
    pptx: 'PPT',
  };
  if (inner !== undefined && known[inner] !== undefined) return known[inner];
  const words = wordsOf(name);
  if (/\b(cad|dxf|step|model|drawing)\b/.test(words)) return 'CAD';
  if (/\b(video|clip|film)\b/.test(words)) return 'VIDEO';
  if (/\b(zip|software|firmware|package|archive)\b/.test(words)) return 'ZIP';
  if (/\b(template|docx)\b/.test(words)) return 'DOC';
  if (/\b(sheet|xlsx|prices)\b/.test(words) && !/\bdatasheet\b/.test(words)) return 'XLS';
  if (/\b(presentation|slides|pptx)\b/.test(words)) return 'PPT';
  return 'PDF';
}

/** The colour of a document kind's badge. */
const kindColours: Record<string, string> = {
  PDF: palette.orange,
  ZIP: palette.mid,
  CAD: palette.blue,
  VIDEO: palette.blue,
  DOC: palette.mid,
  XLS: palette.mid,
  PPT: palette.orange,
};

interface Scheme {
  readonly background: string;
  readonly grid: string;
  readonly line: string;
  readonly soft: string;
  readonly fill: string;
}

/** Light, paper and dark blueprints; a path keeps its scheme. */
const schemes: readonly Scheme[] = [
  {
    background: palette.pale,
    grid: palette.light,
    line: palette.blue,
    soft: palette.mid,
    fill: palette.paper,
  },
  {
    background: palette.paper,
    grid: palette.pale,
    line: palette.blue,
    soft: palette.light,
    fill: palette.white,
  },
  {
    background: palette.blue,
    grid: '#1a5189',
    line: palette.white,
    soft: palette.light,
    fill: '#0b4a8a',
  },
];

/** Design box of every motif; the drawing is scaled to fit the picture, centred. */
const boxWidth = 480;
const boxHeight = 300;

/** A deterministic small integer in [0, range) from the seed and a salt. */
function pick(seed: number, salt: number, range: number): number {
  return (Math.imul(seed ^ (salt * 2654435761), 2246822519) >>> 0) % range;
}

function machine(s: Scheme, seed: number): string {
  const rollers = 2 + pick(seed, 1, 3);
  let parts = `<rect x="70" y="70" width="300" height="150" rx="10" fill="${s.fill}"/><path d="M70 110H370M230 70V220M100 220v40M340 220v40M80 260h50M310 260h50"/><rect x="250" y="85" width="100" height="60" rx="4"/><path d="M262 130l20-18 16 10 22-22" stroke="${palette.orange}"/>`;
  for (let index = 0; index < rollers; index += 1) {
    const x = 100 + index * (110 / rollers);
    parts += `<circle cx="${x.toFixed(0)}" cy="165" r="14"/><circle cx="${x.toFixed(0)}" cy="165" r="3"/>`;
  }
  parts += `<path d="M10 165H400" stroke="${palette.orange}" stroke-width="5"/><path d="M400 150v30M410 145l20 20-20 20"/><path d="M370 165h100" stroke-dasharray="6 8"/>`;
  return parts;
}

function wire(s: Scheme, seed: number): string {
  const strands = 3 + pick(seed, 2, 4);
  let parts = `<path d="M20 150H250" stroke="${s.soft}" stroke-width="34" stroke-linecap="round"/><path d="M20 150H250" stroke="${s.fill}" stroke-width="22"/><path d="M250 128v44"/>`;
  for (let index = 0; index < strands; index += 1) {
    const y = 140 + (index * 20) / strands;
    const end = 390 + pick(seed, index + 3, 30);
    parts += `<path d="M250 ${y.toFixed(1)}C300 ${y.toFixed(1)} 330 ${(y + (index - strands / 2) * 3).toFixed(1)} ${end} ${(y + (index - strands / 2) * 6).toFixed(1)}" stroke="${palette.orange}" stroke-width="2.5"/>`;
  }
  parts += `<path d="M280 40l30 70h-60zM280 260l30-70h-60z" fill="${s.fill}"/><path d="M280 30v-10M280 270v10" stroke-dasharray="4 6"/>`;
  return parts;
}

function crimp(s: Scheme, seed: number): string {
  const wings = 2 + pick(seed, 4, 2);
  let parts = `<path d="M20 160H170" stroke="${s.soft}" stroke-width="30" stroke-linecap="round"/><path d="M170 160H230" stroke="${palette.orange}" stroke-width="10"/><path d="M160 130h140v60H160z" fill="${s.fill}"/><path d="M300 140h60l20 8v24l-20 8h-60zM380 150h60a10 10 0 0 1 0 20h-60"/><circle cx="430" cy="160" r="6"/>`;
  for (let index = 0; index < wings; index += 1) {
    const x = 175 + index * (110 / wings);
    parts += `<path d="M${x.toFixed(0)} 130q15-25 30 0M${x.toFixed(0)} 190q15 25 30 0"/>`;
  }
  parts += `<path d="M230 40v50M210 70l20 20 20-20M230 280v-50M210 250l20-20 20 20" stroke="${palette.orange}"/>`;
  return parts;
}

function harness(s: Scheme, seed: number): string {
  const branches = 3 + pick(seed, 5, 3);
  let parts = `<rect x="20" y="30" width="440" height="240" rx="8" fill="${s.fill}"/><path d="M60 150H420"/>`;
  for (let index = 0; index < branches; index += 1) {
    const x = 100 + index * (300 / branches);
    const up = index % 2 === 0;
    const y = up ? 70 : 230;
    parts += `<path d="M${x.toFixed(0)} 150V${y}"/><rect x="${(x - 12).toFixed(0)}" y="${up ? y - 14 : y}" width="24" height="14" rx="2" fill="${s.line}"/><path d="M${(x - 8).toFixed(0)} ${up ? 110 : 190}h16" stroke="${palette.orange}" stroke-width="8"/>`;
  }
  parts += `<rect x="36" y="138" width="24" height="24" rx="3" fill="${s.line}"/><rect x="420" y="138" width="24" height="24" rx="3" fill="${s.line}"/>`;
  return parts;
}

function tester(s: Scheme, seed: number): string {
  const peak = 80 + pick(seed, 6, 50);
  return `<rect x="60" y="40" width="250" height="200" rx="10" fill="${s.fill}"/><rect x="80" y="60" width="210" height="120" rx="4"/><path d="M90 160C130 160 140 ${peak} 175 ${peak}S220 160 280 160" stroke="${palette.orange}"/><path d="M90 170H280M90 70V170"/><circle cx="110" cy="210" r="12"/><circle cx="150" cy="210" r="12"/><rect x="200" y="200" width="90" height="20" rx="4"/><path d="M310 140h50c30 0 30 60 60 60h40"/><path d="M330 250h120M350 250v-35h80v35"/>`;
}

function software(s: Scheme, seed: number): string {
  const bars = 4 + pick(seed, 7, 3);
  let parts = `<rect x="40" y="30" width="300" height="200" rx="8" fill="${s.fill}"/><path d="M40 60H340M150 230l-15 40h110l-15-40"/><circle cx="58" cy="45" r="4"/><circle cx="74" cy="45" r="4"/>`;
  for (let index = 0; index < bars; index += 1) {
    const height = 30 + pick(seed, index + 8, 90);
    const x = 70 + index * (240 / bars);
    parts += `<rect x="${x.toFixed(0)}" y="${210 - height}" width="${(160 / bars).toFixed(0)}" height="${height}" rx="2" ${index === 1 ? `stroke="${palette.orange}"` : ''}/>`;
  }
  parts += `<circle cx="400" cy="70" r="18"/><circle cx="440" cy="160" r="18"/><circle cx="390" cy="240" r="18" stroke="${palette.orange}"/><path d="M405 87l27 56M433 176l-35 48M340 120l42-40"/>`;
  return parts;
}

function twist(s: Scheme, seed: number): string {
  const turns = 3 + pick(seed, 9, 3);
  const step = 360 / turns;
  let first = 'M40 150';
  let second = 'M40 150';
  for (let index = 0; index < turns; index += 1) {
    const x = 40 + index * step;
    first += `C${(x + step / 3).toFixed(0)} 100 ${(x + (2 * step) / 3).toFixed(0)} 200 ${(x + step).toFixed(0)} 150`;
    second += `C${(x + step / 3).toFixed(0)} 200 ${(x + (2 * step) / 3).toFixed(0)} 100 ${(x + step).toFixed(0)} 150`;
  }
  return `<path d="${first}" stroke="${s.soft}" stroke-width="12" stroke-linecap="round"/><path d="${second}" stroke="${palette.orange}" stroke-width="12" stroke-linecap="round"/><path d="M400 150h50M400 110v80" /><rect x="120" y="60" width="160" height="180" rx="12" stroke-dasharray="8 8"/>`;
}

function plant(s: Scheme, seed: number): string {
  const sheds = 3 + pick(seed, 10, 3);
  const width = 300 / sheds;
  let roof = 'M40 260V130';
  for (let index = 0; index < sheds; index += 1) {
    const x = 40 + index * width;
    roof += `L${(x + width).toFixed(0)} 90V130`;
  }
  let parts = `<path d="${roof}V260Z" fill="${s.fill}"/><path d="M370 260V60h30v200M350 260V170h70v90"/><path d="M20 260H460"/>`;
  for (let index = 0; index < sheds; index += 1) {
    const x = 52 + index * width;
    parts += `<rect x="${x.toFixed(0)}" y="170" width="${(width - 24).toFixed(0)}" height="40" rx="2"/>`;
  }
  parts += `<path d="M385 50c10-20 30-20 40-35" stroke="${palette.orange}"/><rect x="160" y="220" width="40" height="40" fill="${palette.orange}" stroke="none"/>`;
  return parts;
}

const drawings: Record<Motif, (scheme: Scheme, seed: number) => string> = {
  machine,
  wire,
  crimp,
  harness,
  tester,
  software,
  twist,
  plant,
};

/** The opening of a picture: its size and a viewBox equal to it, so it scales to fit. */
function open(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
}

/** The transform that fits the design box into `width` × `height` with a margin, centred. */
function fit(width: number, height: number, margin: number): string {
  const scale = Math.min(
    (width * (1 - 2 * margin)) / boxWidth,
    (height * (1 - 2 * margin)) / boxHeight,
  );
  const x = (width - boxWidth * scale) / 2;
  const y = (height - boxHeight * scale) / 2;
  return `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})`;
}

function illustration(motif: Motif, seed: number, width: number, height: number): string {
  const scheme = schemes[seed % schemes.length] ?? schemes[0]!;
  const cell = Math.max(12, Math.round(Math.min(width, height) / 14));
  return [
    open(width, height),
    `<defs><pattern id="g" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse"><path d="M${cell} 0H0V${cell}" fill="none" stroke="${scheme.grid}" stroke-width="1"/></pattern></defs>`,
    `<rect width="100%" height="100%" fill="${scheme.background}"/><rect width="100%" height="100%" fill="url(#g)" opacity="0.6"/>`,
    `<g transform="${fit(width, height, 0.08)}" fill="none" stroke="${scheme.line}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">`,
    drawings[motif](scheme, seed),
    '</g></svg>',
  ].join('');
}

/** Friendly portrait colours: each pair a background and a figure. */
const portraitColours: readonly (readonly [string, string])[] = [
  [palette.pale, palette.blue],
  [palette.light, palette.blue],
  [palette.blue, palette.light],
  ['#fde3bf', palette.blue],
  [palette.mid, palette.paper],
  [palette.paper, palette.mid],
];

/** A people-free portrait: an abstract head and shoulders, the same colours for the same path. */
function portrait(seed: number, width: number, height: number): string {
  const [background, figure] =
    portraitColours[seed % portraitColours.length] ?? portraitColours[0]!;
  const accent = pick(seed, 11, 2) === 0 ? palette.orange : figure;
  const size = Math.min(width, height);
  const scale = size / 200;
  const x = (width - size) / 2;
  const y = (height - size) / 2;
  return [
    open(width, height),
    `<rect width="100%" height="100%" fill="${background}"/>`,
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})">`,
    `<circle cx="100" cy="78" r="36" fill="${figure}"/>`,
    `<path d="M34 200c0-48 30-76 66-76s66 28 66 76z" fill="${figure}"/>`,
    `<path d="M84 128l16 22 16-22" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
    '</g></svg>',
  ].join('');
}

/** A document icon with a folded corner, grey lines for text, and a badge naming its kind. */
function documentIcon(path: string, seed: number, width: number, height: number): string {
  const kind = documentKind(path);
  const colour = kindColours[kind] ?? palette.orange;
  const scale = Math.min(width / 240, height / 240);
  const x = (width - 240 * scale) / 2;
  const y = (height - 240 * scale) / 2;
  const lines = 4 + pick(seed, 12, 3);
  let text = '';
  for (let index = 0; index < lines; index += 1) {
    const length = 50 + pick(seed, index + 13, 60);
    text += `<path d="M72 ${74 + index * 14}h${length}"/>`;
  }
  const badgeWidth = 28 + kind.length * 17;
  return [
    open(width, height),
    `<rect width="100%" height="100%" fill="${palette.pale}"/>`,
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})">`,
    `<path d="M56 20h96l36 36v164H56z" fill="${palette.white}" stroke="${palette.blue}" stroke-width="4" stroke-linejoin="round"/>`,
    `<path d="M152 20v36h36" fill="none" stroke="${palette.blue}" stroke-width="4" stroke-linejoin="round"/>`,
    `<g stroke="${palette.light}" stroke-width="6" stroke-linecap="round">${text}</g>`,
    `<rect x="${120 - badgeWidth / 2}" y="168" width="${badgeWidth}" height="36" rx="6" fill="${colour}"/>`,
    `<text x="120" y="193" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="22" fill="${palette.white}">${kind}</text>`,
    '</g></svg>',
  ].join('');
}

/** A brand's emblem: concentric marks in the palette, no lettering. */
function emblem(seed: number, width: number, height: number): string {
  const size = Math.min(width, height);
  const scale = size / 200;
  const x = (width - size) / 2;
  const y = (height - size) / 2;
  const turn = pick(seed, 14, 4) * 90;
  return [
    open(width, height),
    `<rect width="100%" height="100%" fill="${palette.white}"/>`,
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)}) rotate(${turn} 100 100)">`,
    `<rect x="40" y="40" width="120" height="120" rx="18" fill="${palette.blue}"/>`,
    `<path d="M70 70v60M70 100l34-30M80 92l30 38" fill="none" stroke="${palette.white}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="136" cy="130" r="10" fill="${palette.orange}"/>`,
    '</g></svg>',
  ].join('');
}

/** The picture for a media path at `width` × `height`: deterministic, text-free (but a kind). */
export function illustrationSvg(path: string, width: number, height: number): string {
  const seed = hashOf(path);
  const kind = pictureKind(path);
  if (kind === 'portrait') return portrait(seed, width, height);
  if (kind === 'document') return documentIcon(path, seed, width, height);
  if (kind === 'emblem') return emblem(seed, width, height);
  return illustration(kind, seed, width, height);
}
