import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('the configuration', () => {
  it('defaults to port 3000 on loopback with the embedded sandbox', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      contentUrl: undefined,
      catalogueUrl: undefined,
      ticketingUrl: undefined,
      searchUrl: undefined,
      sandboxDataDirectory: undefined,
      publicOrigin: undefined,
      identityUrl: undefined,
      identityClientId: 'kmx-portal',
      idmUrl: undefined,
      identityAccessTokenTtlSeconds: undefined,
      logLevel: 'info',
      upstreamTimeoutMs: 5000,
      pageRenderBudgetMs: 3000,
      shutdownGraceMs: 10_000,
      pageCache: true,
      pageCacheMemory: true,
      redisUrl: undefined,
      trustProxy: ['loopback'],
      serveSourceMaps: false,
      portalLinks: expect.any(Object),
      webConcurrency: 1,
      workerSlot: 0,
    });
  });

  it('runs one worker per core in production and one process otherwise, unless WEB_CONCURRENCY says', () => {
    const cores = () => 6;
    expect(loadConfig({ NODE_ENV: 'production' }, cores).webConcurrency).toBe(6);
    expect(loadConfig({ NODE_ENV: 'development' }, cores).webConcurrency).toBe(1);
    expect(loadConfig({}, cores).webConcurrency).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production', WEB_CONCURRENCY: '1' }, cores).webConcurrency).toBe(
      1,
    );
    expect(loadConfig({ WEB_CONCURRENCY: ' 3 ' }, cores).webConcurrency).toBe(3);
  });

  it('switches the page cache off with PAGE_CACHE=off', () => {
    expect(loadConfig({ PAGE_CACHE: 'off' }).pageCache).toBe(false);
    expect(loadConfig({ PAGE_CACHE: 'on' }).pageCache).toBe(true);
  });

  it('shares a cache tier through REDIS_URL, and keeps to memory without it', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379/0' }).redisUrl).toBe(
      'redis://cache.internal:6379/0',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://user:secret@cache.example.com' }).redisUrl).toBe(
      'rediss://user:secret@cache.example.com',
    );
    expect(loadConfig({ REDIS_URL: ' ' }).redisUrl).toBeUndefined();
    expect(loadConfig({}).redisUrl).toBeUndefined();
  });

  it('keeps pages in Redis alone with PAGE_CACHE_MEMORY=off (measuring only)', () => {
    expect(loadConfig({ PAGE_CACHE_MEMORY: 'off' }).pageCacheMemory).toBe(false);
    expect(loadConfig({}).pageCacheMemory).toBe(true);
  });

  it('serves source maps only with SERVE_SOURCE_MAPS=on', () => {
    expect(loadConfig({ SERVE_SOURCE_MAPS: 'on' }).serveSourceMaps).toBe(true);
    expect(loadConfig({ SERVE_SOURCE_MAPS: 'off' }).serveSourceMaps).toBe(false);
  });

  it('reads where ticket attachments go from TICKETING_ATTACHMENTS_URL, unset by default', () => {
    expect(
      loadConfig({ TICKETING_ATTACHMENTS_URL: 'https://files.example.com/attachments/' })
        .ticketingAttachmentsUrl,
    ).toBe('https://files.example.com/attachments');
    expect(loadConfig({}).ticketingAttachmentsUrl).toBeUndefined();
    expect(() => loadConfig({ TICKETING_ATTACHMENTS_URL: 'files' })).toThrow(
      /TICKETING_ATTACHMENTS_URL/,
    );
  });

  it('reads the editor password as given, unset by default', () => {
    expect(loadConfig({ EDITOR_PASSWORD: ' an editor password ' }).editorPassword).toBe(
      ' an editor password ',
    );
    expect(loadConfig({}).editorPassword).toBeUndefined();
  });

  it('refuses an empty EDITOR_PASSWORD', () => {
    expect(() => loadConfig({ EDITOR_PASSWORD: '' })).toThrow(
      'Invalid configuration: EDITOR_PASSWORD must not be empty',
    );
  });

  it('reads how long a shutdown waits for requests in flight from SHUTDOWN_GRACE_MS', () => {
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '2500' }).shutdownGraceMs).toBe(2500);
  });

  it('reads PORT and an upstream content URL', () => {
    const config = loadConfig({ PORT: '8080', CONTENT_URL: 'https://content.example/graphql' });
    expect(config.port).toBe(8080);
    expect(config.contentUrl).toBe('https://content.example/graphql');
  });

  it('keeps only the origin of PUBLIC_ORIGIN and drops a trailing slash of IDENTITY_URL', () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://www.example.com/some/path',
      IDENTITY_URL: 'https://id.example.com/am/',
    });
    expect(config.publicOrigin).toBe('https://www.example.com');
    expect(config.identityUrl).toBe('https://id.example.com/am');
  });

  it('reads IDM_URL without a trailing slash, unset by default', () => {
    expect(loadConfig({ IDM_URL: 'https://idm.example.com/' }).idmUrl).toBe(
      'https://idm.example.com',
    );
    expect(loadConfig({}).idmUrl).toBeUndefined();
  });

  it('reads the inventory and wire-flow services and the download link secret', () => {
    const config = loadConfig({
      INVENTORY_URL: 'https://assets.example.com/api/',
      WIRE_FLOW_URL: 'https://downloads.example.com',
      DOWNLOAD_LINK_SECRET: 'a'.repeat(32),
    });
    expect(config.inventoryUrl).toBe('https://assets.example.com/api');
    expect(config.wireFlowUrl).toBe('https://downloads.example.com');
    expect(config.downloadLinkSecret).toBe('a'.repeat(32));
    expect(loadConfig({}).downloadLinkSecret).toBeUndefined();
  });

  it('reads the cache purge secret, unset by default', () => {
    expect(loadConfig({ CACHE_PURGE_SECRET: 'p'.repeat(32) }).cachePurgeSecret).toBe(
      'p'.repeat(32),
    );
    expect(loadConfig({}).cachePurgeSecret).toBeUndefined();
  });

  it('treats an empty CONTENT_URL as unset', () => {
    expect(loadConfig({ CONTENT_URL: '' }).contentUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty', /PORT/],
    ['PORT', '70000', /PORT must be between 0 and 65535/],
    ['CONTENT_URL', 'not a url', /CONTENT_URL must be an http\(s\) URL/],
    ['CONTENT_URL', 'ftp://content.example', /CONTENT_URL/],
    ['CATALOGUE_URL', 'catalogue', /CATALOGUE_URL must be an http\(s\) URL/],
    ['TICKETING_URL', 'tickets', /TICKETING_URL/],
    ['SEARCH_URL', '::', /SEARCH_URL/],
    ['INVENTORY_URL', 'inventory', /INVENTORY_URL must be an http\(s\) URL/],
    ['WIRE_FLOW_URL', 'file:///releases', /WIRE_FLOW_URL/],
    ['IDM_URL', 'idm.example.com', /IDM_URL must be an http\(s\) URL/],
    ['DOWNLOAD_LINK_SECRET', 'short', /DOWNLOAD_LINK_SECRET must have at least 32 characters/],
    ['CACHE_PURGE_SECRET', 'short', /CACHE_PURGE_SECRET must have at least 32 characters/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
    ['PAGE_RENDER_BUDGET_MS', '0', /PAGE_RENDER_BUDGET_MS must be a positive number/],
    ['SHUTDOWN_GRACE_MS', '-1', /SHUTDOWN_GRACE_MS must be a positive number/],
    ['PAGE_CACHE', 'maybe', /PAGE_CACHE must be on or off/],
    ['PAGE_CACHE_MEMORY', 'no', /PAGE_CACHE_MEMORY must be on or off/],
    ['REDIS_URL', 'cache.internal:6379', /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    ['REDIS_URL', 'http://cache.internal', /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    ['SERVE_SOURCE_MAPS', 'yes', /SERVE_SOURCE_MAPS must be on or off/],
    ['WEB_CONCURRENCY', '0', /WEB_CONCURRENCY must be a positive whole number/],
    ['WEB_CONCURRENCY', '1.5', /WEB_CONCURRENCY must be a positive whole number/],
    ['WEB_CONCURRENCY', 'many', /WEB_CONCURRENCY must be a positive whole number/],
  ])('stops start-up naming %s when it is %j', (variable, value, message) => {
    const load = () => loadConfig({ [variable]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });
});
