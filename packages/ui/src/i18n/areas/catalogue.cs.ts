import type { AreaTexts } from './AreaTexts';
import type { catalogueEn } from './catalogue.en';

/** Texts of the catalogue: classification, product and service pages. Czech. */
export const catalogueCs: AreaTexts<typeof catalogueEn> = {
  // --- catalogue.product ---
  'catalogue.product.brand': 'Značka: {brand}',
  'catalogue.product.gallery': 'Obrázky produktu {name}',
  'catalogue.product.showImage': 'Zobrazit obrázek {number} z {count}: {name}',
  'catalogue.product.video': 'Video: {name}',
  'catalogue.product.videoUnsupported': 'Váš prohlížeč toto video nedokáže přehrát.',
  'catalogue.product.watchVideo': 'Přehrát video: {name}',
  'catalogue.product.newTab': '(otevře se na nové kartě)',
  'catalogue.product.highlights': 'Hlavní přednosti',
  'catalogue.product.technicalData': 'Technické údaje',
  'catalogue.product.units': 'Jednotky',
  'catalogue.product.metric': 'Metrické',
  'catalogue.product.imperial': 'Imperiální (palce, libry)',
  'catalogue.product.specification': 'Parametr',
  'catalogue.product.value': 'Hodnota',
  'catalogue.product.noTechnicalData':
    'V této soustavě jednotek nejsou k dispozici žádné technické údaje.',
  'catalogue.product.variants': 'Varianty',
  'catalogue.product.variant': 'Varianta',
  'catalogue.product.variantCount': 'Počet variant: {count}',
  'catalogue.product.noVariantData':
    'Pro tuto variantu nejsou v této soustavě jednotek k dispozici žádné technické údaje.',
  'catalogue.product.downloads': 'Ke stažení',
  'catalogue.product.documentType': 'Typ: {type}',
  'catalogue.product.documentLanguage': 'Jazyk: {language}',
  'catalogue.product.documentSize': 'Velikost: {size}',
  'catalogue.product.decimalMark': ',',
  'catalogue.product.capabilities': 'Funkce',
  'catalogue.product.capabilitiesSearch': 'Hledat ve funkcích',
  'catalogue.product.capabilitiesCount': 'Funkce: {count} z {total}',
  'catalogue.product.noCapabilities': 'Výrazu „{query}“ neodpovídá žádná funkce.',
  'catalogue.product.related.related': 'Související produkty',
  'catalogue.product.related.component': 'Komponenty',
  'catalogue.product.related.service': 'Služby',
  'catalogue.product.relatedStories': 'Související příběhy',
  // --- end catalogue.product ---
  // --- catalogue.classification + service ---
  'catalogue.common.products': 'Produkty',
  'catalogue.common.services': 'Služby',
  'catalogue.common.brand': 'Značka: {brand}',
  'catalogue.common.open': 'Zobrazit {name}',
  'catalogue.classification.children': 'Kategorie',
  'catalogue.classification.products': 'Produkty v kategorii {name}',
  'catalogue.classification.services': 'Služby v kategorii {name}',
  'catalogue.classification.empty': 'V této kategorii zatím pro vaši zemi nic není.',
  'catalogue.service.benefits': 'Přínosy',
  'catalogue.service.details': 'Podrobnosti',
  'catalogue.service.images': 'Obrázky: {name}',
  'catalogue.service.video': 'Video: {name}',
  'catalogue.service.videoUnsupported': 'Váš prohlížeč toto video nedokáže přehrát.',
  'catalogue.service.watchVideo': 'Přehrát video: {name}',
  'catalogue.service.relatedProducts': 'Související produkty',
  'catalogue.service.components': 'Komponenty',
  'catalogue.service.services': 'Související služby',
  'catalogue.service.stories': 'Příběhy',
  'catalogue.service.readStory': 'Přečíst příběh: {title}',
  // --- end catalogue.classification + service ---
};
