import { twoFactorMessages as text } from '@shared/two-factor-messages'
import { useId } from 'react'
import { Button } from '@/ui/button'
import { toastSuccess } from '@/ui/use-toast'
import CopyIcon from '~icons/lucide/copy'
import DownloadIcon from '~icons/lucide/download'

/** The ten recovery codes of a set-up, shown this once, to copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const id = useId()
  const asText = `${codes.join('\n')}\n`
  const download = () => {
    const url = URL.createObjectURL(new Blob([asText], { type: 'text/plain' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(url)
  }
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {text.recoveryCodesHeading}
      </h3>
      <p className="text-sm text-muted-foreground">{text.recoveryCodesIntro}</p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm" aria-label={text.recoveryCodesHeading}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => navigator.clipboard.writeText(asText).then(() => toastSuccess(text.codesCopied))}
        >
          <CopyIcon aria-hidden="true" />
          {text.copyCodes}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <DownloadIcon aria-hidden="true" />
          {text.downloadCodes}
        </Button>
        <Button type="button" onClick={onDone}>
          {text.done}
        </Button>
      </div>
    </section>
  )
}
