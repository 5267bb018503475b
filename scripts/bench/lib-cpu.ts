import { readdirSync, readFileSync } from 'node:fs'
import { cpus } from 'node:os'

// Where the CPU went during a load run, from Linux's /proc: the server's processes and threads,
// this process, and the whole machine. On two cores shared with other work, latencies mean little
// without it.

/** Kernel clock ticks per second (`getconf CLK_TCK`), the unit of /proc times. */
const CLOCK_TICKS = 100

/** User + system ticks and the command name, from a /proc/.../stat line. */
function readStat(path: string): { group: number; ticks: number; command: string } | undefined {
  try {
    const stat = readFileSync(path, 'utf8')
    // The command name is in parentheses and may itself hold spaces and parentheses.
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { group: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]), command }
  } catch {
    // The process or thread ended between the listing and the read.
    return undefined
  }
}

const numbered = (dir: string) => {
  try {
    return readdirSync(dir).filter((name) => /^\d+$/.test(name))
  } catch {
    return []
  }
}

/** CPU ticks so far of every thread of the live processes of a process group, by "pid/tid". */
export type GroupSnapshot = Map<string, { process: string; ticks: number }>

export function snapshotGroup(group: number): GroupSnapshot {
  const threads: GroupSnapshot = new Map()
  for (const pid of numbered('/proc')) {
    const process = readStat(`/proc/${pid}/stat`)
    if (process?.group !== group) continue
    for (const tid of numbered(`/proc/${pid}/task`)) {
      const thread = readStat(`/proc/${pid}/task/${tid}/stat`)
      if (thread) threads.set(`${pid}/${tid}`, { process: process.command, ticks: thread.ticks })
    }
  }
  return threads
}

/**
 * Cores used between two snapshots over `seconds`: in all, per process name, and by the busiest
 * thread. A busiest thread near 1.0 is a single-threaded bottleneck (a workerd isolate runs its
 * requests on one thread) whatever the total says.
 */
export function groupCores(before: GroupSnapshot, after: GroupSnapshot, seconds: number) {
  const byProcess = new Map<string, number>()
  let total = 0
  let busiest = { process: '', cores: 0 }
  for (const [id, thread] of after) {
    const cores = (thread.ticks - (before.get(id)?.ticks ?? 0)) / CLOCK_TICKS / seconds
    total += cores
    byProcess.set(thread.process, (byProcess.get(thread.process) ?? 0) + cores)
    if (cores > busiest.cores) busiest = { process: thread.process, cores }
  }
  return { total, byProcess, busiest }
}

/** Busy and total CPU seconds of the whole machine so far, from /proc/stat. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
  const values = line.trim().split(/\s+/).slice(1).map(Number)
  const total = values.reduce((sum, value) => sum + value, 0)
  const idle = (values[3] ?? 0) + (values[4] ?? 0)
  return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS }
}

/** CPU seconds used by this process (generator and fake Zoho). */
export const ownCpuSeconds = () => {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1e6
}

export const coreCount = () => cpus().length
