import { describe, expect, it } from 'vitest';
import { siteLanguages } from './site-languages';

const systemLanguages = ['en', 'de', 'fr', 'zh'];

describe('the languages of a site', () => {
  it('are the languages of the system data for a site without adjustment', () => {
    expect(siteLanguages({ name: 'Main', internationalOnly: false }, systemLanguages)).toEqual([
      'en',
      'de',
      'fr',
      'zh',
    ]);
  });

  it('keep only the international set on an international-only site', () => {
    expect(siteLanguages({ name: 'Main', internationalOnly: true }, systemLanguages)).toEqual([
      'en',
      'de',
    ]);
  });

  it('take a configured international set', () => {
    const languages = siteLanguages({ name: 'Main', internationalOnly: true }, systemLanguages, {
      internationalLanguages: ['EN'],
    });
    expect(languages).toEqual(['en']);
  });

  it('get French added on the brand portal by default', () => {
    const site = { name: 'Brand Portal', internationalOnly: true };
    expect(siteLanguages(site, systemLanguages)).toEqual(['en', 'de', 'fr']);
  });

  it('get Spanish added and German removed on the events site by default', () => {
    const site = { name: 'Events', internationalOnly: false };
    expect(siteLanguages(site, systemLanguages)).toEqual(['en', 'fr', 'zh', 'es']);
  });

  it('lose German on the productronica site by default', () => {
    const site = { name: 'productronica', internationalOnly: false };
    expect(siteLanguages(site, systemLanguages)).toEqual(['en', 'fr', 'zh']);
  });

  it('lose English on the wirepro-expo-2024 site by default', () => {
    const site = { name: 'wirepro-expo-2024', internationalOnly: false };
    expect(siteLanguages(site, systemLanguages)).toEqual(['de', 'fr', 'zh']);
  });

  it('follow adjustments passed in, keyed by technical name', () => {
    const site = { name: 'Trade Fair', internationalOnly: false };
    const languages = siteLanguages(site, systemLanguages, {
      adjustments: { trade_fair: { add: ['JA'], remove: ['ZH'] } },
    });
    expect(languages).toEqual(['en', 'de', 'fr', 'ja']);
  });

  it('take no adjustment from the object prototype', () => {
    const site = { name: 'constructor', internationalOnly: false };
    expect(siteLanguages(site, ['en'], { adjustments: {} })).toEqual(['en']);
  });

  it('name each language once, in lower case', () => {
    const site = { name: 'Main', internationalOnly: false };
    expect(
      siteLanguages(site, ['EN', 'en', 'De'], { adjustments: { main: { add: ['de'] } } }),
    ).toEqual(['en', 'de']);
  });
});
