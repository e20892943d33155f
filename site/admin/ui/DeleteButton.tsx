import { Icon } from './Icon';
import { DELETE_BUTTON_ATTR } from './useConfirmedDelete';

interface DeleteButtonProps {
  /** The accessible name, naming what goes: 'Remove ama@example.com'. */
  label: string;
  /** The row's id: after a deletion useConfirmedDelete moves focus to the next row's button by it. */
  rowId: number;
  onClick: () => void;
}

/** A list row's delete (trash) button, 44 px square. */
export function DeleteButton({ label, rowId, onClick }: DeleteButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      {...{ [DELETE_BUTTON_ATTR]: rowId }}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
    >
      <Icon name="trash" />
    </button>
  );
}
