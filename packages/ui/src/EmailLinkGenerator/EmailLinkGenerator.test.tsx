import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { EmailLinkGenerator } from './EmailLinkGenerator';

describe('given an editor filling in the fields', () => {
  it('builds the mailto link as they type', () => {
    renderWithMessages(<EmailLinkGenerator />);
    fireEvent.change(screen.getByLabelText('Recipient e-mail address'), {
      target: { value: 'service@komax.example' },
    });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Spare parts' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello\nteam' } });
    const expected = 'mailto:service@komax.example?subject=Spare%20parts&body=Hello%0D%0Ateam';
    expect((screen.getByLabelText('Link to copy') as HTMLTextAreaElement).value).toBe(expected);
    expect(screen.getByRole('link', { name: 'Try the link' }).getAttribute('href')).toBe(expected);
  });

  it('starts from the values given', () => {
    renderWithMessages(
      <EmailLinkGenerator initial={{ to: 'a@b.example', subject: 'Hi', body: '' }} />,
    );
    expect((screen.getByLabelText('Link to copy') as HTMLTextAreaElement).value).toBe(
      'mailto:a@b.example?subject=Hi',
    );
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<EmailLinkGenerator />);
    await expectAccessible(container);
  });
});

describe('given German', () => {
  it('labels the fields in German', () => {
    renderWithMessages(<EmailLinkGenerator />, 'de');
    expect(screen.getByLabelText('Betreff')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Link ausprobieren' })).toBeTruthy();
  });
});
