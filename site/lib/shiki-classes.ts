/**
 * Shiki writes its colours as style attributes, which a strict CSP can only allow with 'unsafe-hashes'.
 * With Astro's 'css-variables' theme every colour is one of a few named variables, so this transformer
 * turns each declaration into a class (styled in site/styles/code-colours.css) and leaves no style
 * attribute behind. A declaration it does not know fails the build rather than ship an unstyled or
 * CSP-blocked block.
 */

interface HastElement {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastElement[];
}

/** Declarations the stylesheet already covers for every code block (`.prose-blog pre`). */
const DROPPED = new Set(['background-color:var(--astro-code-background)', 'overflow-x:auto']);

const FIXED_CLASSES: Record<string, string> = {
  'user-select:none': 'code-no-select',
  'font-style:italic': 'code-italic',
  'font-weight:bold': 'code-bold',
  'text-decoration:underline': 'code-underline',
};

const COLOUR = /^color:var\(--astro-code-([a-z0-9-]+)\)$/;

/** The classes for one style attribute's value; throws on a declaration with no class. */
export function classesForStyle(style: string): string[] {
  const classes: string[] = [];
  for (const raw of style.split(';')) {
    const declaration = raw.replace(/\s+/g, '').toLowerCase();
    if (!declaration || DROPPED.has(declaration)) continue;
    const colour = COLOUR.exec(declaration)?.[1];
    const name = colour ? `code-${colour}` : FIXED_CLASSES[declaration];
    if (!name)
      throw new Error(`Shiki wrote the style "${raw.trim()}", which has no class in site/lib/shiki-classes.ts`);
    classes.push(name);
  }
  return classes;
}

function moveStylesToClasses(node: HastElement): void {
  const style = node.properties?.style;
  if (typeof style === 'string') {
    const existing = node.properties!.class;
    const current = Array.isArray(existing)
      ? existing.map(String)
      : typeof existing === 'string'
        ? existing.split(/\s+/)
        : [];
    const { style: _removed, ...rest } = node.properties!;
    const classes = [...current, ...classesForStyle(style)].filter(Boolean);
    node.properties = classes.length ? { ...rest, class: classes.join(' ') } : rest;
  }
  node.children?.forEach(moveStylesToClasses);
}

/** Shiki transformer: runs on the finished block, after Astro's own (which adds the pre's overflow style). */
export const shikiStylesToClasses = {
  name: 'styles-to-classes',
  root(root: unknown) {
    moveStylesToClasses(root as HastElement);
  },
};
