/**
 * Terminal escapes in what benchparse writes on standard error: a file name (`benchparse uploads/*`) or an option value
 * can hold ESC, BEL, C1 controls and bidi overrides, and every message that names it shows them escaped (escapeControls,
 * as the input's own text in errors): the not-found error, a parse error's location, warnings, the note on other
 * formats in a document, the CSV sections note, --summary's, usage errors, and the progress line on a terminal.
 */
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { root } from "./helpers/samples.js";
import { sharedDir, skipShared } from "./helpers/shared.js";

const cli = join(root, "dist", "cli.js");
/** A file name that sets the terminal's title, clears the screen (ESC [ and C1 CSI) and reverses the text after it. */
const NAME = "x\x1b]0;PWNED\x07\x1b[2J\u009b2J\u202ename";
const SHOWN = "x\\x1b]0;PWNED\\x07\\x1b[2J\\x9b2J\\u202ename";
/** What a terminal acts on: C0 controls but tab and line feed, DEL, C1, bidi controls. */
const CONTROLS = /[\0-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const script = spawnSync("script", ["--version"], { stdio: "ignore" }).error === undefined;
const inCI = process.env.CI === "true";
if (!script && !inCI) console.warn("[cli-escapes] script(1) is not installed: the progress line case is skipped");

const dir = mkdtempSync(join(tmpdir(), "bp-esc-"));
/** A copy of `sample` (a path under samples/, or text) under the escaping name, with `suffix`. */
function named(sample: string, suffix: string, text?: string): string {
  const path = join(dir, `${NAME}${suffix}`);
  if (text !== undefined) writeFileSync(path, text);
  else copyFileSync(join(root, "samples", sample), path);
  return path;
}
function benchparse(args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
/** Standard error names the file escaped, and holds no control character a terminal would act on. */
function expectEscaped(stderr: string, message: RegExp): void {
  expect(stderr).not.toMatch(CONTROLS);
  expect(stderr).toContain(SHOWN);
  expect(stderr).toMatch(message);
}

describe("escapes in the names benchparse writes on stderr", () => {
  beforeAll(() => {
    if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run `npm run build` (npm test does it)");
  });

  it("a file that is not there", () => {
    const r = benchparse([join(dir, `${NAME}.missing`)]);
    expect(r.code).toBe(1);
    expectEscaped(r.stderr, /: no such file\n$/);
  });

  it("a parse error's location", () => {
    const r = benchparse([named("", ".bad", "garbage\n")]);
    expect(r.code).toBe(1);
    expectEscaped(r.stderr, /\.bad:1:1: unknown: could not recognise the format/);
  });

  it("a record's warning (free without a unit: KiB assumed)", () => {
    const r = benchparse([named("free/procps-4.0.2-C-s1-c3.txt", ".free")]);
    expect(r.code).toBe(0);
    expectEscaped(r.stderr, /: free: warning: free prints no unit/);
  });

  it("the note on the other formats a document holds", () => {
    const text = `${readFileSync(join(root, "samples", "ab", "ab-plain-n1000-c10.txt"), "utf8")}\n$ free\n${readFileSync(join(root, "samples", "free", "procps-4.0.2-C-b.txt"), "utf8")}`;
    const r = benchparse([named("", ".mixed", text)]);
    expect(r.code).toBe(0);
    expectEscaped(r.stderr, /note: read as ab; it also holds free .*`benchparse extract .*\.mixed` reads every format/);
  });

  it("the CSV sections note and --summary's", () => {
    const sar = named("sar/sar-A-C-comments-restart.txt", ".sar");
    expectEscaped(benchparse(["--csv", sar]).stderr, /note: \d+ sections in one CSV table/);
    expectEscaped(benchparse(["--section", "nope", sar]).stderr, /no records of section "nope"/);
    expectEscaped(benchparse(["--summary", named("free/procps-4.0.2-C-b.txt", ".free-b")]).stderr, /--summary applies to load-test runs/);
  });

  it("option values echoed in usage errors", () => {
    const r = benchparse(["--format", "a\x1b[2J", "x"]);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(CONTROLS);
    expect(r.stderr).toContain('unknown format "a\\x1b[2J"');
    const option = benchparse(["--\x1b[2J"]);
    expect(option.code).toBe(2);
    expect(option.stderr).not.toMatch(CONTROLS);
  });

  it.skipIf(!script && !inCI)(`the progress line on a terminal (an input over 4 MiB)${script ? "" : " (skipped: script(1) is not installed)"}`, async () => {
    const frames = readFileSync(join(root, "samples", "top", "procps-ng-4.0.2-b-n3-d0.5.txt"), "utf8");
    const big = named("", ".big", frames.repeat(Math.ceil((5 * 1024 * 1024) / frames.length)));
    // stderr is the pty (a terminal: the progress line is shown), the records go to /dev/null
    const run = spawn("script", ["-qec", `"${process.execPath}" "${cli}" --ndjson "$BIG" > /dev/null`, "/dev/null"], { env: { ...process.env, BIG: big }, stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    run.stdout.on("data", (d: Buffer) => (out += d.toString()));
    await new Promise((resolve) => run.on("close", resolve));
    run.stdin.end();
    expect(out).toMatch(/MiB read, \d+ records/);
    expect(out).toContain(SHOWN);
    expect(out.replace(/[\r\n]/g, "")).not.toMatch(CONTROLS); // the progress line's own \r aside
  }, 60_000);

  it.skipIf(skipShared)(`../shared/repro/esc-*.txt under such a name: nothing raw reaches the terminal${skipShared ? " (skipped: ../shared is absent)" : ""}`, () => {
    for (const file of ["esc-ab-host.txt", "esc-free-value.txt"]) {
      const path = join(dir, `${NAME}.${file}`);
      copyFileSync(join(sharedDir, "repro", file), path);
      const r = benchparse([path]);
      expect(r.stderr, file).not.toMatch(CONTROLS);
      expect(r.stdout, file).not.toMatch(CONTROLS); // JSON escapes them (\u001b)
      if (r.stderr !== "") expect(r.stderr).toContain(SHOWN);
    }
  });
});
