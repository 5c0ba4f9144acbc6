/**
 * `benchparse playground [DIR]`: writes the static playground page (index.html and playground.js, built by
 * scripts/build-browser.mjs into dist/playground/) into DIR, default ./benchparse-playground. Open DIR/index.html
 * in a browser: it parses pasted tool output in the page and makes no network requests.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Command } from "./command.js";

export const PLAYGROUND_FILES = ["index.html", "playground.js"] as const;
export const DEFAULT_PLAYGROUND_DIR = "benchparse-playground";

/**
 * Where the built playground is: dist/playground/ beside dist/cli.js in the package, or (running from the source
 * tree) the repository's dist/playground/. Undefined when it has not been built.
 */
export function builtPlaygroundDir(): string | undefined {
  const candidates = [new URL("./playground/", import.meta.url), new URL("../../dist/playground/", import.meta.url)];
  for (const url of candidates) {
    if (url.protocol !== "file:") continue;
    const dir = fileURLToPath(url);
    if (PLAYGROUND_FILES.every((f) => existsSync(join(dir, f)))) return dir;
  }
  return undefined;
}

export class PlaygroundError extends Error {}

/**
 * Copies the playground files from `from` into `dir` (created if needed). Refuses to replace a different file of
 * the same name unless `force`. Returns the paths written.
 */
export function writePlayground(dir: string, options: { from?: string; force?: boolean } = {}): string[] {
  const from = options.from ?? builtPlaygroundDir();
  if (from === undefined) throw new PlaygroundError("the playground is not built: run `npm run build` (it writes dist/playground/)");
  const files = PLAYGROUND_FILES.map((name) => ({ name, content: readFileSync(join(from, name)), target: join(dir, name) }));
  if (!options.force) {
    const clash = files.find((f) => existsSync(f.target) && !readFileSync(f.target).equals(f.content));
    if (clash) throw new PlaygroundError(`${clash.target} exists and differs; use --force to replace it`);
  }
  mkdirSync(dir, { recursive: true });
  for (const f of files) writeFileSync(f.target, f.content);
  return files.map((f) => f.target);
}

const USAGE = `Usage: benchparse playground [--force] [DIR]

Writes the playground, a static page that parses pasted tool output in the browser and shows the detected format,
the JSON and the ab/webbench summary, into DIR (default ./${DEFAULT_PLAYGROUND_DIR}): index.html and
playground.js. Open DIR/index.html in a browser; the page makes no network requests.

Options:
      --force   replace index.html and playground.js in DIR if they exist and differ
  -h, --help    show this help`;

export const playgroundCommand: Command = {
  summary: "write the browser playground page into a directory",
  run(argv) {
    const options = argv.filter((a) => a.startsWith("-"));
    const positionals = argv.filter((a) => !a.startsWith("-"));
    if (options.includes("-h") || options.includes("--help")) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const unknown = options.find((o) => o !== "--force");
    if (unknown !== undefined || positionals.length > 1) {
      process.stderr.write(`benchparse playground: ${unknown !== undefined ? `unknown option ${unknown}` : "too many arguments"}\n${USAGE}\n`);
      return 2;
    }
    const dir = resolve(positionals[0] ?? DEFAULT_PLAYGROUND_DIR);
    try {
      writePlayground(dir, { force: options.includes("--force") });
    } catch (err) {
      const message = err instanceof PlaygroundError ? err.message : `${dir}: ${(err as Error).message}`;
      process.stderr.write(`benchparse playground: ${message}\n`);
      return 1;
    }
    process.stdout.write(`benchparse playground: wrote ${join(dir, "index.html")} and playground.js; open index.html in a browser\n`);
    return 0;
  },
};
