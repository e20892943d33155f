// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { leadRecord } from '../../test/lead-record-fixture';
import { api, countReads, listReads, patches, renderLeads, setUp, tearDown } from '../../test/leads-test-utils';

afterEach(tearDown);

const card = (name: string) => screen.getByRole('listitem', { name });
const editButton = (name: string) => screen.getByRole('button', { name: `Edit status of ${name}` });
const editor = (name: string) => screen.getByRole('form', { name: `Edit status of ${name}` });
const choose = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

async function toastCard(): Promise<HTMLElement> {
  return screen.findByTestId('toast');
}

describe('lead card: editing', () => {
  it('opens with the edit button, focuses the first select and saves both values for a buyer', async () => {
    setUp([leadRecord({ id: 7, name: 'Ama Mensah' })]);
    renderLeads('buyer');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit status of Ama Mensah' }));

    const form = editor('Ama Mensah');
    const contact = within(form).getByLabelText('Contact status') as HTMLSelectElement;
    expect(document.activeElement).toBe(contact);
    expect(contact.value).toBe('Not Contacted');
    choose(form, 'Lead status', 'Interested');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect((await toastCard()).textContent).toContain('Buyer updated successfully');
    expect(patches()).toEqual([
      { method: 'PATCH', url: '/api/buyers/7', body: { contactStatus: 'Not Contacted', leadStatus: 'Interested' } },
    ]);
    await waitFor(() => expect(within(card('Ama Mensah')).getByText('Interested')).toBeTruthy());
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(editButton('Ama Mensah'));
  });

  it('opens on a double-click on either status badge', async () => {
    setUp([
      leadRecord({ id: 1, type: 'seller', name: 'Ama Mensah', contactStatus: 'Contacted', leadStatus: 'Qualified' }),
    ]);
    renderLeads('seller');
    await screen.findByRole('button', { name: 'Edit status of Ama Mensah' });
    fireEvent.doubleClick(within(card('Ama Mensah')).getByText('Qualified'));
    expect((within(editor('Ama Mensah')).getByLabelText('Lead status') as HTMLSelectElement).value).toBe('Qualified');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.doubleClick(within(card('Ama Mensah')).getByText('Contacted'));
    expect(editor('Ama Mensah')).toBeTruthy();
  });

  it('shows missing values as Not Contacted and New in the edit', async () => {
    setUp([leadRecord({ contactStatus: '' as never, leadStatus: '' as never })]);
    renderLeads('buyer');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit status of Ama Mensah' }));
    const form = editor('Ama Mensah');
    expect((within(form).getByLabelText('Contact status') as HTMLSelectElement).value).toBe('Not Contacted');
    expect((within(form).getByLabelText('Lead status') as HTMLSelectElement).value).toBe('New');
  });

  it('offers Interested in the edit select', async () => {
    setUp([leadRecord()]);
    renderLeads('buyer');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit status of Ama Mensah' }));
    const options = within(within(editor('Ama Mensah')).getByLabelText('Lead status')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'New',
      'Qualified',
      'Interested',
      'Not Interested',
      'Converted',
    ]);
  });

  it('cancels with Escape or Cancel, discarding the choice and sending nothing', async () => {
    setUp([leadRecord()]);
    renderLeads('buyer');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit status of Ama Mensah' }));
    choose(editor('Ama Mensah'), 'Lead status', 'Converted');
    fireEvent.keyDown(within(editor('Ama Mensah')).getByLabelText('Lead status'), { key: 'Escape' });
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(editButton('Ama Mensah'));

    fireEvent.click(editButton('Ama Mensah'));
    expect((within(editor('Ama Mensah')).getByLabelText('Lead status') as HTMLSelectElement).value).toBe('New');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(patches()).toEqual([]);
  });

  it('edits one card at a time', async () => {
    setUp([
      leadRecord({ id: 1, name: 'Ama Mensah' }),
      leadRecord({ id: 2, name: 'Kofi Boateng', email: 'kofi@example.com' }),
    ]);
    renderLeads('buyer');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit status of Ama Mensah' }));
    fireEvent.click(editButton('Kofi Boateng'));
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(editor('Kofi Boateng')).toBeTruthy();
  });
});

describe('lead card: an edit updates its card without reading the list again', () => {
  const many = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      leadRecord({ id: index + 1, name: `Lead ${index + 1}`, email: `lead${index + 1}@example.com` }),
    );

  it('shows the saved lead on a later page, keeps every page loaded, and refreshes only the counts and that timeline', async () => {
    setUp(many(16));
    api.pageSize = 8;
    renderLeads('buyer');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(16));
    const before = api.requests.length;
    const first = card('Lead 1');

    fireEvent.click(editButton('Lead 12'));
    choose(editor('Lead 12'), 'Contact status', 'Contacted');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(card('Lead 12')).getByText('Contacted')).toBeTruthy());
    await waitFor(() => expect(countReads('buyers')).toHaveLength(2));

    expect(listReads('buyers')).toHaveLength(2);
    expect(api.requests.slice(before).map((request) => `${request.method} ${request.url}`)).toEqual([
      'PATCH /api/buyers/12',
      'GET /api/buyers/counts',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(16);
    expect(first.isConnected).toBe(true);
    expect(screen.getByText('No of Leads Contacted').nextElementSibling?.textContent).toBe('1');
  });

  it('an edit saved while a new search is loading does not leave that list loading', async () => {
    setUp([
      leadRecord({ id: 1, name: 'Ama Mensah' }),
      leadRecord({ id: 2, name: 'Kofi Boateng', email: 'kofi@example.com' }),
    ]);
    renderLeads('buyer');
    await screen.findByText('2 total leads');
    let release: () => void = () => {};
    api.readsHeld = new Promise((resolve) => (release = resolve));
    fireEvent.change(screen.getByPlaceholderText('Search by name, email, or details...'), {
      target: { value: 'kofi' },
    });
    await waitFor(() => expect(listReads('buyers').map((request) => request.url)).toContain('/api/buyers?search=kofi'));
    // The cards of the search before stay while the new list loads; one is edited meanwhile.
    fireEvent.click(editButton('Kofi Boateng'));
    choose(editor('Kofi Boateng'), 'Contact status', 'Contacted');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await toastCard();
    release();
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        'Kofi Boateng',
      ]),
    );
    expect(within(card('Kofi Boateng')).getByText('Contacted')).toBeTruthy();
  });

  it("refreshes the lead's timeline when it is open", async () => {
    setUp([leadRecord({ id: 5 })]);
    renderLeads('buyer');
    const details = (await screen.findByText('Notes and timeline')).closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    await within(details).findByText('Arrived');
    api.timeline[5]!.unshift({
      kind: 'status',
      id: 1,
      at: '2025-06-06T09:30:00.000Z',
      field: 'leadStatus',
      from: 'New',
      to: 'Qualified',
      by: { name: 'chief', deleted: false },
    });
    fireEvent.click(editButton('Ama Mensah'));
    choose(editor('Ama Mensah'), 'Lead status', 'Qualified');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(details).findByText(/Lead status: New/)).toBeTruthy();
    expect(listReads('buyers')).toHaveLength(1);
  });
});

describe('lead card: save rules and toasts', () => {
  it('saves a buyer even when nothing changed', async () => {
    setUp([leadRecord({ id: 3 })]);
    renderLeads('buyer');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit status of Ama Mensah' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await toastCard();
    expect(patches()).toEqual([
      { method: 'PATCH', url: '/api/buyers/3', body: { contactStatus: 'Not Contacted', leadStatus: 'New' } },
    ]);
  });

  it('closes the edit once the change is saved, so a second click cannot send it again', async () => {
    setUp([leadRecord({ id: 11 })]);
    renderLeads('buyer');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit status of Ama Mensah' }));
    let release: () => void = () => {};
    api.readsHeld = new Promise((resolve) => (release = resolve));
    choose(editor('Ama Mensah'), 'Lead status', 'Qualified');
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await toastCard();
    // The refetch is still waiting; the edit must already be gone rather than offer Save again, and the
    // card already shows what was saved.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await waitFor(() => expect(within(card('Ama Mensah')).getByText('Qualified')).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(editButton('Ama Mensah')));
    release();
    await waitFor(() => expect(countReads('buyers')).toHaveLength(2));
    expect(patches()).toHaveLength(1);
  });

  it('saves a seller with its own toast', async () => {
    setUp([leadRecord({ id: 4, type: 'seller' })]);
    renderLeads('seller');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit status of Ama Mensah' }));
    choose(editor('Ama Mensah'), 'Contact status', 'Follow-Up');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await toastCard()).textContent).toContain('Seller updated successfully');
    expect(patches()[0]).toMatchObject({
      url: '/api/sellers/4',
      body: { contactStatus: 'Follow-Up', leadStatus: 'New' },
    });
  });

  it('sends nothing for a renter when nothing changed, and closes the edit', async () => {
    setUp([leadRecord({ id: 5, type: 'renter' })]);
    renderLeads('renter');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit status of Ama Mensah' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(patches()).toEqual([]);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it("sends only a renter's changed value, with the renter toast and its description", async () => {
    setUp([leadRecord({ id: 6, type: 'renter' })]);
    renderLeads('renter');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit status of Ama Mensah' }));
    choose(editor('Ama Mensah'), 'Lead status', 'Converted');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const shown = await toastCard();
    expect(shown.textContent).toContain('Renter updated successfully');
    expect(shown.textContent).toContain('The renter lead has been updated successfully.');
    expect(patches()).toEqual([{ method: 'PATCH', url: '/api/renters/6', body: { leadStatus: 'Converted' } }]);
  });

  it("keeps a buyer's edit open after a failure, with a destructive 'Failed to update lead'", async () => {
    setUp([leadRecord({ id: 8 })]);
    api.patchFailure = { status: 404, message: 'Lead not found.' };
    renderLeads('buyer');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit status of Ama Mensah' }));
    choose(editor('Ama Mensah'), 'Lead status', 'Qualified');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByTestId('toast').dataset.variant).toBe('destructive');
    expect(alert.textContent).toContain('Failed to update lead');
    expect((within(editor('Ama Mensah')).getByLabelText('Lead status') as HTMLSelectElement).value).toBe('Qualified');
    expect(listReads('buyers')).toHaveLength(1);
  });

  it("says 'Error updating lead' with the server's message for a renter", async () => {
    setUp([leadRecord({ id: 9, type: 'renter' })]);
    api.patchFailure = { status: 400, message: 'Choose a valid lead status.' };
    renderLeads('renter');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit status of Ama Mensah' }));
    choose(editor('Ama Mensah'), 'Contact status', 'Contacted');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error updating lead');
    expect(alert.textContent).toContain('Choose a valid lead status.');
  });

  it('says the server could not be reached when the request fails', async () => {
    setUp([leadRecord({ id: 10, type: 'renter' })]);
    renderLeads('renter');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit status of Ama Mensah' }));
    api.fetchFailure = true;
    choose(editor('Ama Mensah'), 'Contact status', 'Contacted');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error updating lead');
    expect(alert.textContent).toContain('Failed to connect to server');
    expect(editor('Ama Mensah')).toBeTruthy();
  });
});
