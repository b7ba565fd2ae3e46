export { catalogueKinds } from './CatalogueKind';
export type { CatalogueKind } from './CatalogueKind';
export type { Classification, ClassificationAncestor } from './Classification';
export type { ClassificationSource } from './ClassificationSource';
export { catalogueSlugOf, classificationTree } from './classification-mapping';
export type { ClassificationContext, ImageSizer } from './classification-mapping';
export { indexClassifications } from './classification-lookup';
export type { ClassificationIndex } from './classification-lookup';
export type { Specification } from './Specification';
export { relatedItemTypes } from './Product';
export type {
  Brand,
  Capability,
  Highlight,
  Product,
  ProductDocument,
  ProductImage,
  ProductSummary,
  ProductVideo,
  RelatedItem,
  RelatedItemType,
  Variant,
} from './Product';
export { visibleBrand } from './brand-visibility';
export type { HiddenBrandRule } from './brand-visibility';
export { imageOrPlaceholder, placeholderImageUrl } from './image-placeholder';
export { validHighlights } from './highlight-validity';
export { capabilitySlug } from './capability-slug';
export { presentText } from './present-text';
export { productImages } from './product-images';
export { primaryImage } from './primary-image';
export { variantSpecifications } from './variant-specifications';
export type { ProductImages } from './product-images';
export { productSummary } from './product-summary';
export { serviceTextKeys } from './ServiceTextKey';
export type { ServiceTextKey } from './ServiceTextKey';
export type {
  BrandSource,
  ClassificationRefSource,
  ImageSource,
  RelatedEntrySource,
  RelatedProductSource,
  ServiceBlockSource,
  ServiceProductSource,
} from './ServiceProductSource';
export type {
  ServiceProductClassification,
  ServiceProductDetail,
  ServiceTexts,
} from './ServiceProductDetail';
export { serviceProductDetail } from './service-product-mapping';
export type { ServiceProductContext } from './service-product-mapping';
export type {
  CatalogueProduct,
  CatalogueProductFacts,
  CatalogueProductSummary,
  CatalogueRelatedItem,
  RelatedStoryLink,
} from './CatalogueProduct';
export type {
  CapabilitySource,
  DocumentSource,
  HighlightSource,
  ProductRelatedEntrySource,
  ProductSource,
  ProductSummarySource,
  SpecificationSource,
  VariantSource,
} from './ProductSource';
export { isOfferedInCountry, offeredClassificationTree } from './catalogue-country';
export { catalogueCapability } from './capability-mapping';
export { catalogueProduct, catalogueProductSummary } from './catalogue-product-mapping';
export type { CatalogueProductContext } from './catalogue-product-mapping';
export { offeredServiceProductDetail } from './service-product-offer';
export type { ServiceProductOfferContext } from './service-product-offer';
export {
  imperialFigure,
  imperialSignificantDigits,
  imperialUnits,
  isConvertibleUnit,
  significantFigure,
} from './imperial-conversion';
export type { ConvertibleUnit } from './imperial-conversion';
export {
  asksFinder,
  classificationSlugsOfLink,
  finderChoice,
  finderPageSize,
  finderParameters,
  finderQueryString,
  findProducts,
  matchesChoice,
} from './product-finder';
export type {
  FinderChoice,
  FinderFacts,
  FinderOption,
  FinderOptions,
  FinderResult,
  ProductFinderView,
  QueryValue,
} from './product-finder';
