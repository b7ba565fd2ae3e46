import { createContentService } from './content/content-service';
import { listenOnLoopback, type LoopbackServer } from './http/loopback';

export interface SandboxOptions {
  /** Loopback by default: the sandbox is never reachable from outside the machine. */
  readonly host?: string;
  /** 0 picks a free port. */
  readonly contentPort?: number;
}

export interface RunningSandbox {
  readonly contentUrl: string;
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const servers: LoopbackServer[] = [];
  const content = await listenOnLoopback(createContentService(), options.contentPort ?? 0, host);
  servers.push(content);
  return {
    contentUrl: `${content.origin}/graphql`,
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
    },
  };
}
