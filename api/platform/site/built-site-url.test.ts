import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { builtSiteUrl, siteUrlMismatch } from './built-site-url';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

test('the build info names the origin the site was built for; a build without one names none', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  expect(await builtSiteUrl(dir)).toBeUndefined();
  writeFileSync(path.join(dir, '.build-info.json'), '{"siteUrl":"https://YourHomeInGhana.com/"}');
  expect(await builtSiteUrl(dir)).toBe('https://yourhomeinghana.com');
  writeFileSync(path.join(dir, '.build-info.json'), '{"siteUrl":');
  expect(await builtSiteUrl(dir)).toBeUndefined();
});

test('a mismatch is the only thing warned about', () => {
  expect(siteUrlMismatch('https://yourhomeinghana.com', 'https://yourhomeinghana.com')).toBeUndefined();
  expect(siteUrlMismatch(undefined, 'https://yourhomeinghana.com')).toBeUndefined();
  expect(siteUrlMismatch('http://localhost:4321', 'https://yourhomeinghana.com')).toMatch(
    /^The site in dist\/ was built for SITE_URL=http:\/\/localhost:4321, but this server runs with SITE_URL=https:\/\/yourhomeinghana\.com/,
  );
});
