import { readFileSync } from "node:fs";
import { defineConfig } from "tsup";

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
const common = { target: "node20", platform: "node", sourcemap: false, splitting: false, define: { __VERSION__: JSON.stringify(version) } } as const;

export default defineConfig([
  // The library: ESM and CJS with type declarations.
  { ...common, entry: { index: "src/index.ts" }, format: ["esm", "cjs"], dts: true },
  // The command line: ESM only (package.json "bin"), its dependencies bundled in: one file to load instead of about
  // 1,100 ES modules (lodash-es through chevrotain, zod), which took most of a short run's time.
  { ...common, entry: { cli: "src/cli.ts" }, format: ["esm"], dts: false, noExternal: [/.*/], minifyWhitespace: true, minifySyntax: true },
]);
