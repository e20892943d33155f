import { IsString, ValidateBy, ValidateIf, type ValidationArguments } from 'class-validator';
import { FIRST_TOUCH_MAX, type FirstTouch } from '#contract/leads/first-touch';

// Tabs and line breaks included: none belongs in a UTM value, a host or a path.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const FIRST_TOUCH_CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

const maxOf = (args?: ValidationArguments) => FIRST_TOUCH_MAX[args?.property as keyof FirstTouch];

/** One part of the first touch, when given: text within its cap (FIRST_TOUCH_MAX), without control characters. */
function IsFirstTouchPart(): PropertyDecorator {
  return (target, key) => {
    ValidateIf((_, value) => value !== undefined)(target, key);
    IsString({ message: ({ property }) => `The first touch's ${property} must be text.` })(target, key);
    ValidateBy(
      { name: 'fitsFirstTouchPart', validator: { validate: (value, args) => (value as string).length <= maxOf(args) } },
      { message: (args) => `The first touch's ${args.property} must be at most ${maxOf(args)} characters.` },
    )(target, key);
    const validate = (value: unknown) => !FIRST_TOUCH_CONTROL_CHARACTERS.test(value as string);
    ValidateBy(
      { name: 'firstTouchPartHasNoControl', validator: { validate } },
      { message: ({ property }) => `The first touch's ${property} must not hold control characters.` },
    )(target, key);
  };
}

/**
 * Where the visit began, as the join island sends it with a lead (`firstTouch`, see #contract/leads/first-touch):
 * every part optional. Its parts are kept as sent and trimmed when stored (firstTouchOf).
 */
export class FirstTouchDto implements Partial<FirstTouch> {
  @IsFirstTouchPart() utmSource?: string;
  @IsFirstTouchPart() utmMedium?: string;
  @IsFirstTouchPart() utmCampaign?: string;
  @IsFirstTouchPart() utmTerm?: string;
  @IsFirstTouchPart() utmContent?: string;
  @IsFirstTouchPart() referrerHost?: string;
  @IsFirstTouchPart() landingPath?: string;
}
