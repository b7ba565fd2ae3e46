import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Page } from '@kmx/domain';
import { ContentPage } from '@kmx/ui';

const blocks: Page['blocks'] = [
  {
    id: 'notice',
    type: 'FlashMessage',
    message: {
      title: 'Welcome',
      text: 'Our new <strong>cutting and stripping</strong> range is here.',
    },
  },
  {
    id: 'intro',
    type: 'RichText',
    html: '<p>From single machines to fully automated lines, we build the equipment that turns wire into harnesses.</p>',
  },
];

const page: Page = {
  id: 'page-home',
  siteId: 'site-main',
  title: 'Precision wire processing',
  slug: '',
  url: '/',
  pageType: 'Content',
  theme: 'Default',
  contentLanguage: 'en',
  isLanguageFallback: false,
  isLanguageUnavailable: false,
  languages: ['en'],
  isPublished: true,
  protection: 'none',
  description: 'Machines and services that cut, strip and crimp wire.',
  blocks,
  body: blocks,
};

const meta = {
  title: 'Pages/ContentPage',
  component: ContentPage,
  args: { page },
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};

export const Empty: Story = {
  args: { page: { ...page, title: 'An empty page', blocks: [], body: [] } },
};

export const UnknownBlockForEditors: Story = {
  args: {
    editing: true,
    page: { ...page, blocks: [...page.blocks, { id: 'x', type: 'Unknown', typeName: 'Hologram' }] },
  },
};
