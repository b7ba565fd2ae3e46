import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteServices } from '../site-services/SiteServices';
import { SiteServicesProvider } from '../site-services/SiteServicesProvider';
import { lazyDialog, lazyPart } from './lazy-part';

function Panel({ open, label }: { open: boolean; label: string }) {
  return <p>{`${label} ${open ? 'open' : 'closed'}`}</p>;
}

const services = {} as SiteServices;

describe('a part only the browser renders', () => {
  it('renders nothing on the server and when hydrating, and itself once services are there', async () => {
    const Part = lazyPart(() => Promise.resolve(Panel));
    expect(renderToString(<Part open={false} label="Compare" />)).toBe('');
    render(
      <SiteServicesProvider services={services}>
        <Part open={false} label="Compare" />
      </SiteServicesProvider>,
    );
    expect(await screen.findByText('Compare closed')).not.toBeNull();
  });
});

describe('a dialog closed at first', () => {
  const Dialog = lazyDialog(
    () => Promise.resolve(Panel),
    ({ open }) => open,
  );

  it('renders nothing while it has never been open', async () => {
    expect(renderToString(<Dialog open={false} label="News" />)).toBe('');
    const { container } = render(<Dialog open={false} label="News" />);
    await act(() => Dialog.preload());
    expect(container.textContent).toBe('');
  });

  it('renders once opened, and stays rendered when closed again', async () => {
    const { rerender } = render(<Dialog open={false} label="News" />);
    rerender(<Dialog open label="News" />);
    expect(await screen.findByText('News open')).not.toBeNull();
    rerender(<Dialog open={false} label="News" />);
    expect(screen.getByText('News closed')).not.toBeNull();
  });
});
