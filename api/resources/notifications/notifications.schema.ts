import { ArrayUnique, IsArray, IsBoolean, IsIn } from 'class-validator';
import { LEAD_TYPES, type LeadType } from '#contract/leads/join-options';

/*
 * The Notifications screen's input. Every field is required: a client
 * that leaves one out must not switch an alert off by accident.
 */

// Rules run bottom-up and only a field's first failure is reported: the type check sits lowest.

/** PUT /api/admin/notifications/preferences/{userId}. */
export class NotificationPreferenceDto {
  @ArrayUnique({ message: 'Please choose each lead type once.' })
  @IsIn(LEAD_TYPES, { each: true, message: 'Please choose among buyer, seller and renter.' })
  @IsArray({ message: 'Please give the lead types as a list (buyer, seller, renter).' })
  alertLeadTypes!: LeadType[];

  @IsBoolean({ message: 'Please answer true or false.' })
  alertSubscribers!: boolean;

  @IsBoolean({ message: 'Please answer true or false.' })
  dailyDigest!: boolean;
}

/** PUT /api/admin/notifications/settings. */
export class NotificationSettingsDto {
  @IsBoolean({ message: 'Please answer true or false.' })
  visitorConfirmation!: boolean;
}
