// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast, toast } from '../lib/toast-store';
import { Toaster } from './Toaster';

beforeEach(() => {
  vi.useFakeTimers();
  $toast.set(null);
  render(<Toaster />);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('announces a toast politely and closes it after 5 seconds', () => {
    act(() => void toast({ title: 'Success!', description: 'Saved.' }));
    const status = screen.getByRole('status');
    expect(within(status).getByText('Success!')).toBeTruthy();
    expect(within(status).getByText('Saved.')).toBeTruthy();

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Success!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Success!')).toBeNull();
  });

  it('puts a destructive toast in the alert region', () => {
    act(() => void toast({ title: 'Error', description: 'Failed.', variant: 'destructive' }));
    expect(within(screen.getByRole('alert')).getByText('Failed.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows one toast at a time, the newest, with its own full time', () => {
    act(() => void toast({ title: 'First' }));
    act(() => vi.advanceTimersByTime(4000));
    act(() => void toast({ title: 'Second' }));
    expect(screen.queryByText('First')).toBeNull();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('closes on the close button and on Escape', () => {
    act(() => void toast({ title: 'Hello' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Hello')).toBeNull();

    act(() => void toast({ title: 'Again' }));
    fireEvent.keyDown(screen.getByText('Again'), { key: 'Escape' });
    expect(screen.queryByText('Again')).toBeNull();
  });

  it('stays while hovered, for people who read slowly', () => {
    act(() => void toast({ title: 'Read me' }));
    fireEvent.mouseEnter(screen.getByTestId('toast'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Read me')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByTestId('toast'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Read me')).toBeNull();
  });

  it('keeps the close button out of the live regions, so it is not read out with every toast', () => {
    act(() => void toast({ title: 'Saved' }));
    expect(within(screen.getByRole('status')).queryByRole('button')).toBeNull();
    act(() => void toast({ title: 'Failed', variant: 'destructive' }));
    expect(within(screen.getByRole('alert')).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
  });

  it.each([
    ['the close button', (button: HTMLElement) => fireEvent.click(button)],
    ['Escape', (button: HTMLElement) => fireEvent.keyDown(button, { key: 'Escape' })],
  ])('gives focus back to where it was when a focused toast closes by %s', (_way, close) => {
    const origin = document.body.appendChild(document.createElement('button'));
    origin.textContent = 'Send';
    origin.focus();
    act(() => void toast({ title: 'Saved' }));
    const button = screen.getByRole('button', { name: 'Close notification' });
    act(() => button.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Saved')).toBeTruthy();

    act(() => close(button));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(document.activeElement).toBe(origin);
    origin.remove();
  });

  it('lets the next toast time out once focus has gone back', () => {
    const origin = document.body.appendChild(document.createElement('button'));
    origin.focus();
    act(() => void toast({ title: 'First' }));
    act(() => screen.getByRole('button', { name: 'Close notification' }).focus());
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close notification' })));
    act(() => void toast({ title: 'Second' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Second')).toBeNull();
    origin.remove();
  });
});
