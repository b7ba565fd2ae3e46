import type { Meta, StoryObj } from '@storybook/react-vite';
import { MediaReleasesPage } from '@kmx/ui';
import {
  darkFrame,
  exampleMediaReleasesView,
  exampleMediaReleasesViewWithIntro,
  germanFrame,
} from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'News/MediaReleasesPage',
  component: MediaReleasesPage,
  args: { view: exampleMediaReleasesView },
} satisfies Meta<typeof MediaReleasesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByYear: Story = {};

/** Headed by the CMS page at `/media-releases`: its title and blocks replace the ui's texts. */
export const WithCmsIntro: Story = { args: { view: exampleMediaReleasesViewWithIntro } };

export const German: Story = {
  args: { view: { ...exampleMediaReleasesView, language: 'de', frame: germanFrame } },
  globals: { language: 'de' },
};

export const Empty: Story = { args: { view: { ...exampleMediaReleasesView, releases: [] } } };

export const LongTitles: Story = {
  args: {
    view: {
      ...exampleMediaReleasesView,
      releases: exampleMediaReleasesView.releases.map((release) => ({
        ...release,
        title: `${release.title}: the board of directors informs shareholders about the outlook for the coming financial year`,
      })),
    },
  },
};

export const DarkSite: Story = {
  args: { view: { ...exampleMediaReleasesView, frame: darkFrame } },
};

export const Mobile: Story = { ...mobile };
