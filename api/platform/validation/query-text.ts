import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/** A given value as read: text trimmed and made well-formed; empty text and null count as absent. */
const asRead = (value: unknown) =>
  typeof value === 'string' ? value.toWellFormed().trim() || undefined : (value ?? undefined);

/**
 * A query parameter, or a filter sent in a body (read the same way): given once, as text. Trimmed and made
 * well-formed; empty counts as absent, so the field keeps its default (clients append a filter only when set).
 * A parameter given twice or in a bracketed form arrives as a list and is refused rather than one copy silently
 * winning. Put it lowest, so the field's other rules see text only.
 */
export function IsQueryText(): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => asRead(value))(target, key);
    ValidateBy(
      { name: 'isQueryText', validator: { validate: (value) => value === undefined || typeof value === 'string' } },
      { message: 'Give this filter once, as text.' },
    )(target, key);
  };
}
