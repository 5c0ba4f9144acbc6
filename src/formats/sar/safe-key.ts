const RESERVED = new Set(["__proto__", "constructor", "prototype"]);

/**
 * A column name read from the input, made safe to use as an object key: `__proto__`, `constructor` and
 * `prototype` get a trailing underscore (`__proto___`), so no header can reach an object's prototype.
 * (Generic; a candidate for src/normalize/ once another format needs it.)
 *
 * @example
 * safeKey("%user")     //=> "%user"
 * safeKey("__proto__") //=> "__proto___"
 */
export function safeKey(name: string): string {
  return RESERVED.has(name) ? `${name}_` : name;
}
