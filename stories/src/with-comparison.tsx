import type { Decorator } from '@storybook/react-vite';
import { SiteServicesProvider } from '@kmx/ui';
import type { exampleComparisonServices } from '@kmx/ui/examples';

/**
 * Gives the story site services as after hydration, with a comparison basket. Pass services made
 * once (outside the story), so the basket survives re-renders as on a page.
 */
export function withComparison(services: ReturnType<typeof exampleComparisonServices>): Decorator {
  return (Story) => (
    <SiteServicesProvider services={services}>
      <Story />
    </SiteServicesProvider>
  );
}

/** Site services as on the server and while hydrating: none, so comparison buttons are inert. */
export const beforeHydration: Decorator = (Story) => (
  <SiteServicesProvider services={null}>
    <Story />
  </SiteServicesProvider>
);
