import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { $toast } from '../lib/toast-store';
import { JoinForm } from '../islands/JoinForm';
import { Toaster } from '../islands/Toaster';

/** Shared by the join form's component tests: only fetch, the network boundary, is replaced. */
export const fetchMock = vi.fn<typeof fetch>();

export function setUp(): void {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
  $toast.set(null);
}

export function tearDown(): void {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
}

/** Renders the island as the page does, with the URL it would be opened at. */
export function renderJoin(search = '') {
  window.history.replaceState(null, '', `/join${search}`);
  return render(
    <>
      <JoinForm />
      <Toaster />
    </>,
  );
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function submit(button: string): void {
  fireEvent.click(screen.getByRole('button', { name: button }));
}

/** Puts a draft in sessionStorage as an earlier visit (or an older page version) would have left it. */
export function storeDraft(draft: { role?: string; countryIso?: string; fields: Record<string, unknown> }): void {
  window.sessionStorage.setItem('join-form-draft', JSON.stringify(draft));
}

export function chooseRole(value: string): void {
  fireEvent.change(screen.getByLabelText('I am a:'), { target: { value } });
}

export function fill(label: string | RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function field(label: string | RegExp): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

export function queryField(label: string | RegExp): HTMLElement | null {
  return screen.queryByLabelText(label);
}

/** The body of the n-th fetch call, parsed. */
export function sentBody(call = 0): Record<string, unknown> {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

export function fillContact(): void {
  fill(/^Full Name/, 'Ama Mensah');
  fill(/^Email Address/, 'ama@example.com');
  fill(/^Phone Number/, '24 123 4567');
}

/** Answers the role's required choices (the asterisked selects and the buyer's services) with valid ones. */
export function fillChoices(role: 'buyer' | 'seller' | 'renter'): void {
  fill(/^Property Type/, 'residential-house');
  fill(/^Number of Bedrooms/, '2-bedroom');
  if (role === 'buyer') {
    fill(/^Where are you currently located/, 'ghana');
    fill(/^Budget Range/, '35k-75k');
    fireEvent.click(screen.getByLabelText('Property valuation'));
  }
  if (role !== 'seller') fill(/^Preferred Region in Ghana/, 'kumasi');
  if (role === 'seller') fill(/^Documentation/, 'full-title');
}
