import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { BlockSettingsProvider, defaultBlockSettings, LicenceRequestFormBlock } from '@kmx/ui';

/** The block writes its form in the language of the page it is on (its locale), as on the site. */
const onPageIn =
  (localeCode: string): Decorator =>
  (Story) => (
    <BlockSettingsProvider
      settings={{ ...defaultBlockSettings, linkContext: { localeCode, siteSlug: null } }}
    >
      <div className="content-page theme-default">
        <Story />
      </div>
    </BlockSettingsProvider>
  );

const meta = {
  title: 'Blocks/LicenceRequestFormBlock',
  component: LicenceRequestFormBlock,
  args: {
    block: {
      id: 'licence-request',
      type: 'LicenceRequestForm',
      title: 'Request the open-source licences',
      intro:
        'Tell us which machine you have, and we send you the licences of its open-source parts.',
    },
  },
  decorators: [onPageIn('en')],
} satisfies Meta<typeof LicenceRequestFormBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Titled: Story = {};

/** No title from the editors: the form's own title heads the block. */
export const UntitledWithoutIntro: Story = {
  args: { block: { id: 'licence-request', type: 'LicenceRequestForm', title: null, intro: null } },
};

export const TitledGerman: Story = {
  args: {
    block: {
      id: 'licence-request',
      type: 'LicenceRequestForm',
      title: 'Open-Source-Lizenzen anfordern',
      intro:
        'Nennen Sie uns Ihre Maschine, und wir senden Ihnen die Lizenzen ihrer Open-Source-Bestandteile.',
    },
  },
  decorators: [onPageIn('de-ch')],
  globals: { language: 'de' },
};

export const UntitledGerman: Story = {
  args: UntitledWithoutIntro.args ?? {},
  decorators: [onPageIn('de-ch')],
  globals: { language: 'de' },
};
