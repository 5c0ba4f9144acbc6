/**
 * `benchparse schema FORMAT`: prints the JSON Schema of one FORMAT record, generated from the format's zod schema
 * with zod 4's `z.toJSONSchema`. The build writes the same documents to `schemas/<format>.json` (package export
 * `benchparse/schemas/<format>.json`) with scripts/build-schemas.mjs, which calls `jsonSchemaFor` below.
 */
import * as z from "zod";
import { formatNames, formats, type FormatName } from "../index.js";
import { jsonSchemaBuilderOf } from "../kit/lazy-schema.js";
import type { Command } from "./command.js";

/** A JSON Schema document (draft 2020-12), as plain JSON. */
export type JsonSchema = { [key: string]: unknown };

/** zod types that JSON Schema cannot express (zod would emit `{}`, which accepts anything). */
const UNREPRESENTABLE = new Set(["custom", "date", "bigint", "symbol", "map", "set", "transform", "nan", "function", "promise", "undefined", "void"]);
/** Keywords that constrain a value: a node with none of them accepts anything. */
const CONSTRAINING = ["type", "const", "enum", "anyOf", "oneOf", "allOf", "not", "properties", "items", "$ref"];

/**
 * The JSON Schema (draft 2020-12) of one record of `format`: what each element of the array `parse` returns looks
 * like. Field descriptions come from the zod `.describe()` texts and state each quantity's unit.
 *
 * A field zod cannot express (`z.custom`, chosen for speed, say) must bring its JSON Schema, in its metadata
 * (`z.custom<Row>(isRow).meta({ type: "object", additionalProperties: { type: ["number", "string", "null"] } })`) or,
 * built only when asked for, with `lazyJsonSchema` (src/kit/lazy-schema.ts); otherwise this throws, naming the
 * field, rather than emit a schema that accepts anything there.
 *
 * @example
 * jsonSchemaFor("ab-gnuplot").properties.ttimeMs //=> { type: "number", description: "Total time, ms" }
 */
export function jsonSchemaFor(format: FormatName): JsonSchema {
  const def = formats[format];
  const schema = recordJsonSchema(def.schema as z.ZodType, `benchparse ${format} record`, def.description, format);
  withSourceProperty(schema);
  return schema;
}

/** What the command line adds to each record when it reads several inputs. */
const SOURCE_PROPERTY = { type: "string", description: "The input the record was read from: its file name, or <stdin> (the command line, given several inputs)" };

/** Adds the optional `source` to each kind of record (each object with a `format`) of a record schema. */
function withSourceProperty(node: JsonSchema): void {
  const properties = node.properties as Record<string, unknown> | undefined;
  if (properties?.format !== undefined) {
    const { format, ...rest } = properties;
    node.properties = { format, source: SOURCE_PROPERTY, ...rest };
  }
  for (const key of ["oneOf", "anyOf", "allOf"]) {
    const branches = node[key];
    if (Array.isArray(branches)) for (const branch of branches) withSourceProperty(branch as JsonSchema);
  }
}

/** `jsonSchemaFor` for any zod schema: `title`, and `description` when the schema has none of its own. */
export function recordJsonSchema(schema: z.ZodType, title: string, description: string, name = title): JsonSchema {
  const opaque: { path: string; nodes: JsonSchema[] }[] = [];
  const generated = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "output",
    unrepresentable: "any",
    override(ctx) {
      const own = jsonSchemaBuilderOf(ctx.zodSchema);
      if (own !== undefined) Object.assign(ctx.jsonSchema, own());
      const type = (ctx.zodSchema as { _zod: { def: { type: string } } })._zod.def.type;
      if (!UNREPRESENTABLE.has(type)) return;
      const path = ctx.path.join(".") || "(root)";
      const seen = opaque.find((o) => o.path === path);
      if (seen) seen.nodes.push(ctx.jsonSchema as JsonSchema);
      else opaque.push({ path, nodes: [ctx.jsonSchema as JsonSchema] });
    },
  }) as JsonSchema;
  // Metadata is merged into the nodes after `override` sees them: check once the document is complete.
  const unexpressed = opaque.filter((o) => !o.nodes.some((node) => CONSTRAINING.some((k) => k in node))).map((o) => o.path);
  if (unexpressed.length > 0) {
    throw new Error(
      `${name}: no JSON Schema for ${unexpressed.join(", ")} (a zod type JSON Schema cannot express, e.g. z.custom): ` +
        "give it its JSON Schema with .meta({ type: ..., ... }) or lazyJsonSchema",
    );
  }
  const { $schema, ...rest } = generated;
  // Keys in a fixed order: $schema, title, description, then what zod generated.
  return { $schema, title, description: typeof rest.description === "string" ? rest.description : description, ...rest };
}

const USAGE = `Usage: benchparse schema FORMAT

Prints the JSON Schema (draft 2020-12) of one FORMAT record: each element of the JSON array benchparse prints.
The package ships the same documents as benchparse/schemas/FORMAT.json.

Formats: ${formatNames.join(", ")}`;

export const schemaCommand: Command = {
  summary: "print the JSON Schema of a format's records",
  run(argv) {
    if (argv.includes("-h") || argv.includes("--help")) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const unknownOption = argv.find((a) => a.startsWith("-"));
    if (unknownOption !== undefined || argv.length !== 1) {
      const why = unknownOption !== undefined ? `unknown option ${unknownOption}` : argv.length === 0 ? "missing FORMAT" : "too many arguments";
      process.stderr.write(`benchparse schema: ${why}\n${USAGE}\n`);
      return 2;
    }
    const format = argv[0]!;
    if (!(formatNames as string[]).includes(format)) {
      process.stderr.write(`benchparse schema: unknown format "${format}"; known formats: ${formatNames.join(", ")}\n`);
      return 2;
    }
    process.stdout.write(`${JSON.stringify(jsonSchemaFor(format as FormatName), null, 2)}\n`);
    return 0;
  },
};
