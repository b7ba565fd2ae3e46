import type { Meta, StoryObj } from '@storybook/react-vite';
import { FlashMessage } from '@kmx/ui';

const meta = {
  title: 'Furniture/FlashMessage',
  component: FlashMessage,
  args: { message: { title: 'Saved', text: 'Your settings were saved.' } },
} satisfies Meta<typeof FlashMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = {
  args: {
    message: { title: 'Ticket created', text: 'We will reply within 24 hours.', type: 'success' },
  },
};

export const ErrorMessage: Story = {
  args: {
    message: {
      title: 'Sorry, something went wrong',
      text: 'Please try again later.',
      type: 'error',
    },
  },
};

export const Static: Story = {
  args: { message: { title: 'Maintenance', text: 'The site is under maintenance.', static: true } },
};

export const WithLink: Story = {
  args: {
    message: {
      title: 'New release',
      text: 'Read what changed.',
      to: '/en/news',
      linkText: 'Read more',
    },
  },
};

export const Floating: Story = {
  args: { message: { title: 'Copied', text: 'The link is on your clipboard.', floating: true } },
};

export const LongText: Story = {
  args: {
    message: {
      title:
        'A notice with a rather long title that wraps over more than one line on small screens',
      text: '<p>Our new <strong>cutting and stripping</strong> range handles cross-sections from 0.13 to 6 mm² and every common insulation material, with quick-change tooling and recipes shared across the line.</p>',
    },
  },
};

export const Mobile: Story = {
  ...LongText,
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
