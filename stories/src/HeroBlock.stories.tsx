import type { Meta, StoryObj } from '@storybook/react-vite';
import { CoverHero, HeroBlock } from '@kmx/ui';
import { exampleHeroBlock } from '@kmx/ui/examples';

const meta = {
  title: 'Blocks/HeroBlock',
  component: HeroBlock,
  args: { block: exampleHeroBlock },
} satisfies Meta<typeof HeroBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hero further down a page: its headline is a level-2 heading. */
export const Default: Story = {};

export const German: Story = {
  args: {
    block: {
      ...exampleHeroBlock,
      headline: 'Präzise Kabelverarbeitung',
      lead: 'Maschinen, die Kabel schneiden, abisolieren, crimpen und prüfen, und die Linien und Software, die daraus Kabelbäume machen, für jede Branche.',
      callToAction: {
        kind: 'path',
        text: 'Unsere Maschinen entdecken',
        link: { kind: 'path', path: '/products' },
      },
      secondaryAction: {
        kind: 'path',
        text: 'Mit einem Experten sprechen',
        link: { kind: 'path', path: '/contact' },
      },
    },
  },
};

export const WithoutPicture: Story = { args: { block: { ...exampleHeroBlock, picture: null } } };

export const OneAction: Story = {
  args: { block: { ...exampleHeroBlock, secondaryAction: null } },
};

/** The first block of a page is drawn as its cover: the page title is the level-1 heading. */
export const AsCover: Story = {
  render: () => <CoverHero cover={exampleHeroBlock} title="Precision wire processing" />,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
