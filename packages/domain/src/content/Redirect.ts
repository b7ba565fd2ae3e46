import type { NavigationLink } from '../navigation/NavigationLink';

/** Spec public-site 3.4: a system redirect kept in the content service (answered with 301). */
export interface Redirect {
  /** The old address, without locale prefix. */
  readonly previousUrl: string;
  readonly target: NavigationLink;
}
