/** Every name an ordinary object answers through its prototype (`toString`, `hasOwnProperty`, `__proto__`, ...), and `prototype`. */
const RESERVED: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), "prototype"]);

/**
 * A name read from the input (a column header, a row label), made safe to use as an object key: a name an ordinary
 * object already answers (`__proto__`, `constructor`, `toString`, `hasOwnProperty`, `valueOf`, ... and `prototype`)
 * gets a trailing underscore, so no input can reach an object's prototype or shadow one of its methods (a record's
 * `columns.toString` stays the method every object has).
 *
 * @example
 * safeKey("%user")          //=> "%user"
 * safeKey("__proto__")      //=> "__proto___"
 * safeKey("hasOwnProperty") //=> "hasOwnProperty_"
 */
export function safeKey(name: string): string {
  return RESERVED.has(name) ? `${name}_` : name;
}
