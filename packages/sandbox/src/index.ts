export { startSandbox } from './start-sandbox';
export type { RunningSandbox, SandboxOptions } from './start-sandbox';
export { localeHeaderName } from './content/locale-preference';
