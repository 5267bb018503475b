/** One `<dt>/<dd>` pair of a study's project facts; absent optional facts are left out. */
export function ProjectFact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null
  return (
    <div>
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
