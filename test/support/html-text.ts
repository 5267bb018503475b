const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' }

/**
 * Text as a crawler reads it from raw HTML: HTMLRewriter, React and our escaper each spell
 * entities their own way (&#39;, &#x27;, &amp;).
 */
export const decodeHtmlText = (text: string | undefined) =>
  text
    ?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)))
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => NAMED[name] ?? '')
