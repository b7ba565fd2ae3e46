import { accessStatuses } from '@kmx/domain/portal';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { AccessStatusChip } from './AccessStatusChip';

describe('an access status chip', () => {
  it("names each of the seven statuses in words, with a class of the status's own", () => {
    const { container } = renderWithPortalMessages(
      <>
        {accessStatuses.map((status) => (
          <AccessStatusChip key={status} status={status} />
        ))}
      </>,
    );
    const chips = [...container.querySelectorAll('.access-status')];
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Invited',
      'Invite expired',
      'Access requested',
      'Active',
      'Inactive',
      'Declined',
      'Unknown',
    ]);
    expect(chips[1]?.className).toContain('access-status--invite-expired');
  });

  it('speaks German on a German page', () => {
    renderWithPortalMessages(<AccessStatusChip status="pending" />, 'de');
    expect(screen.getByText('Zugang angefragt').className).toContain('access-status--pending');
  });
});
