// `caches.default` is the Workers' own cache. The SPA's type check also compiles the Worker and
// sees the DOM's CacheStorage, which has no `default`; this is the one place that bridges them.
export function defaultCache(): Pick<Cache, 'match' | 'put' | 'delete'> {
  return (caches as unknown as { default: Cache }).default
}
