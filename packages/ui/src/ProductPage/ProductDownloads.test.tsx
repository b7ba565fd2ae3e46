import { exampleProductPageProduct } from '@kmx/ui/examples';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ProductDownloads } from './ProductDownloads';

const { documents } = exampleProductPageProduct;

describe('ProductDownloads (spec public-site 3.6)', () => {
  it('shows name, type, content language and readable size, with a download link', async () => {
    const { container } = renderWithMessages(<ProductDownloads documents={documents} />);
    expect(screen.getByText('Type: Data sheet · Language: EN · Size: 1.5 MB')).toBeTruthy();
    expect(screen.getByText('Type: Manual · Language: DE · Size: 512 KB')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Cutter 355 data sheet/ });
    expect(link.getAttribute('href')).toBe('/media/documents/cutter-355-data-sheet.pdf');
    expect(link.getAttribute('download')).toBe('cutter-355-data-sheet.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    await expectAccessible(container);
  });

  it('writes sizes with the German decimal comma', () => {
    renderWithMessages(<ProductDownloads documents={documents} />, 'de');
    expect(screen.getByText('Typ: Data sheet · Sprache: EN · Größe: 1,5 MB')).toBeTruthy();
  });

  it('shows nothing without documents', () => {
    const { container } = renderWithMessages(<ProductDownloads documents={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
