import type { AreaTexts } from './AreaTexts';
import type { catalogueEn } from './catalogue.en';

/** Texts of the catalogue: classification, product and service pages. Slovak. */
export const catalogueSk: AreaTexts<typeof catalogueEn> = {
  // --- catalogue.product ---
  'catalogue.product.brand': 'Značka: {brand}',
  'catalogue.product.gallery': 'Obrázky produktu {name}',
  'catalogue.product.showImage': 'Zobraziť obrázok {number} z {count}: {name}',
  'catalogue.product.video': 'Video: {name}',
  'catalogue.product.videoUnsupported': 'Váš prehliadač toto video nedokáže prehrať.',
  'catalogue.product.watchVideo': 'Prehrať video: {name}',
  'catalogue.product.newTab': '(otvorí sa na novej karte)',
  'catalogue.product.highlights': 'Hlavné prednosti',
  'catalogue.product.technicalData': 'Technické údaje',
  'catalogue.product.units': 'Jednotky',
  'catalogue.product.metric': 'Metrické',
  'catalogue.product.imperial': 'Imperiálne (palce, libry)',
  'catalogue.product.specification': 'Parameter',
  'catalogue.product.value': 'Hodnota',
  'catalogue.product.noTechnicalData':
    'V tejto sústave jednotiek nie sú k dispozícii žiadne technické údaje.',
  'catalogue.product.variants': 'Varianty',
  'catalogue.product.variant': 'Variant',
  'catalogue.product.variantCount': 'Počet variantov: {count}',
  'catalogue.product.noVariantData':
    'Pre tento variant nie sú v tejto sústave jednotiek k dispozícii žiadne technické údaje.',
  'catalogue.product.downloads': 'Na stiahnutie',
  'catalogue.product.documentType': 'Typ: {type}',
  'catalogue.product.documentLanguage': 'Jazyk: {language}',
  'catalogue.product.documentSize': 'Veľkosť: {size}',
  'catalogue.product.decimalMark': ',',
  'catalogue.product.capabilities': 'Funkcie',
  'catalogue.product.capabilitiesSearch': 'Hľadať vo funkciách',
  'catalogue.product.capabilitiesCount': 'Funkcie: {count} z {total}',
  'catalogue.product.noCapabilities': 'Výrazu „{query}“ nezodpovedá žiadna funkcia.',
  'catalogue.product.related.related': 'Súvisiace produkty',
  'catalogue.product.related.component': 'Komponenty',
  'catalogue.product.related.service': 'Služby',
  'catalogue.product.relatedStories': 'Súvisiace príbehy',
  // --- end catalogue.product ---
  // --- catalogue.classification + service ---
  'catalogue.common.products': 'Produkty',
  'catalogue.common.services': 'Služby',
  'catalogue.common.brand': 'Značka: {brand}',
  'catalogue.common.open': 'Zobraziť {name}',
  'catalogue.classification.children': 'Kategórie',
  'catalogue.classification.products': 'Produkty v kategórii {name}',
  'catalogue.classification.services': 'Služby v kategórii {name}',
  'catalogue.classification.empty': 'V tejto kategórii zatiaľ pre vašu krajinu nič nie je.',
  'catalogue.service.benefits': 'Prínosy',
  'catalogue.service.details': 'Podrobnosti',
  'catalogue.service.images': 'Obrázky: {name}',
  'catalogue.service.video': 'Video: {name}',
  'catalogue.service.videoUnsupported': 'Váš prehliadač toto video nedokáže prehrať.',
  'catalogue.service.watchVideo': 'Prehrať video: {name}',
  'catalogue.service.relatedProducts': 'Súvisiace produkty',
  'catalogue.service.components': 'Komponenty',
  'catalogue.service.services': 'Súvisiace služby',
  'catalogue.service.stories': 'Príbehy',
  'catalogue.service.readStory': 'Prečítať príbeh: {title}',
  // --- end catalogue.classification + service ---
};
