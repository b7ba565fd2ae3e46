import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  everyPortalService,
  examplePortalLinks,
  noPortalService,
  ticketsAndPendingDirect,
} from '@kmx/ui/examples';
import { Dashboard } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/Dashboard',
  component: Dashboard,
  args: { localeCode: 'en', services: everyPortalService, links: examplePortalLinks },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tile active. */
export const EveryServiceActive: Story = {};

/** A new user: every tile unregistered but account settings; Direct offers its registration. */
export const Unregistered: Story = { args: { services: noPortalService } };

/** Direct pending, tickets active. */
export const Pending: Story = { args: { services: ticketsAndPendingDirect } };

export const ComingSoon: Story = {
  args: { services: ticketsAndPendingDirect, comingSoon: ['mfpWireMaster', 'mfpMasterData'] },
};

/** Wire-flow in the cloud: no download center. */
export const CloudWireFlow: Story = {
  args: { services: { ...everyPortalService, artemisUserType: 'cloud' } },
};

/** An active service whose address is not configured is not offered as a link. */
export const LinksMissing: Story = { args: { links: {} } };

export const Mobile: Story = {
  args: { services: ticketsAndPendingDirect },
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const German: Story = {
  args: { localeCode: 'de-ch', services: ticketsAndPendingDirect, comingSoon: ['mfpMasterData'] },
  globals: { language: 'de' },
};

export const GermanUnregistered: Story = {
  args: { localeCode: 'de-ch', services: noPortalService },
  globals: { language: 'de' },
};
