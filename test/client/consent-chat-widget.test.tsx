import { SITE_CONFIG_ELEMENT_ID } from '@shared/site-config'
import { act, renderHook } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useChatWidget } from '@/features/consent/use-chat-widget'
import { acceptAll, rejectAll, reloadConsent } from '@/lib/consent'

const WIDGET_URL = 'https://salesiq.example/widget'

const widgetScripts = () => document.querySelectorAll(`script[src="${WIDGET_URL}"]`)

// siteConfig() reads the Worker's embedded JSON once, so it is placed before the first read.
beforeAll(() => {
  const config = document.createElement('script')
  config.type = 'application/json'
  config.id = SITE_CONFIG_ELEMENT_ID
  config.textContent = JSON.stringify({ chatWidgetUrl: WIDGET_URL, chatWidgetCode: 'site-code-123' })
  document.head.appendChild(config)
})

beforeEach(() => {
  for (const script of widgetScripts()) script.remove()
  reloadConsent()
})

describe('live-chat loader', () => {
  it('loads nothing without marketing consent', () => {
    renderHook(() => useChatWidget())
    act(() => rejectAll())
    expect(widgetScripts()).toHaveLength(0)
  })

  it('loads the configured script once, as soon as marketing cookies are accepted', () => {
    const { rerender } = renderHook(() => useChatWidget())
    expect(widgetScripts()).toHaveLength(0)
    act(() => acceptAll())
    expect(widgetScripts()).toHaveLength(1)
    expect(window.$zoho?.salesiq).toMatchObject({ widgetcode: 'site-code-123' })
    rerender()
    expect(widgetScripts()).toHaveLength(1)
  })
})
