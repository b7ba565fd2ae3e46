import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchSuggestions } from '@kmx/ui';
import { exampleSuggestions } from '@kmx/ui/examples';

const meta = {
  title: 'Furniture/SiteSearch/SearchSuggestions',
  component: SearchSuggestions,
  args: {
    id: 'suggestions',
    label: 'Suggestions',
    suggestions: exampleSuggestions,
    activeIndex: -1,
    onChoose: () => undefined,
  },
  decorators: [
    (Story) => (
      <div className="site-search__field">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchSuggestions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Suggestions: Story = {};

/** The second option highlighted with the arrow keys. */
export const Highlighted: Story = { args: { activeIndex: 1 } };

export const LongSuggestion: Story = {
  args: {
    suggestions: [
      'wire processing machines for cutting, stripping and crimping of cables with large cross-sections',
      'wire',
    ],
  },
};
