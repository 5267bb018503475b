import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// The client's house plan (docs/decisions/023-house-plan.md): imports run site → content → ui and
// staff → content → ui (lib beside ui), never upward, never between site and staff, and between two
// sections of one side only into a folder that side shares.

const CLIENT = 'src/client'

/** What each part may import, besides itself. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  ui: ['ui', 'lib'],
  lib: ['ui', 'lib'],
  content: ['content', 'ui', 'lib'],
  site: ['site', 'content', 'ui', 'lib'],
  staff: ['staff', 'content', 'ui', 'lib'],
}

/** The folders of a side that its sections share; any other folder is one section's own. */
const SHARED_FOLDERS: Record<string, readonly string[]> = {
  site: ['layout', 'forms', 'tracking', 'consent'],
  staff: ['shell', 'shared'],
}

/** Every client source file, by its path relative to src/client. */
function clientSources(folder = CLIENT): Record<string, string> {
  return Object.fromEntries(
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) return Object.entries(clientSources(path))
      return /\.tsx?$/.test(entry.name) ? [[relative(CLIENT, path), readFileSync(path, 'utf8')]] : []
    }),
  )
}

/** The client file an import names, relative to src/client, or undefined outside it. */
function importedPath(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return specifier.slice(2)
  if (specifier.startsWith('.')) return normalize(join(dirname(file), specifier))
  return undefined
}

/** The imports that break the plan, as `file → specifier (why)`. */
function importsAgainstThePlan(sources: Record<string, string>): string[] {
  const found: string[] = []
  for (const [file, text] of Object.entries(sources)) {
    const [part, section, ...rest] = file.split('/')
    const allowed = MAY_IMPORT[part!]
    if (!allowed) continue
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const target = importedPath(file, match[1]!)
      if (target === undefined) continue
      const [targetPart, targetSection, ...targetRest] = target.split('/')
      if (!allowed.includes(targetPart!)) {
        found.push(`${file} → ${match[1]} (${part} may not import ${targetPart})`)
        continue
      }
      const shared = SHARED_FOLDERS[part!]
      const betweenSections = targetPart === part && rest.length > 0 && targetRest.length > 0
      if (shared && betweenSections && section !== targetSection && !shared.includes(targetSection!)) {
        found.push(`${file} → ${match[1]} (section ${section} reaches into section ${targetSection})`)
      }
    }
  }
  return found
}

describe('the client house plan', () => {
  it('has no import against the plan', () => {
    const sources = clientSources()
    expect(Object.keys(sources).length).toBeGreaterThan(300)
    expect(importsAgainstThePlan(sources)).toEqual([])
  })

  it('names an upward import, one between the sides and one between two sections, and no shared one', () => {
    expect(
      importsAgainstThePlan({
        'ui/button.tsx': "import { x } from '@/content/content-queries'",
        'site/contact/contact-form.tsx': "import type { y } from '@/staff/shell/staff-app'",
        'staff/crm/crm-panel.tsx': "const audit = () => import('../audit/audit-text')",
        'staff/audit/audit-list.tsx': "import { w } from '@/staff/shared/use-admin-mutation'",
        'site/careers/application-form.tsx': "import { v } from '../forms/consent-field'",
      }),
    ).toEqual([
      'ui/button.tsx → @/content/content-queries (ui may not import content)',
      'site/contact/contact-form.tsx → @/staff/shell/staff-app (site may not import staff)',
      'staff/crm/crm-panel.tsx → ../audit/audit-text (section crm reaches into section audit)',
    ])
  })
})
