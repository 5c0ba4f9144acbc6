/**
 * Security: (1) keys built from input can never be `__proto__`, `constructor` or `prototype`, in records or raw
 * records, and parsing never pollutes Object.prototype; (2) pathological inputs (2 MB lines, 100,000 columns, 50,000
 * repeated prefixes, deeply repeated lines) parse or fail with a ParseError without hanging. The bound is vitest's
 * per-test timeout: no duration is asserted (bench/pathological.mjs measures how time grows with size); (3) errors
 * never echo control characters from the input (ESC, OSC, CR, NUL, C1, bidi overrides) to a terminal: excerpts and
 * messages show them escaped, and the caret still points at the offending character.
 *
 * Adding a format is one entry in KEY_INPUTS (and its prefixes in PREFIXES); unregistered formats are skipped.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caretExcerpt, escapeControls } from "../src/api/errors.js";
import { isFormatName } from "../src/formats/index.js";
import { detect, extract, parse, safeParse, type TopRecord } from "../src/index.js";
import { expectCleanValue, expectSound } from "./fuzz/harness.js";
import { root, sample as readSample } from "./helpers/samples.js";

/** Per-test bound for the pathological inputs: generous for a loaded 2-core machine, far below a quadratic run. */
const PATHOLOGICAL_TIMEOUT_MS = 90_000;

const RESERVED = ["__proto__", "constructor", "prototype"];
const sample = (rel: string): string => readFileSync(join(root, "samples", rel), "utf8");

// ---------------------------------------------------------------------------------------------------------------
// 1. Keys from input

/** Inputs whose labels, headers or values are the reserved names, per format. */
const KEY_INPUTS: { format: string; inputs: Record<string, string> }[] = [
  {
    format: "ab",
    inputs: {
      "labels named like prototype keys": RESERVED.map((k) => `${k}: 1\n${k}:        2 bytes\n`).join("") + sample("ab/ab-plain-n1000-c10.txt"),
      "values named like prototype keys": sample("ab/ab-plain-n1000-c10.txt")
        .replace(/^Server Software:.*$/m, "Server Software:        __proto__")
        .replace(/^Server Hostname:.*$/m, "Server Hostname:        constructor")
        .replace(/^Document Path:.*$/m, "Document Path:          prototype"),
      "failure breakdown and connection rows with reserved names":
        sample("ab/ab-length-failures-n500-c5.txt").replace(/\(Connect: 0,/, "(__proto__: 1, constructor: 2, Connect: 0,") +
        "__proto__:    0    0   0.0      0       0\nprototype:  1 2 3\n",
      "HTML table with reserved row labels": sample("ab/ab-html-w-n200-c5.txt").replace(/Server Software:/, "__proto__:").replace(/Document Path:/, "constructor:"),
    },
  },
  {
    format: "ab-csv",
    // Nothing in this format becomes a key; the second input checks that records come out clean anyway.
    inputs: { "reserved names in the rows": "Percentage served,Time in ms\n__proto__,1\n0,constructor\n1,2.5\n", "a plain file": "Percentage served,Time in ms\n0,1.000\n100,2.500\n" },
  },
  {
    format: "ab-gnuplot",
    inputs: {
      "reserved names as the header": "__proto__\tconstructor\tprototype\tdtime\tttime\twait\n",
      "reserved names in the cells": "starttime\tseconds\tctime\tdtime\tttime\twait\n__proto__\tconstructor\tprototype\t1\t2\t3\n",
      "a reserved name as the date": "starttime\tseconds\tctime\tdtime\tttime\twait\n__proto__\t1796051821\t0\t1\t1\t1\nconstructor\t1796051821\t0\t1\t1\t1\n",
    },
  },
  {
    format: "webbench",
    inputs: {
      "reserved names in every phrase":
        "Webbench - Simple Web Benchmark __proto__\nBenchmarking: GET http://__proto__/constructor (using HTTP/1.1)\n" +
        "3 clients, running 5 sec, via proxy server __proto__:1, custom header constructor:prototype.\n\n" +
        "Speed=36 pages/min, 12 bytes/sec.\nRequests: 3 susceed, 0 failed.\n__proto__: 1\n",
      "a command line with reserved option values": "$ webbench --__proto__ 1 -c constructor -t prototype http://h/\nSpeed=1 pages/min, 1 bytes/sec.\nRequests: 1 susceed, 0 failed.\n",
    },
  },
  {
    format: "free",
    inputs: {
      "reserved row labels below Mem": `${sample("free/procps-4.0.2-C-default.txt").trimEnd()}\n__proto__:     1 2 3\nconstructor: 1 2 3\nprototype: 1 2 3\n`,
      "a reserved Mem label": "              total        used        free      shared  buff/cache   available\n__proto__:   1 2 3 4 5 6\nconstructor:     0 0 0\n",
      "reserved header words": "__proto__ constructor prototype __proto__ constructor prototype\nMem: 1 2 3 4 5 6\nSwap: 0 0 0\n",
      "free -L with reserved labels": "__proto__ 0 constructor 1 prototype 2 __proto__ 3 \n",
    },
  },
  {
    format: "nginx-stub-status",
    inputs: {
      "reserved HTTP header names": `HTTP/1.1 200 OK\nconstructor: x\nprototype: {"polluted":1}\nServer: __proto__/1.0\n\n${sample("nginx-stub-status/single-page.txt")}`,
      "a header named __proto__ (read as a timestamp line, rejected)": `HTTP/1.1 200 OK\n__proto__: {"polluted":1}\n\n${sample("nginx-stub-status/single-page.txt")}`,
      "a reserved timestamp line": `__proto__\n${sample("nginx-stub-status/single-page.txt")}constructor prototype\n${sample("nginx-stub-status/single-page.txt")}`,
    },
  },
  // Not finished yet; enable with their format issues (sar columns, top headers are keys built from input):
  // { format: "sar", inputs: { "reserved column headers": "Linux 6.1.0 (h) \t11/30/2026 \t_x86_64_\t(2 CPU)\n\n12:00:01 AM  __proto__  constructor  prototype\n12:00:02 AM  1.00  2.00  3.00\n" } },
  // { format: "top", inputs: { "reserved task headers": "top - 10:00:00 up 1 day,  1 user,  load average: 0.00, 0.01, 0.05\n...\n  PID __proto__ constructor prototype COMMAND\n    1 1 2 3 init\n" } },
];

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

  for (const { format, inputs } of KEY_INPUTS) {
    describe.skipIf(!isFormatName(format))(format, () => {
      for (const [name, text] of Object.entries(inputs)) {
        it(name, () => {
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
      }
    });
  }

  it("at least one crafted input per finished format parses to records (the check above is not vacuous)", () => {
    for (const { format, inputs } of KEY_INPUTS.filter((k) => isFormatName(k.format))) {
      const parsed = Object.values(inputs).filter((text) => safeParse(text, { format }).success);
      expect(parsed.length, format).toBeGreaterThan(0);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 2. Pathological inputs

const MB2 = 2 * 1024 * 1024;
/** Size of the other long inputs: enough to hang on a quadratic path, small enough for the default test run. */
const KB512 = 512 * 1024;
const FORMATS = ["ab", "ab-csv", "ab-gnuplot", "webbench", "free", "nginx-stub-status", "sar", "atsar", "top"];
const finished = new Set(["ab", "ab-csv", "ab-gnuplot", "webbench", "free", "nginx-stub-status"]);
/** Formats exercised: the finished ones that are registered (add a format to `finished` when it is done). */
const targets = FORMATS.filter((f) => finished.has(f) && isFormatName(f));

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
};

/**
 * Prefixes each format treats specially, repeated 50,000 times on one line and as 50,000 lines, parsed forced to
 * that format and auto-detected.
 */
const PREFIXES: Record<string, string[]> = {
  ab: ["Server Software: ", "Completed ", "Benchmarking ", "Connect: ", "apr_socket_recv: ", "  50%  "],
  "ab-csv": ["Percentage served,Time in ms", "0,"],
  "ab-gnuplot": ["starttime\tseconds\tctime\tdtime\tttime\twait", "Wed Jun 30 21:49:08 1993\t"],
  webbench: ["Speed=", "Requests: 1 susceed, ", "1 clients, running ", "webbench "],
  free: ["Mem: ", "total used free ", "SwapUse 1 "],
  "nginx-stub-status": ["Active connections: ", "server accepts handled requests ", "Reading: 1 Writing: ", "curl: (7) "],
};

/** Long lines built to defeat a specific regular expression (each one was quadratic before it was fixed). */
const CRAFTED: Record<string, { format: string; text: () => string }> = {
  "ab: Benchmarking host, 2 MB of blanks, no (be patient)": { format: "ab", text: () => `Benchmarking a${" ".repeat(MB2)}b\n` },
  "ab: Benchmarking host, 2 MB of blanks, through proxy": { format: "ab", text: () => `Benchmarking a${" ".repeat(MB2)}through b:1 (be patient)\n` },
  "ab: apr_ error, 2 MB of blanks before the code": { format: "ab", text: () => `apr_socket_recv: a${" ".repeat(MB2)}b (104)\n` },
  "ab: -w HTML with a 512 KB line of '<'": { format: "ab", text: () => `<th colspan=2>Server Software:</th>\n${"<".repeat(KB512)}\n` },
  "ab: 10,000 runs cut in their Connection Times": { format: "ab", text: () => "Connection Times (ms)\n              min  mean[+/-sd] median   max\nConnect:    1\n".repeat(10_000) },
  "webbench: a shell prompt that almost matches, 2 MB long": { format: "webbench", text: () => `a@${"a".repeat(MB2)} b $\n` },
  "webbench: 512 KB of dotted words ending in /webbench": { format: "webbench", text: () => `${"a.".repeat(KB512 / 2)}/webbench -c 1 http://h/\n` },
  "webbench: 50,000 cut Requests phrases on one line": { format: "webbench", text: () => `${"Requests: 1 susceed, ".repeat(50_000)}\n` },
  "webbench: a 2 MB URL scheme": { format: "webbench", text: () => `${"a".repeat(MB2)}://x\n` },
  "free: a Mem row of 100,000 values under a header": { format: "free", text: () => `              total        used        free\nMem: ${"1 ".repeat(100_000)}\nSwap: 0 0 0\n` },
  "ab-gnuplot: a row of 100,000 cells under the header": { format: "ab-gnuplot", text: () => `starttime\tseconds\tctime\tdtime\tttime\twait\n${"1\t".repeat(100_000)}\n` },
  "ab-csv: a row of 100,000 values under the header": { format: "ab-csv", text: () => `Percentage served,Time in ms\n${"1,".repeat(100_000)}\n` },
  "free: a 2 MB header line and a Mem row": { format: "free", text: () => `${"total ".repeat(MB2 / 6)}\nMem: 1 2 3 4 5 6\n` },
  "nginx-stub-status: a 2 MB timestamp line": { format: "nginx-stub-status", text: () => `${"1".repeat(MB2)}\n${sample("nginx-stub-status/single-page.txt")}` },
};

/** Deeply repeated lines: real output repeated to about 500 KB (free's tables and stub_status's pages were quadratic). */
const REPEATED: Record<string, { format: string; text: () => string }> = {
  "ab: one run pasted 350 times": { format: "ab", text: () => sample("ab/ab-plain-n1000-c10.txt").repeat(350) },
  "ab: one results line 20,000 times": { format: "ab", text: () => "Complete requests:      1000\n".repeat(20_000) },
  "ab-gnuplot: one row 12,000 times": { format: "ab-gnuplot", text: () => `starttime\tseconds\tctime\tdtime\tttime\twait\n${"Mon Nov 30 15:17:01 2026\t1796051821\t0\t1\t1\t1\n".repeat(12_000)}` },
  "webbench: one run 1,500 times": { format: "webbench", text: () => sample("webbench/webbench-1.5-terminal-c10-t30.txt").repeat(1500) },
  "free: one table 2,500 times": { format: "free", text: () => `${sample("free/procps-4.0.2-C-default.txt")}\n`.repeat(2500) },
  "nginx-stub-status: one 3-page log 1,500 times": { format: "nginx-stub-status", text: () => sample("nginx-stub-status/series-no-timestamps.txt").repeat(1500) },
};

describe("pathological inputs parse or fail with a ParseError, without hanging", () => {
  for (const [name, make] of Object.entries(GENERIC)) {
    it(`${name}: auto-detected and forced to each format`, () => {
      const text = make();
      expectSound(text, undefined, {}, false);
      for (const format of targets) expectSound(text, format, {}, false);
    }, PATHOLOGICAL_TIMEOUT_MS);
  }

  for (const format of targets) {
    for (const prefix of PREFIXES[format] ?? []) {
      it(`${format}: ${JSON.stringify(prefix)} repeated 50,000 times on one line and as 50,000 lines`, () => {
        for (const text of [`${prefix.repeat(50_000)}\n`, `${prefix}1\n`.repeat(50_000)]) {
          expectSound(text, format, {}, false);
          expectSound(text, undefined, {}, false);
        }
      }, PATHOLOGICAL_TIMEOUT_MS);
    }
  }

  for (const [name, c] of Object.entries({ ...CRAFTED, ...REPEATED })) {
    it.skipIf(!targets.includes(c.format))(name, () => {
      const text = c.text();
      expectSound(text, c.format, {}, false);
      expectSound(text, undefined, {}, false);
    }, PATHOLOGICAL_TIMEOUT_MS);
  }
});

// ---------------------------------------------------------------------------------------------------------------
// 3. Control characters in errors

/** What a terminal acts on: C0 but tab and newline, DEL, C1, bidi embeddings/overrides/isolates/marks, U+2028/9. */
const TERMINAL_CONTROL = /[\0-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** An OSC title sequence, a bidi override, CR, NUL, a C1 CSI, DEL and a tab. */
const INJECTED = "\x1b]0;pwned\x07\u202e\r\0\x9b\x7f\t";

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
  const cases: [format: string, file: string, after: string][] = [
    ["ab", "ab/ab-plain-n1000-c10.txt", "Requests per second:    "],
    ["ab-csv", "ab/ab-oracle-n3000-c20.csv", "1,"],
    ["sar", "sar/sar-locale-C.txt", "15:24:44     "],
    ["atsar", "atsar/atopsar-raw-c.txt", "  all "],
    ["free", "free/procps-4.0.2-C-default.txt", "Mem:   "],
    ["nginx-stub-status", "nginx-stub-status/single-page.txt", "Reading: "],
  ];
  it.each(cases)("%s", (format, file, after) => {
    if (!isFormatName(format)) return;
    const text = readSample(file).replace(after, after + INJECTED);
    const r = safeParse(text, { format });
    expect(r.success).toBe(false);
    if (r.success) return;
    for (const shown of [r.error.message, r.error.reason, r.error.excerpt, JSON.stringify(r.error.toJSON())]) {
      expect(shown).not.toMatch(TERMINAL_CONTROL);
    }
    const [line, caret] = r.error.excerpt.split("\n") as [string, string];
    expect(line).toContain("\\x1b]0;pwned\\x07\\u202e\\r\\0\\x9b\\x7f\t");
    // the caret is under the character the column names, escaped or not
    const original = text.split("\n")[r.error.line - 1]!;
    expect(line.slice(caret.indexOf("^")).startsWith(escapeControls(original.slice(r.error.column - 1)).slice(0, 4))).toBe(true);
  });

  it("a message quoting a control character shows it escaped (raw DEL, C1 and bidi too)", () => {
    for (const bad of ["\x01", "\x7f", "\x9b", "\u202e"]) {
      const r = safeParse(`Percentage served,Time in ms\n1,${bad}\n`, { format: "ab-csv" });
      expect(r.success).toBe(false);
      if (!r.success) expect(r.error.message).not.toMatch(TERMINAL_CONTROL);
    }
  });

  it("top: an error item's message and excerpt are escaped too", () => {
    if (!isFormatName("top")) return;
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

  it.skipIf(!isFormatName("sar"))("sar: a column header with 8,000 copies of one name, parsed and extracted", () => {
    const text = sarRepeatedHeader(8000);
    const r = safeParse(text, { format: "sar" });
    expect(r.success).toBe(true);
    const row = r.success ? (r.data as { columns?: Record<string, unknown> }[]).find((rec) => rec.columns !== undefined) : undefined;
    expect(Object.keys(row?.columns ?? {})).toHaveLength(8000);
    expect(row?.columns).toHaveProperty("%user#8000");
    expect(extract(text).blocks.map((b) => b.format)).toEqual(["sar"]);
  }, PATHOLOGICAL_TIMEOUT_MS);
});
