import { UpstreamError } from '@kmx/domain/errors';
import type { AccessTokenCheck, AccessTokenHolder } from '@kmx/domain/ports';
import { z } from 'zod';
import { accessTokenCheckPath, clusterKeyHeader } from './cluster-identity-headers';

const answerSchema = z.object({
  holder: z.object({ id: z.string(), roles: z.array(z.string()) }).nullable(),
});

export interface HttpAccessTokenCheckOptions {
  /** The primary's loopback server of the embedded provider. */
  readonly baseUrl: string;
  /** The key the primary gave its workers. */
  readonly key: string;
  readonly timeoutMs: number;
}

/**
 * A cluster worker's check of the embedded provider's access tokens: the provider in the primary
 * answers with its own in-process check, so a token revoked or a user deleted counts at once, as
 * in a single process (nothing is remembered here).
 */
export class HttpAccessTokenCheck implements AccessTokenCheck {
  constructor(private readonly options: HttpAccessTokenCheckOptions) {}

  async check(accessToken: string): Promise<AccessTokenHolder | undefined> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(new URL(accessTokenCheckPath, this.options.baseUrl), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          [clusterKeyHeader]: this.options.key,
        },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      body = response.ok ? await response.json() : await response.arrayBuffer();
    } catch (error) {
      throw new UpstreamError('The identity provider did not answer', null, { cause: error });
    }
    if (!response.ok) throw new UpstreamError('The identity provider failed', response.status);
    const answer = answerSchema.safeParse(body);
    if (!answer.success) throw new UpstreamError('The identity provider failed', response.status);
    return answer.data.holder ?? undefined;
  }
}
