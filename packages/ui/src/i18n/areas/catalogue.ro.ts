import type { AreaTexts } from './AreaTexts';
import type { catalogueEn } from './catalogue.en';

/** Texts of the catalogue: classification, product and service pages. Romanian. */
export const catalogueRo: AreaTexts<typeof catalogueEn> = {
  // --- catalogue.product ---
  'catalogue.product.brand': 'Marcă: {brand}',
  'catalogue.product.gallery': 'Imagini cu {name}',
  'catalogue.product.showImage': 'Afișați imaginea {number} din {count}: {name}',
  'catalogue.product.video': 'Videoclip: {name}',
  'catalogue.product.videoUnsupported': 'Browserul dumneavoastră nu poate reda acest videoclip.',
  'catalogue.product.watchVideo': 'Vizionați videoclipul: {name}',
  'catalogue.product.newTab': '(se deschide într-o filă nouă)',
  'catalogue.product.highlights': 'Puncte forte',
  'catalogue.product.technicalData': 'Date tehnice',
  'catalogue.product.units': 'Unități',
  'catalogue.product.metric': 'Metric',
  'catalogue.product.imperial': 'Imperial',
  'catalogue.product.specification': 'Specificație',
  'catalogue.product.value': 'Valoare',
  'catalogue.product.noTechnicalData': 'Nu există date tehnice în acest sistem de unități.',
  'catalogue.product.variants': 'Variante',
  'catalogue.product.variant': 'Variantă',
  'catalogue.product.variantCount': '{count} variante',
  'catalogue.product.noVariantData':
    'Nu există date tehnice pentru această variantă în acest sistem de unități.',
  'catalogue.product.downloads': 'Descărcări',
  'catalogue.product.documentType': 'Tip: {type}',
  'catalogue.product.documentLanguage': 'Limba: {language}',
  'catalogue.product.documentSize': 'Dimensiune: {size}',
  'catalogue.product.decimalMark': ',',
  'catalogue.product.capabilities': 'Funcționalități',
  'catalogue.product.capabilitiesSearch': 'Căutați funcționalități',
  'catalogue.product.capabilitiesCount': '{count} din {total} funcționalități',
  'catalogue.product.noCapabilities': 'Nicio funcționalitate nu corespunde cu „{query}”.',
  'catalogue.product.related.related': 'Produse similare',
  'catalogue.product.related.component': 'Componente',
  'catalogue.product.related.service': 'Servicii',
  'catalogue.product.relatedStories': 'Articole similare',
  // --- end catalogue.product ---
  // --- catalogue.classification + service ---
  'catalogue.common.products': 'Produse',
  'catalogue.common.services': 'Servicii',
  'catalogue.common.brand': 'Marcă: {brand}',
  'catalogue.common.open': 'Afișați {name}',
  'catalogue.classification.children': 'Categorii',
  'catalogue.classification.products': 'Produse din {name}',
  'catalogue.classification.services': 'Servicii din {name}',
  'catalogue.classification.empty':
    'Deocamdată nu există nimic în această categorie pentru țara dumneavoastră.',
  'catalogue.service.benefits': 'Avantaje',
  'catalogue.service.details': 'Detalii',
  'catalogue.service.images': 'Imagini cu {name}',
  'catalogue.service.video': 'Videoclip: {name}',
  'catalogue.service.videoUnsupported': 'Browserul dumneavoastră nu poate reda acest videoclip.',
  'catalogue.service.watchVideo': 'Vizionați videoclipul: {name}',
  'catalogue.service.relatedProducts': 'Produse similare',
  'catalogue.service.components': 'Componente',
  'catalogue.service.services': 'Servicii similare',
  'catalogue.service.stories': 'Articole',
  'catalogue.service.readStory': 'Citiți articolul: {title}',
  // --- end catalogue.classification + service ---
};
