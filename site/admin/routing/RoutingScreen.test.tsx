// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../islands/Toaster';
import { renderWithQueries, setUp, tearDown } from '../../test/admin-test-utils';
import { fakeRoutingApi, type FakeRoutingApi } from '../../test/fake-routing-api';
import { ABROAD_BUYERS, AMA, ESI, EVERYONE_ELSE, KOFI } from '../../test/routing-fixtures';
import { RoutingScreen } from './RoutingScreen';

let api: FakeRoutingApi;

beforeEach(() => {
  setUp('/admin/routing');
  api = {
    rules: [ABROAD_BUYERS, EVERYONE_ELSE],
    users: [structuredClone(AMA), structuredClone(KOFI), structuredClone(ESI)],
    sources: { buyers: ['facebook', 'Direct'], sellers: ['Facebook', 'google'], renters: [] },
    own: { workingHours: null, away: false },
    requests: [],
  };
  fakeRoutingApi(api);
});
afterEach(() => {
  vi.useRealTimers();
  tearDown();
});

async function renderScreen() {
  renderWithQueries(
    <>
      <RoutingScreen />
      <Toaster />
    </>,
  );
  await screen.findByRole('heading', { level: 2, name: /^Rules \(\d+\)$/ });
}

/** The rule shown at this place (1 is the first), as a list item. */
const rule = (place: number) => within(screen.getAllByRole('heading', { level: 3 })[place - 1]!.closest('li')!);
const sentence = (place: number) => screen.getAllByRole('heading', { level: 3 })[place - 1]!.nextElementSibling!;
const puts = () => api.requests.filter((request) => request.method === 'PUT').map((request) => request.body);
const toastText = () => screen.getByTestId('toast').textContent;

describe('the Routing screen', () => {
  it('shows the rules in order as sentences, how they are tried, and each agent’s availability', async () => {
    // A Saturday morning in Accra: Esi, who works Mondays, is off until then.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T07:00:00Z'));
    await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Lead Routing' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '1. Abroad buyers',
      '2. Everyone else',
    ]);
    expect(sentence(1).textContent).toBe('Buyers abroad from any source → Ama, Kofi · first answer within 15 min');
    expect(sentence(2).textContent).toBe('Every other lead → Esi · first answer within 30 min');
    const hint = screen.getByRole('heading', { name: 'How rules are tried' }).parentElement!.textContent;
    expect(hint).toContain('a last rule with no conditions is the default group');
    expect(hint).toContain('A lead that matches no rule stays unassigned.');

    fireEvent.click(rule(1).getByRole('button', { name: 'Edit Abroad buyers' }));
    const agents = rule(1).getByRole('group', { name: 'Agents, in turn order' });
    expect(
      within(agents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. AmaAvailable now', '2. KofiAway']);
    fireEvent.click(rule(2).getByRole('button', { name: 'Edit Everyone else' }));
    expect(rule(2).getByRole('group', { name: 'Agents, in turn order' }).textContent).toContain(
      '1. EsiOff until Mon 08:00',
    );
  });

  it('adds, edits, reorders and deletes rules, then Save sends the whole list in its new order', async () => {
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    const name = rule(3).getByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.change(name, { target: { value: 'Accra sellers' } });
    fireEvent.click(rule(3).getByRole('checkbox', { name: 'Sellers' }));
    fireEvent.click(rule(3).getByRole('checkbox', { name: 'Accra' }));
    fireEvent.click(rule(3).getByRole('radio', { name: 'In Ghana only' }));
    // The sources seen across types, each once whatever its case, and one typed.
    const sources = rule(3).getByRole('group', { name: 'Sources' });
    expect(
      within(sources)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['Direct', 'facebook', 'google']);
    fireEvent.click(within(sources).getByRole('checkbox', { name: 'facebook' }));
    fireEvent.change(within(sources).getByLabelText('Another source'), { target: { value: ' Radio ad ' } });
    fireEvent.keyDown(within(sources).getByLabelText('Another source'), { key: 'Enter' });
    for (const agent of ['4', '2']) {
      fireEvent.change(rule(3).getByLabelText('Add an agent'), { target: { value: agent } });
      fireEvent.click(rule(3).getByRole('button', { name: 'Add agent' }));
    }
    fireEvent.click(rule(3).getByRole('button', { name: 'Move Ama up' }));
    fireEvent.change(rule(3).getByLabelText('First answer within (minutes)'), { target: { value: '20' } });
    expect(sentence(3).textContent).toBe(
      'Sellers in Ghana for Accra from facebook or Radio ad → Ama, Esi · first answer within 20 min',
    );
    expect(rule(3).getByText('Never reached: rule 2 takes every lead first.')).toBeTruthy();

    // Up one place, past the default group; the focus stays on the button that moved it.
    fireEvent.click(rule(3).getByRole('button', { name: 'Move Accra sellers up' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '1. Abroad buyers',
      '2. Accra sellers',
      '3. Everyone else',
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(rule(2).getByRole('button', { name: 'Move Accra sellers up' })),
    );
    expect(screen.getByText('Accra sellers moved to position 2 of 3.').getAttribute('role')).toBe('status');

    fireEvent.click(rule(1).getByRole('button', { name: 'Edit Abroad buyers' }));
    fireEvent.click(rule(1).getByRole('button', { name: 'Remove Kofi' }));
    fireEvent.change(rule(1).getByLabelText('First answer within (minutes)'), { target: { value: '10' } });
    fireEvent.click(rule(3).getByRole('button', { name: 'Delete Everyone else' }));
    expect(screen.getByText('Unsaved changes.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(toastText()).toBe('Routing savedNew leads are routed by these rules from now on.'));
    expect(puts()).toEqual([
      {
        rules: [
          { ...ABROAD_BUYERS, agentIds: [2], firstResponseMinutes: 10 },
          {
            name: 'Accra sellers',
            leadTypes: ['seller'],
            regions: ['accra'],
            abroad: false,
            sources: ['facebook', 'Radio ad'],
            agentIds: [2, 4],
            firstResponseMinutes: 20,
          },
        ],
      },
    ]);
    expect(screen.getByText('All changes saved.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '1. Abroad buyers',
      '2. Accra sellers',
    ]);
  });

  it('says what a rule lacks before sending, beside its fields, and sends nothing', async () => {
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    fireEvent.change(rule(3).getByLabelText('First answer within (minutes)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    const name = rule(3).getByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(rule(3).getByText('Please enter a name.')).toBeTruthy();
    expect(rule(3).getByText('Choose at least one agent.')).toBeTruthy();
    expect(rule(3).getByText('Enter whole minutes from 1 to 1440.')).toBeTruthy();
    expect(puts()).toEqual([]);
    // A fixed field loses its message at once.
    fireEvent.change(name, { target: { value: 'Renters' } });
    expect(rule(3).queryByText('Please enter a name.')).toBeNull();
  });

  it("shows the server's field problems beside the rule and the field they name, and keeps the edits", async () => {
    api.refuseRules = {
      'rules[1].agentIds': 'User 4 is no longer a staff user.',
      'rules[0].name': 'Two rules have this name.',
    };
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(toastText()).toBe('Error saving routingUser 4 is no longer a staff user.'));
    const name = rule(1).getByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(rule(1).getByText('Two rules have this name.')).toBeTruthy();
    expect(rule(1).queryByText('User 4 is no longer a staff user.')).toBeNull();
    const agents = rule(2).getByRole('group', { name: 'Agents, in turn order' });
    expect(within(agents).getByText('User 4 is no longer a staff user.')).toBeTruthy();
    expect(rule(2).getByLabelText('Add an agent').getAttribute('aria-invalid')).toBe('true');
    expect(rule(2).getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();

    // Fixed and saved again: the same list goes, and is kept.
    fireEvent.change(name, { target: { value: 'Buyers abroad' } });
    fireEvent.click(rule(2).getByRole('button', { name: 'Remove Esi' }));
    fireEvent.change(rule(2).getByLabelText('Add an agent'), { target: { value: '3' } });
    fireEvent.click(rule(2).getByRole('button', { name: 'Add agent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(toastText()).toBe('Routing savedNew leads are routed by these rules from now on.'));
    expect(puts().at(-1)).toEqual({
      rules: [
        { ...ABROAD_BUYERS, name: 'Buyers abroad' },
        { ...EVERYONE_ELSE, agentIds: [3] },
      ],
    });
    expect(api.rules.map((stored) => stored.name)).toEqual(['Buyers abroad', 'Everyone else']);
  });

  it('discards the edits, back to the rules as saved', async () => {
    await renderScreen();
    fireEvent.click(rule(2).getByRole('button', { name: 'Move Everyone else up' }));
    expect(sentence(1).textContent).toBe('Every lead → Esi · first answer within 30 min');
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '1. Abroad buyers',
      '2. Everyone else',
    ]);
    expect(screen.getByRole('button', { name: 'Discard changes' })).toHaveProperty('disabled', true);
  });
});
