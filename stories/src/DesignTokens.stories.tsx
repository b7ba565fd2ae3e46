import type { Meta, StoryObj } from '@storybook/react-vite';
// The file itself, not a copy: the page shows whatever the site draws with today.
import tokensCss from '@kmx/ui/tokens.css?raw';
import { DesignTokens } from './design-tokens/DesignTokens';
import { parseTokens, type TokenGroup } from './design-tokens/tokens';

const groups = parseTokens(tokensCss);

/** The sections whose title starts with one of the words, in the file's order. */
function sections(...starts: readonly string[]): readonly TokenGroup[] {
  return groups.filter((group) => starts.some((start) => group.title.startsWith(start)));
}

const meta = {
  title: 'Foundations/Design tokens',
  component: DesignTokens,
  // A page for designers: no props table, no controls.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  args: { groups, title: 'Design tokens' },
} satisfies Meta<typeof DesignTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTokens: Story = {};

export const Colours: Story = { args: { groups: sections('Colour'), title: 'Colours' } };

export const TypeScale: Story = { args: { groups: sections('Typography'), title: 'Type scale' } };

export const Spacing: Story = { args: { groups: sections('Spacing', 'Widths'), title: 'Spacing' } };

export const RadiiAndElevation: Story = {
  args: { groups: sections('Shape'), title: 'Radii and elevation' },
};

export const Motion: Story = { args: { groups: sections('Motion'), title: 'Motion' } };
