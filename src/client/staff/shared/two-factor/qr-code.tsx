import { useEffect, useState } from 'react'
import { Skeleton } from '@/ui/skeleton'

/**
 * `value` as a QR code, drawn as one SVG path (no inline markup, so the CSP stays strict). The
 * encoder is loaded only when a set-up shows a code, never with the admin screen itself.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [path, setPath] = useState<{ d: string; size: number } | null>(null)
  useEffect(() => {
    let current = true
    import('uqr').then(({ encode }) => {
      const { data, size } = encode(value, { ecc: 'M', border: 2 })
      const d = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('')
      if (current) setPath({ d, size })
    })
    return () => {
      current = false
    }
  }, [value])
  if (!path) return <Skeleton className="size-48" />
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.size} ${path.size}`}
      className="size-48 bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path.d} fill="#000" />
    </svg>
  )
}
