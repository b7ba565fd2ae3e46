import { z } from 'zod';

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
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive('must be a positive number').default(5000),
});

export type Config = Readonly<{
  port: number;
  host: string;
  /** Unset means: start the embedded sandbox and use it. */
  contentUrl: string | undefined;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  upstreamTimeoutMs: number;
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
export function loadConfig(environment: Readonly<Record<string, string | undefined>>): Config {
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
    logLevel: values.LOG_LEVEL,
    upstreamTimeoutMs: values.UPSTREAM_TIMEOUT_MS,
  };
}
