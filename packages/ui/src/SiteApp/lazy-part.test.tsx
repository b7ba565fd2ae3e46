import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
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

describe('a part whose code fails to load', () => {
  const failingServices = () => ({ scriptPartFailed: vi.fn() }) as unknown as SiteServices;

  it('reports the failure and takes only itself away, not the page', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const Part = lazyPart<{ open: boolean; label: string }>(() => Promise.reject(failure));
    const services = failingServices();
    render(
      <SiteServicesProvider services={services}>
        <h1>The page</h1>
        <Part open={false} label="Search" />
      </SiteServicesProvider>,
    );
    await vi.waitFor(() => expect(services.scriptPartFailed).toHaveBeenCalledWith(failure));
    expect(screen.getByRole('heading', { name: 'The page' })).not.toBeNull();
    expect(services.scriptPartFailed).toHaveBeenCalledTimes(1);
  });

  it('is loaded again when a dialog is opened anew, and shows once it loads', async () => {
    let online = false;
    const load = () => (online ? Promise.resolve(Panel) : Promise.reject(new Error('offline')));
    const Dialog = lazyDialog(load, ({ open }: { open: boolean; label: string }) => open);
    const services = failingServices();
    const page = (open: boolean) => (
      <SiteServicesProvider services={services}>
        <h1>The page</h1>
        <Dialog open={open} label="News" />
      </SiteServicesProvider>
    );
    const { rerender } = render(page(false));
    rerender(page(true));

    await vi.waitFor(() => expect(services.scriptPartFailed).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('News open')).toBeNull();

    online = true;
    rerender(page(false));
    rerender(page(true));
    expect(await screen.findByText('News open')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'The page' })).not.toBeNull();
    expect(services.scriptPartFailed).toHaveBeenCalledTimes(1);
  });
});
