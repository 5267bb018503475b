import { Button } from '@/ui/button'
import ArrowDown from '~icons/lucide/arrow-down'
import ArrowUp from '~icons/lucide/arrow-up'
import Trash2 from '~icons/lucide/trash-2'

// What the buttons say, naming what they move: a page's block, a list's item, a menu's link.
const text = {
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  remove: (name: string) => `Remove ${name}`,
}

/**
 * 'Move up', 'Move down' and 'Remove' for a block or a list's item, each naming it ('Move Card 2
 * up'); `owner` marks them so that focus can find them again after a change.
 */
export function MoveButtons({
  owner,
  name,
  canMoveUp,
  canMoveDown,
  canRemove,
  onMove,
  onRemove,
}: {
  owner: string
  name: string
  canMoveUp: boolean
  canMoveDown: boolean
  canRemove: boolean
  onMove: (direction: 'up' | 'down') => void
  onRemove: () => void
}) {
  const buttons = [
    { action: 'up', label: text.moveUp(name), icon: ArrowUp, enabled: canMoveUp, run: () => onMove('up') },
    {
      action: 'down',
      label: text.moveDown(name),
      icon: ArrowDown,
      enabled: canMoveDown,
      run: () => onMove('down'),
    },
    { action: 'remove', label: text.remove(name), icon: Trash2, enabled: canRemove, run: onRemove },
  ]
  return (
    <div className="flex shrink-0 gap-1">
      {buttons.map(({ action, label, icon: Icon, enabled, run }) => (
        <Button
          key={action}
          type="button"
          variant="ghost"
          size="icon"
          aria-label={label}
          title={label}
          data-action={`${owner}:${action}`}
          disabled={!enabled}
          onClick={run}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </div>
  )
}
