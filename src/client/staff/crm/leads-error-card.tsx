import { crmMessages } from '@shared/messages'
import { ApiError } from '@/lib/api-client'
import { Button } from '@/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card'
import AlertTriangle from '~icons/lucide/triangle-alert'

/** docs/product.md section 2: the likely causes and 'Try Again'; the server's own reason below them. */
export function LeadsErrorCard({
  error,
  onRetry,
  retrying,
}: {
  error: Error
  onRetry: () => void
  retrying: boolean
}) {
  const reason = error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message
  return (
    <Card className="border-destructive/50" role="alert">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <AlertTriangle className="size-5" aria-hidden />
          {crmMessages.errorTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p>{crmMessages.errorIntro}</p>
        <ul className="list-disc space-y-1 pl-5">
          {crmMessages.errorCauses.map((cause) => (
            <li key={cause}>{cause}</li>
          ))}
        </ul>
        <p className="text-muted-foreground" data-testid="leads-error-reason">
          {reason}
        </p>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          {crmMessages.tryAgain}
        </Button>
      </CardContent>
    </Card>
  )
}
