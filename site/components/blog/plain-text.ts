/**
 * A markdown excerpt as plain text for meta descriptions and previews: links keep their text, emphasis
 * and code marks go. Not a renderer: the result is only ever escaped into attributes.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/^#+\s*/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}
