import type { AreaTexts } from './AreaTexts';
import type { catalogueEn } from './catalogue.en';

/** Texts of the catalogue: classification, product and service pages. Hungarian. */
export const catalogueHu: AreaTexts<typeof catalogueEn> = {
  // --- catalogue.product ---
  'catalogue.product.brand': 'Márka: {brand}',
  'catalogue.product.gallery': 'Képek: {name}',
  'catalogue.product.showImage': 'Kép megjelenítése ({number}/{count}): {name}',
  'catalogue.product.video': 'Videó: {name}',
  'catalogue.product.videoUnsupported': 'Böngészője nem tudja lejátszani ezt a videót.',
  'catalogue.product.watchVideo': 'Videó megtekintése: {name}',
  'catalogue.product.newTab': '(új lapon nyílik meg)',
  'catalogue.product.highlights': 'Főbb jellemzők',
  'catalogue.product.technicalData': 'Műszaki adatok',
  'catalogue.product.units': 'Mértékegységek',
  'catalogue.product.metric': 'Metrikus',
  'catalogue.product.imperial': 'Angolszász (hüvelyk, font)',
  'catalogue.product.specification': 'Jellemző',
  'catalogue.product.value': 'Érték',
  'catalogue.product.noTechnicalData': 'Ebben a mértékegységrendszerben nincsenek műszaki adatok.',
  'catalogue.product.variants': 'Változatok',
  'catalogue.product.variant': 'Változat',
  'catalogue.product.variantCount': '{count} változat',
  'catalogue.product.noVariantData':
    'Ehhez a változathoz ebben a mértékegységrendszerben nincsenek műszaki adatok.',
  'catalogue.product.downloads': 'Letöltések',
  'catalogue.product.documentType': 'Típus: {type}',
  'catalogue.product.documentLanguage': 'Nyelv: {language}',
  'catalogue.product.documentSize': 'Méret: {size}',
  'catalogue.product.decimalMark': ',',
  'catalogue.product.capabilities': 'Funkciók',
  'catalogue.product.capabilitiesSearch': 'Keresés a funkciók között',
  'catalogue.product.capabilitiesCount': '{count}/{total} funkció',
  'catalogue.product.noCapabilities': 'Egy funkció sem felel meg a következőnek: „{query}”.',
  'catalogue.product.related.related': 'Kapcsolódó termékek',
  'catalogue.product.related.component': 'Alkatrészek',
  'catalogue.product.related.service': 'Szolgáltatások',
  'catalogue.product.relatedStories': 'Kapcsolódó történetek',
  // --- end catalogue.product ---
  // --- catalogue.classification + service ---
  'catalogue.common.products': 'Termékek',
  'catalogue.common.services': 'Szolgáltatások',
  'catalogue.common.brand': 'Márka: {brand}',
  'catalogue.common.open': '{name} megjelenítése',
  'catalogue.classification.children': 'Kategóriák',
  'catalogue.classification.products': 'Termékek – {name}',
  'catalogue.classification.services': 'Szolgáltatások – {name}',
  'catalogue.classification.empty':
    'Ebben a kategóriában az Ön országában még nincs elérhető ajánlat.',
  'catalogue.service.benefits': 'Előnyök',
  'catalogue.service.details': 'Részletek',
  'catalogue.service.images': 'Képek: {name}',
  'catalogue.service.video': 'Videó: {name}',
  'catalogue.service.videoUnsupported': 'Böngészője nem tudja lejátszani ezt a videót.',
  'catalogue.service.watchVideo': 'Videó megtekintése: {name}',
  'catalogue.service.relatedProducts': 'Kapcsolódó termékek',
  'catalogue.service.components': 'Alkatrészek',
  'catalogue.service.services': 'Kapcsolódó szolgáltatások',
  'catalogue.service.stories': 'Történetek',
  'catalogue.service.readStory': 'A történet elolvasása: {title}',
  // --- end catalogue.classification + service ---
};
