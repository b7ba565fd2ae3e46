import { buildLocale } from '@kmx/domain/site';
import type { PagePayload } from '@kmx/domain/view';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { Document } from '../render/Document';
import { exampleAssets, notFoundPayload } from '../render/test-support/example-pages';
import { signInPageView } from './sign-in-page-view';
import { SignInMount } from './SignInMount';

const noIdentity = () => Promise.reject(new Error('not started in this test'));

function portalPage(environment: Record<string, string> = {}) {
  const mount = new SignInMount(loadConfig(environment), noIdentity);
  return signInPageView(
    'portal',
    { locale: buildLocale('de', 'CH'), siteName: 'Komax', homeHref: '/de-ch' },
    mount,
  );
}

describe('the portal page the server sends', () => {
  it('carries the configured links of the services outside the portal, the same for everyone', () => {
    const { payload, cacheable, personal } = portalPage({
      DOWNLOAD_CENTER_URL: 'https://downloads.komax.example/',
    });
    expect(cacheable).toBe(false);
    expect(personal).toBe(true);
    expect(payload.head.robots).toContain('noindex');
    expect(payload.view).toMatchObject({
      kind: 'portal',
      localeCode: 'de-ch',
      siteName: 'Komax',
      links: {
        komaxDirectService: 'https://direct.example.com/',
        komaxDirectRegistration: 'https://direct.example.com/register',
        wireFlowCloud: 'https://wire-flow.example.com/',
        downloadCenter: 'https://downloads.komax.example/',
        mfpWireMaster: 'https://mfp.example.com/wire-master',
        mfpMasterData: 'https://mfp.example.com/master-data',
      },
    });
  });

  it("makes the portal's own wire-flow page the download center unless one is configured", () => {
    const { view } = portalPage().payload;
    expect(view.kind === 'portal' && view.links.downloadCenter).toBe('/de-ch/mykomax/wire-flow');
  });

  it('renders the portal frame signing in, with no personal data and no screen', () => {
    const { payload } = portalPage();
    const html = renderToString(
      <Document payload={payload as PagePayload} assets={exampleAssets} nonce="n0nce" />,
    );
    const body = html.slice(html.indexOf('<body>'), html.indexOf('<script id='));
    expect(body).toContain('Sie werden angemeldet');
    expect(body).toContain('href="/de-ch/mykomax"');
    expect(body).toContain('aria-busy="true"');
    expect(body).not.toContain('portal-user');
  });

  it("links the portal's stylesheet on portal pages only", () => {
    const portal = renderToString(
      <Document payload={portalPage().payload} assets={exampleAssets} nonce="n0nce" />,
    );
    const publicPage = renderToString(
      <Document payload={notFoundPayload('/de/x')} assets={exampleAssets} nonce="n0nce" />,
    );
    expect(portal).toContain('<link rel="stylesheet" href="/assets/portal.css"/>');
    expect(publicPage).not.toContain('portal.css');
  });
});
