export interface BenchRow {
  /** Section, e.g. "foundation". */
  group: string
  metric: string
  value: string
  note?: string
}
