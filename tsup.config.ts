import { readFileSync } from "node:fs";
import { defineConfig } from "tsup";

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
const common = { target: "node20", platform: "node", sourcemap: false, splitting: false, define: { __VERSION__: JSON.stringify(version) } } as const;

export default defineConfig([
  // The library: ESM and CJS with type declarations.
  { ...common, entry: { index: "src/index.ts" }, format: ["esm", "cjs"], dts: true },
  // The command line: its dependencies bundled in, one file to load instead of about 1,100 ES modules (lodash-es
  // through chevrotain, zod), which took most of a short run's time. CommonJS (cli-main.cjs), so that the command
  // (src/bin.ts, dist/cli.js, package.json "bin") can run it through a V8 code cache.
  { ...common, entry: { "cli-main": "src/cli.ts" }, format: ["cjs"], shims: true, dts: false, noExternal: [/.*/], minifyWhitespace: true, minifySyntax: true },
  { ...common, entry: { cli: "src/bin.ts" }, format: ["esm"], dts: false },
]);
