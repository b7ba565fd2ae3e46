import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from '@kmx/ui';
import {
  allCountries,
  darkFrame,
  emptyNavigationFrame,
  exampleFrame,
  exampleUser,
  germanFrame,
  lightFrame,
  longTitlesFrame,
} from '@kmx/ui/examples';
import { withCountries } from './with-countries';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Furniture/Header',
  component: Header,
  decorators: [withCountries()],
  args: { frame: exampleFrame, homeHref: '/en-ch' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dark: Story = { args: { frame: darkFrame } };

export const Light: Story = { args: { frame: lightFrame } };

export const SignedIn: Story = { args: { user: exampleUser } };

export const EmptyNavigation: Story = { args: { frame: emptyNavigationFrame } };

/** Spec 3.4's header option "hidden": a landing site's header without its main menu. */
export const MenuHidden: Story = {
  args: { frame: { ...exampleFrame, header: { ...exampleFrame.header, hidden: true } } },
};

export const MenuHiddenGerman: Story = {
  args: {
    frame: { ...germanFrame, header: { ...germanFrame.header, hidden: true } },
    homeHref: '/de-ch',
  },
  globals: { language: 'de' },
};

export const LongTitles: Story = { args: { frame: longTitlesFrame } };

/** About 250 countries in the location selector (open it). */
export const ManyCountries: Story = { decorators: [withCountries(allCountries())] };

/** No frame: the site is not known, only the home link shows. */
export const Minimal: Story = { args: { frame: null, homeHref: '/en' } };

export const German: Story = {
  args: { frame: germanFrame, homeHref: '/de-ch' },
  globals: { language: 'de' },
};

export const Mobile: Story = { ...mobile };

export const MobileDarkSignedIn: Story = {
  ...mobile,
  args: { frame: darkFrame, user: exampleUser },
};
