import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { Pager } from './Pager';

const hrefFor = (page: number) => `/en/mykomax/inventory?page=${page}`;

function renderPager(page: number, total: number) {
  const onPage = vi.fn();
  const view = renderWithPortalMessages(
    <Pager
      page={page}
      pageSize={25}
      total={total}
      localeCode="en"
      hrefFor={hrefFor}
      onPage={onPage}
    />,
  );
  return { ...view, onPage };
}

describe('the pager', () => {
  it('shows nothing while everything fits on one page', () => {
    const { container } = renderPager(1, 25);
    expect(container.innerHTML).toBe('');
  });

  it('links to the pages around the current one by their addresses', () => {
    renderPager(2, 60);
    expect(screen.getByRole('link', { name: /previous/i }).getAttribute('href')).toBe(hrefFor(1));
    expect(screen.getByRole('link', { name: /next/i }).getAttribute('href')).toBe(hrefFor(3));
    expect(screen.getByRole('navigation').textContent).toContain('Page 2 of 3');
  });

  it('offers no next link on the last page, and a plain click turns the page in place', () => {
    const { onPage } = renderPager(3, 60);
    expect(screen.queryByRole('link', { name: /next/i })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: /previous/i }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
