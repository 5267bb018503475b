import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * The `website` honeypot of the public forms: invisible to people and skipped by keyboard,
 * filled by naive bots, whose posts the server accepts and drops.
 */
export function HoneypotField({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  )
}
