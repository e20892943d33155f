import { ArrayNotEmpty, ArrayUnique, IsArray, IsBoolean, IsIn, IsString, MaxLength, ValidateBy } from 'class-validator';
import { WEBHOOK_EVENTS, type WebhookEvent } from '#contract/notifications/notifications-api';
import { HasNoControlCharacters, IsFilled } from '../../platform/validation/validators';
import { webhookUrlProblem } from '../../platform/webhooks/webhook-url-problem';

export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** An absolute http(s) URL without credentials; the production rules need the mode and are the service's. */
function IsWebhookUrl(): PropertyDecorator {
  return ValidateBy({
    name: 'isWebhookUrl',
    validator: {
      validate: (value) => typeof value === 'string' && webhookUrlProblem(value) === null,
      defaultMessage: (args) => webhookUrlProblem(String(args?.value ?? '')) ?? 'Please enter a full web address.',
    },
  });
}

// Rules run bottom-up and only a field's first failure is reported: the type check sits lowest.

/** POST /api/admin/webhooks and PUT /api/admin/webhooks/{id} (WebhookEndpointInput). */
export class WebhookEndpointDto {
  @IsWebhookUrl()
  @HasNoControlCharacters()
  @MaxLength(WEBHOOK_URL_MAX_LENGTH, {
    message: `Please keep the address under ${WEBHOOK_URL_MAX_LENGTH + 1} characters.`,
  })
  @IsFilled('Please enter the address to send events to.')
  @IsString({ message: 'Please enter the address as text.' })
  url = '';

  @ArrayUnique({ message: 'Please choose each event once.' })
  @IsIn(WEBHOOK_EVENTS, { each: true, message: `Please choose events from: ${WEBHOOK_EVENTS.join(', ')}.` })
  @ArrayNotEmpty({ message: 'Please choose at least one event.' })
  @IsArray({ message: 'Please give the events as a list.' })
  events: WebhookEvent[] = [];

  @IsBoolean({ message: 'Please say whether the endpoint is enabled (true or false).' })
  enabled = true;
}
