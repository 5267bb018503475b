import { menuMessages as text } from '@shared/menu-messages'
import { MENU_LIMITS, type MenuLink, type Menus } from '@shared/schemas/menus'
import { useId } from 'react'
import { Input } from '@/ui/input'
import { Label } from '@/ui/label'
import { OrderedList } from './ordered-list'

/** Messages by the path of what they are about (`header.items.1.label`). */
export type MenuIssues = Record<string, string>

const blankLink = (): MenuLink => ({ label: '', href: '' })

/**
 * The menus as staff edit them: the header's links in order, each with its submenu, the header's
 * button, and the footer's columns of links. Every control is named with its place ("Text,
 * Resources link 1"), so a screen reader tells them apart.
 */
export function MenusEditor({
  value,
  onChange,
  issues,
}: {
  value: Menus
  onChange: (menus: Menus) => void
  issues: MenuIssues
}) {
  const { header, footer } = value
  const setHeader = (next: Partial<Menus['header']>) => onChange({ ...value, header: { ...header, ...next } })
  const setColumns = (columns: Menus['footer']['columns']) => onChange({ ...value, footer: { columns } })
  const headerName = (index: number) => `Header link ${index + 1}`
  return (
    <div className="grid gap-6">
      <OrderedList
        legend={text.headerLegend}
        owner="header"
        items={header.items}
        onChange={(items) => setHeader({ items })}
        nameOf={headerName}
        min={1}
        max={MENU_LIMITS.items}
        addLabel={text.addLink}
        blank={() => ({ ...blankLink(), children: [] })}
        message={issues['header.items']}
        renderItem={(item, index) => {
          const setItem = (next: Partial<typeof item>) =>
            setHeader({ items: header.items.map((each, at) => (at === index ? { ...each, ...next } : each)) })
          const path = `header.items.${index}`
          const submenuName = (child: number) =>
            `${item.label || headerName(index)} submenu link ${child + 1}`
          return (
            <>
              <LinkFields
                link={item}
                name={headerName(index)}
                path={path}
                issues={issues}
                onChange={setItem}
              />
              <OrderedList
                legend={text.submenuLegend(item.label || headerName(index))}
                owner={`${path}.children`}
                items={item.children}
                onChange={(children) => setItem({ children })}
                nameOf={submenuName}
                min={0}
                max={MENU_LIMITS.children}
                addLabel={text.addSubmenuLink}
                blank={blankLink}
                message={issues[`${path}.children`]}
                renderItem={(child, at) => (
                  <LinkFields
                    link={child}
                    name={submenuName(at)}
                    path={`${path}.children.${at}`}
                    issues={issues}
                    onChange={(next) =>
                      setItem({
                        children: item.children.map((each, i) => (i === at ? { ...each, ...next } : each)),
                      })
                    }
                  />
                )}
              />
            </>
          )
        }}
      />
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 font-medium">{text.buttonLegend}</legend>
        <LinkFields
          link={header.button}
          name={text.buttonLegend}
          path="header.button"
          issues={issues}
          onChange={(next) => setHeader({ button: { ...header.button, ...next } })}
        />
      </fieldset>
      <OrderedList
        legend={text.footerLegend}
        owner="footer"
        items={footer.columns}
        onChange={setColumns}
        nameOf={(index) => `${text.column} ${index + 1}`}
        min={0}
        max={MENU_LIMITS.columns}
        addLabel={text.addColumn}
        blank={() => ({ heading: '', links: [blankLink()] })}
        message={issues['footer.columns']}
        renderItem={(column, index) => {
          const path = `footer.columns.${index}`
          const setColumn = (next: Partial<typeof column>) =>
            setColumns(footer.columns.map((each, at) => (at === index ? { ...each, ...next } : each)))
          const columnName = column.heading || `${text.column} ${index + 1}`
          const linkName = (at: number) => `${columnName} link ${at + 1}`
          return (
            <>
              <TextField
                label={text.headingField}
                name={`${text.column} ${index + 1}`}
                value={column.heading}
                error={issues[`${path}.heading`]}
                onChange={(heading) => setColumn({ heading })}
              />
              <OrderedList
                legend={`${columnName} links`}
                owner={`${path}.links`}
                items={column.links}
                onChange={(links) => setColumn({ links })}
                nameOf={linkName}
                min={1}
                max={MENU_LIMITS.links}
                addLabel={text.addLink}
                blank={blankLink}
                message={issues[`${path}.links`]}
                renderItem={(link, at) => (
                  <LinkFields
                    link={link}
                    name={linkName(at)}
                    path={`${path}.links.${at}`}
                    issues={issues}
                    onChange={(next) =>
                      setColumn({
                        links: column.links.map((each, i) => (i === at ? { ...each, ...next } : each)),
                      })
                    }
                  />
                )}
              />
            </>
          )
        }}
      />
    </div>
  )
}

function LinkFields({
  link,
  name,
  path,
  issues,
  onChange,
}: {
  link: MenuLink
  name: string
  path: string
  issues: MenuIssues
  onChange: (link: Partial<MenuLink>) => void
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={text.labelField}
        name={name}
        value={link.label}
        error={issues[`${path}.label`]}
        onChange={(label) => onChange({ label })}
      />
      <TextField
        label={text.hrefField}
        name={name}
        value={link.href}
        error={issues[`${path}.href`]}
        hint={text.hrefHint}
        onChange={(href) => onChange({ href })}
      />
    </div>
  )
}

/** A text box whose name adds which item it belongs to ("Text, Resources link 1"), its message under it. */
function TextField({
  label,
  name,
  value,
  error,
  hint,
  onChange,
}: {
  label: string
  name: string
  value: string
  error: string | undefined
  hint?: string
  onChange: (value: string) => void
}) {
  const id = useId()
  const described = [hint && `${id}-hint`, error && `${id}-message`].filter(Boolean).join(' ')
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-label={`${label}, ${name}`}
        value={value}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="sr-only">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-message`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
