import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { BlockSettingsProvider, defaultBlockSettings, WhitepaperFormBlock } from '@kmx/ui';

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

const whitepaper = { id: 'wire-processing-guide', title: 'Wire processing guide' };

const meta = {
  title: 'Blocks/WhitepaperFormBlock',
  component: WhitepaperFormBlock,
  args: {
    block: {
      id: 'whitepaper',
      type: 'WhitepaperForm',
      title: 'Free whitepaper',
      intro: 'Twelve pages on getting more out of every wire you process.',
      whitepaper,
    },
  },
  decorators: [onPageIn('en')],
} satisfies Meta<typeof WhitepaperFormBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Titled: Story = {};

/** No title from the editors: the form's own title heads the block. */
export const UntitledWithoutIntro: Story = {
  args: {
    block: { id: 'whitepaper', type: 'WhitepaperForm', title: null, intro: null, whitepaper },
  },
};

export const TitledGerman: Story = {
  args: {
    block: {
      id: 'whitepaper',
      type: 'WhitepaperForm',
      title: 'Kostenloses Whitepaper',
      intro: 'Zwölf Seiten darüber, wie Sie mehr aus jedem verarbeiteten Draht holen.',
      whitepaper: { id: 'wire-processing-guide', title: 'Leitfaden Drahtverarbeitung' },
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
