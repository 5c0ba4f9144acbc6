/**
 * Every ```ts block of README.md runs here, against src/, and the values its comments show are compared with what
 * the code gives, so the README cannot drift from the library.
 *
 * - The line before a block says what its free names stand for, or why it cannot run:
 *   `<!-- readme-test abOutput=samples/ab/x.txt status.log=samples/nginx-stub-status/y.txt out=sink -->`: a name
 *   is the text of a sample, a name with a dot is a file `fs.createReadStream` opens, `NAME=sink` an object with
 *   `write`, `NAME=record:PATH` the first record `parse` gives for a sample.
 *   `<!-- readme-test skip: REASON -->`: not run (the reason is the test's name). A block without either fails.
 * - `import ... from "benchparse"` (and `benchparse/browser`) is src/index.ts; `node:fs`'s `createReadStream` opens
 *   the files named in the comment. Types are stripped with esbuild; the block runs as an async function body.
 * - Every block, skipped ones too, type-checks first: the TypeScript compiler with the project's tsconfig.json
 *   (strict, noUncheckedIndexedAccess, ...) against src/index.ts as the package (test/helpers/readme-types.ts).
 * - A value shown in a comment is compared when the comment starts with one: `EXPR; // 10289.65`,
 *   `const x = EXPR; // { format: "ab" }`, and comment lines right under `const x = ...` (x's first element when x is
 *   an array). Numbers are exact unless they end in `...` (the digits shown start the value's); `{ a: 1, ... }` and
 *   `[{...}, ..., {...}]` are partial (the first and last elements); a bare name (`{ target, concurrency }`) or `...` as
 *   a value only says the key is there. After the value, `or ...` and `| ...` alternatives are not compared (the
 *   samples give the first); anything else in a comment is prose.
 */
import { spawnSync } from "node:child_process";
import * as realFs from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { transformSync } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import * as api from "../src/index.js";
import { checkBlocks, exportedNames } from "./helpers/readme-types.js";
import { root } from "./helpers/samples.js";

interface Block {
  line: number;
  code: string;
  directive: string | undefined;
}

function blocks(readme: string): Block[] {
  const lines = readme.split("\n");
  const out: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== "```ts") continue;
    const end = lines.indexOf("```", i + 1);
    const directive = /^<!-- readme-test(.*)-->$/.exec(lines[i - 1] ?? "")?.[1]?.trim();
    out.push({ line: i + 1, code: lines.slice(i + 1, end).join("\n"), directive });
    i = end;
  }
  return out;
}

const PRESENT = Symbol("present");
const ELLIPSIS = Symbol("...");
class Prefix {
  constructor(readonly digits: string) {}
}

/** The value a comment starts with, as a JS value, or undefined when it starts with prose. */
function literal(comment: string): { value: unknown } | undefined {
  const text = comment.trim();
  const num = /^(-?\d+(?:\.\d+)?)(\.\.\.)?(?=$|[\s,;)])/.exec(text);
  if (num) return { value: num[2] ? new Prefix(num[1]!) : Number(num[1]) };
  if (!/^[[{]/.test(text)) return undefined;
  let depth = 0;
  let end = -1;
  let quote = "";
  for (let i = 0; i < text.length && end < 0; i++) {
    const c = text[i]!;
    if (quote) quote = c === quote ? "" : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === "{" || c === "[") depth++;
    else if ((c === "}" || c === "]") && --depth === 0) end = i + 1;
  }
  if (end < 0) throw new Error(`unbalanced value in comment: ${text}`);
  const source = text
    .slice(0, end)
    .replace(/(\d+\.\d+)\.\.\./g, '__prefix("$1")')
    .replace(/\.\.\.(?=\s*[,}\]])/g, "__ellipsis");
  const scope = new Proxy({} as Record<string | symbol, unknown>, {
    has: (_, key) => key !== Symbol.unscopables,
    get: (_, key) => (key === "__prefix" ? (d: string) => new Prefix(d) : key === "__ellipsis" ? ELLIPSIS : PRESENT),
  });
  // Sloppy-mode `with` gives every bare name in the literal a value: PRESENT (the key is there), or the markers.
  return { value: new Function("scope", `with (scope) { return (${source}); }`)(scope) };
}

/** Differences between a value and what a comment shows of it ([] when it agrees). */
function compare(actual: unknown, shown: unknown, path: string): string[] {
  if (shown === PRESENT || shown === ELLIPSIS) return [];
  if (shown instanceof Prefix) {
    return typeof actual === "number" && String(actual).startsWith(shown.digits) && String(actual) !== shown.digits ? [] : [`${path}: ${JSON.stringify(actual)}, shown as ${shown.digits}...`];
  }
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual)) return [`${path}: ${JSON.stringify(actual)}, shown as an array`];
    const cut = shown.indexOf(ELLIPSIS);
    if (cut < 0) return actual.length === shown.length ? shown.flatMap((s, i) => compare(actual[i], s, `${path}[${i}]`)) : [`${path}: ${actual.length} elements, shown ${shown.length}`];
    const head = shown.slice(0, cut);
    const tail = shown.slice(cut + 1);
    return [
      ...head.flatMap((s, i) => compare(actual[i], s, `${path}[${i}]`)),
      ...tail.flatMap((s, i) => compare(actual[actual.length - tail.length + i], s, `${path}[${actual.length - tail.length + i}]`)),
    ];
  }
  if (shown !== null && typeof shown === "object") {
    if (actual === null || typeof actual !== "object") return [`${path}: ${JSON.stringify(actual)}, shown as an object`];
    return Object.entries(shown).flatMap(([key, s]) => {
      if (key === "__ellipsis") return [];
      if (!(key in actual)) return [`${path}.${key}: missing`];
      return compare((actual as Record<string, unknown>)[key], s, `${path}.${key}`);
    });
  }
  return Object.is(actual, shown) ? [] : [`${path}: ${JSON.stringify(actual)}, shown as ${JSON.stringify(shown)}`];
}

/** The block with its comparisons made calls of __check(line, value, comment), and its imports made lookups. */
function instrument(code: string): { code: string; values: number } {
  const lines = code.split("\n");
  let values = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const constant = /^(\s*)const (\w+) = (.*);\s*\/\/(.*)$/.exec(line);
    if (constant) {
      let comment = constant[4]!;
      if (literal(comment) === undefined) {
        // comment lines right under the declaration that start with a value describe the constant
        let j = i + 1;
        while (j < lines.length && /^\s*\/\/ /.test(lines[j]!)) j++;
        const under = lines.slice(i + 1, j).map((l) => l.replace(/^\s*\/\//, "")).join(" ");
        if (/^\s*[[{]/.test(under)) comment = under;
      }
      if (literal(comment) !== undefined) values++;
      lines[i] = `${constant[1]}const ${constant[2]} = ${constant[3]}; __check(${i + 1}, Array.isArray(${constant[2]}) && /^\\s*\\{/.test(${JSON.stringify(comment)}) ? ${constant[2]}[0] : ${constant[2]}, ${JSON.stringify(comment)});`;
      continue;
    }
    const statement = /^(\s*)([\w.]+(?:\??\.\w+)*(?:\(.*\))?(?:\??\.\w+|\[\d+\])*);\s*\/\/(.*)$/.exec(line);
    if (statement && !/^(const|let|var|if|for|else|return|import)\b/.test(statement[2]!)) {
      if (literal(statement[3]!) !== undefined) values++;
      lines[i] = `${statement[1]}__check(${i + 1}, ${statement[2]}, ${JSON.stringify(statement[3])});`;
    }
  }
  const out = lines
    .join("\n")
    .replace(/^import (\w+) from "([^"]+)"(?: with \{[^}]*\})?;/gm, (_, name: string, from: string) => `const ${name} = __import(${JSON.stringify(from)}).default;`)
    .replace(/^import \{([^}]*)\} from "([^"]+)";/gm, (_, names: string, from: string) => `const {${names.replace(/\btype \w+,?/g, "")}} = __import(${JSON.stringify(from)});`);
  return { code: out, values };
}

const readme = realFs.readFileSync(join(root, "README.md"), "utf8");
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...args: unknown[]) => Promise<void>;

describe("README's ```ts blocks compile with the project's compiler options", () => {
  const all = blocks(readme);
  let errors: Map<number, string[]>;
  beforeAll(() => {
    const exported = exportedNames(realFs.readFileSync(join(root, "src", "index.ts"), "utf8"));
    const typed = all.map((b) => ({ line: b.line, code: b.code, directive: b.directive === undefined || b.directive.startsWith("skip:") ? "" : b.directive }));
    errors = checkBlocks(root, typed, exported);
  }, 300_000);
  for (const block of all) {
    it(`README.md:${block.line}`, () => {
      expect(errors.get(block.line)).toEqual([]);
    });
  }
});

describe("README's ```ts blocks run, and show what the code gives", () => {
  const all = blocks(readme);
  it("has blocks, each with a readme-test line", () => {
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((b) => b.directive === undefined).map((b) => `README.md:${b.line}`)).toEqual([]);
  });

  for (const block of all) {
    const skip = /^skip: (.+)$/.exec(block.directive ?? "")?.[1];
    if (skip) {
      it.skip(`README.md:${block.line}: ${skip}`, () => {});
      continue;
    }
    it(`README.md:${block.line}`, async () => {
      const names: Record<string, unknown> = {};
      const files: Record<string, string> = {};
      for (const pair of (block.directive ?? "").split(/\s+/).filter(Boolean)) {
        const [name, value] = pair.split("=") as [string, string];
        if (value === "sink") names[name] = { write: () => true, end: () => undefined };
        else if (value.startsWith("record:")) names[name] = api.parse(realFs.readFileSync(join(root, value.slice(7)), "utf8"))[0];
        else if (name.includes(".")) files[name] = join(root, value);
        else names[name] = realFs.readFileSync(join(root, value), "utf8");
      }
      // a fragment without imports continues the Library section: the whole API is in scope; a block with an import
      // line must import what it uses
      if (!/^import /m.test(block.code)) for (const [name, value] of Object.entries(api)) if (!(name in names)) names[name] = value;
      const fs = {
        createReadStream: (file: string, ...rest: unknown[]) => {
          if (!(file in files)) throw new Error(`README.md:${block.line} opens ${file}: name it in the readme-test line`);
          return realFs.createReadStream(files[file]!, ...(rest as []));
        },
      };
      const modules: Record<string, unknown> = { benchparse: api, "benchparse/browser": api, "node:fs": { default: fs, ...fs }, fs: { default: fs, ...fs } };
      const checks: string[] = [];
      let compared = 0;
      const __check = (line: number, value: unknown, comment: string): void => {
        const shown = literal(comment);
        if (!shown) return;
        compared++;
        for (const d of compare(value, shown.value, "value")) checks.push(`README.md:${block.line + line}: ${d}`);
      };
      const __import = (from: string): unknown => {
        if (!(from in modules)) throw new Error(`README.md:${block.line} imports ${from}, which this test does not provide`);
        return modules[from];
      };
      const instrumented = instrument(block.code);
      const source = transformSync(instrumented.code, { loader: "ts", format: "esm" }).code;
      const quiet = { log: () => undefined, error: () => undefined, warn: () => undefined };
      const fn = new AsyncFunction("__check", "__import", "console", ...Object.keys(names), source);
      await fn(__check, __import, quiet, ...Object.values(names));
      expect(checks).toEqual([]);
      expect(compared, "every value shown in a comment was compared (none is in a branch that did not run)").toBe(instrumented.values);
    });
  }
});

/**
 * The CI recipe (a ```yaml block after `<!-- readme-recipe NAME=SAMPLE[+SAMPLE...] ... compare-exit=N -->`): its
 * `benchparse` lines run through dist/cli.js in a temporary folder holding the named files (samples joined, as
 * `wrk ... >> wrk.txt` repeats give them), each exiting 0 but `benchparse compare`, which exits N; the files the
 * workflow then hands on (`output-file-path:`, `--file`) are there and are JSON; the output shown under
 * `<!-- readme-recipe-output -->` is what the gate wrote, up to its `...` line.
 */
describe("README's CI recipe runs", () => {
  const lines = readme.split("\n");
  const at = lines.findIndex((l) => l.startsWith("<!-- readme-recipe "));
  it("has a recipe", () => {
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe("```yaml");
  });
  if (at < 0) return;
  const directive = /^<!-- readme-recipe (.*) -->$/.exec(lines[at]!)![1]!.split(/\s+/);
  const yaml = lines.slice(at + 2, lines.indexOf("```", at + 2));
  /** The shell lines of the `run:` steps (one-line and `run: |` blocks). */
  const shell: string[] = [];
  for (let i = 0; i < yaml.length; i++) {
    const m = /^(\s*)(?:- )?run: (.*)$/.exec(yaml[i]!);
    if (!m) continue;
    if (m[2] !== "|") shell.push(m[2]!);
    else for (let j = i + 1; j < yaml.length && /^\s*/.exec(yaml[j]!)![0].length > m[1]!.length; j++) shell.push(yaml[j]!.trim());
  }
  const commands = shell.filter((l) => l.startsWith("benchparse "));

  it("runs its benchparse lines on the samples it names", () => {
    expect(commands.length).toBeGreaterThanOrEqual(3);
    const cli = join(root, "dist", "cli.js");
    if (!realFs.existsSync(cli)) throw new Error("dist/cli.js is missing: run `npm run build` (npm test does it)");
    const dir = realFs.mkdtempSync(join(tmpdir(), "benchparse-recipe-"));
    try {
      realFs.mkdirSync(join(dir, "bin"));
      realFs.writeFileSync(join(dir, "bin", "benchparse"), `#!/bin/sh\nexec "${process.execPath}" "${cli}" "$@"\n`, { mode: 0o755 });
      let compareExit = 0;
      for (const pair of directive) {
        const [name, value] = pair.split("=") as [string, string];
        if (name === "compare-exit") compareExit = Number(value);
        else {
          realFs.mkdirSync(join(dir, name, ".."), { recursive: true });
          realFs.writeFileSync(join(dir, name), value.split("+").map((f) => realFs.readFileSync(join(root, f), "utf8")).join(""));
        }
      }
      const env = { ...process.env, PATH: `${join(dir, "bin")}:${process.env.PATH ?? ""}`, GITHUB_STEP_SUMMARY: join(dir, "summary.md") };
      for (const command of commands) {
        const r = spawnSync("sh", ["-c", command], { cwd: dir, env, encoding: "utf8" });
        expect([command, r.status, r.stderr]).toEqual([command, command.startsWith("benchparse compare ") ? compareExit : 0, ""]);
      }
      const handedOn = yaml.flatMap((l) => [...l.matchAll(/(?:output-file-path: |--file )([\w./-]+)/g)].map((m) => m[1]!));
      expect(handedOn.length).toBeGreaterThanOrEqual(3);
      for (const file of handedOn) expect(() => JSON.parse(realFs.readFileSync(join(dir, file), "utf8")), file).not.toThrow();
      const shownAt = lines.indexOf("<!-- readme-recipe-output -->");
      const shown = lines.slice(shownAt + 2, lines.indexOf("```", shownAt + 2));
      const cut = shown.indexOf("...");
      const summary = realFs.readFileSync(join(dir, "summary.md"), "utf8").split("\n");
      expect(summary.slice(0, cut)).toEqual(shown.slice(0, cut));
    } finally {
      realFs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
