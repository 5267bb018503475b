// Where a visit came from, kept in the browser for the session only with analytics
// consent (client/site/tracking/visit-attribution.ts) and sent with the public forms: stored on their D1 rows
// and written into the Zoho lead (docs/crm.md, "Where a lead came from"). Free of zod, so that the
// forms and the route-change effects can carry it without the validation code (schemas/attribution.ts).

/** The staff lists' label of where a person's visit came from. */
export const CAME_FROM_LABEL = 'Came from'

/** The campaign parameters of an address (`utm_*`), by their names without the prefix. */
export const UTM_PARAMETERS = ['source', 'medium', 'campaign', 'term', 'content'] as const
type UtmParameter = (typeof UTM_PARAMETERS)[number]

/** One address's campaign parameters, each as given. */
export type Campaign = Partial<Record<UtmParameter, string>>

/** The first and the latest campaign of the session, the referring host and the landing page. */
export interface Attribution {
  /** The visitor session of the page-visit log (client/site/tracking/visitor-session.ts): which pages it read. */
  sessionId?: string
  first?: Campaign
  latest?: Campaign
  referrerHost?: string
  landingPage?: string
}

/** `utm_source=linkedin, utm_campaign=q1`: a campaign as it was given, its parameters in their usual order. */
const campaignText = (campaign: Campaign | undefined) =>
  UTM_PARAMETERS.flatMap((name) => (campaign?.[name] ? [`utm_${name}=${campaign[name]}`] : [])).join(', ')

/**
 * Where a visit came from, as lines for people (the Zoho lead, the staff lists): the first and,
 * when it differs, the latest campaign, the referring site and the landing page; none when nothing
 * was recorded (no analytics consent).
 */
export function attributionLines(attribution: Attribution | null | undefined): string[] {
  const { first, latest, referrerHost, landingPage } = attribution ?? {}
  const firstText = campaignText(first)
  const latestText = campaignText(latest)
  return [
    firstText && `First campaign: ${firstText}`,
    latestText && latestText !== firstText && `Latest campaign: ${latestText}`,
    referrerHost && `Referred by: ${referrerHost}`,
    landingPage && `Landing page: ${landingPage}`,
  ].filter((line): line is string => Boolean(line))
}
