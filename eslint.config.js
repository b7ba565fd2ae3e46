import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noDeepImports = {
  // The domain exports one entry per capability (`@kmx/domain/catalogue`); nothing deeper. The ui's
  // signed-in portal and editor area are entries of their own (`@kmx/ui/portal`, `@kmx/ui/editor`,
  // and their `.css`).
  regex:
    '^@kmx/(?!domain/[a-z]+$)[^/]+/(?!styles\\.css$|examples$|portal$|portal\\.css$|editor$|editor\\.css$|tokens\\.css(\\?raw)?$|draft-queries$).+',
  message:
    'Import a package through its public entries (@kmx/<name>, @kmx/domain/<capability>), never a file inside it.',
};
const noRelativeEscape = {
  regex:
    '(^|/)(packages/[^/]+/src|\\.\\./\\.\\./(domain|adapters|ui|server|portal-auth|sandbox)(/|$))',
  message: 'Reach another package through its name and package.json exports, not a relative path.',
};
const noServer = {
  regex: '^@kmx/server$',
  message: 'packages/server is the composition root: nothing imports it.',
};

/** One `no-restricted-imports` rule per package, so the dependency direction of DESIGN.md is checked by a machine. */
function boundary(files, ...patterns) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noDeepImports, noRelativeEscape, noServer, ...patterns] },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      'reports/**',
      '.tools/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'packages/ui/**',
      'stories/**',
      'packages/server/src/client/**',
      'packages/portal-auth/**',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  boundary(['packages/domain/src/**'], {
    regex: '^(?!zod(/|$)|\\.)',
    message: 'packages/domain is pure: it may import only zod and its own files.',
  }),
  boundary(['packages/ui/src/**'], {
    regex: '^(?!react(/|$)|react-dom(/|$)|qrcode$|@kmx/domain/[a-z]+$|\\.)',
    message:
      'packages/ui renders view models: it may import only React, @kmx/domain and qrcode (the TOTP QR code).',
  }),
  boundary(['packages/adapters/src/**'], {
    regex: '^(@kmx/(?!domain/[a-z]+$|sandbox$)|react|express|inversify)',
    message: 'packages/adapters implements domain ports: only @kmx/domain and its own libraries.',
  }),
  boundary(['packages/portal-auth/src/**'], {
    regex: '^(@kmx/(?!domain/[a-z]+$)|react|express|inversify)',
    message:
      'packages/portal-auth is the browser sign-in client: only @kmx/domain and its own libraries.',
  }),
  boundary(['packages/sandbox/src/**'], {
    regex: '^(@kmx/(?!domain/[a-z]+$)|react|inversify)',
    message: 'packages/sandbox stands in for external services: it may use only domain types.',
  }),
  boundary(['packages/server/src/**', 'stories/**', 'e2e/**', 'bench/**', 'scripts/**']),
  {
    files: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'packages/*/src/test-support/**',
      'packages/*/vitest.setup.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
);
