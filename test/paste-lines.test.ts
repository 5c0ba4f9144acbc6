/**
 * Text as people paste it, second round (issue #40): lines between reports that no tool prints (comment lines and
 * Markdown headings, a label before a code fence, bullets in front of some lines), tables turned into Markdown, and
 * rows left out with `...`. Every sample, damaged each way, gives the records of the clean text (an elision: and an
 * error there, the rest kept); real third-party copies, with where they were found, give what their clean text gives.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, parsePartial, parseStream, ParseError, safeParse } from "../src/index.js";
import { Asides, elisionAt, isProseLine, mayBeRepaired, tableColumns } from "../src/api/paste.js";
import { isCommandLine } from "../src/api/command-line.js";
import { getFormat } from "../src/formats/index.js";
import { fixturesOf, sampleFolders } from "./helpers/formats.js";
import { pasted, unplaced } from "./helpers/paste.js";
import { root, sampleFiles, seeded, seedOf } from "./helpers/samples.js";

/** A damage form: the damaged copy, or undefined when it does not apply to the text. */
type Damage = [name: string, apply: (text: string) => string | undefined];

const eachLine = (text: string, f: (line: string, i: number) => string): string => {
  const lines = text.split("\n");
  const last = lines.at(-1) === "" ? lines.pop() : undefined;
  return lines.map(f).join("\n") + (last === undefined ? "" : "\n");
};
/** Lines after the output: only after a text that ends its last line (one that does not is cut off, and says so). */
const after = (lines: string) => (text: string) => (text.endsWith("\n") && !marked(text) ? `${text}${lines}` : undefined);
/** A text whose first line carries a margin (`> `, `# `, indentation) or that has one line: lines before or after it
 * change its margin or leave too little to detect (as in test/paste.test.ts's prose lines). */
const marked = (text: string): boolean => {
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  return lines.length < 2 || /^[ \t>#*/-]/.test(lines[0]!);
};
const before = (lines: string) => (text: string) => (marked(text) ? undefined : `${lines}${text}`);

/** Class 3: lines between reports that no tool prints. */
const LINES: Damage[] = [
  ["comment lines before it (`# K : 1024 bytes`, a Chinese note)", before("# K : 1024 bytes\n# 注释：第一次测试\n")],
  ["a comment line after it", after("# 完\n")],
  ["a comment line after every blank line (between reports)", (t) => (/\n\n\S/.test(t) ? t.replace(/\n\n(?=\S)/g, "\n\n# note: the next part\n") : undefined)],
  ["indented by 4 blanks, an indented comment before it", (t) => (marked(t) ? undefined : `    # mpstat\n${eachLine(t, (l) => (l === "" ? "" : `    ${l}`))}`)],
  ["a Markdown heading right after it", after("### Next run\n")],
  ["in a code fence, a Markdown heading right after the fence", (t) => (marked(t) ? undefined : after("```\n### Next run\n")(`\`\`\`console\n${t}`))],
  ["`Results:` right before a code fence around it", (t) => (marked(t) ? undefined : after("```\n")(`Results:\n\`\`\`\n${t}`))],
  ["`Output:`, a blank line, a code fence around it", (t) => (marked(t) ? undefined : after("```\n")(`Output:\n\n\`\`\`text\n${t}`))],
  ["a `- ` bullet before every line", (t) => eachLine(t, (l) => (l.trim() === "" ? l : `- ${l}`))],
  ["a `- ` bullet before every third line", (t) => (marked(t) ? undefined : eachLine(t, (l, i) => (l.trim() !== "" && i % 3 === 0 ? `- ${l}` : l)))],
  ["a `* ` bullet before the first line of each paragraph", (t) => (marked(t) ? undefined : t.replace(/(^|\n\n)(?=\S)/g, "$1* "))],
];

/**
 * Class 4: each table of the text (a paragraph of two lines or more whose lines have as many cells) as a Markdown
 * table, a `|---|` rule under its first line, the rows in pipes or not. A cell is a word in a table of numbers
 * (vmstat's, sar's, top's process table), else what runs of two blanks or a tab separate (`Server Software:` |
 * `nginx`). A paragraph with a `|` of its own is left as it is (Markdown would need it escaped).
 */
function markdownTables(rowsInPipes: boolean, align: boolean) {
  return (text: string): string | undefined => {
    // (a 12-hour clock is one cell: `10:33:40 PM`)
    const words = (l: string) => l.trim().split(/[ \t]+/).reduce<string[]>((cells, w) => (/^[AP]M$/.test(w) && /\d:\d\d$/.test(cells.at(-1) ?? "") ? [...cells.slice(0, -1), `${cells.at(-1)} ${w}`] : [...cells, w]), []);
    const runs = (l: string) => l.trim().split(/ {2,}|\t/);
    const numbers = (l: string) => words(l).filter((w) => /^[-+]?\d[\d.,:]*%?$/.test(w)).length * 2 >= words(l).length;
    const copy = text
      .split(/(\n\n+)/)
      .map((part, i) => {
        if (i % 2 === 1) return part;
        const lines = part.split("\n");
        const rows = lines.filter((l) => l.trim() !== "");
        if (rows.length < 2 || part.includes("|")) return part;
        const same = (cells: (l: string) => string[]) => rows.every((l) => cells(l).length === cells(rows[0]!).length);
        const cells = same(words) && rows.slice(1).every(numbers) ? words : runs;
        const n = cells(rows[0]!).length;
        if (n < 2 || !same(cells)) return part;
        let first = true;
        return lines
          .map((l) => {
            if (l.trim() === "") return l;
            const row = `| ${cells(l).join(" | ")} |`;
            if (first) {
              first = false;
              return `${row}\n|${cells(l).map(() => (align ? " :---: " : "---")).join("|")}|`;
            }
            return rowsInPipes ? row : l;
          })
          .join("\n");
      })
      .join("");
    return copy === text ? undefined : copy;
  };
}
const TABLES: Damage[] = [
  ["its tables in Markdown, rows in pipes", markdownTables(true, false)],
  ["its tables in Markdown with centred columns (`| :---: |`), only the header in pipes", markdownTables(false, true)],
  ["ab -g: the header's tabs replaced by runs of blanks", (t) => (/^starttime\t/.test(t) ? t.replace(/^[^\n]*/, (h) => h.replace(/\t/g, "   ")) : undefined)],
];


/** Each sample of each folder: what safeParse gives clean, and the options it is read with. */
async function* cleanSamples(): AsyncGenerator<{ folder: string; file: string; text: string; options: Record<string, unknown>; records: unknown[] }> {
  for (const { folder, formats } of sampleFolders()) {
    const fixtures = await fixturesOf(formats[0]!);
    const optionsOf = fixtures.sampleOptions ?? (() => ({}));
    for (const file of sampleFiles(folder, (p) => !/(^|\/)README\.md$|\.conf$|\.sh$/.test(p))) {
      const text = readFileSync(file, "utf8");
      const options = optionsOf(relative(join(root, "samples", folder), file));
      const clean = safeParse(text, options);
      // (samples that fail clean, usage errors and binary files, have nothing to keep)
      if (clean.success) yield { folder, file: relative(root, file), text, options, records: clean.data };
    }
  }
}

/**
 * Tables whose Markdown copy loses what the format reads them by: where a cell starts or ends, which a Markdown cell
 * does not keep. Each must keep failing until its format reads the cells (then it leaves this list).
 */
const KNOWN_TABLE_DIFFERENCES: Record<string, string> = {
  "samples/top/procps-ng-4.0.2-LC_ALL-de_DE-german-labels.txt": "top reads a process table by its header's column positions (src/formats/top/columns.ts)",
  "samples/top/procps-ng-4.0.2-LC_ALL-fr_FR-french-labels.txt": "top reads a process table by its header's column positions",
  "samples/top/procps-ng-4.0.2-LC_NUMERIC-de_DE-decimal-comma.txt": "top reads a process table by its header's column positions",
  "samples/top/labex-docker101-flush-left-header.txt": "top reads a process table by its header's column positions",
  "samples/top/pasted-ibm-docker101-indent4-flush-left.txt": "top reads a process table by its header's column positions",
  "samples/iostat/iostat-g-group-x.txt": "iostat -g tells a group's row by the blank in front of its name, which a cell is trimmed of",
  "samples/siege/siege-classic-verbose-csv-c2-r3.txt": "siege -v's response lines made cells: not a table a person would make",
  "samples/pidstat/pidstat-locale-en_US-h.txt": "the command `busy worker` holds a blank: this test's table maker splits it into two cells",
  "samples/sar-tsv/sadf-p-A.C.first-2-samples.txt": "sadf -p's cells are split at tabs and its timestamp holds blanks (`2026-12-06 02:35:38 UTC`): a row from Markdown cells is not read (#44 follow-up)",
  "samples/sar-tsv/sadf-p-A.de_DE.first-2-samples.txt": "sadf -p's cells are split at tabs and its timestamp holds blanks: a row from Markdown cells is not read (#44 follow-up)",
};

describe("lines no tool prints and tables in Markdown: every sample gives the records of the clean text", () => {
  for (const [klass, forms, known] of [["lines between reports", LINES, {}], ["Markdown tables", TABLES, KNOWN_TABLE_DIFFERENCES]] as const) {
    it(`${klass}: ${forms.length} damage forms x every sample`, async () => {
      const failures: string[] = [];
      const knownFailed = new Set<string>();
      const checked = new Map<string, number>();
      for await (const { file, text, options, records } of cleanSamples()) {
        const want = unplaced(records);
        for (const [name, apply] of forms) {
          const copy = apply(text);
          if (copy === undefined) continue;
          checked.set(name, (checked.get(name) ?? 0) + 1);
          const got = safeParse(copy, options);
          const failure = !got.success ? got.error.message.split("\n")[0] : unplaced(got.data) !== want ? "different records" : undefined;
          if (failure !== undefined && file in known) knownFailed.add(file);
          else if (failure !== undefined) failures.push(`${file}, ${name}: ${failure}`);
        }
      }
      // every form applies to many samples (a form that applies to none tests nothing)
      for (const [name] of forms) expect(checked.get(name) ?? 0, name).toBeGreaterThan(name.startsWith("ab -g") ? 2 : 100);
      expect(failures).toEqual([]);
      expect([...knownFailed].sort(), "a known difference that no longer fails leaves the list").toEqual(Object.keys(known).sort());
    }, 600_000);
  }
});

/** The reason of an elision's error (Asides, elisionError). */
const ELIDED = /^part of the output was left out here/;

/** Records and errors in order, as parseStream gives them in chunks of the sizes `size` gives. */
async function streamed(text: string, size: () => number): Promise<string[]> {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; ) {
    const n = size();
    chunks.push(text.slice(i, i + n));
    i += n;
  }
  const out: string[] = [];
  for await (const item of parseStream(chunks, { continueOnError: true })) {
    const e = (item as { ok?: boolean; error?: ParseError }).ok === false ? (item as { error: ParseError }).error : undefined;
    out.push(e ? `error ${e.line}:${e.column} ${e.reason}` : JSON.stringify(item));
  }
  return out;
}

describe("rows left out with `...` (class 5): an error at the elision, the rest kept", () => {
  const MARKS = ["...", "…", "[...]", "   ...", "(...)", "..... 40 more lines ....."];

  it("an elision line inside every sample: one error at it, the records of the clean text; streamed in random chunks, the same items in the same order", async () => {
    const failures: string[] = [];
    let checked = 0;
    for await (const { file, text, options, records } of cleanSamples()) {
      const lines = text.split("\n");
      if (lines.length < 4) continue;
      // inside a paragraph when there is one (between two lines of text)
      const inner = lines.findIndex((l, i) => i >= lines.length / 2 && l.trim() !== "" && (lines[i + 1] ?? "").trim() !== "");
      const at = inner > 0 ? inner + 1 : Math.floor(lines.length / 2);
      // (with the margin of the line under it: a quoted or commented-out copy's `> ...`)
      const margin = /^[ \t]*(?:[>#][ \t]+)*/.exec(lines[at] ?? "")![0];
      const elision = MARKS[seedOf(file) % MARKS.length]!;
      const mark = `${margin}${elision}`;
      const copy = [...lines.slice(0, at), mark, ...lines.slice(at)].join("\n");
      checked++;
      const clean = parsePartial(text, options);
      const got = parsePartial(copy, options);
      const elided = got.errors.filter((e) => ELIDED.test(e.reason));
      if (elided.length !== 1 || elided[0]!.line !== at + 1 || elided[0]!.column !== mark.indexOf(elision.trim()) + 1) {
        failures.push(`${file}: ${JSON.stringify(elided.map((e) => `${e.line}:${e.column}`))}, not one at ${at + 1}`);
      } else if (unplaced(got.records) !== unplaced(records) || got.errors.length !== clean.errors.length + 1) {
        failures.push(`${file}: other records or errors than the clean text's`);
      }
      if (Object.keys(options).length === 0 && copy.length < 200_000) {
        const random = seeded(seedOf(file));
        const whole = await streamed(copy, () => copy.length);
        const chunked = await streamed(copy, () => 1 + random(97));
        const k = chunked.findIndex((item, i) => item !== whole[i]);
        if (k >= 0 || chunked.length !== whole.length) failures.push(`${file}: streamed in random chunks, item ${k}: ${chunked[k]?.slice(0, 80)} for ${whole[k]?.slice(0, 80)}`);
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 600_000);

  it("a row with its last cells elided (`12:00:01  all  1.00  ...`): an error at the ellipsis, the other rows those of the text without that row", async () => {
    const failures: string[] = [];
    let checked = 0;
    const isNumber = (w: string) => /^-?\d[\d.,]*%?$/.test(w);
    for await (const { file, text, options } of cleanSamples()) {
      // (a double-spaced copy: without the row's line it is not double-spaced any more, so no oracle)
      if (file === "samples/autocannon/pasted-mangled-box-chars-remix-flask.txt") continue;
      const lines = text.split("\n");
      // the first table row (four numbers or more, no escape codes) cut after a number in its middle
      // (not a whole report flattened into one line)
      // (a command line typed above the output is no table row: `./wrk -t 1 -c 1 -R 0 ...`)
      const at = lines.findIndex((l) => !l.includes("\x1b") && l.length < 300 && !isCommandLine(l) && l.trim().split(/\s+/).filter(isNumber).length >= 4);
      if (at < 0) continue;
      const words = [...lines[at]!.matchAll(/\S+/g)];
      const k = words.findIndex((m, i) => i >= words.length / 2 && i > 0 && isNumber(words[i - 1]![0]));
      if (k < 0) continue;
      const cell = words[k]!;
      const row = `${lines[at]!.slice(0, cell.index)}...`;
      const copy = [...lines.slice(0, at), row, ...lines.slice(at + 1)].join("\n");
      const without = [...lines.slice(0, at), ...lines.slice(at + 1)].join("\n");
      const got = parsePartial(copy, options);
      const want = parsePartial(without, options);
      // (a text that the row was all its format could be told by: neither is read, the same error says so)
      if (want.errors.some((e) => e.format === "unknown")) {
        if (got.errors[0]?.message !== want.errors[0]?.message) failures.push(`${file}: ${got.errors[0]?.message} for ${want.errors[0]?.message}`);
        continue;
      }
      checked++;
      const elided = got.errors.filter((e) => ELIDED.test(e.reason));
      if (elided.length !== 1 || elided[0]!.line !== at + 1 || elided[0]!.column !== cell.index! + 1) {
        failures.push(`${file}: ${JSON.stringify(elided.map((e) => `${e.line}:${e.column}`))}, not one at ${at + 1}:${cell.index! + 1}`);
      } else if (unplaced(got.records) !== unplaced(want.records)) failures.push(`${file}: other records than the text without the row`);
    }
    expect(checked).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 600_000);

  it("an ellipsis glued to a word, or longer than a cell, is the tool's own", () => {
    for (const line of ["Lifting the server siege...      done.", "Benchmarking 127.0.0.1 (be patient).....done", "starting benchmark...", "15:52:35  ......................... logging restarted .........................", "..done", "Loading ... please wait"]) {
      expect(elisionAt(line), line).toBe(0);
    }
    expect(elisionAt("...")).toBe(1);
    expect(elisionAt("  …")).toBe(3);
    expect(elisionAt("[...]")).toBe(1);
    expect(elisionAt("22:33:18  all  73.37  ...")).toBe(23);
    expect(elisionAt("... 0.00 0.00")).toBe(1);
  });
});

describe("real copies (third-party text, with where it was found)", () => {
  /** Records without the lines a copy added: the oracle for a copy whose damage is lines no tool prints. */
  const recordsOf = (text: string, options = {}) => unplaced(parsePartial(text, options).records);

  it("vmstat -S K / -S M with `# K : 1024 bytes` notes under each command (class 3)", () => {
    // IceHe/lib cmd/v/vmstat.md @ 9549890c78a13f2c8188d9393219614ffd7014d2, its "Size Unit" code block from `$ vmstat -S K`
    const copy = [
      "$ vmstat -S K",
      "# K : 1024 bytes",
      "# k : 1000 bytes",
      "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----",
      " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st",
      " 1  0 133632 3167672 594204 6753820    0    0     4     7    0    0  1  1 99  0  0",
      "",
      "$ vmstat -S M",
      "# M : 1048576 bytes",
      "# m : 1000000 bytes",
      "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----",
      " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st",
      " 0  0    130   3096    580   6595    0    0     4     7    0    0  1  1 99  0  0",
      "",
    ].join("\n");
    const got = parsePartial(copy);
    expect(got.errors).toEqual([]);
    expect(got.records).toMatchObject([
      { format: "vmstat", unit: "KiB", memFreeBytes: 3167672 * 1024 },
      { format: "vmstat", unit: "MiB", memFreeBytes: 3096 * 1024 * 1024 },
    ]);
    expect(unplaced(got.records)).toBe(recordsOf(copy.replace(/^# .*\n/gm, "")));
  });

  it("sar -n DEV with a Chinese `#` note above its command (class 3)", () => {
    // catplanet007/mynote docs/tech/performance/tool/sar.md @ e3f8067d1bf406dc892dc9d20999a6f338efa786, the `-n DEV` code block
    const copy = [
      "# -n DEV 表示显示网络收发的报告，间隔1秒输出一组数据",
      "$ sar -n DEV 1",
      "15:03:46        IFACE   rxpck/s   txpck/s    rxkB/s    txkB/s   rxcmp/s   txcmp/s  rxmcst/s   %ifutil",
      "15:03:47         eth0  12607.00   6304.00    664.86    358.11      0.00      0.00      0.00      0.01",
      "15:03:47      docker0   6302.00  12604.00    270.79    664.66      0.00      0.00      0.00      0.00",
      "15:03:47           lo      0.00      0.00      0.00      0.00      0.00      0.00      0.00      0.00",
      "15:03:47    veth9f6bbcd   6302.00  12604.00    356.95    664.66      0.00      0.00      0.00      0.05",
      "",
    ].join("\n");
    const got = parsePartial(copy);
    expect(got.errors).toEqual([]);
    expect(got.records.map((r) => (r as { key?: string }).key)).toEqual(["eth0", "docker0", "lo", "veth9f6bbcd"]);
    expect(unplaced(got.records)).toBe(recordsOf(copy.replace(/^# .*\n/m, "")));
  });

  it("a top frame under a Chinese `#` note, its process table cut with `...` (classes 3 and 5)", () => {
    // catplanet007/mynote docs/tech/performance/tool/top.md @ 7bb247c53e143d207861a3ff725d9902fd7f48d5, the first code block
    const copy = [
      "# 默认每3秒刷新一次",
      "$ top",
      "top - 11:58:59 up 9 days, 22:47,  1 user,  load average: 0.03, 0.02, 0.00",
      "Tasks: 123 total,   1 running,  72 sleeping,   0 stopped,   0 zombie",
      "%Cpu(s):  0.3 us,  0.3 sy,  0.0 ni, 99.3 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st",
      "KiB Mem :  8169348 total,  5606884 free,   334640 used,  2227824 buff/cache",
      "KiB Swap:        0 total,        0 free,        0 used.  7497908 avail Mem",
      "",
      "  PID USER      PR  NI    VIRT    RES    SHR S  %CPU %MEM     TIME+ COMMAND",
      "    1 root      20   0   78088   9288   6696 S   0.0  0.1   0:16.83 systemd",
      "    2 root      20   0       0      0      0 S   0.0  0.0   0:00.05 kthreadd",
      "    4 root       0 -20       0      0      0 I   0.0  0.0   0:00.00 kworker/0:0H",
      "...",
      "",
    ].join("\n");
    const got = parsePartial(copy);
    expect(got.errors.map((e) => [e.line, e.column, ELIDED.test(e.reason)])).toEqual([[13, 1, true]]);
    expect(got.records).toHaveLength(1);
    expect((got.records[0] as { processes: { command: string }[] }).processes.map((p) => p.command)).toEqual(["systemd", "kthreadd", "kworker/0:0H"]);
    expect(unplaced(got.records)).toBe(recordsOf(copy.replace(/^(?:# .*|\.\.\.)\n/gm, "")));
  });

  it("two pidstat runs in a mail, each with its `# ` root prompts and rows cut with `...` (classes 3 and 5)", () => {
    // "Re: [RFC PATCH 0/5] Introduce /proc/all/ to gather stats from all processes", Eugene Lubarsky, linux-fsdevel,
    // 2020-08-25 (Message-ID <20200825195909.1d1dcd72@eug-lubuntu>), search corpus file id 3881282044: its two
    // pidstat blocks, as sent (quoted-printable `=3D` kept)
    const copy = [
      "# USE_PROC_ALL=3D0 ./atop -w test 1 &",
      "# pidstat -p $(pidof atop) 1",
      "",
      "01:33:05   %usr %system  %guest   %wait    %CPU   CPU  Command",
      "01:33:06  33.66   33.66    0.00    0.99   67.33     1  atop",
      "01:33:07  33.00   32.00    0.00    2.00   65.00     0  atop",
      "01:33:08  34.00   31.00    0.00    1.00   65.00     0  atop",
      "...",
      "Average:  33.15   32.79    0.00    1.09   65.94     -  atop",
      "",
      "",
      "# USE_PROC_ALL=3D1 ./atop -w test 1 &",
      "# pidstat -p $(pidof atop) 1",
      "",
      "01:33:33   %usr %system  %guest   %wait    %CPU   CPU  Command",
      "01:33:34  28.00   14.00    0.00    1.00   42.00     1  atop",
      "01:33:35  28.00   14.00    0.00    0.00   42.00     1  atop",
      "01:33:36  26.00   13.00    0.00    0.00   39.00     1  atop",
      "...",
      "Average:  27.08   12.86    0.00    0.35   39.94     -  atop",
      "",
    ].join("\n");
    const got = parsePartial(copy);
    expect(got.errors.map((e) => [e.line, ELIDED.test(e.reason)])).toEqual([[8, true], [19, true]]);
    expect(got.records).toHaveLength(8);
    expect(unplaced(got.records)).toBe(recordsOf(copy.replace(/^\.\.\.\n/gm, "")));
  });

  it("pidstat 1 5 with its samples cut to two rows and `...` before the Average block (class 5)", () => {
    // a Chinese note "CPU使用率" (geektime "Linux 性能优化实战" notes), search corpus file id 22842437809: its `pidstat 1 5` block
    const copy = [
      "$ pidstat 1 5",
      "Linux 4.19.91-22.al7.x86_64 (iZ2ze50cewx2ym32xtt8z2Z) \t03/26/2021 \t_x86_64_\t(1 CPU)",
      "",
      "09:14:24 AM   UID       PID    %usr %system  %guest    %CPU   CPU  Command",
      "09:14:25 AM     0       544    1.01    0.00    0.00    1.01     0  tuned",
      "09:14:25 AM     0      1279    0.00    1.01    0.00    1.01     0  /usr/local/clou",
      "",
      "...",
      "Average:      UID       PID    %usr %system  %guest    %CPU   CPU  Command",
      "Average:        0       318    0.00    0.20    0.00    0.20     -  jbd2/vda1-8",
      "Average:        0       544    0.20    0.00    0.00    0.20     -  tuned",
      "Average:        0      1279    0.00    0.20    0.00    0.20     -  /usr/local/clou",
      "",
    ].join("\n");
    const got = parsePartial(copy);
    expect(got.errors.map((e) => [e.line, e.column, ELIDED.test(e.reason)])).toEqual([[8, 1, true]]);
    expect(got.records.filter((r) => (r as { format?: string }).format === "pidstat").length).toBeGreaterThanOrEqual(5);
    expect(unplaced(got.records)).toBe(recordsOf(copy.replace(/^\.\.\.\n/m, "")));
  });

  /** The same rows as vmstat prints them: the oracle for its Markdown copies. */
  const vmstatText = (header: string, rows: string[][]) => `${header}\n${rows.map((r) => r.join("  ")).join("\n")}\n`;

  it("vmstat 1 as a Markdown table, every row in pipes, centred columns (class 4)", () => {
    // a Markdown chapter on Java performance tools ("Three basic tools that every performance engineer should be
    // aware of"), search corpus file id 57995599704: its `vmstat 1` table
    const rows = [
      ["2", "0", "0", "759860", "248412", "2572248", "0", "0", "0", "80", "63", "127", "8", "0", "92", "0", "0"],
      ["2", "0", "0", "759002", "248412", "2572248", "0", "0", "0", "0", "55", "103", "12", "0", "88", "0", "0"],
      ["1", "0", "0", "758854", "248412", "2572248", "0", "0", "0", "80", "57", "116", "5", "1", "94", "0", "0"],
      ["3", "0", "0", "758604", "248412", "2572248", "0", "0", "0", "14", "65", "142", "10", "0", "90", "0", "0"],
      ["2", "0", "0", "758932", "248412", "2572248", "0", "0", "0", "96", "52", "100", "8", "0", "92", "0", "0"],
      ["2", "0", "0", "759860", "248412", "2572248", "0", "0", "0", "0", "60", "112", "3", "0", "97", "0", "0"],
    ];
    const header = "r b swpd free buff cache si so bi bo in cs us sy id wa st".split(" ");
    const copy = [
      "```shell",
      "$ vmstat 1",
      "```",
      "",
      `| ${header.join(" | ")} |`,
      `| ${header.map(() => ":---:").join(" | ")} |`,
      ...rows.map((r) => `| ${r.join(" | ")} |`),
      "",
    ].join("\n");
    const got = parsePartial(copy);
    expect(got.errors).toEqual([]);
    expect(got.records).toHaveLength(6);
    expect(got.records[0]).toMatchObject({ format: "vmstat", runQueueLength: 2, memFreeBytes: 759860 * 1024, cpuIdlePercent: 92 });
    expect(unplaced(got.records)).toBe(recordsOf(`$ vmstat 1\n${vmstatText(header.join("  "), rows)}`));
  });

  it("vmstat as an indented Markdown table under a list item's `Output:` label, with procps 4's `gu` (class 4)", () => {
    // a Docker/ssh runbook (one of the 90DaysOfDevOps `2026/day-05` copies), search corpus file id 54005317449
    const copy = [
      "* Command: `vmstat`",
      "",
      "  Output:",
      "  | r | b | swpd | free  | buff  | cache  | si | so | bi | bo | in | cs | us | sy | id | wa | st | gu |",
      "  |---|---|------|-------|-------|--------|----|----|----|----|----|----|----|----|----|----|----|----|",
      "  | 2 | 0 | 0    | 77952 | 11088 | 559560 | 0  | 0  | 55 | 35 | 77 | 0  | 0  | 0  | 100| 0  | 0  | 0  |",
      "",
    ].join("\n");
    const got = parsePartial(copy);
    expect(got.errors).toEqual([]);
    expect(got.records).toMatchObject([{ format: "vmstat", runQueueLength: 2, memFreeBytes: 77952 * 1024, cpuIdlePercent: 100 }]);
    const header = "r b swpd free buff cache si so bi bo in cs us sy id wa st gu";
    expect(unplaced(got.records)).toBe(recordsOf(vmstatText(header.replace(/ /g, "  "), [["2", "0", "0", "77952", "11088", "559560", "0", "0", "55", "35", "77", "0", "0", "0", "100", "0", "0", "0"]])));
  });
});

describe("the paste stage's new repairs, line by line", () => {
  const run = pasted;

  it("a Markdown table with its rule: rows read as columns, the rule dropped; `|` rows without a rule stay as they are", () => {
    const out = run(["| r | b | swpd |", "|---|---|---|", "| 1 | 0 | 133632 |", " 2  0  5", "", "| cell | holding a whole report |"]);
    expect(out.map((l) => [l.line, l.text])).toEqual([
      [1, "r  b  swpd"],
      [3, "1  0  133632"],
      [4, " 2  0  5"],
      [5, ""],
      [6, "| cell | holding a whole report |"],
    ]);
    expect(tableColumns("| Mon Nov  3 15:17:44 2026 | 1796051864 | |__kworker |")).toBe("Mon Nov  3 15:17:44 2026  1796051864  |__kworker");
  });

  it("a bullet in front of some lines is taken off, with one blank; k6's indented `* default:` and free's `-/+` stay", () => {
    const out = run(["Siege results:", "- Transactions:  26 hits", "Availability:  100.00 %", "-   Elapsed time:  1.0 secs", "     * default: 10 looping VUs", "-/+ buffers/cache:  1 2"]);
    expect(out.map((l) => [l.text, l.indent])).toEqual([
      ["Siege results:", 0],
      ["Transactions:  26 hits", 2],
      ["Availability:  100.00 %", 0],
      ["  Elapsed time:  1.0 secs", 2],
      ["     * default: 10 looping VUs", 0],
      ["-/+ buffers/cache:  1 2", 0],
    ]);
  });

  it("a label and the code fence under it (blank lines between or not) are blank lines; a label before anything else stays", () => {
    expect(run(["Results:", "```", "Mem: 1 2 3", "```"]).map((l) => l.text)).toEqual(["", "", "Mem: 1 2 3", ""]);
    expect(run(["Output:", "", "```text", "x"]).map((l) => l.text)).toEqual(["", "", "", "x"]);
    expect(run(["Errors:", "  timeout - 3"]).map((l) => l.text)).toEqual(["Errors:", "  timeout - 3"]);
    expect(isProseLine("Results:", "")).toBe(true);
    expect(isProseLine("Mem:", "Swap:  0  0  0")).toBe(false);
    expect(isProseLine("Killed", "")).toBe(false);
  });

  it("comment lines have no say in the margin but in a copy of comment lines alone", () => {
    expect(run(["# K : 1024 bytes", "    procs ---memory---", "     r  b   swpd", "     1  0 133632", "     2  0 133632"]).map((l) => l.text)).toEqual(["# K : 1024 bytes", "procs ---memory---", " r  b   swpd", " 1  0 133632", " 2  0 133632"]);
    expect(run(["# Mem:  1  2  3", "# Swap: 0  0  0"]).map((l) => l.text)).toEqual(["Mem:  1  2  3", "Swap: 0  0  0"]);
  });

  it("only a line's first and last characters say whether passthrough must ask the paste stage", () => {
    const yes = ["- Transactions:  26 hits", "* item", "• item", "  | r | b |", "|---|", "Results:", "Test output: "];
    const no = ["-/+ buffers/cache:", "  PID USER", "procs -----------memory----------", "12:00:01 all 1.0", "*** SIEGE", "", "     * default: 10 looping VUs"];
    expect(yes.filter((l) => !mayBeRepaired(l))).toEqual([]);
    expect(no.filter((l) => mayBeRepaired(l))).toEqual([]);
  });

  it("a `#` line the format prints is its own (autocannon's `# of samples:`, pidstat's `# Time` header); others are comments", () => {
    const autocannon = new Asides(getFormat("autocannon").extract);
    const pidstat = new Asides(getFormat("pidstat").extract);
    const top = new Asides(getFormat("top").extract);
    expect(autocannon.of("# of samples: 10")).toBe(-1);
    expect(autocannon.of("# K : 1024 bytes")).toBe(0);
    expect(pidstat.of("# Time        UID       PID    %usr %system  %guest   %wait    %CPU   CPU  Command")).toBe(-1);
    expect(pidstat.of("# mpstat")).toBe(0);
    // (top's signature claims any `Label :` line: without the `#` it would still, so the `#` line is a comment)
    expect(top.of("# K : 1024 bytes")).toBe(0);
    expect(top.of("### Second run")).toBe(0);
    expect(top.of("#[Mean    =        1.234, StdDeviation   =        0.567]")).toBe(-1);
    expect(top.of("    1 root      20   0   78088   9288   6696 S   0.0  0.1   0:16.83 systemd")).toBe(-1);
  });

  it("parse() stops at an elision with its error; parsePartial keeps the rest", () => {
    const text = "               total        used        free      shared  buff/cache   available\nMem:            1000         500         300          10         200         450\n...\nSwap:              0           0           0\n";
    expect(() => parse(text, { format: "free" })).toThrow(/3:1: part of the output was left out/);
    const { records, errors } = parsePartial(text, { format: "free", unit: "k" });
    expect(errors.map((e) => e.line)).toEqual([3]);
    expect(records).toMatchObject([{ memTotalBytes: 1000 * 1024, swapTotalBytes: 0 }]);
  });
});
