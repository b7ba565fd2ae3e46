import type { Capability } from '@kmx/domain/catalogue';
import { capabilitySlug } from '@kmx/domain/catalogue';

/**
 * The capabilities whose name holds the query, compared as capability slugs (spec public-site
 * 3.6): case, accents and punctuation do not count, so `etanch` finds `Étanchéité`. A query that
 * is empty as a slug matches every capability.
 */
export function matchingCapabilities(
  capabilities: readonly Capability[],
  query: string,
): readonly Capability[] {
  const wanted = capabilitySlug(query);
  if (wanted === '') return capabilities;
  return capabilities.filter((capability) => capabilitySlug(capability.name).includes(wanted));
}
