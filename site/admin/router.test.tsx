// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUp, tearDown } from '../test/admin-test-utils';
import { $adminPath, followLink, navigate, normalizePath, routeFor, startRouter } from './router';

let stop: () => void = () => {};
beforeEach(() => {
  setUp('/admin');
  stop = startRouter();
});
afterEach(() => {
  stop();
  tearDown();
});

describe('admin router', () => {
  it('knows the six screens, with or without a trailing slash, and nothing else', () => {
    expect(routeFor('/admin')?.id).toBe('dashboard');
    expect(routeFor('/admin/users/')?.id).toBe('users');
    expect(routeFor('/admin/newsletter')?.title).toBe('Newsletter Subscribers');
    expect(routeFor('/admin/nope')).toBeUndefined();
    expect(normalizePath('/admin/')).toBe('/admin');
  });

  it('moves to another screen by pushing history, and back with popstate', () => {
    const before = window.history.length;
    navigate('/admin/buyers');
    expect(window.location.pathname).toBe('/admin/buyers');
    expect($adminPath.get()).toBe('/admin/buyers');
    expect(window.history.length).toBe(before + 1);

    window.history.replaceState(null, '', '/admin');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect($adminPath.get()).toBe('/admin');
  });

  it('does not stack the same screen twice in history', () => {
    const before = window.history.length;
    navigate('/admin');
    expect(window.history.length).toBe(before);
  });

  it('follows a plain click in place but leaves modified clicks to the browser', () => {
    render(
      <a href="/admin/renters" onClick={followLink}>
        Renters
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Renters' });
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect($adminPath.get()).toBe('/admin');

    expect(fireEvent.click(link)).toBe(false); // default prevented: no page load
    expect($adminPath.get()).toBe('/admin/renters');
    expect(window.location.pathname).toBe('/admin/renters');
  });
});
