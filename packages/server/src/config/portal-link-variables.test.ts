import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('the portal links of the configuration', () => {
  it('stands in example.com addresses and leaves the download center to the portal', () => {
    expect(loadConfig({}).portalLinks).toEqual({
      links: {
        komaxDirectService: 'https://direct.example.com/',
        komaxDirectRegistration: 'https://direct.example.com/register',
        wireFlowCloud: 'https://wire-flow.example.com/',
        mfpWireMaster: 'https://mfp.example.com/wire-master',
        mfpMasterData: 'https://mfp.example.com/master-data',
      },
      downloadCenter: undefined,
    });
  });

  it('reads each address from its variable', () => {
    const { portalLinks } = loadConfig({
      DIRECT_REGISTRATION_URL: 'https://direct.komax.example/signup',
      DOWNLOAD_CENTER_URL: 'https://downloads.komax.example/',
    });
    expect(portalLinks.links.komaxDirectRegistration).toBe('https://direct.komax.example/signup');
    expect(portalLinks.downloadCenter).toBe('https://downloads.komax.example/');
  });

  it('refuses an address a browser should not open', () => {
    expect(() => loadConfig({ DIRECT_SERVICE_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(() => loadConfig({ MFP_MASTER_DATA_URL: 'not a url' })).toThrow(
      'Invalid configuration: MFP_MASTER_DATA_URL must be an http(s) URL',
    );
  });
});
