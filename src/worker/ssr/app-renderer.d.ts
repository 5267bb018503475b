// The app's server renderer, resolved by the build (vite.config.ts `aliases`) to
// src/client/entry-server.tsx. Declared here so the Worker's type check sees only the contract.
declare module 'virtual:app-renderer' {
  export const renderApp: import('../../shared/app-render').RenderApp
}
