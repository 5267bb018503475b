import { twoFactorMessages as text } from '@shared/two-factor-messages'
import type { TwoFactorSetup } from '@shared/types'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import { toastSuccess } from '@/ui/use-toast'
import { CodeForm } from './code-form'
import { PasswordForm } from './password-form'
import { QrCode } from './qr-code'
import { RecoveryCodes } from './recovery-codes'
import { confirmSetup, removeTwoFactor, startSetup, twoFactorStatusQueryOptions } from './two-factor-queries'

type Step =
  | { name: 'status' }
  | { name: 'password'; purpose: 'setup' | 'remove' }
  | { name: 'scan'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[] }

const messageOf = (error: Error | null) =>
  error ? (error instanceof ApiError && error.serverMessage) || error.message : undefined

/**
 * The signed-in user's own two-factor authentication: set up (password, then QR code or key,
 * then a code), the ten recovery codes shown once, set up again, remove (password).
 */
export function TwoFactorSettings() {
  const id = useId()
  const queryClient = useQueryClient()
  const status = useQuery(twoFactorStatusQueryOptions())
  const [step, setStep] = useState<Step>({ name: 'status' })
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryOptions().queryKey })
  const setup = useMutation({
    mutationFn: startSetup,
    onSuccess: (result) => setStep({ name: 'scan', setup: result }),
  })
  const confirm = useMutation({
    mutationFn: confirmSetup,
    onSuccess: (result) => {
      setStep({ name: 'codes', codes: result.recoveryCodes })
      toastSuccess(text.enabledToast)
      refresh()
    },
  })
  const remove = useMutation({
    mutationFn: removeTwoFactor,
    onSuccess: () => {
      setStep({ name: 'status' })
      toastSuccess(text.removedToast)
      refresh()
    },
  })
  const back = () => {
    for (const mutation of [setup, confirm, remove]) mutation.reset()
    setStep({ name: 'status' })
  }
  // Done with the codes: a session that had to set up first is now a full one.
  const done = () => {
    back()
    queryClient.invalidateQueries({ queryKey: ['auth', 'user'] })
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="grid max-w-2xl gap-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {text.heading}
      </h2>
      <p className="text-sm text-muted-foreground">{text.intro}</p>
      {status.isPending && <Spinner label={text.heading} />}
      {status.data && step.name === 'status' && (
        <>
          <p>
            <span className="font-medium">{text.status(status.data.enabled)}</span>
            {status.data.enabled && (
              <span className="text-muted-foreground">
                {' '}
                · {text.recoveryCodesLeft(status.data.recoveryCodesLeft)}
              </span>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => setStep({ name: 'password', purpose: 'setup' })}>
              {status.data.enabled ? text.setUpAgain : text.setUp}
            </Button>
            {status.data.enabled && !status.data.required && (
              <Button
                type="button"
                variant="outline"
                onClick={() => setStep({ name: 'password', purpose: 'remove' })}
              >
                {text.remove}
              </Button>
            )}
          </div>
        </>
      )}
      {step.name === 'password' && (
        <>
          {step.purpose === 'remove' && <p>{text.removeConfirmText}</p>}
          <PasswordForm
            submitLabel={step.purpose === 'setup' ? text.continue : text.remove}
            busy={setup.isPending || remove.isPending}
            serverError={messageOf(step.purpose === 'setup' ? setup.error : remove.error)}
            onSubmit={(values) => (step.purpose === 'setup' ? setup.mutate(values) : remove.mutate(values))}
            onCancel={back}
          />
        </>
      )}
      {step.name === 'scan' && (
        <div className="grid gap-4">
          <p>{text.scanQrCode}</p>
          <QrCode value={step.setup.uri} label={text.qrCodeLabel} />
          <p>
            {text.manualKey}:{' '}
            <code className="break-all font-mono" data-testid="two-factor-key">
              {step.setup.secret}
            </code>
          </p>
          <CodeForm
            label={text.authenticationCode}
            busy={confirm.isPending}
            serverError={messageOf(confirm.error)}
            onSubmit={(code) => confirm.mutate(code)}
          >
            <Button type="button" variant="outline" onClick={back}>
              {text.cancel}
            </Button>
          </CodeForm>
        </div>
      )}
      {step.name === 'codes' && <RecoveryCodes codes={step.codes} onDone={done} />}
    </section>
  )
}
