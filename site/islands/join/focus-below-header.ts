/**
 * Focus without the browser's own scroll, then scroll the control to the top: its scroll margin keeps it and
 * its label clear of the sticky header, where focus()'s scroll could leave it under the header.
 */
export function focusBelowHeader(element: HTMLElement | null): void {
  element?.focus({ preventScroll: true });
  element?.scrollIntoView?.({ block: 'start' });
}
