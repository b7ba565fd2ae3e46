import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListIntro } from '@kmx/ui';
import { exampleMediaReleasesIntro, exampleStoriesIntro } from '@kmx/ui/examples';

const meta = {
  title: 'News/ListIntro',
  component: ListIntro,
  args: {
    intro: exampleMediaReleasesIntro,
    linkContext: { localeCode: 'en-ch', siteSlug: null },
  },
} satisfies Meta<typeof ListIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The blocks of the CMS page at `/media-releases`, above the list of releases. */
export const MediaReleases: Story = {};

/** The blocks of the CMS page at `/stories`, above the stories overview. */
export const Stories: Story = { args: { intro: exampleStoriesIntro } };
