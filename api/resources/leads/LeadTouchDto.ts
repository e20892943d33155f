import { IsIn, IsString, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import {
  CALL_OUTCOMES,
  type CallOutcome,
  TOUCH_KINDS,
  TOUCH_NOTE_MAX_LENGTH,
  type LeadTouchInput,
  type TouchKind,
} from '#contract/leads/lead-touches';
import { HasNoControlCharacters } from '../../platform/validation/validators';

// Rules run bottom-up and only a field's first failure is reported: the type check sits lowest.

const isCall = (dto: LeadTouchDto) => dto.kind === 'called';
const given = (value: unknown) => value !== undefined && value !== null;
// Whether a call needs an outcome is said once the kind is known: an unknown kind is its own one error.
const knownKind = (dto: LeadTouchDto) => (TOUCH_KINDS as readonly unknown[]).includes(dto.kind);

/**
 * The body of POST /api/leads/{id}/touches (LeadTouchInput): what kind of touch, how a call went (required for a
 * call, refused for the rest; null counts as not given) and an optional note, trimmed when read.
 */
export class LeadTouchDto implements LeadTouchInput {
  @IsIn(TOUCH_KINDS, { message: `Choose what you did: ${TOUCH_KINDS.join(', ')}.` })
  kind = '' as TouchKind;

  @IsIn(CALL_OUTCOMES, { message: `Say how the call went: ${CALL_OUTCOMES.join(', ')}.` })
  @ValidateIf((dto: LeadTouchDto) => knownKind(dto) && (isCall(dto) || given(dto.outcome)))
  @ValidateBy(
    {
      name: 'onlyForCalls',
      validator: { validate: (value, args) => !given(value) || isCall(args!.object as LeadTouchDto) },
    },
    { message: 'Only a call has an outcome: leave it out for this kind of touch.' },
  )
  outcome?: CallOutcome | null = undefined;

  @HasNoControlCharacters()
  @MaxLength(TOUCH_NOTE_MAX_LENGTH, {
    message: `A touch's note can be at most ${TOUCH_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  })
  @IsString({ message: 'Please write the note as text.' })
  @ValidateIf((dto: LeadTouchDto) => given(dto.note))
  note?: string | null = undefined;
}
