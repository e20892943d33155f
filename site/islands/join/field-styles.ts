/**
 * Room above a control scrolled to (the first field to fix): the sticky header, about 70px, and the
 * field's label above the control.
 */
export const SCROLL_CLEAR_CLASS = 'scroll-mt-28';

/**
 * Shared control classes. 16px text (text-base) stops iOS zooming into a focused field; min-h-11 gives the
 * 44px touch target; aria-invalid drives the error border so the state and its look cannot disagree.
 */
export const CONTROL_CLASS =
  'block min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-base text-ink-900 shadow-xs ' +
  'placeholder:text-gray-500 hover:border-gray-500 focus:border-brand-700 ' +
  `aria-invalid:border-red-700 aria-invalid:bg-red-50 ${SCROLL_CLEAR_CLASS}`;

/** A long option (the roles') wraps onto a second line in the closed select instead of being cut off. */
export const SELECT_CLASS = `${CONTROL_CLASS} appearance-none whitespace-normal pr-10`;

export const LABEL_CLASS = 'block text-sm font-medium text-gray-800';
