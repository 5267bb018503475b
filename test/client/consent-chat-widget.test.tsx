import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { acceptAll, rejectAll, reloadConsent } from '@/lib/consent'
import { SiteConfigContext } from '@/lib/site-config'
import { useChatWidget } from '@/site/consent/use-chat-widget'
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
  localStorage.clear()
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, emptied as a new visitor's would be
  document.cookie = 'consent-marketing=; Max-Age=0; Path=/'
  reloadConsent()
})

describe('live-chat loader', () => {
  it('loads nothing without marketing consent', () => {
    renderChatWidget()
    act(() => rejectAll())
    expect(widgetScripts()).toHaveLength(0)
  })

  it('loads the configured script once on a page served after marketing cookies were accepted', () => {
    acceptAll()
    // The next page: its request carried the consent cookie, so its CSP admits the widget.
    reloadConsent()
    const { rerender } = renderChatWidget()
    expect(widgetScripts()).toHaveLength(1)
    expect(window.$zoho?.salesiq).toMatchObject({ widgetcode: 'site-code-123' })
    rerender()
    expect(widgetScripts()).toHaveLength(1)
  })

  it('waits for the next page when consent is given on this one (its CSP does not admit the widget)', () => {
    renderChatWidget()
    act(() => acceptAll())
    expect(widgetScripts()).toHaveLength(0)
  })

  it('loads nothing when no widget is configured, even with marketing consent', () => {
    renderChatWidget('')
    act(() => acceptAll())
    expect(document.querySelectorAll('script')).toHaveLength(0)
    expect(window.$zoho).toBeUndefined()
  })
})
