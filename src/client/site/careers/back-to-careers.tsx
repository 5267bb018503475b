import { Link } from '@tanstack/react-router'
import ArrowLeftIcon from 'lucide-react/icons/arrow-left'
import { buttonVariants } from '@/ui/button'
import { careersText } from './careers-text'

export function BackToCareers() {
  return (
    <Link className={buttonVariants({ variant: 'outline' })} to="/careers">
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {careersText.back}
    </Link>
  )
}
