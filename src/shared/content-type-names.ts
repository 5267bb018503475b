/** The content types by the names the audit log, revisions, preview links and unsaved changes store. */
export const CONTENT_TYPE_NAMES = ['pov', 'case_study', 'whitepaper'] as const
export type ContentTypeName = (typeof CONTENT_TYPE_NAMES)[number]
