/** Spec public-site 3.9. */
export interface BreadcrumbItem {
  readonly title: string;
  readonly route: string;
}
