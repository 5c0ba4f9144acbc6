/**
 * `benchparse playground [DIR]` and `benchparse schema FORMAT`: the functions behind them, and the built CLI
 * (dist/cli.js, which `npm test` builds first) when it is there.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { builtPlaygroundDir, PLAYGROUND_FILES, PlaygroundError, playgroundCommand, writePlayground } from "../../src/commands/playground.js";
import { jsonSchemaFor } from "../../src/commands/schema.js";
import { root } from "../helpers/samples.js";

const work = mkdtempSync(join(tmpdir(), "benchparse-commands-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const capture = async (run: () => number | Promise<number>) => {
  let stdout = "";
  let stderr = "";
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => ((stdout += String(chunk)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => ((stderr += String(chunk)), true));
  try {
    return { code: await run(), stdout, stderr };
  } finally {
    vi.restoreAllMocks();
  }
};

describe("benchparse playground", () => {
  afterEach(() => vi.restoreAllMocks());
  const from = join(work, "built");
  mkdirSync(from, { recursive: true });
  writeFileSync(join(from, "index.html"), "<!doctype html><script src=./playground.js></script>\n");
  writeFileSync(join(from, "playground.js"), "/* page */\n");

  it("copies index.html and playground.js into a new directory, and again when they are unchanged", () => {
    const dir = join(work, "out", "nested");
    expect(writePlayground(dir, { from })).toEqual(PLAYGROUND_FILES.map((f) => join(dir, f)));
    for (const f of PLAYGROUND_FILES) expect(readFileSync(join(dir, f), "utf8")).toBe(readFileSync(join(from, f), "utf8"));
    expect(() => writePlayground(dir, { from })).not.toThrow();
  });

  it("does not replace a different file unless forced", () => {
    const dir = join(work, "clash");
    mkdirSync(dir);
    writeFileSync(join(dir, "index.html"), "mine\n");
    expect(() => writePlayground(dir, { from })).toThrow(PlaygroundError);
    expect(readFileSync(join(dir, "index.html"), "utf8")).toBe("mine\n");
    expect(existsSync(join(dir, "playground.js"))).toBe(false);
    writePlayground(dir, { from, force: true });
    expect(readFileSync(join(dir, "index.html"), "utf8")).toBe(readFileSync(join(from, "index.html"), "utf8"));
  });

  it("writes the built playground (or says it is not built) and checks its arguments", async () => {
    const dir = join(work, "from-command");
    const r = await capture(() => playgroundCommand.run([dir]));
    if (builtPlaygroundDir() === undefined) {
      expect(r.code).toBe(1);
      expect(r.stderr).toContain("the playground is not built");
    } else {
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(join(dir, "index.html"));
      expect(readFileSync(join(dir, "index.html"), "utf8")).toContain('<script src="./playground.js"></script>');
    }
    expect((await capture(() => playgroundCommand.run(["a", "b"]))).code).toBe(2);
    expect((await capture(() => playgroundCommand.run(["--nope"]))).code).toBe(2);
    const help = await capture(() => playgroundCommand.run(["--help"]));
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: benchparse playground \[--force\] \[DIR\]/);
  });
});

describe("the built CLI: schema and playground", () => {
  const cli = join(root, "dist", "cli.js");
  if (!existsSync(cli) && process.env.CI === "true") throw new Error("dist/cli.js is missing in CI: npm test builds it first");
  if (!existsSync(cli)) console.warn("[commands test] dist/cli.js not built: the built-CLI tests are skipped (npm run build)");
  const run = (args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd: work, encoding: "utf8" });

  it.skipIf(!existsSync(cli))("`benchparse schema FORMAT` prints the generated schema; `benchparse schema` without one exits 2", () => {
    const r = run(["schema", "webbench"]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(jsonSchemaFor("webbench"));
    const missing = run(["schema"]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("missing FORMAT");
  });

  it.skipIf(!existsSync(cli) || !existsSync(join(root, "dist", "playground")))("`benchparse playground` writes ./benchparse-playground", () => {
    const r = run(["playground"]);
    expect(r.status).toBe(0);
    for (const f of PLAYGROUND_FILES) {
      expect(readFileSync(join(work, "benchparse-playground", f))).toEqual(readFileSync(join(root, "dist", "playground", f)));
    }
  });
});
