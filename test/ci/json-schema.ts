/**
 * A small JSON Schema (draft-07) validator for the tests: only the keywords Bencher's BMF schema uses (`type`,
 * `properties`, `patternProperties`, `required`, and the annotations `$id`, `$schema`), plus `additionalProperties`.
 * Any other keyword is an error, so that a schema this validator cannot check is never passed as checked.
 * Semantics as draft-07 says: `type: "number"` is any JSON number (integers too), `patternProperties` applies to
 * every key its pattern matches (unanchored ECMAScript regex), `properties` to its own keys.
 */
type Schema = Record<string, unknown>;

const KNOWN = new Set(["$id", "$schema", "type", "properties", "patternProperties", "required", "additionalProperties"]);

/** The errors of `value` against `schema` ([] when it is valid), each with its JSON pointer. */
export function validate(schema: Schema, value: unknown, path = ""): string[] {
  for (const key of Object.keys(schema)) if (!KNOWN.has(key)) throw new Error(`json-schema.ts: keyword "${key}" at ${path || "/"} is not supported`);
  const errors: string[] = [];
  const type = schema.type as string | undefined;
  if (type !== undefined && !hasType(value, type)) return [`${path || "/"}: not of type ${type} (${JSON.stringify(value)})`];
  if (typeof value !== "object" || value === null || Array.isArray(value)) return errors;
  const object = value as Record<string, unknown>;
  for (const key of (schema.required as string[] | undefined) ?? []) if (!(key in object)) errors.push(`${path || "/"}: missing required "${key}"`);
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const patterns = Object.entries((schema.patternProperties as Record<string, Schema> | undefined) ?? {}).map(([p, s]) => [new RegExp(p, "u"), s] as const);
  for (const [key, v] of Object.entries(object)) {
    const at = `${path}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    let matched = false;
    if (key in properties) {
      matched = true;
      errors.push(...validate(properties[key]!, v, at));
    }
    for (const [re, s] of patterns) {
      if (!re.test(key)) continue;
      matched = true;
      errors.push(...validate(s, v, at));
    }
    const extra = schema.additionalProperties;
    if (!matched && extra === false) errors.push(`${at}: not allowed`);
    else if (!matched && typeof extra === "object" && extra !== null) errors.push(...validate(extra as Schema, v, at));
  }
  return errors;
}

function hasType(v: unknown, type: string): boolean {
  switch (type) {
    case "object":
      return typeof v === "object" && v !== null && !Array.isArray(v);
    case "array":
      return Array.isArray(v);
    case "number":
      return typeof v === "number" && Number.isFinite(v);
    case "integer":
      return typeof v === "number" && Number.isInteger(v);
    case "string":
      return typeof v === "string";
    case "boolean":
      return typeof v === "boolean";
    case "null":
      return v === null;
    default:
      throw new Error(`json-schema.ts: type "${type}" is not supported`);
  }
}
