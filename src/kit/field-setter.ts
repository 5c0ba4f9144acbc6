/**
 * A function that sets one field of an object by its name, as code written with the name does (`o.name = v`), for
 * code that fills records from a table of names (a sysstat row's columns). V8 makes an object a dictionary once more
 * than 12 of its fields were set from a variable (`o[name] = v`: a keyed store), and a dictionary is slow at every
 * later step (the record check, JSON.stringify); fields set by name keep it an ordinary object, its shape shared with
 * the records of the same fields. One function per name, made once: generated code, or where a Content-Security-Policy
 * forbids it (and for `__proto__`, which a store would take for the prototype) Object.defineProperty, an own field.
 *
 * @example
 * const set = fieldSetter("cpuUserPercent");
 * set(record, 12.5); // record.cpuUserPercent === 12.5
 */
export function fieldSetter(name: string): Setter {
  let set = SETTERS.get(name);
  if (set === undefined) {
    set = generated(name) ?? ((o, v) => void Object.defineProperty(o, name, { value: v, writable: true, enumerable: true, configurable: true }));
    SETTERS.set(name, set);
  }
  return set;
}

/**
 * Object.assign's copy of `source`'s own enumerable fields onto `target`, each set by name (fieldSetter): a record
 * filled from another object stays an ordinary object (Object.assign of many fields made it a V8 dictionary).
 *
 * @example
 * assignFields(record, { totalProcesses: 5, idleProcesses: 4 }); // record.totalProcesses === 5
 */
export function assignFields(target: object, source: object): void {
  for (const [key, value] of Object.entries(source)) fieldSetter(key)(target as Record<string, unknown>, value);
}

export type Setter = (o: Record<string, unknown>, v: unknown) => void;

const SETTERS = new Map<string, Setter>();

/** `o["name"] = v` as code (a string literal key is a named store), for a name that is an ordinary property. */
function generated(name: string): Setter | undefined {
  if (name === "__proto__") return undefined;
  try {
    return new Function("o", "v", `o[${JSON.stringify(name)}] = v;`) as Setter;
  } catch {
    return undefined;
  }
}
