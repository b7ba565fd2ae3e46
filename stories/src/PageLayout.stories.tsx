import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageLayout } from '@kmx/ui';
import {
  allCountries,
  darkFrame,
  exampleFrame,
  exampleUser,
  germanFrame,
  languageBannerFrame,
  lightFrame,
  longTitlesFrame,
} from '@kmx/ui/examples';
import { withCountries } from './with-countries';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const page = (
  <article>
    <h1>History</h1>
    <p>
      Founded in 1975 as a maker of wire-cutting machines, the company grew into a supplier of fully
      automated harness lines.
    </p>
  </article>
);

const meta = {
  title: 'Furniture/PageLayout',
  component: PageLayout,
  decorators: [withCountries()],
  args: { frame: exampleFrame, homeHref: '/en-ch', children: page },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dark: Story = { args: { frame: darkFrame } };

export const Light: Story = { args: { frame: lightFrame } };

export const SignedIn: Story = { args: { user: exampleUser } };

export const WithLanguageBanner: Story = { args: { frame: languageBannerFrame } };

/** About 250 countries in the location selector (open it). */
export const ManyCountries: Story = { decorators: [withCountries(allCountries())] };

export const LongTitles: Story = { args: { frame: longTitlesFrame } };

export const WithoutSideButtons: Story = {
  args: { frame: { ...exampleFrame, site: { ...exampleFrame.site, hideSideButtons: true } } },
};

/** No frame (an early error): a header linking home and the page. */
export const WithoutFrame: Story = { args: { frame: null, homeHref: '/en' } };

export const German: Story = {
  args: {
    frame: germanFrame,
    homeHref: '/de-ch',
    children: (
      <article>
        <h1>Geschichte</h1>
        <p>Gegründet 1975 als Hersteller von Kabelschneidemaschinen.</p>
      </article>
    ),
  },
  globals: { language: 'de' },
};

export const Mobile: Story = { ...mobile, args: { frame: languageBannerFrame } };
