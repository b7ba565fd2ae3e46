import type { MeasurementSystem } from '@kmx/domain/site';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSiteServices } from '../site-services/SiteServicesProvider';

/** The measurement system a page shows, and how the visitor changes it. */
export interface MeasurementChoice {
  readonly system: MeasurementSystem;
  choose(system: MeasurementSystem): void;
}

const MeasurementChoiceContext = createContext<MeasurementChoice | null>(null);

function useChoiceState(initial: MeasurementSystem): MeasurementChoice {
  const services = useSiteServices();
  const [system, setSystem] = useState(initial);
  return useMemo(
    () => ({
      system,
      // The cookie lets the server render the choice on the next pages as well.
      choose: (chosen) => {
        setSystem(chosen);
        services?.rememberMeasurementSystem(chosen);
      },
    }),
    [system, services],
  );
}

/**
 * Spec public-site 4: the visitor's choice overrides the country default on the whole page at
 * once, so the product page's toggle and the comparison share it. `initial` is the system the
 * server rendered the page in (the cookie's choice, else the country's default).
 */
export function MeasurementChoiceProvider({
  initial,
  children,
}: {
  readonly initial: MeasurementSystem;
  readonly children: ReactNode;
}) {
  const choice = useChoiceState(initial);
  return (
    <MeasurementChoiceContext.Provider value={choice}>{children}</MeasurementChoiceContext.Provider>
  );
}

/** The page's choice; a part shown outside a page layout keeps its own, from `initial`. */
export function useMeasurementChoice(initial: MeasurementSystem): MeasurementChoice {
  const shared = useContext(MeasurementChoiceContext);
  const own = useChoiceState(initial);
  return shared ?? own;
}
