// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JoinForm } from './JoinForm';
import { setUp, tearDown } from '../test/join-test-utils';

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  setUp();
  container = document.body.appendChild(document.createElement('div'));
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  tearDown();
});

/** Serves the pre-rendered HTML as the page does, lets the visitor act on it, then hydrates the island. */
async function hydrateAfter(search: string, before: (select: HTMLSelectElement) => void): Promise<void> {
  window.history.replaceState(null, '', `/join${search}`);
  container.innerHTML = renderToString(<JoinForm />);
  before(container.querySelector('select')!);
  await act(async () => {
    root = hydrateRoot(container, <JoinForm />);
  });
}

describe('join form: before React takes over', () => {
  it('keeps a role chosen in the pre-rendered select', async () => {
    await hydrateAfter('', (select) => (select.value = 'seller'));
    expect(screen.getByLabelText('I am a:')).toHaveProperty('value', 'seller');
    expect(screen.getByRole('heading', { name: 'Sell Your Property' })).toBeTruthy();
  });

  it("prefers that choice to the link's ?type", async () => {
    await hydrateAfter('?type=buyer', (select) => (select.value = 'renter'));
    expect(screen.getByLabelText('I am a:')).toHaveProperty('value', 'renter');
    expect(window.location.search).toBe('?type=renter');
  });

  it('otherwise opens the form ?type asks for', async () => {
    await hydrateAfter('?type=buyer', () => {});
    expect(screen.getByLabelText('I am a:')).toHaveProperty('value', 'buyer');
  });
});
