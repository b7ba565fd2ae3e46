import type { PageModule } from '@kmx/domain';

export interface PageModulesProps {
  readonly modules: readonly PageModule[];
}

/** The data a content page shows beside its blocks: investor tables, locations, events. */
export function PageModules({ modules }: PageModulesProps) {
  return modules.length === 0 ? null : <div className="page-modules" />;
}
