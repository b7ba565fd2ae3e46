/** A classification on the way from the catalogue root down to another one (breadcrumbs, back links). */
export interface ClassificationAncestor {
  readonly name: string;
  readonly slug: string;
  readonly route: string;
}

/** Spec public-site 3.5: a classification as the site shows it. */
export interface Classification {
  readonly name: string;
  readonly slug: string;
  /**
   * The catalogue service's own slug for the classification where the site's `slug` differs: the
   * root, whose slug is forced to `products` or `services` (spec 3.5). Ask the catalogue with
   * `catalogueSlugOf`, never with the forced slug.
   */
  readonly catalogueSlug?: string;
  /** `null` for the root of a catalogue. */
  readonly parent: ClassificationAncestor | null;
  /** `/products` or `/services`, followed by the chain of slugs below the root. */
  readonly route: string;
  readonly description: string | null;
  /**
   * The language the catalogue answered its name and description in: the one asked for, or its
   * fallback when it has no text in that one (spec public-site 2.5, the language banner).
   */
  readonly language?: string;
  /** Address of the image at 480 pixels wide. */
  readonly image: string;
  /** Address of the image at 1200 pixels wide. */
  readonly imageHighRes: string;
  readonly childClassifications: readonly Classification[];
  /** Ancestors from the root down to the parent; empty for the root. */
  readonly lineage: readonly ClassificationAncestor[];
}
