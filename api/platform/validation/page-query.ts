import { MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { LIST_LIMIT } from '#contract/shared/page-info';
import { IsQueryText } from './query-text';

/** `limit`, a page size: a whole number from 1 to LIST_LIMIT.max; optional. */
export function IsPageLimit(): PropertyDecorator {
  return (target, key) => {
    IsQueryText()(target, key);
    ValidateBy(
      {
        name: 'isPageLimit',
        validator: {
          validate: (value: unknown) =>
            typeof value === 'string' && /^[1-9]\d{0,2}$/.test(value) && Number(value) <= LIST_LIMIT.max,
        },
      },
      { message: `Use a limit from 1 to ${LIST_LIMIT.max}.` },
    )(target, key);
    ValidateIf((_, value) => value !== undefined)(target, key);
  };
}

/**
 * The longest cursor taken: a list sorted by name carries the last lead's name (up to 120 characters, three
 * UTF-8 bytes each at most in the scripts a name uses) in base64 with its time, id and signature.
 */
const MAX_CURSOR_LENGTH = 1024;

/** `cursor`, the previous page's nextCursor (PageCursors checks the rest); optional. */
export function IsPageCursor(): PropertyDecorator {
  return (target, key) => {
    IsQueryText()(target, key);
    MaxLength(MAX_CURSOR_LENGTH, { message: 'Invalid cursor.' })(target, key);
    ValidateIf((_, value) => value !== undefined)(target, key);
  };
}

/** The page size a checked `limit` asks for. */
export function pageLimitOf(limit: string | undefined): number {
  return limit === undefined ? LIST_LIMIT.default : Number(limit);
}
