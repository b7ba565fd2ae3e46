/**
 * The spec's translation start and reset are GETs that change state (public-site 7). The editor
 * area's script sends this header with them, and the server refuses them without it: a link, a
 * prefetch, a crawler or an image tag cannot set a custom header, and another origin's script
 * cannot either without a CORS preflight the server never grants.
 */
export const editorRequestHeader = 'x-kmx-editor';
export const editorRequestHeaderValue = '1';
