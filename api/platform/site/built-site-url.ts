import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_INFO_FILE, type BuildInfo } from '#contract/site/build-info';

/** The SITE_URL origin the site in `distDir` was built for; undefined when its build did not record one. */
export async function builtSiteUrl(distDir: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(distDir, BUILD_INFO_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const { siteUrl } = JSON.parse(text) as Partial<BuildInfo>;
    return typeof siteUrl === 'string' ? new URL(siteUrl).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The warning for a server whose SITE_URL is not the one its built site names (a server started
 * directly, not through `npm start`, which rebuilds when SITE_URL changes); undefined when they agree.
 */
export function siteUrlMismatch(built: string | undefined, siteUrl: string): string | undefined {
  if (built === undefined || built === new URL(siteUrl).origin) return undefined;
  return (
    `The site in dist/ was built for SITE_URL=${built}, but this server runs with SITE_URL=${siteUrl}: canonical links, ` +
    `the sitemap and the feeds name ${built}. Rebuild with this SITE_URL ("npm run build"; "npm start" rebuilds by itself).`
  );
}
