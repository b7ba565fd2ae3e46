// The JavaScript a route loads on first visit: the module scripts and modulepreloads its HTML names,
// plus everything those import statically (not `import()`, which loads only when asked), gzipped.
import { gzipSync } from 'node:zlib';

const scriptSource = /<script\b[^>]*\bsrc="([^"]+)"/g;
const modulePreload =
  /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"|<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g;
const staticImport = /\b(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

export function htmlScriptUrls(html, base) {
  const urls = [...html.matchAll(scriptSource)].map((match) => match[1]);
  for (const match of html.matchAll(modulePreload)) urls.push(match[1] ?? match[2]);
  return urls.map((url) => new URL(url.replaceAll('&amp;', '&'), base).href);
}

export function staticImportUrls(code, base) {
  return [...code.matchAll(staticImport)].map((match) => new URL(match[1], base).href);
}

/** @returns {Promise<{ status: number, files: { url: string, bytes: number, gzipped: number }[], gzipped: number }>} */
export async function routeScripts(pageUrl) {
  const response = await fetch(pageUrl);
  const html = await response.text();
  const queue = htmlScriptUrls(html, pageUrl);
  const seen = new Set();
  const files = [];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const code = Buffer.from(await (await fetch(url)).arrayBuffer());
    files.push({ url, bytes: code.length, gzipped: gzipSync(code, { level: 9 }).length });
    queue.push(...staticImportUrls(code.toString('utf8'), url));
  }
  return {
    status: response.status,
    files,
    gzipped: files.reduce((sum, file) => sum + file.gzipped, 0),
  };
}
