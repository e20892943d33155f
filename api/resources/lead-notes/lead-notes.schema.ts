import { IsString, MaxLength } from 'class-validator';
import { NOTE_MAX_LENGTH } from '#contract/lead-notes/lead-notes-api';
import { HasNoControlCharacters, IsFilled } from '../../platform/validation/validators';

// Rules run bottom-up and only a field's first failure is reported: the type check sits lowest.

/** POST /api/leads/{id}/notes and PATCH /api/leads/{id}/notes/{noteId}: the note's text (trimmed when read). */
export class LeadNoteDto {
  @HasNoControlCharacters()
  @MaxLength(NOTE_MAX_LENGTH, {
    message: `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  })
  @IsFilled('Please write the note first.')
  @IsString({ message: 'Please write the note as text.' })
  body = '';
}
