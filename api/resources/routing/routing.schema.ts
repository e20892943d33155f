import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { GHANA_REGION_OPTIONS, LEAD_TYPES, type LeadType } from '#contract/leads/join-options';
import { DEFAULT_FIRST_RESPONSE_MINUTES, ROUTING_LIMITS, type RoutingRule } from '#contract/routing/routing-api';
import { NestedList } from '../../platform/validation/nested-list';
import { FitsColumn, IsFilled, IsOneLine } from '../../platform/validation/validators';

const REGIONS = GHANA_REGION_OPTIONS.map((option) => option.value);
/** As long as a lead's `source` column. */
const SOURCE_MAX_LENGTH = 253;

/** Text inside the body is trimmed as the body's own fields are (validated-input), and made well-formed. */
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.toWellFormed().trim() : value);
const trimmedEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((item) => trimmed({ value: item })) : value;

/** The largest id a user row can have (a 32-bit integer): a bigger number is no user, and no query is run for it. */
const LARGEST_ID = 2_147_483_647;

// Names and sources are read in one line (the timeline, emails, the lists' filter).
const oneLine = (message: string, each = false) => IsOneLine(message, { each });

const filledEach = (message: string) =>
  ValidateBy(
    { name: 'isFilled', validator: { validate: (value) => typeof value === 'string' && value !== '' } },
    { message, each: true },
  );

/** Sources match whatever their case: one spelling each. */
const UniqueIgnoringCase = (message: string) =>
  ArrayUnique((source: unknown) => (typeof source === 'string' ? source.toLocaleLowerCase('en-US') : source), {
    message,
  });

// Rules run bottom-up and only a field's first failure is reported: the type check sits lowest. A condition left
// out matches every lead, as an empty one does.

/** One rule of PUT /api/admin/routing (RoutingRule). */
export class RoutingRuleDto implements RoutingRule {
  @oneLine('Please keep the name on one line, without unusual invisible characters.')
  @FitsColumn(
    ROUTING_LIMITS.nameMaxLength,
    `Please keep the name under ${ROUTING_LIMITS.nameMaxLength + 1} characters.`,
  )
  @IsFilled('Please give the rule a name.')
  @IsString({ message: 'Please give the name as text.' })
  @Transform(trimmed)
  name = '';

  @ArrayUnique({ message: 'Please choose each lead type once.' })
  @IsIn(LEAD_TYPES, { each: true, message: 'Please choose among buyer, seller and renter.' })
  @IsArray({ message: 'Please give the lead types as a list (buyer, seller, renter), empty for every type.' })
  leadTypes: LeadType[] = [];

  @ArrayUnique({ message: 'Please choose each region once.' })
  @IsIn(REGIONS, { each: true, message: `Please choose regions from: ${REGIONS.join(', ')}.` })
  @IsArray({ message: 'Please give the regions as a list, empty for any region.' })
  regions: string[] = [];

  @IsBoolean({ message: 'Please answer true (abroad), false (in Ghana) or null (both).' })
  @ValidateIf((rule: RoutingRuleDto) => rule.abroad !== null)
  abroad: boolean | null = null;

  @UniqueIgnoringCase('Please give each source once.')
  @oneLine('Please keep each source on one line, without unusual invisible characters.', true)
  @MaxLength(SOURCE_MAX_LENGTH, {
    each: true,
    message: `Please keep each source under ${SOURCE_MAX_LENGTH + 1} characters.`,
  })
  @filledEach('Please leave out empty sources.')
  @IsString({ each: true, message: 'Please give each source as text.' })
  @ArrayMaxSize(ROUTING_LIMITS.sourcesPerRule, {
    message: `Please give at most ${ROUTING_LIMITS.sourcesPerRule} sources.`,
  })
  @IsArray({ message: 'Please give the sources as a list, empty for any source.' })
  @Transform(trimmedEach)
  sources: string[] = [];

  @ArrayUnique({ message: 'Please name each agent once.' })
  @Max(LARGEST_ID, { each: true, message: 'Please choose agents from the list of users.' })
  @Min(1, { each: true, message: 'Please choose agents from the list of users.' })
  @IsInt({ each: true, message: 'Please give the agents as user ids.' })
  @ArrayMaxSize(ROUTING_LIMITS.agentsPerRule, {
    message: `Please name at most ${ROUTING_LIMITS.agentsPerRule} agents.`,
  })
  @ArrayNotEmpty({ message: 'Please choose at least one agent.' })
  @IsArray({ message: 'Please give the agents as a list of user ids.' })
  agentIds: number[] = [];

  @Max(ROUTING_LIMITS.firstResponseMinutes.max, {
    message: `Please give at most ${ROUTING_LIMITS.firstResponseMinutes.max} minutes (a day).`,
  })
  @Min(ROUTING_LIMITS.firstResponseMinutes.min, { message: 'Please give at least 1 minute.' })
  @IsInt({ message: 'Please give the first-response target as whole minutes.' })
  firstResponseMinutes = DEFAULT_FIRST_RESPONSE_MINUTES;
}

/** PUT /api/admin/routing: the whole list, in the order the rules are tried. */
export class RoutingRulesDto {
  @NestedList(() => RoutingRuleDto, 'Please give each rule as an object.')
  @ArrayMaxSize(ROUTING_LIMITS.rules, { message: `Please keep to ${ROUTING_LIMITS.rules} rules.` })
  @IsArray({ message: 'Please give the rules as a list.' })
  rules: RoutingRuleDto[] = [];
}
