import { COMPANY_NAME } from '@shared/site-config'
import { Link } from '@tanstack/react-router'

/** The company mark; links home and counts as active only on exactly `/`. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      activeOptions={{ exact: true }}
      onClick={onNavigate}
      className="flex items-center gap-2.5 rounded-md focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" fill="#0f2a4a" />
        <path d="M6 22 13 12l5 6 3-4 5 8Z" fill="#38bdf8" />
        <circle cx="22" cy="9" r="2.5" fill="#e0f2fe" />
      </svg>
      <span className="text-lg font-bold tracking-tight text-primary">{COMPANY_NAME}</span>
    </Link>
  )
}
