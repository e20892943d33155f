/**
 * What the site's build records about itself in dist/ (a dotfile: the server does not serve it),
 * for the server to check its own settings against.
 */
export const BUILD_INFO_FILE = '.build-info.json';

export interface BuildInfo {
  /** The SITE_URL origin the canonical links, the sitemap and the feeds were built with. */
  siteUrl: string;
}
