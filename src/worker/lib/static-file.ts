/**
 * Paths of files (served from the assets with their own cache policy), plus Vite's dev-server
 * modules (/@vite/client, /@react-refresh), which have no extension: without them `npm start`
 * would serve pages whose app never starts.
 */
export const STATIC_FILE = /\.[a-z0-9]+$|^\/@/i
