import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { BLOG_LIMITS } from '#contract/blog/blog-limits';
import { isFiltered } from './blog/blog-query';
import { showOnlyCards } from './blog/card-visibility';
import type { ListedPost } from './blog/search-entry';
import { useBlogFilter } from './blog/useBlogFilter';
import { useSearchIndex } from './blog/useSearchIndex';
import { countLine, visiblePosts } from './blog/visible-posts';
import { CONTROL_CLASS, SELECT_CLASS } from './join/field-styles';
import { SelectChevron } from './join/SelectChevron';

interface BlogFilterProps {
  /** The listed posts in page order. */
  posts: ListedPost[];
  /** The categories present, for the dropdown. */
  categories: string[];
}

/**
 * The blog list's search and category filter: filters the pre-rendered cards in place,
 * keeps the filter in the URL, says how many articles show, and shows the empty state.
 */
export function BlogFilter({ posts, categories }: BlogFilterProps) {
  const id = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  const categorySelect = useRef<HTMLSelectElement>(null);
  const { filter, setSearch, setCategory, clear } = useBlogFilter(categories, searchBox, categorySelect);
  const { index, load } = useSearchIndex();
  const visible = visiblePosts(posts, filter, index);
  const visibleKey = visible.ids.join('\n');
  const filtered = isFiltered(filter);

  useEffect(() => {
    if (filter.search.trim()) load();
  }, [filter.search, load]);

  // A layout effect runs in the same commit as the count line's new text, before the browser paints or a
  // screen reader hears the status: the line never counts cards other than those shown.
  useLayoutEffect(() => {
    showOnlyCards(visibleKey ? visibleKey.split('\n') : []);
  }, [visibleKey]);

  const clearAndRefocus = () => {
    clear();
    // The button pressed disappears with the filter: keep keyboard focus in the filter rather than lose it.
    searchBox.current?.focus();
  };

  return (
    <div className="space-y-4">
      <form
        role="search"
        aria-label="Search articles"
        className="js-only flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex-1">
          <label htmlFor={`${id}-search`} className="sr-only">
            Search articles
          </label>
          <input
            ref={searchBox}
            id={`${id}-search`}
            type="search"
            name="search"
            placeholder="Search articles..."
            autoComplete="off"
            maxLength={BLOG_LIMITS.search}
            enterKeyHint="search"
            value={filter.search}
            onChange={(event) => setSearch(event.target.value)}
            onFocus={load}
            onPointerEnter={load}
            className={CONTROL_CLASS}
          />
        </div>
        <div className="relative sm:w-64">
          <label htmlFor={`${id}-category`} className="sr-only">
            Category
          </label>
          <select
            ref={categorySelect}
            id={`${id}-category`}
            name="category"
            value={filter.category}
            onChange={(event) => setCategory(event.target.value)}
            className={SELECT_CLASS}
          >
            <option value="all">All Categories</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
          <SelectChevron />
        </div>
        {filtered && (
          <button type="button" onClick={clearAndRefocus} className="btn btn-sm btn-outline">
            Clear Filters
          </button>
        )}
      </form>

      <p role="status" className="text-base text-slate-700">
        {countLine(visible)}
      </p>

      {visible.status === 'ready' && visible.ids.length === 0 && (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <h2 className="text-xl font-bold text-ink-900">No articles found</h2>
          <p className="mx-auto mt-2 max-w-md text-base text-slate-700">
            Try adjusting your search terms or clearing the filters to see more results.
          </p>
          <button type="button" onClick={clearAndRefocus} className="btn btn-primary mt-6">
            Clear All Filters
          </button>
        </div>
      )}
    </div>
  );
}
