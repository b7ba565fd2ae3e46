import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleWireFlowReleases } from '@kmx/ui/examples';
import { WireFlowView } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/WireFlowView',
  component: WireFlowView,
  args: {
    localeCode: 'en',
    userType: 'onprem',
    cloudHref: 'https://wire-flow.example.com',
    releases: { kind: 'loaded', releases: exampleWireFlowReleases },
    downloads: {},
    onDownload: () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof WireFlowView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The download center for on-premise users. */
export const OnPremise: Story = {};

export const DownloadBusy: Story = { args: { downloads: { 'file-5-2-0-win': 'busy' } } };

export const DownloadFailed: Story = { args: { downloads: { 'file-5-1-3-win': 'failed' } } };

export const Loading: Story = { args: { releases: { kind: 'loading' } } };

export const Failed: Story = { args: { releases: { kind: 'failed' } } };

export const Empty: Story = { args: { releases: { kind: 'loaded', releases: [] } } };

/** Cloud users go to the cloud service. */
export const Cloud: Story = { args: { userType: 'cloud' } };

export const CloudWithoutAddress: Story = { args: { userType: 'cloud', cloudHref: null } };

/** Before user info has loaded. */
export const UnknownUserType: Story = { args: { userType: 'unknown' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const German: Story = {
  args: { localeCode: 'de-ch', downloads: { 'file-5-2-0-linux': 'busy' } },
  globals: { language: 'de' },
};

export const GermanCloud: Story = {
  args: { localeCode: 'de-ch', userType: 'cloud' },
  globals: { language: 'de' },
};

export const GermanFailed: Story = {
  args: { localeCode: 'de-ch', releases: { kind: 'failed' } },
  globals: { language: 'de' },
};
