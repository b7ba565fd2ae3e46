import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { NewsFeedPanel, SideButtons, SiteServicesProvider, useNewsFeedUnread } from '@kmx/ui';
import type { NewsFeedPanelProps, SiteServices } from '@kmx/ui';
import { exampleNewsFeedServices, exampleNewsItems } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

function WithServices({ services, children }: { services: SiteServices; children: ReactNode }) {
  return <SiteServicesProvider services={services}>{children}</SiteServicesProvider>;
}

const longItems = exampleNewsItems.slice(0, 3).map((item) => ({
  ...item,
  title: `${item.title}: a very long headline about the opening of the new assembly hall in Dierikon`,
  text: `<p>${'Operators, engineers and customers met for a week of demonstrations. '.repeat(6)}</p>`,
}));

// One set of services per story, made once: what was read survives re-renders as on a page.
const services = {
  open: exampleNewsFeedServices(),
  german: exampleNewsFeedServices(),
  mobile: exampleNewsFeedServices(),
  long: exampleNewsFeedServices({ items: longItems }),
  empty: exampleNewsFeedServices({ answer: 'empty' }),
  loading: exampleNewsFeedServices({ answer: 'pending' }),
  failing: exampleNewsFeedServices({ answer: 'failure' }),
  button: exampleNewsFeedServices({ lastReadId: 'news-03' }),
};

const meta = {
  title: 'News/NewsFeedPanel',
  component: NewsFeedPanel,
  args: {
    open: true,
    onClose: () => undefined,
    language: 'en',
    linkContext: { localeCode: 'en-ch', siteSlug: null },
  },
} satisfies Meta<typeof NewsFeedPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const within = (key: keyof typeof services) => (args: NewsFeedPanelProps) => (
  <WithServices services={services[key]}>
    <NewsFeedPanel {...args} />
  </WithServices>
);

export const Open: Story = { render: within('open') };

export const German: Story = {
  render: within('german'),
  args: { language: 'de', linkContext: { localeCode: 'de-ch', siteSlug: null } },
  globals: { language: 'de' },
};

export const LongTexts: Story = { render: within('long') };

export const Empty: Story = { render: within('empty') };

export const Loading: Story = { render: within('loading') };

export const LoadingFailed: Story = { render: within('failing') };

export const Mobile: Story = { render: within('mobile'), ...mobile };

/** The side buttons' news button with its unread dot, opening the panel, which marks news read. */
function NewsButtonDemo() {
  const [open, setOpen] = useState(false);
  const unread = useNewsFeedUnread('en');
  return (
    <>
      <p>{unread ? 'There is news you have not read.' : 'You have read all the news.'}</p>
      <SideButtons
        onContact={() => undefined}
        onShare={() => undefined}
        onNewsFeed={() => setOpen(true)}
        newsFeedUnread={unread}
      />
      <NewsFeedPanel open={open} onClose={() => setOpen(false)} language="en" />
    </>
  );
}

export const WithUnreadNewsButton: Story = {
  args: { open: false },
  render: () => (
    <WithServices services={services.button}>
      <NewsButtonDemo />
    </WithServices>
  ),
};
