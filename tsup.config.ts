import { readFileSync } from "node:fs";
import { defineConfig } from "tsup";

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
/**
 * The CLI bundle in ASCII only: esbuild escapes what is not ASCII in strings and templates but leaves it in regular
 * expression literals (CJK clocks, `µs`, `：`), and one such character makes Node decode the 1.8 MB file into a
 * two-byte string (slower to read, hash and compile: about 9 ms of each run). In a regular expression `\uXXXX`
 * stands for the character itself, with or without the `u` flag, in or out of a class; so does it in a string and
 * in a cooked template. It would not in a raw template (String.raw): test/build/ascii.test.ts keeps those ASCII in
 * the source. A character after a backslash (an identity escape) would change meaning: the build stops on one.
 */
const asciiOnly = {
  name: "ascii-only",
  renderChunk(code: string) {
    const escaped = code.replace(/(\\*)([^\x00-\x7f])/g, (_, slashes: string, c: string) => {
      if (slashes.length % 2 === 1) throw new Error(`ascii-only: an escaped non-ASCII character (${JSON.stringify(c)}) in the bundle`);
      return `${slashes}\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
    });
    return { code: escaped };
  },
};
const common = { target: "node20", platform: "node", sourcemap: false, splitting: false, define: { __VERSION__: JSON.stringify(version) } } as const;

export default defineConfig([
  // The library: ESM and CJS with type declarations.
  { ...common, entry: { index: "src/index.ts" }, format: ["esm", "cjs"], dts: true },
  // The command line: its dependencies bundled in, one file to load instead of about 1,100 ES modules (lodash-es
  // through chevrotain, zod), which took most of a short run's time. CommonJS (cli-main.cjs), so that the command
  // (src/bin.ts, dist/cli.js, package.json "bin") can run it through a V8 code cache.
  { ...common, entry: { "cli-main": "src/cli.ts" }, format: ["cjs"], shims: true, dts: false, noExternal: [/.*/], minifyWhitespace: true, minifySyntax: true, plugins: [asciiOnly] },
  { ...common, entry: { cli: "src/bin.ts" }, format: ["esm"], dts: false },
]);
