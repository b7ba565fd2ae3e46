import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { pagePasswordsVariable, type PagePasswords } from '../protection/page-passwords';
import { trustProxyVariable, type TrustProxy } from './trust-proxy';
import {
  portalLinkConfig,
  portalLinkVariables,
  type PortalLinkConfig,
} from './portal-link-variables';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional());

const environmentSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  CONTENT_URL: optionalUrl.optional(),
  CATALOGUE_URL: optionalUrl.optional(),
  TICKETING_URL: optionalUrl.optional(),
  TICKETING_ATTACHMENTS_URL: optionalUrl.optional(),
  SEARCH_URL: optionalUrl.optional(),
  INVENTORY_URL: optionalUrl.optional(),
  WIRE_FLOW_URL: optionalUrl.optional(),
  DOWNLOAD_LINK_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  CACHE_PURGE_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  SANDBOX_DATA_DIR: z.string().trim().min(1, 'must not be empty').optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
        .optional(),
    )
    .optional(),
  FORMS_URL: optionalUrl.optional(),
  CONTENT_TOKEN: z.string().trim().min(1, 'must not be empty').optional(),
  FORMS_DATA_DIR: z.string().trim().min(1, 'must not be empty').optional(),
  FORMS_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(0, 'must be 0 or more days')
    .optional(),
  PUBLIC_ORIGIN: optionalUrl.optional(),
  IDENTITY_URL: optionalUrl.optional(),
  IDM_URL: optionalUrl.optional(),
  IDENTITY_CLIENT_ID: z.string().trim().min(1, 'must not be empty').default('kmx-portal'),
  IDENTITY_ACCESS_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(60, 'must be at least 60 seconds')
    .optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive('must be a positive number').default(5000),
  PAGE_RENDER_BUDGET_MS: z.coerce
    .number()
    .int()
    .positive('must be a positive number')
    .default(3000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive('must be a positive number').default(10_000),
  COOKIE_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  PAGE_PASSWORDS: pagePasswordsVariable.optional(),
  EDITOR_PASSWORD: z.string().min(1, 'must not be empty').optional(),
  PAGE_CACHE: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  PAGE_CACHE_MEMORY: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  REDIS_URL: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional())
    .optional(),
  TRUST_PROXY: trustProxyVariable.default(['loopback']),
  SERVE_SOURCE_MAPS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
  WEB_CONCURRENCY: z.coerce
    .number({ error: 'must be a positive whole number' })
    .int('must be a positive whole number')
    .positive('must be a positive whole number')
    .optional(),
  ...portalLinkVariables,
});

export type Config = Readonly<{
  port: number;
  host: string;
  /** Each upstream left unset is served by the embedded sandbox. */
  contentUrl: string | undefined;
  catalogueUrl: string | undefined;
  ticketingUrl: string | undefined;
  /** Where the ticketing service takes and gives files; unset: `/attachments` on its origin. */
  ticketingAttachmentsUrl: string | undefined;
  searchUrl: string | undefined;
  /** Base address of the inventory service (`GET /machines`). */
  inventoryUrl: string | undefined;
  /** Base address of the wire-flow download service (`GET /releases`, `GET /files/{id}`). */
  wireFlowUrl: string | undefined;
  /** Signs the download center's links; unset gives a random one per process (see README). */
  downloadLinkSecret: string | undefined;
  /**
   * What `POST /api/cache/purge` asks for (`x-cache-purge-secret`); unset: a random one handed to
   * the embedded sandbox while it runs, else the endpoint answers 503. Never logged.
   */
  cachePurgeSecret: string | undefined;
  /** Where the sandbox keeps data that survives a restart (tickets). */
  sandboxDataDirectory: string | undefined;
  /** The forms' outbox on a PostgreSQL server; unset: the embedded database in `formsDataDirectory`. */
  databaseUrl: string | undefined;
  /** The server's credential towards the content service (whitepaper files); never logged. */
  contentToken: string | undefined;
  /** Where the visitors' submissions are delivered; unset: the embedded sandbox's forms inbox. */
  formsUrl: string | undefined;
  /** The embedded database's folder; unset: `forms` in the sandbox's data folder (see README). */
  formsDataDirectory: string | undefined;
  /** Days a delivered submission is kept before it is deleted (default 30). */
  formsRetentionDays: number | undefined;
  /** The origin visitors use, e.g. `https://www.example.com`; `http://localhost:{port}` when unset. */
  publicOrigin: string | undefined;
  /** Base address (`…/am`) of a real identity provider; unset mounts the sandbox's on this origin. */
  identityUrl: string | undefined;
  identityClientId: string;
  /**
   * Base address of a real identity-management service (its REST API under `/openidm`), proxied
   * on this origin under `/openidm`; unset: the embedded one, with the embedded provider.
   */
  idmUrl: string | undefined;
  /** Access token lifetime of the embedded identity provider, in seconds (its default 300). */
  identityAccessTokenTtlSeconds: number | undefined;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  upstreamTimeoutMs: number;
  /** How long a page may take to load before the stale copy or the error page is sent. */
  pageRenderBudgetMs: number;
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut. */
  shutdownGraceMs: number;
  /** Signs the access cookies; unset gives a random one per process (see README). */
  cookieSecret: string | undefined;
  /** Passwords of the protected pages; unset uses the demo ones with the sandbox's content. */
  pagePasswords: PagePasswords | undefined;
  /** The editor area's password; unset uses the demo one with the embedded sandbox (README). */
  editorPassword: string | undefined;
  /** `false` (`PAGE_CACHE=off`) renders every page afresh from the data cache; for `npm run bench`. */
  pageCache: boolean;
  /**
   * `false` (`PAGE_CACHE_MEMORY=off`, measuring only) keeps pages in the shared Redis tier alone, so
   * that `npm run bench` can time a hit from Redis; without `REDIS_URL` it changes nothing.
   */
  pageCacheMemory: boolean;
  /**
   * The Redis every instance shares a cache tier in (issue 21, docs/deploy.md); unset: each
   * process caches in its own memory alone and nothing connects. May hold a password: never logged.
   */
  redisUrl: string | undefined;
  /** Whose `X-Forwarded-*` headers are believed (Express's `trust proxy`); loopback by default. */
  trustProxy: TrustProxy;
  /** `SERVE_SOURCE_MAPS=on` serves the bundle's `*.map` files; off by default, they show the sources. */
  serveSourceMaps: boolean;
  /** The addresses of the services outside the portal, for its dashboard and wire-flow page. */
  portalLinks: PortalLinkConfig;
  /**
   * Worker processes serving the port (issue 21): `WEB_CONCURRENCY`, else every core in
   * production and 1 otherwise; 1 is a single process without a cluster primary.
   */
  webConcurrency: number;
  /** Which of the cluster's workers this process is (0 to N-1; 0 alone): its own forms folder. */
  workerSlot: number;
}>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
  }
}

/** Reads the environment once at start-up; a bad value stops start-up with a message naming it. */
export function loadConfig(
  environment: Readonly<Record<string, string | undefined>>,
  cores: () => number = availableParallelism,
): Config {
  const result = environmentSchema.safeParse(environment);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'is invalid');
  }
  const values = result.data;
  return {
    port: values.PORT,
    host: values.HOST,
    contentUrl: values.CONTENT_URL,
    catalogueUrl: values.CATALOGUE_URL,
    ticketingUrl: values.TICKETING_URL,
    ticketingAttachmentsUrl: values.TICKETING_ATTACHMENTS_URL?.replace(/\/+$/, ''),
    searchUrl: values.SEARCH_URL,
    inventoryUrl: values.INVENTORY_URL?.replace(/\/+$/, ''),
    wireFlowUrl: values.WIRE_FLOW_URL?.replace(/\/+$/, ''),
    downloadLinkSecret: values.DOWNLOAD_LINK_SECRET,
    cachePurgeSecret: values.CACHE_PURGE_SECRET,
    sandboxDataDirectory: values.SANDBOX_DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    formsUrl: values.FORMS_URL,
    contentToken: values.CONTENT_TOKEN,
    formsDataDirectory: values.FORMS_DATA_DIR,
    formsRetentionDays: values.FORMS_RETENTION_DAYS,
    publicOrigin:
      values.PUBLIC_ORIGIN === undefined ? undefined : new URL(values.PUBLIC_ORIGIN).origin,
    identityUrl: values.IDENTITY_URL?.replace(/\/+$/, ''),
    identityClientId: values.IDENTITY_CLIENT_ID,
    idmUrl: values.IDM_URL?.replace(/\/+$/, ''),
    identityAccessTokenTtlSeconds: values.IDENTITY_ACCESS_TOKEN_TTL,
    logLevel: values.LOG_LEVEL,
    upstreamTimeoutMs: values.UPSTREAM_TIMEOUT_MS,
    pageRenderBudgetMs: values.PAGE_RENDER_BUDGET_MS,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    cookieSecret: values.COOKIE_SECRET,
    pagePasswords: values.PAGE_PASSWORDS,
    editorPassword: values.EDITOR_PASSWORD,
    pageCache: values.PAGE_CACHE === 'on',
    pageCacheMemory: values.PAGE_CACHE_MEMORY === 'on',
    redisUrl: values.REDIS_URL,
    trustProxy: values.TRUST_PROXY,
    serveSourceMaps: values.SERVE_SOURCE_MAPS === 'on',
    portalLinks: portalLinkConfig(values),
    webConcurrency:
      values.WEB_CONCURRENCY ?? (environment['NODE_ENV'] === 'production' ? cores() : 1),
    workerSlot: 0,
  };
}
