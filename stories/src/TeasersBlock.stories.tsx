import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { BlockSettingsProvider, TeasersBlock, defaultBlockSettings } from '@kmx/ui';
import { exampleProductLinks, exampleTeasersBlock } from '@kmx/ui/examples';

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
  title: 'Blocks/TeasersBlock',
  component: TeasersBlock,
  args: { block: exampleTeasersBlock },
  decorators: [inTheme('default'), withProductLinks],
} satisfies Meta<typeof TeasersBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutTitle: Story = { args: { block: { ...exampleTeasersBlock, title: null } } };

export const Empty: Story = {
  args: { block: { ...exampleTeasersBlock, teasers: [] } },
  decorators: [
    (Story) => (
      <div>
        <p>An empty row of teasers draws nothing:</p>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { decorators: [inTheme('dark')] };

export const LightTheme: Story = { decorators: [inTheme('light')] };

export const Mobile: Story = { ...mobile };
