import type { LocaleView } from '@kmx/domain';

export interface ComparePanelProps {
  readonly locale: LocaleView;
  readonly siteSlug: string | null;
}

/** Spec public-site 2.5, 3.7: the comparison basket by classification, and the comparison view. */
export function ComparePanel(_props: ComparePanelProps) {
  return null;
}
