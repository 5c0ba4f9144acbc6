/**
 * Finds what a bundle for the browser would take from Node: imports of built-in modules (`node:fs`, `fs`, ...) and
 * free references to Node's globals (`process`, `Buffer`, ...), per source file. Bundles with esbuild for
 * `platform: "browser"` and, for every file it loads, compiles it once more with those globals `define`d to
 * markers: esbuild replaces only unbound references, so a local variable named `process`, a string or a comment
 * does not count, while `typeof process` does.
 */
import { readFile } from "node:fs/promises";
import { builtinModules } from "node:module";
import { relative } from "node:path";
import { build, transform, type Loader, type Plugin } from "esbuild";

export const NODE_GLOBALS = ["process", "Buffer", "global", "__dirname", "__filename", "require", "setImmediate", "clearImmediate"] as const;

const BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const marker = (name: string) => `__benchparse_node_global_${name}__`;

export interface NodeUse {
  /** File (relative to `root`) that imports or references it. */
  file: string;
  /** The module specifier or the global's name. */
  name: string;
}

export interface NodeUses {
  imports: NodeUse[];
  globals: NodeUse[];
  /** The bundle esbuild produced (built-in imports left external). */
  code: string;
}

const LOADERS: Record<string, Loader> = { ts: "ts", mts: "ts", cts: "ts", js: "js", mjs: "js", cjs: "js" };

/**
 * Bundles `entryPoints` for the browser and lists the Node built-in imports (anywhere in the bundle) and Node
 * global references (in the project's own files; also in node_modules with `scanDependencies`, slower).
 */
export async function nodeUsesIn(entryPoints: string[], root: string, scanDependencies = false): Promise<NodeUses> {
  const imports: NodeUse[] = [];
  const globals: NodeUse[] = [];
  const plugin: Plugin = {
    name: "node-uses",
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (!BUILTINS.has(args.path) && !args.path.startsWith("node:")) return undefined;
        imports.push({ file: relative(root, args.importer) || "<stdin>", name: args.path });
        return { path: args.path, external: true };
      });
      b.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (args) => {
        if (!scanDependencies && /[\\/]node_modules[\\/]/.test(args.path)) return undefined;
        const source = await readFile(args.path, "utf8");
        const loader = LOADERS[args.path.split(".").pop()!] ?? "js";
        const define = Object.fromEntries(NODE_GLOBALS.map((g) => [g, marker(g)]));
        const { code } = await transform(source, { loader, define, format: "esm", sourcefile: args.path, logLevel: "silent" });
        for (const g of NODE_GLOBALS) if (code.includes(marker(g))) globals.push({ file: relative(root, args.path), name: g });
        return { contents: source, loader };
      });
    },
  };
  const result = await build({
    entryPoints,
    absWorkingDir: root,
    bundle: true,
    platform: "browser",
    format: "esm",
    write: false,
    logLevel: "silent",
    plugins: [plugin],
  });
  return { imports, globals, code: result.outputFiles[0]!.text };
}
