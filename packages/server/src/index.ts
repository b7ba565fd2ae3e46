export { startServer } from './start-server';
export type { RunningServer, StartOptions } from './start-server';
export { ConfigError, loadConfig } from './config/config';
export type { Config } from './config/config';
// For `npm run bench`: the page as the server renders it, its yardstick for a fresh render.
export { documentHtml } from './render/render-page';
export { readClientAssets } from './render/client-assets';
export type { ClientAssets } from './render/client-assets';
// For `npm run bench`: an editor's cookie, whose `cache=false` measures a cold page.
export { editorCookie } from './draft/editor-cookie';
