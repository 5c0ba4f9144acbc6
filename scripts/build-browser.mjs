#!/usr/bin/env node
/**
 * The browser build, run by `npm run build` after tsup (esbuild only, about a second):
 * - dist/browser/benchparse.js: the library (src/index.ts) as one minified ES module for browsers. The core has no
 *   Node built-ins (test/integration/browser-core.test.ts checks it); esbuild fails here if one slips in.
 * - dist/playground/: index.html and playground.js (the page script with the library, one minified classic script,
 *   so that index.html also works opened from disk). `benchparse playground DIR` copies these two files.
 *
 * Usage: node scripts/build-browser.mjs [OUT_DIR]   (default: dist/ at the package root)
 */
import { copyFileSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Builds both into `outDir` (`browser/` and `playground/`); returns the written files. */
export async function buildBrowser(outDir = join(root, "dist")) {
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const common = {
    absWorkingDir: root,
    bundle: true,
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    define: { __VERSION__: JSON.stringify(version) },
    logLevel: "warning",
  };
  const library = join(outDir, "browser", "benchparse.js");
  const page = join(outDir, "playground", "playground.js");
  const html = join(outDir, "playground", "index.html");
  await Promise.all([
    build({ ...common, entryPoints: ["src/index.ts"], format: "esm", outfile: library }),
    build({ ...common, entryPoints: ["src/playground/app.ts"], format: "iife", outfile: page }),
  ]);
  mkdirSync(dirname(html), { recursive: true });
  copyFileSync(join(root, "src", "playground", "index.html"), html);
  return [library, page, html];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = await buildBrowser(process.argv[2] ? resolve(process.argv[2]) : undefined);
  for (const file of written) console.log(`browser: ${relative(process.cwd(), file)} (${Math.round(statSync(file).size / 1024)} KiB)`);
}
