import { capabilitySlug } from './capability-slug';
import { mediaOrNull } from './image-placeholder';
import type { Capability } from './Product';
import type { CapabilitySource } from './ProductSource';

/** Spec public-site 3.6: a capability, its slug made from its name. */
export function catalogueCapability(source: CapabilitySource): Capability {
  return {
    id: String(source.id),
    name: source.name,
    slug: capabilitySlug(source.name),
    image: mediaOrNull(source.image_url),
  };
}
