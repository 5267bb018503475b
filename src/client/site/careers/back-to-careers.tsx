import { Link } from '@tanstack/react-router'
import { buttonVariants } from '@/ui/button'
import ArrowLeftIcon from '~icons/lucide/arrow-left'
import { careersText } from './careers-text'

export function BackToCareers() {
  return (
    <Link className={buttonVariants({ variant: 'outline' })} to="/careers">
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {careersText.back}
    </Link>
  )
}
