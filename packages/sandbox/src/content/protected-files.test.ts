import { describe, expect, it } from 'vitest';
import type { SitePage } from './content-data';
import { protectedFiles } from './protected-files';

function page(id: string, protection: string, urls: readonly string[]): SitePage {
  return {
    id,
    siteId: 'site-a',
    path: `/${id}`,
    pageType: 'Content',
    theme: 'Light',
    protection,
    sourceLanguage: 'en',
    published: {
      en: {
        title: id,
        description: '',
        blocks: [
          { id: 'files', kind: 'Downloads', files: urls.map((url) => ({ name: url, url })) },
        ],
      },
    },
  };
}

describe('protected files of the sandbox content', () => {
  it('are the files only protected pages offer, with every page that offers them', () => {
    const files = protectedFiles([
      page('open', 'none', ['/media/shared.pdf']),
      page('inner', 'password', ['/media/shared.pdf', '/media/secret.pdf']),
      page('staff', 'kmx_staff', ['/media/secret.pdf?v=2']),
    ]);
    expect(files).toEqual([
      {
        url: '/media/secret.pdf',
        pages: [
          { siteId: 'site-a', url: '/inner', protection: 'password' },
          { siteId: 'site-a', url: '/staff', protection: 'kmx_staff' },
        ],
      },
    ]);
  });

  it('include the brand portal’s protected downloads and not its open pictures', () => {
    const urls = protectedFiles().map((file) => file.url);
    expect(urls).toContain('/media/downloads/komax-logo-colour.svg');
    expect(urls).toContain('/media/downloads/komax-praesentationsvorlage.pptx');
    expect(urls).not.toContain('/media/brands/komax-logo.svg');
  });
});
