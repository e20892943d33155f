import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { BUILD_INFO_FILE, type BuildInfo } from '#contract/site/build-info';

/** Writes dist/.build-info.json: the address the site was built for, which the server compares with its SITE_URL. */
export function buildInfo(): AstroIntegration {
  let site = '';
  return {
    name: 'your-home-in-ghana:build-info',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ?? '';
      },
      'astro:build:done': async ({ dir }) => {
        const info: BuildInfo = { siteUrl: new URL(site).origin };
        await writeFile(path.join(fileURLToPath(dir), BUILD_INFO_FILE), `${JSON.stringify(info)}\n`);
      },
    },
  };
}
