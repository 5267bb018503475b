import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { CONSENT_COOKIE_SET, MARKETING_CONSENT_COOKIE } from '../../shared/consent-cookie'
import type { AppEnv } from '../app-env'

// The hosts a live-chat widget loads from besides its own script (CHAT_WIDGET_CSP, in CSP
// syntax: "script-src https://a.example; connect-src wss://*.b.example"). Only host sources on
// https or wss are accepted, so the setting can open the policy to named hosts and nothing else:
// no keywords ('unsafe-inline', 'unsafe-eval'), no schemes alone, no plain http.

const CHAT_CSP_DIRECTIVES = [
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'media-src',
] as const
type ChatCspDirective = (typeof CHAT_CSP_DIRECTIVES)[number]
export type ChatCsp = Partial<Record<ChatCspDirective, string[]>>

const HOST_SOURCE = /^(?:https|wss):\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?$/i

/** The setting as sources per directive, or a message naming what is wrong with it. */
export function parseChatCsp(value: string): ChatCsp | string {
  const csp: ChatCsp = {}
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean)
    if (!name) continue
    const directive = CHAT_CSP_DIRECTIVES.find((known) => known === name.toLowerCase())
    if (!directive) return `unknown directive "${name}" (allowed: ${CHAT_CSP_DIRECTIVES.join(', ')})`
    const bad = sources.find((source) => !HOST_SOURCE.test(source))
    if (bad) return `"${bad}" in ${directive} is not an https:// or wss:// host`
    if (sources.length === 0) return `${directive} names no host`
    csp[directive] = [...(csp[directive] ?? []), ...sources]
  }
  return csp
}

/** The settings of the widget, as the Worker's configuration reads them. */
interface ChatWidgetConfig {
  CHAT_WIDGET_URL: string
  CHAT_WIDGET_CSP: ChatCsp
}

/** The widget is configured and this request carries the visitor's marketing consent. */
export function chatWidgetAllowed(c: Context<AppEnv>, config: ChatWidgetConfig): boolean {
  return config.CHAT_WIDGET_URL !== '' && getCookie(c, MARKETING_CONSENT_COOKIE) === CONSENT_COOKIE_SET
}

/** What the widget may load, per directive: its own script's origin plus the configured hosts. */
export function chatWidgetSources(config: ChatWidgetConfig): ChatCsp {
  const scriptOrigin = new URL(config.CHAT_WIDGET_URL).origin
  const configured = config.CHAT_WIDGET_CSP
  return { ...configured, 'script-src': [scriptOrigin, ...(configured['script-src'] ?? [])] }
}
