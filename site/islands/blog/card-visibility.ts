/** The pre-rendered cards (site/components/blog/BlogCard.astro) carry their post id in this attribute. */
export const CARD_ATTRIBUTE = 'data-blog-card';

/**
 * Shows the cards of the given posts and hides the others. The cards stay static HTML outside the island
 * (they read and link without JavaScript and cost no script); the island only toggles them.
 */
export function showOnlyCards(ids: readonly string[], root: ParentNode = document): void {
  const shown = new Set(ids);
  for (const card of root.querySelectorAll<HTMLElement>(`[${CARD_ATTRIBUTE}]`)) {
    card.hidden = !shown.has(card.getAttribute(CARD_ATTRIBUTE) ?? '');
  }
}
