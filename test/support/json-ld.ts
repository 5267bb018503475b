type Node = Record<string, unknown>

/** What a page's one JSON-LD script describes: the nodes of its `@graph`, or the document itself. */
export function jsonLdNodes(json: string | null | undefined): Node[] {
  if (!json) return []
  const document = JSON.parse(json) as Node & { '@graph'?: Node[] }
  return document['@graph'] ?? [document]
}

/** The node of schema.org type `type` a page's JSON-LD describes. */
export const jsonLdNode = (json: string | null | undefined, type: string): Node | undefined =>
  jsonLdNodes(json).find((node) => node['@type'] === type)

/**
 * A BreadcrumbList's trail as `[name, url]` pairs; an item out of place (its `position` not its
 * place in the list, counted from 1) shows up as a third element.
 */
export function breadcrumbTrail(json: string | null | undefined): unknown[][] {
  const list = jsonLdNode(json, 'BreadcrumbList') as { itemListElement?: Node[] } | undefined
  return (list?.itemListElement ?? []).map((item, index) =>
    item['@type'] === 'ListItem' && item.position === index + 1
      ? [item.name, item.item]
      : [item.name, item.item, item],
  )
}
