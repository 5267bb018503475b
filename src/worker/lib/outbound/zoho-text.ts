import { oneLine } from './plain-text'

// Text a visitor typed, for Zoho CRM's lead fields and notes. Zoho shows them as plain text, so
// nothing in them is markup; what a visitor could forge there is a line: a name or company holding
// a line break would add lines that read as ours (`Sent from: …`, `Website enquiry #…`) to the
// lead's description or note.

/** A one-line field (a name, the company, a job title): line breaks and control characters become a space. */
export const zohoLine = oneLine

/** Multi-line text (the message): its line breaks kept as `\n`, each line as zohoLine keeps it. */
export const zohoParagraphs = (value: string): string =>
  value
    .split(/\r\n?|\n/)
    .map(oneLine)
    .join('\n')
    .trim()
