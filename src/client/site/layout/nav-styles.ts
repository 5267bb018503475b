// Shared look of the navigation links; TanStack Link marks the active one with data-status.
export const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-secondary hover:text-primary focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring data-[status=active]:bg-secondary data-[status=active]:text-primary'

/** The mobile links' look without a display value, for the Services toggle (a flex row). */
export const mobileLinkLook =
  'rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-secondary focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring data-[status=active]:bg-secondary data-[status=active]:text-primary'

export const mobileLinkClass = `block ${mobileLinkLook}`
