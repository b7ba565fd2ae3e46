import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteSearch, SiteServicesProvider } from '@kmx/ui';
import { exampleSearchServices } from '@kmx/ui/examples';

const meta = {
  title: 'Furniture/SiteSearch',
  component: SiteSearch,
  args: { localeCode: 'en', siteSlug: null },
  decorators: [
    (Story) => (
      <SiteServicesProvider services={exampleSearchServices()}>
        <div className="site-header">
          <div className="site-header__tools">
            <Story />
          </div>
        </div>
      </SiteServicesProvider>
    ),
  ],
} satisfies Meta<typeof SiteSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closed search: its button in the header; a click opens the dialog. */
export const Idle: Story = {};

export const German: Story = {
  args: { localeCode: 'de-CH' },
  globals: { language: 'de' },
};

/** Before hydration the services are missing: the button is drawn, the dialog is not. */
export const BeforeHydration: Story = {
  decorators: [
    (Story) => (
      <SiteServicesProvider services={null}>
        <Story />
      </SiteServicesProvider>
    ),
  ],
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
