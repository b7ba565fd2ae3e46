export { startServer } from './start-server';
export type { RunningServer, StartOptions } from './start-server';
export { ConfigError, loadConfig } from './config/config';
export type { Config } from './config/config';
