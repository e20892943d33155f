import { useId } from 'react';
import type { PostContent } from '#contract/campaigns/campaigns-api';
import { formatDate } from '../lib/format';
import { QueryError } from '../ui/QueryError';
import { Select } from '../ui/Select';
import { FieldError } from '../routing/FieldError';
import { RadioChoice } from './RadioChoice';
import { useBlogPosts } from './useBlogPosts';

const CONTENT_OPTIONS = [
  ['summary', 'Summary', 'The post’s summary and a link to read it on the blog.'],
  ['article', 'Whole article', 'The whole post in the email, and a link to it.'],
] as const;

interface PostPickerProps {
  postId: string | null;
  postContent: PostContent;
  onPost: (postId: string | null) => void;
  onContent: (content: PostContent) => void;
  problems: { postId?: string; postContent?: string };
}

/** Which blog post the email sends (newest first), and how much of it. */
export function PostPicker({ postId, postContent, onPost, onContent, problems }: PostPickerProps) {
  const posts = useBlogPosts();
  const id = useId();
  const chosen = posts.data?.find((post) => post.id === postId);
  const options = [
    ['', posts.isLoading ? 'Loading posts...' : 'Choose a post'] as const,
    ...(posts.data ?? []).map((post) => [post.id, `${post.title} (${formatDate(post.publishedAt)})`] as const),
    // A post gone since the campaign was saved still shows as chosen, so the reason it is refused is clear.
    ...(postId && posts.data && !chosen ? [[postId, `${postId} (no longer on the blog)`] as const] : []),
  ];
  return (
    <div className="space-y-4">
      {posts.isError ? (
        <QueryError compact message="Failed to fetch the blog’s posts" onRetry={posts.refetch} />
      ) : (
        <Select
          id={`${id}-post`}
          label="Post"
          value={postId ?? ''}
          options={options}
          onChange={(value) => onPost(value === '' ? null : value)}
          disabled={posts.isLoading}
          invalid={Boolean(problems.postId)}
          describedBy={problems.postId ? `${id}-post-error` : chosen ? `${id}-excerpt` : undefined}
        >
          <FieldError id={`${id}-post-error`} message={problems.postId} />
          {chosen && (
            <p id={`${id}-excerpt`} className="mt-1 text-sm break-words text-slate-700">
              {chosen.excerpt}
            </p>
          )}
        </Select>
      )}
      <RadioChoice
        legend="What the email carries"
        options={CONTENT_OPTIONS}
        value={postContent}
        onChange={onContent}
        problem={problems.postContent}
      />
    </div>
  );
}
