/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** JSON text made safe to place inside a `<script>` element of a JSON type. */
export function escapeScriptJson(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

/** A value as JSON, safe to place inside a `<script type="application/json">` element. */
export function jsonForScript(value: unknown): string {
  return escapeScriptJson(JSON.stringify(value))
}
