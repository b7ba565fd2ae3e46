import { describe, expect, it } from 'vitest';
import { demoEditorPassword, editorPasswordInForce, passwordMatches } from './editor-password';

const everyUpstream = {
  contentUrl: 'http://content.example/graphql',
  catalogueUrl: 'http://catalogue.example/graphql',
  ticketingUrl: 'http://ticketing.example/graphql',
  searchUrl: 'http://search.example',
  inventoryUrl: 'http://inventory.example',
  wireFlowUrl: 'http://wire-flow.example',
};

describe('the editor password in force', () => {
  it('is the configured one, with or without the sandbox', () => {
    expect(editorPasswordInForce({ ...everyUpstream, editorPassword: 'Our-own!pass' })).toBe(
      'Our-own!pass',
    );
    expect(
      editorPasswordInForce({ ...everyUpstream, contentUrl: undefined, editorPassword: 'Own' }),
    ).toBe('Own');
  });

  it('is the demo one when unset while the embedded sandbox runs', () => {
    expect(
      editorPasswordInForce({ ...everyUpstream, searchUrl: undefined, editorPassword: undefined }),
    ).toBe('Demo-2026!editor');
    expect(demoEditorPassword).toBe('Demo-2026!editor');
  });

  it('is none when unset and every upstream is configured', () => {
    expect(editorPasswordInForce({ ...everyUpstream, editorPassword: undefined })).toBeNull();
  });
});

describe('a password comparison', () => {
  it('matches the same text only', () => {
    expect(passwordMatches('Demo-2026!editor', 'Demo-2026!editor')).toBe(true);
    expect(passwordMatches('Demo-2026!editor', 'Demo-2026!editor ')).toBe(false);
    expect(passwordMatches('Demo-2026!editor', '')).toBe(false);
    expect(passwordMatches('Demo-2026!editor', 'Demo-2026!editor'.repeat(100))).toBe(false);
  });
});
