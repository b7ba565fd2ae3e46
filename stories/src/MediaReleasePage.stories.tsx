import type { Meta, StoryObj } from '@storybook/react-vite';
import { MediaReleasePage } from '@kmx/ui';
import { darkFrame, exampleMediaReleaseView, germanFrame } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'News/MediaReleasePage',
  component: MediaReleasePage,
  args: { view: exampleMediaReleaseView },
} satisfies Meta<typeof MediaReleasePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdHoc: Story = {};

export const Ordinary: Story = {
  args: {
    view: {
      ...exampleMediaReleaseView,
      release: { ...exampleMediaReleaseView.release, adhoc: false, leadText: '' },
    },
  },
};

export const German: Story = {
  args: { view: { ...exampleMediaReleaseView, language: 'de', frame: germanFrame } },
  globals: { language: 'de' },
};

export const LongBody: Story = {
  args: {
    view: {
      ...exampleMediaReleaseView,
      release: {
        ...exampleMediaReleaseView.release,
        body: '<p>Kudex Holding AG closed the financial year with a strong order book. </p>'.repeat(
          12,
        ),
      },
    },
  },
};

export const DarkSite: Story = { args: { view: { ...exampleMediaReleaseView, frame: darkFrame } } };

export const Mobile: Story = { ...mobile };
