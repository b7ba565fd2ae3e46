import { createContext, useContext, type ReactNode } from 'react';
import type { SiteServices } from './SiteServices';

const SiteServicesContext = createContext<SiteServices | null>(null);

export function SiteServicesProvider({
  services,
  children,
}: {
  readonly services: SiteServices | null;
  readonly children: ReactNode;
}) {
  return <SiteServicesContext.Provider value={services}>{children}</SiteServicesContext.Provider>;
}

/** The browser's services; `null` on the server and in the first (hydrating) render. */
export function useSiteServices(): SiteServices | null {
  return useContext(SiteServicesContext);
}
