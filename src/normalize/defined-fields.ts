import { fieldSetter } from "../kit/field-setter.js";

/**
 * A record without its undefined fields (a value the tool did not print is absent, not `undefined`): a new object of
 * the other fields in their order, an ordinary object rather than a dictionary (its fields set by name: fieldSetter),
 * so that the record check and JSON.stringify stay fast. With `nested`, plain objects inside are done the same way,
 * and one left with no field is dropped.
 *
 * @example
 * definedFields({ a: 1, b: undefined, c: null })                 //=> { a: 1, c: null }
 * definedFields({ a: { b: undefined }, c: 2 }, { nested: true }) //=> { c: 2 }
 */
export function definedFields<T extends object>(record: T, options: { nested?: boolean } = {}): T {
  return (fieldsOf(record as Record<string, unknown>, options.nested === true) ?? {}) as T;
}

function fieldsOf(value: Record<string, unknown>, nested: boolean): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  let any = false;
  for (const key of Object.keys(value)) {
    const v = value[key];
    const kept = nested && v !== null && typeof v === "object" && !Array.isArray(v) ? fieldsOf(v as Record<string, unknown>, true) : v;
    if (kept === undefined) continue;
    fieldSetter(key)(out, kept);
    any = true;
  }
  return any ? out : undefined;
}
