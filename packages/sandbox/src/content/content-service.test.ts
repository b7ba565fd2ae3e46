import { systemDataDocument } from '@kmx/adapters';
import {
  chooseSite,
  defaultSiteLanguageAdjustments,
  regionCodes,
  siteLanguages,
  technicalName,
  usableSites,
  type SystemData,
} from '@kmx/domain/site';
import { serviceLocales } from '@kmx/domain/translation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { createContentService } from './content-service';

let server: LoopbackServer;
let systemData: SystemData;

async function query(body: object, locale = 'en') {
  const response = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data: Record<string, unknown> };
}

beforeAll(async () => {
  server = await listenOnLoopback(createContentService());
  const { data } = await query({ query: systemDataDocument });
  systemData = data as unknown as SystemData;
});

afterAll(() => server.close());

describe('systemDataQuery of the sandbox content service', () => {
  it('answers five sites, the main one without a slug', () => {
    expect(systemData.sites.map((site) => [site.id, site.slug])).toEqual([
      ['site-main', null],
      ['site-events', 'events'],
      ['site-productronica', 'productronica'],
      ['site-wirepro-expo-2024', 'wirepro-expo-2024'],
      ['site-brand-portal', 'brand-portal'],
    ]);
  });

  it('serves the main site on localhost and 127.0.0.1', () => {
    expect(chooseSite(systemData.sites, { host: 'localhost:3000', slug: null }).site.id).toBe(
      'site-main',
    );
    expect(chooseSite(systemData.sites, { host: '127.0.0.1', slug: 'company' }).site.id).toBe(
      'site-main',
    );
  });

  it('serves every other site locally under its slug', () => {
    for (const site of systemData.sites.filter((candidate) => candidate.slug !== null)) {
      const choice = chooseSite(systemData.sites, { host: 'localhost:3000', slug: site.slug });
      expect(choice).toMatchObject({ site: { id: site.id }, pathSlug: site.slug });
      expect(site.domains.slice(0, 2)).toEqual([
        `localhost/${site.slug}`,
        `127.0.0.1/${site.slug}`,
      ]);
    }
  });

  it('names the sites so that the default language adjustments apply to them', () => {
    const names = systemData.sites.map((site) => technicalName(site.name));
    expect(names).toEqual(expect.arrayContaining(Object.keys(defaultSiteLanguageAdjustments)));
  });

  it('gives every site a header and a footer navigation, so none is dropped', () => {
    expect(usableSites(systemData.sites)).toHaveLength(5);
  });

  it('offers the eleven languages of the service-locale map, each with localized names', () => {
    const codes = systemData.languages.map((language) => language.languageCode);
    expect(codes).toEqual(Object.keys(serviceLocales));
    const german = systemData.languages.find((language) => language.languageCode === 'de');
    expect(german?.localizations).toContainEqual({ locale: 'de', displayName: 'Deutsch' });
    expect(german?.localizations).toContainEqual({ locale: 'en', displayName: 'German' });
  });

  it('drops German from the productronica site, which is international only', () => {
    const productronica = systemData.sites.find((site) => site.id === 'site-productronica');
    const codes = systemData.languages.map((language) => language.languageCode);
    expect(productronica && siteLanguages(productronica, codes)).toEqual(['en']);
  });

  it('lists ALL first, then one country per region code of the domain', () => {
    expect(systemData.countries[0]).toMatchObject({
      countryCode: 'ALL',
      defaultLanguage: 'en',
      defaultMeasurementSystem: 'Metric',
      supportedLanguages: Object.keys(serviceLocales),
    });
    expect(systemData.countries.slice(1).map((country) => country.countryCode)).toEqual(
      regionCodes,
    );
  });

  it('measures in imperial units in the US, Liberia and Myanmar only', () => {
    const imperial = systemData.countries
      .filter((country) => country.defaultMeasurementSystem === 'Imperial')
      .map((country) => country.countryCode);
    expect(imperial).toEqual(['LR', 'MM', 'US']);
  });

  it('configures languages for the countries it sells in, and hides a few', () => {
    expect(systemData.countries.find((country) => country.countryCode === 'CH')).toMatchObject({
      supportedLanguages: ['de', 'fr', 'en'],
      defaultLanguage: 'de',
      hidden: false,
    });
    expect(
      systemData.countries
        .filter((country) => country.hidden)
        .map((country) => country.countryCode),
    ).toEqual(['AQ', 'BV', 'HM', 'UM']);
  });

  it('names countries in every language', () => {
    const switzerland = systemData.countries.find((country) => country.countryCode === 'CH');
    expect(switzerland?.localizations).toHaveLength(11);
    expect(switzerland?.localizations).toContainEqual({ locale: 'de', displayName: 'Schweiz' });
  });
});
