import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleWireFlowReleases } from '../../examples/portal-services-examples';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { WireFlowView, type WireFlowViewProps } from './WireFlowView';

function renderWireFlow(props: Partial<WireFlowViewProps> = {}, language = 'en') {
  const onDownload = vi.fn();
  const onRetry = vi.fn();
  const view = renderWithPortalMessages(
    <WireFlowView
      localeCode={language}
      userType="onprem"
      cloudHref="https://wire-flow.example.com"
      releases={{ kind: 'loaded', releases: exampleWireFlowReleases }}
      downloads={{}}
      onDownload={onDownload}
      onRetry={onRetry}
      {...props}
    />,
    language,
  );
  return { ...view, onDownload, onRetry };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the download center for on-premise users', () => {
  it('shows each release with its date, notes and files with size', () => {
    renderWireFlow();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Release 5.2.0', 'Release 5.1.3']);
    const time = document.querySelector('time[datetime="2026-10-14"]');
    expect(time?.textContent).toBe('October 14, 2026');
    expect(screen.getByText(/crimp-height monitoring/)).toBeTruthy();
    expect(screen.getByText('3.5 MB')).toBeTruthy();
  });

  it('shows each checksum in a read-only field', () => {
    renderWireFlow();
    const field = screen.getByRole('textbox', {
      name: 'SHA-256 checksum (wire-flow-5.2.0-windows-x64.msi)',
    }) as HTMLInputElement;
    expect(field.readOnly).toBe(true);
    expect(field.value).toBe(exampleWireFlowReleases[0]?.files[0]?.sha256);
  });

  it('copies a checksum to the clipboard and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWireFlow();
    await act(async () => {
      fireEvent.click(
        screen.getByRole('button', { name: 'Copy (wire-flow-5.1.3-windows-x64.msi)' }),
      );
    });
    expect(writeText).toHaveBeenCalledWith(exampleWireFlowReleases[1]?.files[0]?.sha256);
    expect(screen.getByText('Checksum copied')).toBeTruthy();
  });

  it('hands the chosen file to the app for its download', () => {
    const { onDownload } = renderWireFlow();
    fireEvent.click(
      screen.getByRole('button', { name: 'Download wire-flow-5.2.0-linux-x64.tar.gz' }),
    );
    expect(onDownload).toHaveBeenCalledWith(exampleWireFlowReleases[0]?.files[1]);
  });

  it('shows a file being prepared as busy and does not ask twice', () => {
    const { onDownload } = renderWireFlow({ downloads: { 'file-5-2-0-win': 'busy' } });
    const button = screen.getByRole('button', { name: 'Download wire-flow-5.2.0-windows-x64.msi' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onDownload).not.toHaveBeenCalled();
    expect(screen.getByText('Preparing the download…')).toBeTruthy();
  });

  it('says when a download could not be prepared, next to its file', () => {
    renderWireFlow({ downloads: { 'file-5-1-3-win': 'failed' } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('the download could not be prepared');
    const item = alert.closest('li');
    expect(within(item as HTMLElement).getByText('wire-flow-5.1.3-windows-x64.msi')).toBeTruthy();
  });

  it('has loading, failed and empty states', () => {
    const loading = renderWireFlow({ releases: { kind: 'loading' } });
    expect(screen.getByRole('status').textContent).toBe('Loading releases…');
    loading.unmount();
    const failed = renderWireFlow({ releases: { kind: 'failed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.onRetry).toHaveBeenCalledOnce();
    failed.unmount();
    renderWireFlow({ releases: { kind: 'loaded', releases: [] } });
    expect(screen.getByText('No releases are available yet.')).toBeTruthy();
  });

  it('reads German with German dates and sizes', () => {
    renderWireFlow({}, 'de');
    expect(document.querySelector('time[datetime="2026-10-14"]')?.textContent).toBe(
      '14. Oktober 2026',
    );
    expect(screen.getByText('3,5 MB')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'wire-flow-5.2.0-windows-x64.msi herunterladen' }),
    ).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWireFlow({ downloads: { 'file-5-1-3-win': 'failed' } });
    await expectAccessible(container);
  });
});

describe('wire-flow for cloud users', () => {
  it('leads into the cloud service and lists no downloads', async () => {
    const { container } = renderWireFlow({ userType: 'cloud' });
    expect(
      screen.getByRole('link', { name: 'Open wire-flow in the cloud' }).getAttribute('href'),
    ).toBe('https://wire-flow.example.com');
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    await expectAccessible(container);
  });

  it('says so when the cloud address is not configured', () => {
    renderWireFlow({ userType: 'cloud', cloudHref: null });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/cannot be opened from here/)).toBeTruthy();
  });

  it('waits while the user type is unknown', () => {
    renderWireFlow({ userType: 'unknown' });
    expect(screen.getByRole('status').textContent).toBe('Loading releases…');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
