#!/usr/bin/env node
/**
 * Writes the JSON Schema of every registered format to schemas/<format>.json (package export
 * `benchparse/schemas/<format>.json`), generated from the zod schemas by `jsonSchemaFor` in src/commands/schema.ts,
 * the same function `benchparse schema FORMAT` prints with. Run by `npm run build` after tsup; takes well under a
 * second: esbuild bundles the TypeScript source in memory and the bundle is imported from a data: URL.
 *
 * Usage: node scripts/build-schemas.mjs [OUT_DIR]   (default: schemas/ at the package root)
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Bundles the generator from the TypeScript source and imports it. */
export async function loadGenerator() {
  const result = await build({
    stdin: {
      contents: 'export { jsonSchemaFor } from "./src/commands/schema.ts";\nexport { formatNames } from "./src/formats/index.ts";\n',
      resolveDir: root,
      sourcefile: "build-schemas-entry.ts",
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}

/** Writes one `<format>.json` per registered format into `outDir`, removing stale ones. Returns the written paths. */
export async function buildSchemas(outDir = join(root, "schemas")) {
  const { jsonSchemaFor, formatNames } = await loadGenerator();
  // Generate everything first: a format that fails leaves the previous files as they were.
  const documents = formatNames.map((format) => {
    try {
      return { format, schema: jsonSchemaFor(format) };
    } catch (err) {
      throw new Error(err.message.startsWith(`${format}:`) ? err.message : `${format}: ${err.message}`);
    }
  });
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(outDir)) if (name.endsWith(".json")) rmSync(join(outDir, name));
  return documents.map(({ format, schema }) => {
    const path = join(outDir, `${format}.json`);
    writeFileSync(path, `${JSON.stringify(schema, null, 2)}\n`);
    return path;
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ? resolve(process.argv[2]) : undefined;
  const written = await buildSchemas(outDir).catch((err) => {
    // The generator runs from a data: URL, so a stack trace would print the whole bundle: the message says enough.
    console.error(`build-schemas: ${err.message}`);
    process.exit(1);
  });
  console.log(`schemas: ${written.length} JSON Schemas in ${relative(process.cwd(), dirname(written[0] ?? outDir ?? "schemas")) || "."}/`);
}
