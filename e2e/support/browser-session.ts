import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { collectPageErrors, launchBrowser, newPhoneContext } from './browser';
import { startSiteServer, type SiteServer, type SiteServerConfig } from './site-server';

export interface BrowserSession {
  /** The real app on a fresh database, serving the built site. */
  server: SiteServer;
  /** A new phone-sized page for each test. */
  page: Page;
  /** What the page reported as errors; see expectedErrors() for those a test provokes. */
  pageErrors: string[];
}

/**
 * Registers the hooks a browser test file needs and answers the session they fill in: one
 * Chromium and one server for the file, a fresh page for each test. After each test, the page
 * must have reported no script error, failed load or CSP violation, and loaded nothing from
 * another host.
 */
export function useBrowserSession(serverConfig: SiteServerConfig = {}): BrowserSession {
  const session = {} as BrowserSession;
  let browser: Browser;
  let context: BrowserContext;
  const requestedHosts = new Set<string>();

  beforeAll(async () => {
    browser = await launchBrowser();
    session.server = await startSiteServer(serverConfig);
  });
  afterAll(async () => {
    await browser?.close();
    await session.server?.close();
  });
  beforeEach(async () => {
    context = await newPhoneContext(browser, session.server.baseUrl);
    session.page = await context.newPage();
    session.pageErrors = collectPageErrors(session.page);
    requestedHosts.clear();
    session.page.on('request', (request) => requestedHosts.add(new URL(request.url()).hostname));
  });
  afterEach(async () => {
    expect(session.pageErrors, 'script errors, failed loads or CSP violations on the page').toEqual([]);
    expect(
      [...requestedHosts].filter((host) => host !== '127.0.0.1'),
      'pages load nothing from another host',
    ).toEqual([]);
    await context.close();
  });
  return session;
}
