// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { leadRecord } from '../../test/lead-record-fixture';
import { api, renderLeads, setUp, tearDown } from '../../test/leads-test-utils';
import { LEAD_LAYOUT_KEY } from './useLeadLayout';

const card = (name = 'Ama Mensah') => screen.getByRole('listitem', { name });
const posts = () =>
  api.requests.filter((request) => request.method === 'POST').map(({ url, body }) => [url, body] as const);
const toastText = async () => (await screen.findByTestId('toast')).textContent;
/** The card's contact status badge, by the term it describes. */
const contactStatus = (name?: string) =>
  within(card(name)).getByText('Contact').closest('div')?.querySelector('dd')?.textContent;
const openControl = (scope: HTMLElement, name = 'Ama Mensah') => {
  const button = within(scope).getByRole('button', { name: `Log a touch with ${name}` });
  fireEvent.click(button);
  return { button, panel: within(scope).getByRole('group', { name: `Log a touch with ${name}` }) };
};

afterEach(tearDown);

describe('logging a touch', () => {
  it('on a card: a note and one tap log it; the card turns Contacted, a toast says so, the timeline shows it', async () => {
    setUp([leadRecord({ id: 4 })]);
    renderLeads('buyer');
    await screen.findByRole('heading', { name: 'Ama Mensah' });
    const { button, panel } = openControl(card());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(within(panel).getByRole('group', { name: 'Called' }))
        .getAllByRole('button')
        .map((choice) => choice.textContent),
    ).toEqual(['Answered', 'No answer', 'Left a message']);
    expect(within(panel).getByRole('button', { name: 'WhatsApp sent' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Email sent' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Met' })).toBeTruthy();

    fireEvent.change(within(panel).getByLabelText('Note (optional)'), { target: { value: '  Try after 6 pm  ' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'No answer' }));
    expect(await toastText()).toContain('Touch logged');
    expect(await toastText()).toContain('Called — no answer: Ama Mensah');
    expect(posts()).toEqual([
      ['/api/leads/4/touches', { kind: 'called', outcome: 'no-answer', note: 'Try after 6 pm' }],
    ]);
    await waitFor(() => expect(contactStatus()).toBe('Contacted'));
    expect(within(card()).queryByRole('group', { name: 'Log a touch with Ama Mensah' })).toBeNull();
    expect(document.activeElement).toBe(within(card()).getByRole('button', { name: 'Log a touch with Ama Mensah' }));

    const details = within(card()).getByText('Notes and timeline').closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const timeline = await within(details).findByRole('list', { name: 'Timeline of Ama Mensah' });
    const [touch, status] = within(timeline).getAllByRole('listitem');
    expect(touch!.textContent).toContain('Called — no answer');
    expect(touch!.textContent).toContain('Try after 6 pm');
    expect(touch!.textContent).toContain('by chief');
    expect(status!.textContent).toContain('Contact status: Not Contacted');
  });

  it('Escape and Cancel close it without logging; a note too long is said and blocks the choices', async () => {
    setUp([leadRecord({ id: 4 })]);
    renderLeads('buyer');
    await screen.findByRole('heading', { name: 'Ama Mensah' });
    const { button, panel } = openControl(card());
    fireEvent.keyDown(within(panel).getByLabelText('Note (optional)'), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    const again = openControl(card()).panel;
    const note = within(again).getByLabelText('Note (optional)');
    fireEvent.change(note, { target: { value: 'x'.repeat(501) } });
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(within(again).getByText("A touch's note can be at most 500 characters.")).toBeTruthy();
    expect((within(again).getByRole('button', { name: 'Met' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(within(card()).queryByRole('group', { name: /Log a touch/ })).toBeNull();
    expect(posts()).toEqual([]);
  });

  it("a refusal is a toast with the server's message, and the panel stays open", async () => {
    setUp([leadRecord({ id: 4 })]);
    api.touchFailure = { status: 409, code: 'lead_erased', message: "This person's details were erased." };
    renderLeads('buyer');
    await screen.findByRole('heading', { name: 'Ama Mensah' });
    const { panel } = openControl(card());
    fireEvent.click(within(panel).getByRole('button', { name: 'Met' }));
    expect(await toastText()).toContain('Failed to log the touch');
    expect(await toastText()).toContain("This person's details were erased.");
    expect(within(card()).getByRole('group', { name: 'Log a touch with Ama Mensah' })).toBeTruthy();
    expect(contactStatus()).toBe('Not Contacted');
  });

  it('from a table row: a popover in the row, in the tab order only with its row; its keys stay in it', async () => {
    localStorage.setItem(LEAD_LAYOUT_KEY, 'table');
    setUp([leadRecord({ id: 4 }), leadRecord({ id: 5, name: 'Kofi Boateng' })]);
    renderLeads('buyer');
    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const buttonOf = (row: HTMLElement, name: string) =>
      within(row).getByRole('button', { name: `Log a touch with ${name}` });
    expect(buttonOf(first!, 'Ama Mensah').tabIndex).toBe(0);
    expect(buttonOf(second!, 'Kofi Boateng').tabIndex).toBe(-1);

    const { panel } = openControl(second!, 'Kofi Boateng');
    // The arrow keys in the note move in its text, not to the row above.
    const note = within(panel).getByLabelText('Note (optional)');
    note.focus();
    fireEvent.keyDown(note, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(note);
    fireEvent.click(within(panel).getByRole('button', { name: 'WhatsApp sent' }));
    expect(await toastText()).toContain('WhatsApp sent: Kofi Boateng');
    expect(posts()).toEqual([['/api/leads/5/touches', { kind: 'whatsapp', note: '' }]]);
    await waitFor(() => expect(within(second!).getByText('Contacted')).toBeTruthy());

    // A press outside closes the popover.
    openControl(first!);
    fireEvent.pointerDown(document.body);
    expect(within(first!).queryByRole('group', { name: /Log a touch/ })).toBeNull();
  });

  it('following the tel: link offers "Log this call?": one tap logs it; WhatsApp\'s prompt can be dismissed', async () => {
    setUp([leadRecord({ id: 4 })]);
    renderLeads('buyer');
    await screen.findByRole('heading', { name: 'Ama Mensah' });
    // The browser would leave for the dialler: the test stays on the page.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay, true);
    try {
      fireEvent.click(within(card()).getByRole('link', { name: 'WhatsApp Ama Mensah' }));
      const whatsapp = within(card()).getByRole('group', { name: 'Log WhatsApp sent: Ama Mensah' });
      expect(within(whatsapp).getByText('Log WhatsApp sent?')).toBeTruthy();
      fireEvent.click(within(whatsapp).getByRole('button', { name: 'Not now' }));
      expect(within(card()).queryByRole('group', { name: /Log WhatsApp sent/ })).toBeNull();

      fireEvent.click(within(card()).getByRole('link', { name: '+233 24 412 3456' }));
    } finally {
      document.removeEventListener('click', stay, true);
    }
    const prompt = within(card()).getByRole('group', { name: 'Log this call: Ama Mensah' });
    expect(within(prompt).getByRole('status').textContent).toBe('Log this call?');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Left a message' }));
    expect(await toastText()).toContain('Called — left a message: Ama Mensah');
    await waitFor(() => expect(within(card()).queryByRole('group', { name: /Log this call/ })).toBeNull());
    expect(posts()).toEqual([['/api/leads/4/touches', { kind: 'called', outcome: 'left-message' }]]);
    expect(contactStatus()).toBe('Contacted');
  });

  it('an erased lead offers no touch', async () => {
    setUp([leadRecord({ id: 4, erased: { at: '2025-06-08T10:00:00.000Z', by: 'chief' } })]);
    renderLeads('buyer');
    await screen.findByRole('heading', { name: 'Ama Mensah' });
    expect(within(card()).queryByRole('button', { name: /Log a touch/ })).toBeNull();
  });
});
