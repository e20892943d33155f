import { escapeHtml } from '../mail/escape-html';

/**
 * A built page with the text of each element marked `data-fill="<name>"` replaced by `values[name]`, escaped:
 * how a pre-rendered page names what only the request knows (the address just unsubscribed). An element whose
 * name has no value keeps the text it was built with.
 */
export function fillPageText(html: string, values: Record<string, string>): string {
  return html.replace(
    /(<[a-z][a-z0-9]*\s[^>]*\bdata-fill="([a-z-]+)"[^>]*>)[^<]*/g,
    (element, opening: string, name: string) =>
      Object.hasOwn(values, name) ? `${opening}${escapeHtml(values[name]!)}` : element,
  );
}
