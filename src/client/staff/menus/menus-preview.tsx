import { menuMessages as text } from '@shared/menu-messages'
import type { Menus } from '@shared/schemas/menus'
import { COMPANY_NAME } from '@shared/site-config'

/**
 * The header and the footer as the menus being edited will show them, drawn without links: a
 * picture of the result, not a second place to tab through.
 */
export function MenusPreview({ menus }: { menus: Menus }) {
  return (
    <section aria-labelledby="menus-preview" className="grid gap-3">
      <h3 id="menus-preview" className="text-lg font-semibold">
        {text.preview}
      </h3>
      <div className="overflow-hidden rounded-md border" data-testid="menus-preview">
        <p className="sr-only">{text.previewHeader}</p>
        <div className="flex flex-wrap items-start gap-x-4 gap-y-2 border-b bg-white px-4 py-3 text-sm text-slate-700">
          <span className="font-bold text-primary">{COMPANY_NAME}</span>
          {menus.header.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a picture of the list, in its order
            <span key={index} className="grid gap-1">
              <span className="font-medium">
                {item.label}
                {item.children.length > 0 && ' ▾'}
              </span>
              {item.children.length > 0 && (
                <span className="grid gap-0.5 border-l pl-2 text-xs text-slate-500">
                  {item.children.map((child, at) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: as above
                    <span key={at}>{child.label}</span>
                  ))}
                </span>
              )}
            </span>
          ))}
          <span className="rounded-md bg-accent px-3 py-1 font-medium text-accent-foreground">
            {menus.header.button.label}
          </span>
        </div>
        <p className="sr-only">{text.previewFooter}</p>
        <div className="flex flex-wrap gap-8 bg-primary px-4 py-4 text-sm text-slate-300">
          {menus.footer.columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <div key={index} className="grid content-start gap-1">
              <span className="font-semibold tracking-wide text-white uppercase">{column.heading}</span>
              {column.links.map((link, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <span key={at}>{link.label}</span>
              ))}
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
