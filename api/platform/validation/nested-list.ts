// class-transformer's @Type asks Reflect.getMetadata for a design type: in place whichever input loads first.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import { ValidateNested, type ValidationError } from 'class-validator';
import type { FieldErrors } from '../errors';
import type { InputClass } from './nested-input';

/** The properties declared with NestedList, by the prototype that declares them. */
const listProperties = new WeakMap<object, Set<string | symbol>>();

/**
 * class-validator checks the items of a list inside the list as items of its own, so `[[]]` would pass holding no
 * object at all: an item that is a list is made null, answered as any other item that is no object.
 */
const listsAsNoObject = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((item: unknown) => (Array.isArray(item) ? null : item)) : value;

/**
 * A list of objects in the input (routing rules, working periods), each built and checked against its class. A
 * failure inside is answered at its path, `rules[2].agentIds`, so a form can show it beside that row's field. The
 * field's own checks (a list, its length) go below it: they run first, and a failure skips the inside.
 * `itemMessage` answers an item that is no object.
 */
export function NestedList(type: () => InputClass, itemMessage: string): PropertyDecorator {
  return (target, key) => {
    // As NestedInput, with @Type given explicitly (tsx and Vite emit no design types).
    ValidateNested({ message: itemMessage })(target, key);
    Type(type)(target, key);
    Transform(listsAsNoObject)(target, key);
    const declared = listProperties.get(target) ?? new Set();
    listProperties.set(target, declared.add(key));
  };
}

/** Whether `property` of this input object was declared with NestedList (by its class or an ancestor). */
export function holdsList(input: object, property: string): boolean {
  for (let prototype = Object.getPrototypeOf(input); prototype !== null; prototype = Object.getPrototypeOf(prototype)) {
    if (listProperties.get(prototype)?.has(property)) return true;
  }
  return false;
}

/**
 * The errors inside a NestedList's items, each at its path from `path` (`rules[2].name`, and deeper for a list
 * inside an item), with its first message. An item that is no object is answered at the item's own path.
 */
export function listErrors(error: ValidationError, path: string, fields: FieldErrors): void {
  for (const item of error.children ?? []) {
    const at = `${path}[${item.property}]`;
    const own = Object.values(item.constraints ?? {})[0];
    if (own !== undefined || Array.isArray(item.value)) {
      fields[at] ??= own ?? firstMessage(item) ?? 'Invalid value.';
      continue;
    }
    for (const field of item.children ?? []) {
      const fieldPath = `${at}.${field.property}`;
      if (!field.constraints && field.target && holdsList(field.target, field.property)) {
        listErrors(field, fieldPath, fields);
      } else {
        fields[fieldPath] ??= firstMessage(field) ?? 'Invalid value.';
      }
    }
  }
}

/** The first message found in an error or, for a nested object, inside it. */
export function firstMessage(error: ValidationError): string | undefined {
  const own = Object.values(error.constraints ?? {})[0];
  return own ?? error.children?.map(firstMessage).find((message) => message !== undefined);
}
