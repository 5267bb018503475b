/** Why a submitted form failed as a whole (not one field): announced at once by screen readers. */
export function FormFailure({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  )
}
