import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { BlockSettingsProvider, TeaserBlock, defaultBlockSettings } from '@kmx/ui';
import { exampleProductLinks, exampleTeaserBlock } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

/** Blocks take their colours from the content page's theme class. */
const inTheme =
  (theme: 'default' | 'dark' | 'light'): Decorator =>
  (Story) => (
    <div className={`content-page theme-${theme}`}>
      <Story />
    </div>
  );

/** Product and service links show with the targets the content loader supplies (spec 5). */
const withProductLinks: Decorator = (Story) => (
  <BlockSettingsProvider
    settings={{
      ...defaultBlockSettings,
      linkContext: { localeCode: 'en-ch', siteSlug: null },
      productLinks: exampleProductLinks,
    }}
  >
    <Story />
  </BlockSettingsProvider>
);

const meta = {
  title: 'Blocks/TeaserBlock',
  component: TeaserBlock,
  args: { block: exampleTeaserBlock },
  decorators: [inTheme('default'), withProductLinks],
} satisfies Meta<typeof TeaserBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutImage: Story = {
  args: { block: { ...exampleTeaserBlock, teaser: { ...exampleTeaserBlock.teaser, image: null } } },
};

export const LongText: Story = {
  args: {
    block: {
      ...exampleTeaserBlock,
      teaser: {
        ...exampleTeaserBlock.teaser,
        title:
          'Operator training for cutting, stripping, crimping and sealing machines of every generation',
        text: 'Get the most out of your machines. '.repeat(12),
      },
    },
  },
};

export const DarkTheme: Story = { decorators: [inTheme('dark')] };

export const LightTheme: Story = { decorators: [inTheme('light')] };

export const Mobile: Story = { ...mobile };
