import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { exampleModules } from '../examples/example-modules';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { PageModules, preloadModules } from './lazy-modules';

const swiss = { language: 'en', country: 'CH' };

function html(modules: Parameters<typeof PageModules>[0]['modules']): string {
  return renderToString(
    <MessagesProvider messages={messagesFor('en')}>
      <PageModules modules={modules} locale={swiss} />
    </MessagesProvider>,
  );
}

describe('page modules loaded on demand', () => {
  it('render nothing, and need no code, for a page without modules', async () => {
    await expect(preloadModules([])).resolves.toBeUndefined();
    expect(html([])).toBe('');
  });

  it('render at once, as the server and a hydrating browser need, once a page’s modules are loaded', async () => {
    await preloadModules(exampleModules);
    expect(html(exampleModules)).toContain('Our locations');
  });
});
