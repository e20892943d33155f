import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import type { HookParameters } from 'astro';
import { buildInfo } from './build-info-integration';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('the build writes the SITE_URL origin it was built with to dist/.build-info.json', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  const { hooks } = buildInfo();
  await hooks['astro:config:done']!({
    config: { site: 'https://yourhomeinghana.com/' },
  } as HookParameters<'astro:config:done'>);
  await hooks['astro:build:done']!({ dir: pathToFileURL(`${dir}/`) } as HookParameters<'astro:build:done'>);
  expect(JSON.parse(readFileSync(path.join(dir, '.build-info.json'), 'utf8'))).toEqual({
    siteUrl: 'https://yourhomeinghana.com',
  });
});
