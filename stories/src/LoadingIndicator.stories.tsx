import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingIndicator } from '@kmx/ui';

const meta = {
  title: 'Furniture/LoadingIndicator',
  component: LoadingIndicator,
  args: { loading: true, loadedTitle: null },
  // The indicator itself is a bar and a hidden status; the frame shows the page it sits on.
  decorators: [
    (Story) => (
      <div>
        <Story />
        <p>The page underneath stays as it is while the next one loads.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Loaded: Story = {
  args: { loading: false, loadedTitle: 'Company' },
};

export const LongTitleLoaded: Story = {
  args: {
    loading: false,
    loadedTitle:
      'Fully automatic crimping machine for the processing of wires up to six square millimetres',
  },
};

export const German: Story = {
  globals: { language: 'de' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
