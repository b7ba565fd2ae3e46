import type {
  CatalogueKind,
  Classification,
  ClassificationIndex,
  ClassificationSource,
  ImageSizer,
} from '@kmx/domain/catalogue';
import { indexClassifications, offeredClassificationTree } from '@kmx/domain/catalogue';
import type { ClassificationNode, TreesAnswer } from './catalogue-schemas';

/** A validated tree node as the domain's source type; a node read without children has none. */
export function classificationSource(node: ClassificationNode): ClassificationSource {
  return {
    id: node.id,
    name: node.name,
    slug: node.slug,
    parent_id: node.parent_id,
    description: node.description,
    image_url: node.image_url,
    language: node.language,
    supported_countries: node.supported_countries,
    children: (node.children ?? []).map(classificationSource),
  };
}

export interface TreeContext {
  readonly countryCode: string;
  readonly sizeImage: ImageSizer;
}

/** One catalogue's tree as the visitor's country sees it (root slug forced, spec 3.5). */
export function offeredTree(
  root: ClassificationNode,
  kind: CatalogueKind,
  context: TreeContext,
): Classification {
  return offeredClassificationTree(classificationSource(root), { kind, ...context });
}

/** Both trees as the visitor's country sees them, indexed by slug for product links. */
export function offeredIndex(answer: TreesAnswer, context: TreeContext): ClassificationIndex {
  return indexClassifications([
    offeredTree(answer.productTree[0], 'products', context),
    offeredTree(answer.serviceTree[0], 'services', context),
  ]);
}
