import type { Stat } from '@/content/copy-types'

/** Impact figures as a grid of tiles. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-primary p-6 text-white">
          <dt className="mt-2 text-sm text-slate-300">{stat.label}</dt>
          <dd className="text-3xl font-bold tracking-tight text-sky-300">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
