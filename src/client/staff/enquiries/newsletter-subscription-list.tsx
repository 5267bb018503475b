import { subscriberListText } from '@shared/newsletter-messages'
import { useQuery } from '@tanstack/react-query'
import { ListSection } from '@/staff/shared/list-section'
import { useStaffList } from '@/staff/shared/use-staff-list'
import { newsletterSubscriptionsQueryOptions } from './newsletter-queries'

/** Newsletter requests as stored in D1, each with what became of its delivery to Zoho Campaigns. */
export function NewsletterSubscriptionList() {
  const { items, section } = useStaffList(
    useQuery(newsletterSubscriptionsQueryOptions()),
    subscriberListText.fetchFailed,
  )
  return (
    <ListSection title={subscriberListText.heading} {...section}>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{subscriberListText.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {subscriberListText.email}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {subscriberListText.source}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {subscriberListText.requested}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {subscriberListText.deliveryHeading}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b align-top" data-testid="newsletter-subscription">
                  <td className="py-2 pr-4">{item.email}</td>
                  <td className="py-2 pr-4">{subscriberListText.sources[item.source]}</td>
                  <td className="py-2 pr-4">
                    <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleString()}</time>
                  </td>
                  <td className="py-2">{subscriberListText.delivery(item.delivery)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListSection>
  )
}
