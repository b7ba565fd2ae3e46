import type { RouteKind } from '@kmx/domain';

export interface StyleGuidePageProps {
  readonly section: RouteKind;
}

/** The style-guide pages of spec 2.1, in their own layout. */
export function StyleGuidePage({ section }: StyleGuidePageProps) {
  return <main id="main">{section}</main>;
}
