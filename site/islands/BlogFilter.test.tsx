// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOG_LIMITS } from '#contract/blog/blog-limits';
import { BlogFilter } from './BlogFilter';
import type { BlogSearchEntry } from './blog/search-entry';

const ENTRIES: BlogSearchEntry[] = [
  {
    id: 'land-title',
    title: 'Checking a land title',
    excerpt: 'Before you **pay**',
    content: 'Visit the Lands Commission.',
    category: 'Land and Title',
  },
  {
    id: 'rent-advance',
    title: 'Rent advance in Accra',
    excerpt: 'Six months or two years?',
    content: 'The Rent Act says six months.',
    category: 'Renting',
  },
  {
    id: 'market-2026',
    title: 'Market insights',
    excerpt: 'What moved prices',
    content: 'Cedi and dollar prices in EAST LEGON.',
    category: 'Market',
  },
];
const POSTS = ENTRIES.map(({ id, category }) => ({ id, category }));
const CATEGORIES = ['Land and Title', 'Market', 'Renting'];

const fetchMock = vi.fn<typeof fetch>();
let cards: HTMLElement;

/** The page as pre-rendered: the island, and the static cards it shows and hides. */
function renderPage(url = '/blog') {
  window.history.replaceState(null, '', url);
  cards = document.body.appendChild(document.createElement('ul'));
  cards.innerHTML = POSTS.map(({ id }) => `<li data-blog-card="${id}">${id}</li>`).join('');
  return render(<BlogFilter posts={POSTS} categories={CATEGORIES} />);
}

const shownCards = () =>
  [...cards.querySelectorAll<HTMLElement>('[data-blog-card]')]
    .filter((card) => !card.hidden)
    .map((card) => card.dataset.blogCard);
const status = () => screen.getByRole('status').textContent;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search articles' });
const categorySelect = () => screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json(ENTRIES));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  cards.remove();
  vi.unstubAllGlobals();
});

describe('blog filter', () => {
  it('starts with every post, all categories and no Clear Filters, and fetches nothing', async () => {
    renderPage();
    expect(status()).toBe('Showing 3 articles');
    expect(shownCards()).toEqual(['land-title', 'rent-advance', 'market-2026']);
    expect([...categorySelect().options].map((option) => option.text)).toEqual(['All Categories', ...CATEGORIES]);
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('searches title, excerpt and content case-insensitively, and keeps the term in the URL', async () => {
    renderPage();
    fireEvent.change(searchBox(), { target: { value: 'east legon' } });
    await waitFor(() => expect(status()).toBe('Showing 1 article'));
    expect(shownCards()).toEqual(['market-2026']);
    expect(window.location.search).toBe('?search=east+legon');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(searchBox(), { target: { value: 'PAY' } });
    expect(shownCards()).toEqual(['land-title']);
    fireEvent.change(searchBox(), { target: { value: 'six months' } });
    expect(shownCards()).toEqual(['rent-advance']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('changes the count line and the cards together, in one commit, whichever way the filter changes', async () => {
    renderPage();
    // Each time the count line changes, the cards it counts must already be the ones shown: a reader (or a
    // screen reader announcing the status) never sees 'Showing 1 article' beside three cards.
    const seen: { line: string | null; cards: number }[] = [];
    const observer = new MutationObserver(() => seen.push({ line: status(), cards: shownCards().length }));
    observer.observe(screen.getByRole('status'), { characterData: true, childList: true, subtree: true });

    fireEvent.change(searchBox(), { target: { value: 'east legon' } });
    await waitFor(() => expect(status()).toBe('Showing 1 article'));
    fireEvent.change(categorySelect(), { target: { value: 'Renting' } });
    await waitFor(() => expect(status()).toBe('No articles found matching your criteria'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(status()).toBe('Showing 3 articles'));
    observer.disconnect();

    const counted = seen.filter(({ line }) => line?.startsWith('Showing') || line?.startsWith('No articles'));
    expect(counted.map(({ line }) => line)).toEqual([
      'Showing 1 article',
      'No articles found matching your criteria',
      'Showing 3 articles',
    ]);
    for (const { line, cards } of counted)
      expect(cards, line ?? '').toBe(line?.startsWith('No articles') ? 0 : Number(line?.split(' ')[1]));
  });

  it('names the search form apart from the list, caps the search as the API does, and keeps a blank search out of the URL', async () => {
    renderPage('/blog?category=Renting');
    expect(screen.getByRole('search', { name: 'Search articles' })).toBeTruthy();
    expect((searchBox() as HTMLInputElement).maxLength).toBe(BLOG_LIMITS.search);
    fireEvent.change(searchBox(), { target: { value: '   ' } });
    expect(window.location.search).toBe('?category=Renting');
    fireEvent.change(searchBox(), { target: { value: ' accra ' } });
    expect(window.location.search).toBe('?category=Renting&search=accra');
  });

  it('filters by exact category without fetching, and Clear Filters resets both and refocuses the search box', async () => {
    renderPage();
    fireEvent.change(categorySelect(), { target: { value: 'Renting' } });
    expect(shownCards()).toEqual(['rent-advance']);
    expect(status()).toBe('Showing 1 article');
    expect(window.location.search).toBe('?category=Renting');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(shownCards()).toHaveLength(3);
    expect(categorySelect().value).toBe('all');
    expect(window.location.search).toBe('');
    expect(document.activeElement).toBe(searchBox());
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });

  it('shows the empty state, and Clear All Filters brings every post back', async () => {
    renderPage();
    fireEvent.change(categorySelect(), { target: { value: 'Market' } });
    fireEvent.change(searchBox(), { target: { value: 'rent act' } });
    await waitFor(() => expect(status()).toBe('No articles found matching your criteria'));
    expect(shownCards()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeTruthy();
    expect(
      screen.getByText('Try adjusting your search terms or clearing the filters to see more results.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(shownCards()).toHaveLength(3);
    expect(searchBox()).toHaveProperty('value', '');
    expect(screen.queryByRole('heading', { name: 'No articles found' })).toBeNull();
  });

  it('opens filtered from a shared URL, and ignores a category the list does not have', async () => {
    renderPage('/blog?search=commission&category=Land+and+Title');
    await waitFor(() => expect(status()).toBe('Showing 1 article'));
    expect(searchBox()).toHaveProperty('value', 'commission');
    expect(categorySelect().value).toBe('Land and Title');
    cleanup();
    cards.remove();

    renderPage('/blog?category=Nope&utm_source=whatsapp');
    await waitFor(() => expect(window.location.search).toBe('?utm_source=whatsapp'));
    expect(categorySelect().value).toBe('all');
    expect(shownCards()).toHaveLength(3);
  });

  it('follows the URL when history moves within the page', async () => {
    renderPage('/blog?category=Market');
    await waitFor(() => expect(shownCards()).toEqual(['market-2026']));
    act(() => {
      window.history.replaceState(null, '', '/blog?category=Renting');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(shownCards()).toEqual(['rent-advance']);
    expect(categorySelect().value).toBe('Renting');
  });

  it('says it is loading while the texts arrive, and that loading failed if they do not', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    fireEvent.change(searchBox(), { target: { value: 'accra' } });
    expect(status()).toBe('Loading blog posts...');
    await act(async () => answer(new Response('oops', { status: 503 })));
    await waitFor(() => expect(status()).toBe('Failed to load blog posts. Please try again later.'));
    // No search can be answered: every card stays readable rather than an empty list.
    expect(shownCards()).toHaveLength(3);

    // Focusing the search box again retries.
    fireEvent.focus(searchBox());
    await waitFor(() => expect(status()).toBe('Showing 1 article'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps what the reader typed before the island hydrated', async () => {
    window.history.replaceState(null, '', '/blog');
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    cards = document.body.appendChild(document.createElement('ul'));
    cards.innerHTML = POSTS.map(({ id }) => `<li data-blog-card="${id}">${id}</li>`).join('');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<BlogFilter posts={POSTS} categories={CATEGORIES} />);
    container.querySelector('select')!.value = 'Renting';
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <BlogFilter posts={POSTS} categories={CATEGORIES} />);
    });
    expect(shownCards()).toEqual(['rent-advance']);
    expect(window.location.search).toBe('?category=Renting');
    act(() => root?.unmount());
    container.remove();
  });
});
