/**
 * What "safe rendered markdown" means, as one check the pipeline's unit tests and the built-site
 * tests share: it lists every executable element, event handler, stray style or disallowed address in a
 * DOM subtree. Test support: the site itself never runs it.
 */

/** Elements that run code, load other documents, submit data or restyle the page. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'svg',
  'math',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'button',
  'textarea',
  'select',
  'option',
  'video',
  'audio',
  'source',
  'track',
  'canvas',
  'marquee',
  'dialog',
]);

/** Attributes a browser follows or fetches. */
const ADDRESS_ATTRIBUTES = [
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'data',
  'cite',
  'background',
  'longdesc',
  'ping',
  'manifest',
  'lowsrc',
  'dynsrc',
];

const ALLOWED_PROTOCOLS = new Set(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);

/** The scheme a browser would see: it drops surrounding controls and spaces and every tab or newline. */
export function schemeOf(address: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
  const cleaned = address.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
}

function describe(element: Element): string {
  return `<${element.tagName.toLowerCase()}>`;
}

/** Every unsafe part of `root`'s descendants, described; empty when the markup is safe. */
export function unsafeMarkup(root: Element | DocumentFragment): string[] {
  const problems: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    // GFM task lists render disabled checkboxes; any other input is out.
    const isTaskCheckbox =
      tag === 'input' && element.getAttribute('type') === 'checkbox' && element.hasAttribute('disabled');
    if (
      FORBIDDEN_ELEMENTS.has(tag) ||
      (tag === 'input' && !isTaskCheckbox) ||
      element.namespaceURI !== 'http://www.w3.org/1999/xhtml'
    ) {
      problems.push(`element ${describe(element)}`);
    }
    for (const { name, value } of Array.from(element.attributes)) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on')) problems.push(`${describe(element)} ${attribute}="${value}"`);
      // Code colours are classes (site/lib/shiki-classes.ts): no style attribute belongs in rendered markdown.
      if (attribute === 'style') problems.push(`${describe(element)} style="${value}"`);
      if (attribute === 'srcdoc') problems.push(`${describe(element)} srcdoc`);
      if (ADDRESS_ATTRIBUTES.includes(attribute)) {
        const scheme = schemeOf(value);
        if (scheme !== undefined && !ALLOWED_PROTOCOLS.has(scheme))
          problems.push(`${describe(element)} ${attribute}="${value}"`);
      }
    }
    if (tag === 'a' && element.getAttribute('target') === '_blank') {
      const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer'))
        problems.push(`${describe(element)} target=_blank without rel noopener noreferrer`);
    }
  }
  return problems;
}
