import type { Meta, StoryObj } from '@storybook/react-vite';
import { LocationCard } from '@kmx/ui';
import { exampleLocations } from '@kmx/ui/examples';

const [headquarters, plant] = exampleLocations;
if (headquarters === undefined || plant === undefined) throw new Error('Two example locations');

const meta = {
  title: 'Modules/LocationCard',
  component: LocationCard,
  args: { location: headquarters, locale: 'en-CH' },
  // A card of the directory's list: drawn inside one, as there.
  decorators: [
    (Story) => (
      <ul className="locations__list">
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof LocationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One location: address, phone, e-mail, website and contacts. */
export const Headquarters: Story = {};

export const Plant: Story = { args: { location: plant } };

export const German: Story = { args: { locale: 'de-CH' }, globals: { language: 'de' } };
