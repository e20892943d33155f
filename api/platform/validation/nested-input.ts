// class-transformer's @Type asks Reflect.getMetadata for a design type: in place whichever input loads first.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { ValidateNested } from 'class-validator';

/** A class of input, as class-transformer builds one. */
export type InputClass<T extends object = object> = new () => T;

/**
 * An object inside the input (a lead's first touch, a next step), checked against its own class: built by
 * class-transformer (`@Type`, given explicitly: tsx and Vite emit no design types) and checked by class-validator
 * (`@ValidateNested`). A failure inside is answered on this field, with the first message found there. Put the
 * checks of the field itself (an object, not a list) below it: they run first, and a failure skips the inside.
 */
export function NestedInput(type: () => InputClass): PropertyDecorator {
  return (target, key) => {
    ValidateNested()(target, key);
    Type(type)(target, key);
  };
}
