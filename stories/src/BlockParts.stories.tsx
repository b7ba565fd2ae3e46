import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockLink, BlockTitle, TeaserCard, UnknownBlockNotice } from '@kmx/ui';
import { exampleTeaserBlock } from '@kmx/ui/examples';

/** The small parts blocks are made of: BlockTitle, BlockLink, TeaserCard, UnknownBlockNotice. */
function BlockParts({ teaserTitle }: { readonly teaserTitle: string }) {
  return (
    <div>
      <BlockTitle blockId="example" title="A block title" />
      <p>
        <BlockLink
          link={{ kind: 'external', text: 'A link of a block', url: 'https://www.example.com' }}
        />
      </p>
      <TeaserCard teaser={{ ...exampleTeaserBlock.teaser, title: teaserTitle }} headingLevel={3} />
      <UnknownBlockNotice typeName="Countdown" />
    </div>
  );
}

const meta = {
  title: 'Blocks/BlockParts',
  component: BlockParts,
  args: { teaserTitle: 'Operator training' },
} satisfies Meta<typeof BlockParts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongTeaserTitle: Story = {
  args: {
    teaserTitle:
      'Operator training for every machine of the cutting, stripping and crimping range, on site',
  },
};
