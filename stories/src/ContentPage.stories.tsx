import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Page } from '@kmx/domain/content';
import { ContentPage } from '@kmx/ui';
import {
  exampleFlashMessageBlock,
  exampleLongRichTextBlock,
  examplePage,
  exampleProductLinks,
  exampleRichTextBlock,
} from '@kmx/ui/examples';

const home: Page = {
  ...examplePage,
  id: 'page-home',
  title: 'Precision wire processing',
  slug: '',
  url: '/',
  blocks: [exampleFlashMessageBlock, exampleRichTextBlock],
};

const meta = {
  title: 'Pages/ContentPage',
  component: ContentPage,
  args: {
    page: examplePage,
    linkContext: { localeCode: 'en-ch', siteSlug: null },
    productLinks: exampleProductLinks,
  },
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every block kind, after a cover hero, with anchor navigation and table of contents. */
export const EveryBlockKind: Story = {};

export const UnknownBlockForEditors: Story = { args: { editing: true } };

export const Home: Story = { args: { page: home } };

export const Empty: Story = {
  args: { page: { ...examplePage, title: 'An empty page', blocks: [] } },
};

export const WithoutCoverHero: Story = { args: { options: { coverHero: false } } };

export const WithoutNavigationAids: Story = {
  args: { options: { anchorNavigation: false, tableOfContents: false } },
};

export const LongText: Story = {
  args: {
    page: {
      ...home,
      title:
        'Fully automated cutting, stripping, crimping and sealing for wire harness manufacturers',
      blocks: [exampleRichTextBlock, exampleLongRichTextBlock, exampleLongRichTextBlock],
    },
  },
};

export const DarkTheme: Story = { args: { page: { ...examplePage, theme: 'Dark' } } };

export const LightTheme: Story = { args: { page: { ...examplePage, theme: 'Light' } } };

export const ThemeOverride: Story = { args: { options: { themeOverride: 'Dark' } } };

export const GermanVisitor: Story = {
  globals: { language: 'de' },
  args: { linkContext: { localeCode: 'de-ch', siteSlug: null } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
