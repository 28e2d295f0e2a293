import { listQueryClass } from '@bizapi/collections';
import { isEventSelector } from '@bizapi/contracts';
import { Optional, Required } from '@bizapi/conventions';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsString, MaxLength, ValidateBy } from 'class-validator';
import { SUBSCRIPTIONS } from './subscriptions.collection';

/** A catalog event name or a family wildcard; anything else is a VALIDATION_ERROR (docs/design/architecture-contract.md). */
const EventSelectors = (): PropertyDecorator => (target, key) => {
  IsArray({ message: 'events must be an array of event names' })(target, key);
  ArrayNotEmpty({ message: 'events must name at least one event' })(target, key);
  ArrayMaxSize(100)(target, key);
  ValidateBy({
    name: 'isEventSelector',
    validator: {
      validate: (value) => typeof value === 'string' && isEventSelector(value),
      defaultMessage: () => 'each value in events must be an event name of the catalog (e.g. person.created) or a family wildcard (e.g. person.*)',
    },
  }, { each: true })(target, key);
};

export class CreateSubscriptionDto {
  @Required() @IsString() @MaxLength(2048) url: string;
  @Required() @EventSelectors() events: string[];
  @Optional() @IsString() @MaxLength(1000) description?: string;
}

export class UpdateSubscriptionDto {
  @Optional() @IsString() @MaxLength(2048) url?: string;
  @Optional() @EventSelectors() events?: string[];
  @Optional() @IsString() @MaxLength(1000) description?: string;
  @Optional() @IsBoolean() isActive?: boolean;
}

/** `GET /webhooks`: the kit's list parameters and an `isActive` filter. */
export class ListSubscriptionsQuery extends listQueryClass(SUBSCRIPTIONS) {}
