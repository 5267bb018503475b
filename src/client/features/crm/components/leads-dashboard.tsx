/** The admin 'CRM & Leads' tab: leads from Zoho CRM (SPEC.md section 4). */
export function LeadsDashboard() {
  return <section aria-label="CRM leads" />
}
