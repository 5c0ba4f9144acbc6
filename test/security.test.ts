/**
 * Security: (1) keys built from input can never be `__proto__`, `constructor` or `prototype`, in records or raw
 * records, and parsing never pollutes Object.prototype; (2) pathological inputs (2 MB lines, 100,000 columns, 50,000
 * repeated prefixes, deeply repeated lines) parse or fail with a ParseError without hanging. The bound is vitest's
 * per-test timeout: no duration is asserted (bench/pathological.mjs measures how time grows with size); (3) errors
 * never echo control characters from the input (ESC, OSC, CR, NUL, C1, bidi overrides) to a terminal: excerpts and
 * messages show them escaped, and the caret still points at the offending character.
 *
 * Every registered format is tested; its own crafted inputs come from test/<format>/format.ts (keyInputs, prefixes,
 * pathological), its samples from its definition.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caretExcerpt, escapeControls } from "../src/kit/errors.js";
import { detect, extract, parse, safeParse, type TopRecord } from "../src/index.js";
import { expectCleanValue, expectSound } from "./fuzz/harness.js";
import { fixturesOf, formatNames, formatSamples, getFormat, type FormatName } from "./helpers/formats.js";
import { root, sample as readSample } from "./helpers/samples.js";
import { KB512, MB2, RESERVED } from "./helpers/security.js";

/** Per-test bound for the pathological inputs: generous for a loaded 2-core machine, far below a quadratic run. */
const PATHOLOGICAL_TIMEOUT_MS = 90_000;

/** Every registered format with its crafted inputs (test/<format>/format.ts). */
const targets = await Promise.all(formatNames.map(async (format) => ({ format, ...(await fixturesOf(format)) })));

// ---------------------------------------------------------------------------------------------------------------
// 1. Keys from input

describe("keys built from input never reach a prototype", () => {
  let before: string[];
  beforeAll(() => {
    before = Object.getOwnPropertyNames(Object.prototype).sort();
  });
  afterAll(() => {
    // Nothing in the whole file added a property to Object.prototype.
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  for (const { format, keyInputs = {} } of targets) {
    describe(format, () => {
      // a format's own samples with reserved names in place of each line's first word, besides its crafted inputs
      const inputs: [string, string][] = [...Object.entries(keyInputs), ...reservedVariants(format)];
      it.each(inputs)("%s", (_name, text) => {
        for (const options of [{ format }, { format, raw: true }, {}]) {
          const result = safeParse(text, options);
          if (!result.success) {
            expect(result.error.reason).not.toMatch(/^internal error/);
            continue;
          }
          for (const record of result.data) {
            expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
            expectCleanValue(record);
          }
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted")).toBe(false);
      });

      it("at least one of these inputs parses to records (the check above is not vacuous)", () => {
        expect(inputs.filter(([, text]) => safeParse(text, { format }).success).length).toBeGreaterThan(0);
      });
    });
  }
});

/** The format's first samples, each with the reserved names put in place of the first word of every line. */
function reservedVariants(format: FormatName): [string, string][] {
  return formatSamples(format)
    .slice(0, 3)
    .map((file) => {
      const text = readFileSync(join(root, getFormat(format).testing.samples, file), "utf8");
      let i = 0;
      return [`${file}, first words named like prototype keys`, text.replace(/^(\s*)[A-Za-z][\w-]*/gm, (_m, lead: string) => lead + RESERVED[i++ % RESERVED.length])];
    });
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Pathological inputs

/** Inputs that concern every format: each is parsed auto-detected and forced to every format. */
const GENERIC: Record<string, () => string> = {
  "a 2 MB line of digits": () => "7".repeat(MB2),
  "a 2 MB line of spaces": () => " ".repeat(MB2),
  "a 2 MB line of spaces between two words": () => `a${" ".repeat(MB2)}b\n`,
  "100,000 columns of numbers": () => `${"1 ".repeat(100_000)}\n`,
  "100,000 tab-separated columns": () => `${"1\t".repeat(100_000)}\n`,
  "100,000 comma-separated columns": () => `${"1,".repeat(100_000)}\n`,
  "a 512 KB line of dotted words (a.b.c...)": () => "a.".repeat(KB512 / 2),
  "a 512 KB line of '<'": () => "<".repeat(KB512),
  "a 512 KB line of '<th'": () => "<th".repeat(KB512 / 3),
  "a 512 KB line of '('": () => "(".repeat(KB512),
  "200,000 empty lines": () => "\n".repeat(200_000),
  // a lazy group before trailing blanks (`(\S.*?)\s*$`) backtracks quadratically on these (iostat -t, vmstat -s, siege)
  "a number, a word and 1 MB of trailing blanks": () => `1 a${" ".repeat(2 * KB512)}\n`,
};

describe("pathological inputs parse or fail with a ParseError, without hanging", () => {
  for (const [name, make] of Object.entries(GENERIC)) {
    it(`${name}: auto-detected and forced to each format`, () => {
      const text = make();
      expectSound(text, undefined, {}, false);
      for (const { format } of targets) expectSound(text, format, {}, false);
    }, PATHOLOGICAL_TIMEOUT_MS);
  }

  for (const { format, prefixes = [], pathological = {} } of targets) {
    for (const prefix of prefixes) {
      it(`${format}: ${JSON.stringify(prefix)} repeated 50,000 times on one line and as 50,000 lines`, () => {
        for (const text of [`${prefix.repeat(50_000)}\n`, `${prefix}1\n`.repeat(50_000)]) {
          expectSound(text, format, {}, false);
          expectSound(text, undefined, {}, false);
        }
      }, PATHOLOGICAL_TIMEOUT_MS);
    }
    for (const [name, make] of Object.entries(pathological)) {
      it(`${format}: ${name}`, () => {
        const text = make();
        expectSound(text, format, {}, false);
        expectSound(text, undefined, {}, false);
      }, PATHOLOGICAL_TIMEOUT_MS);
    }
  }
});

// ---------------------------------------------------------------------------------------------------------------
// 3. Control characters in errors

/** What a terminal acts on: C0 but tab and newline, DEL, C1, bidi embeddings/overrides/isolates/marks, U+2028/9. */
const TERMINAL_CONTROL = /[\0-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** An OSC title sequence, a bidi override, CR, NUL, a C1 CSI, DEL and a tab. */
// (no lone CR: it ends a line, src/api/lines.ts; caretExcerpt's cases above show "\r" escaped)
const INJECTED = "\x1b]0;pwned\x07\u202e\0\x9b\x7f\t";

describe("escapeControls", () => {
  it.each([
    ["\x1b[31mred", "\\x1b[31mred"],
    ["a\rb", "a\\rb"],
    ["a\0b", "a\\0b"],
    ["\x01\x08\x0b\x0c\x1f", "\\x01\\x08\\x0b\\x0c\\x1f"],
    ["\x7f", "\\x7f"],
    ["\x80\x9b\x9f", "\\x80\\x9b\\x9f"],
    ["\u202aa\u202e\u2066\u2069", "\\u202aa\\u202e\\u2066\\u2069"],
    ["\u200e\u200f\u061c\u2028", "\\u200e\\u200f\\u061c\\u2028"],
    ["tab\tstays", "tab\tstays"],
    ["é ü 中文 \u00a0", "é ü 中文 \u00a0"],
    ["already \\x1b escaped", "already \\x1b escaped"],
  ])("%j -> %j", (input, shown) => {
    expect(escapeControls(input)).toBe(shown);
    expect(escapeControls(shown)).toBe(shown); // idempotent
  });
});

describe("caretExcerpt", () => {
  it.each([
    // line, column, expected excerpt
    ["a\x1bb", 3, "a\\x1bb\n     ^"],
    ["a\x1bb", 2, "a\\x1bb\n ^"],
    ["\u202eabc", 2, "\\u202eabc\n      ^"],
    ["\tx\ty", 4, "\tx\ty\n\t \t^"],
    ["\r\0z", 3, "\\r\\0z\n    ^"],
  ])("%j column %d", (line, column, excerpt) => expect(caretExcerpt(line, column)).toBe(excerpt));

  it("the caret points under the offending character of the escaped line", () => {
    const line = `${"\x1b".repeat(150)}X${"\x1b".repeat(150)}`;
    const [shown, caret] = caretExcerpt(line, 151).split("\n") as [string, string];
    expect(shown.slice(caret.indexOf("^"), caret.indexOf("^") + 1)).toBe("X");
    expect(shown).not.toMatch(TERMINAL_CONTROL);
  });
});

describe("errors show control characters from the input escaped", () => {
  // each format's own case (test/<format>/format.ts `injection`): a sample with the characters put after a place
  const cases = targets.flatMap((t) => (t.injection && "file" in t.injection ? [[t.format, t.injection.file, t.injection.after] as const] : []));
  it("every format has an injection case, or says why it has none", () => expect(targets.filter((t) => !t.injection).map((t) => t.format)).toEqual([]));
  it.each(cases)("%s", (format, file, after) => {
    const text = readSample(file).replace(after, after + INJECTED);
    expect(text).toContain(INJECTED);
    const r = safeParse(text, { format });
    // a failed parse, or (formats that keep reading: top) an error record among the records
    const item = r.success ? (r.data as { kind?: string; error?: { message: string; excerpt: string; line: number; column: number } }[]).find((x) => x.kind === "error")?.error : undefined;
    const error = r.success ? item : { ...r.error.toJSON(), reason: r.error.reason, message: r.error.message, excerpt: r.error.excerpt, line: r.error.line, column: r.error.column };
    expect(error, "the damaged sample gives a located error").toBeDefined();
    if (error === undefined) return;
    for (const shown of [error.message, error.excerpt, JSON.stringify(error)]) expect(shown).not.toMatch(TERMINAL_CONTROL);
    const [line, caret] = error.excerpt.split("\n") as [string, string];
    expect(line).toContain("\\x1b]0;pwned\\x07\\u202e\\0\\x9b\\x7f\t");
    // the caret is under the character the column names, escaped or not
    const original = text.split("\n")[error.line - 1]!;
    expect(line.slice(caret.indexOf("^")).startsWith(escapeControls(original.slice(error.column - 1)).slice(0, 4))).toBe(true);
  });

  it("a message quoting a control character shows it escaped (raw DEL, C1 and bidi too)", () => {
    for (const bad of ["\x01", "\x7f", "\x9b", "\u202e"]) {
      const r = safeParse(`Percentage served,Time in ms\n1,${bad}\n`, { format: "ab-csv" });
      expect(r.success).toBe(false);
      if (!r.success) expect(r.error.message).not.toMatch(TERMINAL_CONTROL);
    }
  });

  it("top: an error item's message and excerpt are escaped too", () => {
    const records = parse(readSample("top/procps-ng-4.0.2-b-n3-d0.5.txt").replace("2 running", "2\x1b[2Jrunning"), { format: "top" }) as TopRecord[];
    const error = records.find((r) => r.kind === "error");
    expect(error).toMatchObject({ kind: "error", error: { line: 2, column: 22, excerpt: expect.stringContaining("2\\x1b[2Jrunning") } });
    if (error?.kind !== "error") return;
    expect(error.error.message).not.toMatch(TERMINAL_CONTROL);
    expect(error.error.excerpt).not.toMatch(TERMINAL_CONTROL);
    const [line, caret] = error.error.excerpt.split("\n") as [string, string];
    expect(line.slice(caret.indexOf("^"))).toMatch(/^\\x1b/);
  });
});

/** `extract` tries every signature on every line, and its joined-output cutter tries patterns at every offset. */
const KB300 = 300 * 1024;
const EXTRACT_INPUTS: Record<string, () => string> = {
  "a 300 KB line of dashes": () => "-".repeat(KB300),
  "a 300 KB line of digits": () => "7".repeat(KB300),
  "a 300 KB line of blanks": () => " ".repeat(KB300),
  "a 300 KB word ending in neither @ nor a prompt": () => "a".repeat(KB300),
  "a 300 KB line of dashes as a Markdown table cell": () => `| ${"-".repeat(KB300)} |\n`,
  "a 300 KB line of clock times": () => "1:00:00 ".repeat(KB300 / 8),
  "a clock time, 300 KB of blanks, no tag": () => `12:00:00${" ".repeat(KB300)}x\n`,
  "a sar host line with 300 KB of ' )'": () => `Linux 6.1 (h${" )".repeat(KB300 / 2)}\n`,
  "an atopsar host line with 300 KB of '#'": () => `vm 6.1 ${"#".repeat(KB300)}\n`,
  "a webbench error line with 300 KB of blanks": () => `${" ".repeat(KB300)}x\n`,
  "50,000 lines of dashes": () => "--\n".repeat(50_000),
  "a number, a word and 1 MB of trailing blanks": () => `1 a${" ".repeat(2 * KB512)}\n`,
};

/** A sar report whose column header repeats one name (each repeat is named `%user#2`, `%user#3`, ...). */
const sarRepeatedHeader = (n: number): string =>
  `Linux 6.1.0 (h) \t11/30/2026 \t_x86_64_\t(2 CPU)\n\n12:00:01 AM ${"%user ".repeat(n)}\n12:00:02 AM ${"1.00 ".repeat(n)}\n`;

describe("extract and the detectors on pathological inputs, without hanging", () => {
  for (const [name, make] of Object.entries(EXTRACT_INPUTS)) {
    it(`${name}: extracted, detected and parsed auto-detected`, () => {
      const text = make();
      const result = extract(text);
      expect(Array.isArray(result.blocks)).toBe(true);
      expect(Array.isArray(result.warnings)).toBe(true);
      detect(text);
      expectSound(text, undefined, {}, false);
    }, PATHOLOGICAL_TIMEOUT_MS);
  }

  it("sar: a column header with 8,000 copies of one name, parsed and extracted", () => {
    const text = sarRepeatedHeader(8000);
    const r = safeParse(text, { format: "sar" });
    expect(r.success).toBe(true);
    // the first copy is the typed field, the 7,999 others are kept under their printed name (otherColumns, #41)
    const row = r.success ? (r.data as { cpuUserPercent?: number; otherColumns?: Record<string, unknown> }[]).find((rec) => rec.otherColumns !== undefined) : undefined;
    expect(row?.cpuUserPercent).toBe(1);
    expect(Object.values(row?.otherColumns ?? {})).toHaveLength(7999);
    expect(Object.values(row?.otherColumns ?? {}).every((v) => v === 1)).toBe(true);
    expect(extract(text).blocks.map((b) => b.format)).toEqual(["sar"]);
  }, PATHOLOGICAL_TIMEOUT_MS);
});
