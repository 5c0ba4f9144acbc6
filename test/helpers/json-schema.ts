/**
 * A small JSON Schema (draft 2020-12) validator for the subset zod 4's `z.toJSONSchema` emits for benchparse's
 * records: type, const, enum, properties, required, additionalProperties, propertyNames, items, anyOf, oneOf,
 * allOf, minimum/maximum (also exclusive), pattern, min/maxLength, min/maxItems. A keyword outside that subset is
 * an error, so a schema change that this validator would silently ignore fails the tests instead.
 */
export type Schema = { [keyword: string]: unknown } | boolean;

/** Keywords that only annotate. */
const ANNOTATIONS = new Set(["$schema", "$id", "title", "description", "default", "examples", "deprecated", "readOnly", "writeOnly", "format"]);
const ASSERTIONS = new Set([
  "type",
  "const",
  "enum",
  "properties",
  "required",
  "additionalProperties",
  "propertyNames",
  "items",
  "anyOf",
  "oneOf",
  "allOf",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "pattern",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
]);

export class UnsupportedKeywordError extends Error {}

/** The errors of `value` against `schema`, as `path: message` strings; empty when it validates. */
export function validate(schema: Schema, value: unknown): string[] {
  const errors: string[] = [];
  check(schema, value, "$", errors, false);
  return errors;
}

/** Whether `value` validates (stops at the first error). */
export function isValid(schema: Schema, value: unknown): boolean {
  return check(schema, value, "$", [], true);
}

/**
 * Appends the errors to `errors`; with `first`, returns at the first one (anyOf/oneOf branches are tried that way,
 * discriminating `const` properties first, so that a union of a hundred row shapes stays fast).
 */
function check(schema: Schema, value: unknown, path: string, errors: string[], first: boolean): boolean {
  if (schema === true) return true;
  if (schema === false) {
    errors.push(`${path}: no value is allowed here`);
    return false;
  }
  const { discriminators } = inspect(schema, path);
  const before = errors.length;
  const fail = (message: string): boolean => {
    errors.push(`${path}: ${message}`);
    return first;
  };
  const s = schema as Record<string, unknown>;

  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
    if (!types.some((t) => hasType(value, t)) && fail(`expected ${types.join(" or ")}, got ${typeName(value)}`)) return false;
  }
  if ("const" in s && !deepEqual(value, s.const) && fail(`expected ${JSON.stringify(s.const)}`)) return false;
  if (s.enum !== undefined && !(s.enum as unknown[]).some((e) => deepEqual(value, e)) && fail(`expected one of ${JSON.stringify(s.enum)}, got ${JSON.stringify(value)}`)) {
    return false;
  }

  if (typeof value === "number") {
    if (typeof s.minimum === "number" && value < s.minimum && fail(`${value} < minimum ${s.minimum}`)) return false;
    if (typeof s.maximum === "number" && value > s.maximum && fail(`${value} > maximum ${s.maximum}`)) return false;
    if (typeof s.exclusiveMinimum === "number" && value <= s.exclusiveMinimum && fail(`${value} <= exclusiveMinimum ${s.exclusiveMinimum}`)) return false;
    if (typeof s.exclusiveMaximum === "number" && value >= s.exclusiveMaximum && fail(`${value} >= exclusiveMaximum ${s.exclusiveMaximum}`)) return false;
  }
  if (typeof value === "string") {
    if (typeof s.minLength === "number" || typeof s.maxLength === "number") {
      const length = [...value].length; // code points, as JSON Schema counts
      if (typeof s.minLength === "number" && length < s.minLength && fail(`shorter than ${s.minLength}`)) return false;
      if (typeof s.maxLength === "number" && length > s.maxLength && fail(`longer than ${s.maxLength}`)) return false;
    }
    if (typeof s.pattern === "string" && !patternOf(s.pattern).test(value) && fail(`${JSON.stringify(value)} does not match ${s.pattern}`)) return false;
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === "number" && value.length < s.minItems && fail(`fewer than ${s.minItems} items`)) return false;
    if (typeof s.maxItems === "number" && value.length > s.maxItems && fail(`more than ${s.maxItems} items`)) return false;
    if (s.items !== undefined) {
      for (let i = 0; i < value.length; i++) if (!check(s.items as Schema, value[i], first ? path : `${path}[${i}]`, errors, first) && first) return false;
    }
  }
  if (isObject(value)) {
    const properties = (s.properties ?? {}) as Record<string, Schema>;
    const has = (key: string) => Object.prototype.hasOwnProperty.call(value, key);
    const own = (key: string) => Object.prototype.hasOwnProperty.call(properties, key);
    // Discriminators (`const` properties) first, then the required keys, then everything else.
    for (const [key, sub] of discriminators) {
      if (has(key) && !check(sub, value[key], first ? path : `${path}.${key}`, errors, first) && first) return false;
    }
    for (const key of (s.required ?? []) as string[]) if (!has(key) && fail(`missing required property "${key}"`)) return false;
    for (const [key, v] of Object.entries(value)) {
      const at = first ? path : `${path}.${key}`; // paths only matter in error reports
      if (s.propertyNames !== undefined && !check(s.propertyNames as Schema, key, first ? path : `${at} (name)`, errors, first) && first) return false;
      if (own(key)) {
        const sub = properties[key]!;
        if (typeof sub === "object" && "const" in sub) continue; // checked above
        if (!check(sub, v, at, errors, first) && first) return false;
      } else if (s.additionalProperties === false) {
        if (fail(`unexpected property "${key}"`)) return false;
      } else if (s.additionalProperties !== undefined && !check(s.additionalProperties as Schema, v, at, errors, first) && first) return false;
    }
  }

  if (s.allOf !== undefined) for (const sub of s.allOf as Schema[]) if (!check(sub, value, path, errors, first) && first) return false;
  if (s.anyOf !== undefined) {
    const branches = s.anyOf as Schema[];
    if (!branches.some((sub) => check(sub, value, path, [], true))) {
      // The branches' first errors only for a report (a caller that stops at the first error discards them).
      if (fail(first ? "matches none of anyOf" : `matches none of anyOf (${branches.map((sub) => validate(sub, value)[0]).join("; ")})`)) return false;
    }
  }
  if (s.oneOf !== undefined) {
    const branches = s.oneOf as Schema[];
    const matching = branches.filter((sub) => check(sub, value, path, [], true)).length;
    if (matching !== 1) {
      const why = first ? "" : matching === 0 ? branches.map((sub) => validate(sub, value)[0]).join("; ") : "more than one branch matches";
      if (fail(`matches ${matching} of oneOf, expected exactly 1 (${why})`)) return false;
    }
  }
  return errors.length === before;
}

/** JSON Schema patterns are ECMA-262 regular expressions, unanchored, read with the `u` flag where they allow it. */
type Inspected = { discriminators: [string, Schema][] };
const inspected = new WeakMap<object, Inspected>();

/** Checks a schema's keywords once, and lists its `const` properties. */
function inspect(schema: Exclude<Schema, boolean>, path: string): Inspected {
  let info = inspected.get(schema);
  if (info === undefined) {
    for (const key of Object.keys(schema)) {
      if (!ANNOTATIONS.has(key) && !ASSERTIONS.has(key)) throw new UnsupportedKeywordError(`unsupported JSON Schema keyword "${key}" at ${path}`);
    }
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    info = { discriminators: Object.entries(properties).filter(([, sub]) => typeof sub === "object" && "const" in sub) };
    inspected.set(schema, info);
  }
  return info;
}

const patterns = new Map<string, RegExp>();
function patternOf(source: string): RegExp {
  let re = patterns.get(source);
  if (re === undefined) {
    try {
      re = new RegExp(source, "u");
    } catch {
      re = new RegExp(source);
    }
    patterns.set(source, re);
  }
  return re;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function hasType(v: unknown, type: string): boolean {
  switch (type) {
    case "null":
      return v === null;
    case "boolean":
      return typeof v === "boolean";
    case "string":
      return typeof v === "string";
    case "number":
      return typeof v === "number" && Number.isFinite(v);
    case "integer":
      return typeof v === "number" && Number.isInteger(v);
    case "array":
      return Array.isArray(v);
    case "object":
      return isObject(v);
    default:
      throw new UnsupportedKeywordError(`unsupported type "${type}"`);
  }
}

function typeName(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}
