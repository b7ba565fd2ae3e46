/** Spec public-site 3.8: an image of a content item. */
export interface ContentImage {
  readonly url: string;
  readonly alternativeText: string;
}
