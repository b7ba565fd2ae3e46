import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceDetailPage } from '@kmx/ui';
import { exampleMinimalServiceView, exampleServiceView } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Catalogue/ServiceDetailPage',
  component: ServiceDetailPage,
  args: { view: exampleServiceView },
} satisfies Meta<typeof ServiceDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Descriptions, benefits, details, pictures, video, related items and stories. */
export const Complete: Story = {};

/** Only name and picture: every empty part is left out. */
export const Minimal: Story = { args: { view: exampleMinimalServiceView } };

/** A video file plays in the page rather than being linked. */
export const VideoFile: Story = {
  args: {
    view: {
      ...exampleServiceView,
      service: {
        ...exampleServiceView.service,
        video: { url: '/media/care.mp4', thumbnailUrls: [], alt: 'Preventive maintenance' },
      },
    },
  },
};

export const LongText: Story = {
  args: {
    view: {
      ...exampleServiceView,
      service: {
        ...exampleServiceView.service,
        name: 'Preventive maintenance and calibration programme for complete harness production lines',
        longDescription: `${exampleServiceView.service.longDescription ?? ''} `.repeat(6),
        benefit6:
          'A benefit that is written out at great length to see how the list wraps on narrow screens',
      },
    },
  },
};

export const German: Story = { globals: { language: 'de' } };

export const Mobile: Story = { ...mobile };
