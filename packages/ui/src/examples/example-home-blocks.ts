import type { HeroBlock, KeyFiguresBlock } from '@kmx/domain/content';
import { exampleImages } from './example-blocks';

/** The home page's hero (issue 20): picture, headline, lead and two calls to action. */
export const exampleHeroBlock: HeroBlock = {
  id: 'home-hero',
  type: 'Hero',
  headline: 'Precision wire processing',
  lead: 'Machines that cut, strip, crimp and test wire, and the lines and software that turn it into harnesses, for every industry.',
  picture: exampleImages.assemblyHall,
  callToAction: {
    kind: 'path',
    text: 'Explore our machines',
    link: { kind: 'path', path: '/products' },
  },
  secondaryAction: {
    kind: 'path',
    text: 'Talk to an Expert',
    link: { kind: 'path', path: '/contact' },
  },
};

/** The home page's key figures. */
export const exampleKeyFiguresBlock: KeyFiguresBlock = {
  id: 'home-figures',
  type: 'KeyFigures',
  title: 'Komax in figures',
  figures: [
    { value: '1975', unit: null, label: 'Founded in Dierikon, Switzerland' },
    { value: '3,400', unit: null, label: 'Employees worldwide' },
    { value: '612', unit: 'CHF m', label: 'Sales in 2022' },
    { value: '45,000+', unit: null, label: 'Machines installed worldwide' },
  ],
};

/** The same in German. */
export const exampleKeyFiguresBlockGerman: KeyFiguresBlock = {
  id: 'home-figures',
  type: 'KeyFigures',
  title: 'Komax in Zahlen',
  figures: [
    { value: '1975', unit: null, label: 'Gegründet in Dierikon, Schweiz' },
    { value: '3400', unit: null, label: 'Mitarbeitende weltweit' },
    { value: '612', unit: 'Mio. CHF', label: 'Umsatz 2022' },
    { value: '45 000+', unit: null, label: 'Installierte Maschinen weltweit' },
  ],
};
