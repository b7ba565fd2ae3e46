import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMessages } from '../test-support/render-with-messages';
import { SignInCallback } from './SignInCallback';

describe('given the sign-in callback page', () => {
  it('tells the visitor the sign-in is being completed', () => {
    renderWithMessages(<SignInCallback />);
    expect(screen.getByRole('status').textContent).toBe('Completing your sign-in…');
  });
});
