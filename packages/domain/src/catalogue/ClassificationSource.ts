/** Spec public-site 3.5: a classification as the catalogue service sends it. */
export interface ClassificationSource {
  readonly id: string | number;
  readonly name: string;
  readonly slug: string;
  readonly parent_id?: string | number | null;
  readonly description?: string | null;
  readonly image_url?: string | null;
  readonly language: string;
  /** Country codes, e.g. `CH`. */
  readonly supported_countries: readonly string[];
  readonly children?: readonly ClassificationSource[] | null;
}
