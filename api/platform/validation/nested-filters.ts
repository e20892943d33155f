import { type InputClass, NestedInput } from './nested-input';

/** The properties declared with NestedFilters, by the prototype that declares them. */
const filtersProperties = new WeakMap<object, Set<string | symbol>>();

/**
 * A list's filters sent inside a body (a bulk action's `filters`): built and checked as a nested input, against
 * the class the list's query string is read with, and answered as that query is: each bad filter under its own
 * name, with "Please check the filters.". The field's own checks (an object, not a list) go below it.
 */
export function NestedFilters(type: () => InputClass): PropertyDecorator {
  return (target, key) => {
    NestedInput(type)(target, key);
    const declared = filtersProperties.get(target) ?? new Set();
    filtersProperties.set(target, declared.add(key));
  };
}

/** Whether `property` of this input object was declared with NestedFilters (by its class or an ancestor). */
export function holdsFilters(input: object, property: string): boolean {
  for (let prototype = Object.getPrototypeOf(input); prototype !== null; prototype = Object.getPrototypeOf(prototype)) {
    if (filtersProperties.get(prototype)?.has(property)) return true;
  }
  return false;
}
