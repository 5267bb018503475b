import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useChatWidget } from '@/features/consent/use-chat-widget'
import { acceptAll, rejectAll, reloadConsent } from '@/lib/consent'
import { SiteConfigContext } from '@/lib/site-config'
import { defaultSiteConfig } from './content-render'

const WIDGET_URL = 'https://salesiq.example/widget'

const widgetScripts = () => document.querySelectorAll(`script[src="${WIDGET_URL}"]`)

/** The hook under the configuration the Worker renders the app with. */
function renderChatWidget(chatWidgetUrl = WIDGET_URL) {
  const config = { ...defaultSiteConfig(), chatWidgetUrl, chatWidgetCode: 'site-code-123' }
  return renderHook(() => useChatWidget(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <SiteConfigContext value={config}>{children}</SiteConfigContext>
    ),
  })
}

beforeEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove()
  Reflect.deleteProperty(window, '$zoho')
  reloadConsent()
})

describe('live-chat loader', () => {
  it('loads nothing without marketing consent', () => {
    renderChatWidget()
    act(() => rejectAll())
    expect(widgetScripts()).toHaveLength(0)
  })

  it('loads the configured script once, as soon as marketing cookies are accepted', () => {
    const { rerender } = renderChatWidget()
    expect(widgetScripts()).toHaveLength(0)
    act(() => acceptAll())
    expect(widgetScripts()).toHaveLength(1)
    expect(window.$zoho?.salesiq).toMatchObject({ widgetcode: 'site-code-123' })
    rerender()
    expect(widgetScripts()).toHaveLength(1)
  })

  it('loads nothing when no widget is configured, even with marketing consent', () => {
    renderChatWidget('')
    act(() => acceptAll())
    expect(document.querySelectorAll('script')).toHaveLength(0)
    expect(window.$zoho).toBeUndefined()
  })
})
