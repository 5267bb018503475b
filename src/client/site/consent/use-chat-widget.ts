import { useEffect } from 'react'
import { pageAdmitsChatWidget, useConsent } from '@/lib/consent'
import { useSiteConfig } from '@/lib/site-config'

const SCRIPT_ID = 'chat-widget-script'

/**
 * Loads the live-chat script (docs/product.md section 7) once marketing cookies are accepted and the
 * widget is configured; nothing at all is requested otherwise. The page's CSP admits the
 * widget's hosts only when its request carried the consent cookie, so consent given on this page
 * takes effect from the next page load (a script loaded now would be blocked half-way); likewise
 * a script cannot be unloaded, so withdrawing consent takes full effect on the next page load.
 */
export function useChatWidget() {
  const marketing = useConsent().preferences.marketing
  const { chatWidgetUrl, chatWidgetCode } = useSiteConfig()
  useEffect(() => {
    if (!marketing || !chatWidgetUrl || !pageAdmitsChatWidget() || document.getElementById(SCRIPT_ID)) return
    // The widget reads its site code from this global before its script runs.
    Object.assign(window, { $zoho: { salesiq: { widgetcode: chatWidgetCode, values: {}, ready() {} } } })
    const script = document.createElement('script')
    script.id = SCRIPT_ID
    script.src = chatWidgetUrl
    script.defer = true
    document.body.appendChild(script)
  }, [marketing, chatWidgetUrl, chatWidgetCode])
}
