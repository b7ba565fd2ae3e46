import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleDownloadsBlock } from '../examples/example-blocks';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { DownloadsBlock } from './DownloadsBlock';

describe('given a list of downloads', () => {
  it('links each document by its name, described by type, size and language', () => {
    renderWithMessages(<DownloadsBlock block={exampleDownloadsBlock} />);
    const sheet = screen.getByRole('link', { name: 'Data sheet Cutter 355' });
    expect(sheet.getAttribute('href')).toBe(
      'https://media.komax.example/downloads/cutter-355-data-sheet-en.pdf',
    );
    const details = (name: string) =>
      document.getElementById(
        screen.getByRole('link', { name }).getAttribute('aria-describedby') ?? '',
      )?.textContent;
    expect(details('Data sheet Cutter 355')).toBe('Type PDF · 512 KB · Language EN');
    expect(details('Dimension drawing Cutter 355')).toBe('Type DXF · 96 KB');
    expect(details('Annual report 2022')).toBe('Type PDF · 8 MB · Language EN');
  });

  it('tells sizes with the German decimal mark in German', () => {
    renderWithMessages(
      <DownloadsBlock
        block={{
          ...exampleDownloadsBlock,
          files: [{ ...exampleDownloadsBlock.files[1]!, sizeBytes: 1572864 }],
        }}
      />,
      'de',
    );
    expect(screen.getByText('Typ DXF · 1,5 MB')).toBeTruthy();
  });

  it('shows each cover at 128x180, beside the link that names the file', () => {
    const { container } = renderWithMessages(<DownloadsBlock block={exampleDownloadsBlock} />);
    const cover = container.querySelector('.download__cover img');
    expect(cover?.getAttribute('src')).toContain('width=128&height=180');
    expect(cover?.getAttribute('alt')).toBe('');
    expect(container.querySelectorAll('.download__cover--none')).toHaveLength(1);
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<DownloadsBlock block={exampleDownloadsBlock} />);
    await expectAccessible(container);
  });

  it('draws nothing without files', () => {
    const { container } = renderWithMessages(
      <DownloadsBlock block={{ ...exampleDownloadsBlock, files: [] }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
