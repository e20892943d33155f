import type { BrowserSession } from './browser-session';

/**
 * The join page's controls by their accessible names. The asterisk is hidden from those names
 * (aria-required says it instead), so 'Full Name', not 'Full Name *'.
 */
export function joinPageControls(session: BrowserSession) {
  return {
    toast: () => session.page.getByTestId('toast'),
    textbox: (name: string) => session.page.getByRole('textbox', { name, exact: true }),
    select: (name: string) => session.page.getByRole('combobox', { name, exact: true }),
  };
}
