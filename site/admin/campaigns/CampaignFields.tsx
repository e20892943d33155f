import { useId } from 'react';
import { CAMPAIGN_LIMITS, type CampaignInput, type CampaignSource } from '#contract/campaigns/campaigns-api';
import { CONTROL_CLASS, LABEL_CLASS } from '../../islands/join/field-styles';
import { FieldError } from '../routing/FieldError';
import type { CampaignProblems } from './campaign-form';
import { CharacterCount } from './CharacterCount';
import { PostPicker } from './PostPicker';
import { RadioChoice } from './RadioChoice';

const SOURCE_OPTIONS = [
  ['markdown', 'Write an email'],
  ['post', 'Send a post'],
] as const;

interface CampaignFieldsProps {
  form: CampaignInput;
  problems: CampaignProblems;
  onChange: <F extends keyof CampaignInput>(field: F, value: CampaignInput[F]) => void;
}

/** What the email says: its subject lines, and its body written here or taken from a blog post. */
export function CampaignFields({ form, problems, onChange }: CampaignFieldsProps) {
  const id = useId();
  const described = (field: keyof CampaignInput, ...others: string[]) =>
    [...others, problems[field] && `${id}-${field}-error`].filter(Boolean).join(' ') || undefined;
  const invalid = (field: keyof CampaignInput) => (problems[field] ? true : undefined);

  return (
    <div className="space-y-5">
      <div>
        <label htmlFor={`${id}-subject`} className={LABEL_CLASS}>
          Subject
        </label>
        <input
          id={`${id}-subject`}
          type="text"
          autoComplete="off"
          value={form.subject}
          onChange={(event) => onChange('subject', event.target.value)}
          aria-invalid={invalid('subject')}
          aria-describedby={described('subject', `${id}-subject-count`)}
          className={`${CONTROL_CLASS} mt-1`}
        />
        <CharacterCount
          id={`${id}-subject-count`}
          length={form.subject.trim().length}
          max={CAMPAIGN_LIMITS.subjectMaxLength}
        />
        <FieldError id={`${id}-subject-error`} message={problems.subject} />
      </div>
      <div>
        <label htmlFor={`${id}-preheader`} className={LABEL_CLASS}>
          Preheader (optional)
        </label>
        <input
          id={`${id}-preheader`}
          type="text"
          autoComplete="off"
          value={form.preheader}
          onChange={(event) => onChange('preheader', event.target.value)}
          aria-invalid={invalid('preheader')}
          aria-describedby={described('preheader', `${id}-preheader-hint`, `${id}-preheader-count`)}
          className={`${CONTROL_CLASS} mt-1`}
        />
        <p id={`${id}-preheader-hint`} className="mt-1 text-sm text-slate-700">
          The line the inbox shows after the subject, before the email is opened.
        </p>
        <CharacterCount
          id={`${id}-preheader-count`}
          length={form.preheader.trim().length}
          max={CAMPAIGN_LIMITS.preheaderMaxLength}
        />
        <FieldError id={`${id}-preheader-error`} message={problems.preheader} />
      </div>
      <RadioChoice
        legend="Content"
        options={SOURCE_OPTIONS}
        value={form.source}
        onChange={(source: CampaignSource) => onChange('source', source)}
        problem={problems.source}
      />
      {form.source === 'markdown' ? (
        <div>
          <label htmlFor={`${id}-body`} className={LABEL_CLASS}>
            Email text
          </label>
          <textarea
            id={`${id}-body`}
            rows={14}
            value={form.bodyMarkdown}
            onChange={(event) => onChange('bodyMarkdown', event.target.value)}
            aria-invalid={invalid('bodyMarkdown')}
            aria-describedby={described('bodyMarkdown', `${id}-body-hint`, `${id}-body-count`)}
            className={`${CONTROL_CLASS} mt-1 resize-y font-mono`}
          />
          <p id={`${id}-body-hint`} className="mt-1 text-sm text-slate-700">
            Markdown, as the blog’s posts are written: **bold**, _italic_, [a link](https://…), lists and ## headings.
          </p>
          <CharacterCount
            id={`${id}-body-count`}
            length={form.bodyMarkdown.length}
            max={CAMPAIGN_LIMITS.bodyMaxLength}
          />
          <FieldError id={`${id}-bodyMarkdown-error`} message={problems.bodyMarkdown} />
        </div>
      ) : (
        <PostPicker
          postId={form.postId}
          postContent={form.postContent}
          onPost={(postId) => onChange('postId', postId)}
          onContent={(content) => onChange('postContent', content)}
          problems={problems}
        />
      )}
    </div>
  );
}
