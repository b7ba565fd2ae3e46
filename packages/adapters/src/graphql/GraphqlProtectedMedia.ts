import type { ProtectedFile, ProtectedMedia } from '@kmx/domain/ports';
import { z } from 'zod';
import { GraphqlEndpoint, type GraphqlEndpointOptions } from './GraphqlEndpoint';
import { toProtection } from './to-page';

export type GraphqlProtectedMediaOptions = GraphqlEndpointOptions;

const protectedFilesDocument = /* GraphQL */ `
  query ProtectedFiles {
    protectedFiles {
      url
      pages {
        siteId
        url
        protection
      }
    }
  }
`;

const answerSchema = z.object({
  protectedFiles: z.array(
    z.object({
      url: z.string(),
      pages: z.array(z.object({ siteId: z.string(), url: z.string(), protection: z.string() })),
    }),
  ),
});

/** Which media files only protected pages offer, from the content service over GraphQL. */
export class GraphqlProtectedMedia implements ProtectedMedia {
  private readonly endpoint: GraphqlEndpoint;

  constructor(options: GraphqlProtectedMediaOptions) {
    this.endpoint = new GraphqlEndpoint(options);
  }

  async protectedFiles(): Promise<readonly ProtectedFile[]> {
    const data = await this.endpoint.query({
      operation: 'ProtectedFiles',
      document: protectedFilesDocument,
      schema: answerSchema,
    });
    return data.protectedFiles.map((file) => ({
      url: file.url,
      pages: file.pages.map((page) => ({ ...page, protection: toProtection(page.protection) })),
    }));
  }
}
