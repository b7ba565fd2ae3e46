import type { Brand } from './Product';

export interface HiddenBrandRule {
  /** Compared without regard to case or surrounding spaces. */
  readonly mainBrandName: string;
  readonly brandId: string;
}

/**
 * Spec public-site 3.6: a brand named as the group's main brand, or with a fixed brand id, is
 * hidden, since every product on the site is the group's and naming it again adds nothing. The
 * spec does not show the id; `brand-komax-group` is the id the catalogue service (and the sandbox)
 * gives the group brand.
 */
export const hiddenBrandRule: HiddenBrandRule = {
  mainBrandName: 'Komax',
  brandId: 'brand-komax-group',
};

export function isHiddenBrand(
  brand: Pick<Brand, 'id' | 'name'>,
  rule: HiddenBrandRule = hiddenBrandRule,
): boolean {
  return (
    brand.id === rule.brandId ||
    brand.name.trim().toLowerCase() === rule.mainBrandName.trim().toLowerCase()
  );
}

/** The brand to show, or `null` when there is none or it is hidden. */
export function visibleBrand(
  brand: Brand | null,
  rule: HiddenBrandRule = hiddenBrandRule,
): Brand | null {
  return brand === null || isHiddenBrand(brand, rule) ? null : brand;
}
