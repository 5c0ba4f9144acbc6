const RESERVED = new Set(["__proto__", "constructor", "prototype"]);

/**
 * A name read from the input (a column header, a row label), made safe to use as an object key: `__proto__`,
 * `constructor` and `prototype` get a trailing underscore, so no input can reach an object's prototype.
 *
 * @example
 * safeKey("%user")     //=> "%user"
 * safeKey("__proto__") //=> "__proto___"
 */
export function safeKey(name: string): string {
  return RESERVED.has(name) ? `${name}_` : name;
}
