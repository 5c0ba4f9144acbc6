import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectAll, ParseError, safeParse } from "../../src/index.js";
import { detectFree } from "../../src/formats/free/detect.js";
import { parseFree, root, sample } from "./helpers.js";
import { uncut } from "../helpers/uncut.js";

const PLAIN = sample("procps-4.0.2-C-l.txt");

function freeError(text: string, options: Record<string, unknown> = {}): ParseError {
  const result = safeParse(text, { ...options, format: "free" } as never);
  expect(result.success).toBe(false);
  if (result.success) throw new Error("parsed");
  expect(result.error).toBeInstanceOf(ParseError);
  expect(result.error.format).toBe("free");
  return result.error;
}

describe("free: input edges", () => {
  it("empty and blank input are errors", () => {
    expect(freeError("").message).toMatch(/empty input/);
    expect(freeError(" \n\n").message).toMatch(/empty input/);
  });

  it("CRLF and a missing final newline give the same records", () => {
    const lf = parseFree(PLAIN);
    expect(parseFree(PLAIN.replace(/\n/g, "\r\n"))).toEqual(lf);
    expect(uncut(parseFree(PLAIN.trimEnd()))).toEqual(lf);
    expect(parseFree(`\n\n${PLAIN}\n\n`)).toEqual(lf);
  });

  it("a header with no rows (output cut after line 1) is an error on line 1", () => {
    const e = freeError(PLAIN.split("\n")[0]! + "\n");
    expect(e.line).toBe(1);
    expect(e.message).toMatch(/no rows below it/);
  });

  it("a Mem row cut short is an error pointing at it", () => {
    const cut = PLAIN.split("\n").slice(0, 2).join("\n").replace(/\s+\d+\s+\d+$/, "");
    const e = freeError(cut);
    expect(e.line).toBe(2);
    expect(e.message).toMatch(/header has 6 columns but the Mem row has 4 values/);
  });

  it("a block cut after its Mem row still parses, without the rows it lacks", () => {
    const [rec] = parseFree(PLAIN.split("\n").slice(0, 2).join("\n"));
    expect(rec!.memTotalBytes).toBe(24683656 * 1024);
    expect(rec).not.toHaveProperty("swapTotalBytes");
  });

  it("a row cut short below Mem names the row and where its values stop", () => {
    const text = PLAIN.replace(/^(Swap:\s+\d+\s+\d+)\s+\d+$/m, "$1");
    const e = freeError(text);
    expect(e.line).toBe(5);
    expect(e.message).toMatch(/"Swap:" row: expected 3 values, found 2/);
  });

  it("numbers that ran together (BusyBox 1.24 %11llu without a separating blank) are reported, not split by guess", () => {
    const text = "             total       used       free     shared    buffers     cached\nMem:   2527606374425276063744     669656       1216      28672     204596\n";
    const e = freeError(text);
    expect(e.line).toBe(2);
    expect(e.message).toMatch(/run together/);
  });

  it("a fraction in plain (non -h) output is an error at that value", () => {
    const text = PLAIN.replace("24683656", "24683.65");
    const e = freeError(text);
    expect(e.line).toBe(2);
    expect(e.column).toBe(PLAIN.split("\n")[1]!.indexOf("24683656") + 1);
    expect(e.message).toMatch(/not a whole number/);
  });

  it("rows before any header, a second Mem row, and rows out of order are errors", () => {
    expect(freeError(PLAIN.split("\n").slice(1).join("\n")).message).toMatch(/before any column header/);
    const twice = PLAIN.replace(/^(Mem:.*)$/m, "$1\n$1");
    expect(freeError(twice).message).toMatch(/second Mem row/);
    const swapped = PLAIN.replace(/^(Low:.*)\n(High:.*)$/m, "$2\n$1");
    expect(freeError(swapped).message).toMatch(/order free never prints/);
  });

  it("a mistyped value (letter O for zero) is detected as free and reported at its cell", () => {
    const head = "               total        used        free      shared  buff/cache   available\n";
    const cases: [string, string, number, RegExp][] = [
      ["Mem:        24684O96      889548    22765736        8856     1317156    23794544\nSwap:              0           0           0\n", "24684O96", 2, /Mem: not a whole number: "24684O96"/],
      ["Mem:        24684096      889548    22765736        8856     1317156    2379454A\nSwap:              0           0           0\n", "2379454A", 2, /not a whole number/],
      ["Mem:        24684096      889548    22765736        8856     1317156    23794544\nSwap:              0          0O           0\n", "0O", 3, /Swap: not a whole number: "0O"/],
      ["Mem:            23Gi       1.2Gi        21Gi       8.6Mi       l.4Gi        22Gi\nSwap:             0B          0B          0B\n", "l.4Gi", 2, /l\.4Gi/],
    ];
    for (const [rows, cell, line, message] of cases) {
      const text = head + rows;
      if (/\d/.test(cell)) expect(detectAll(text)[0]?.format, cell).toBe("free");
      const result = safeParse(text, /\d/.test(cell) ? {} : { format: "free" });
      expect(result.success, cell).toBe(false);
      if (result.success) continue;
      expect(result.error.format, cell).toBe("free");
      expect([result.error.line, result.error.column], cell).toEqual([line, text.split("\n")[line - 1]!.indexOf(cell) + 1]);
      expect(result.error.message, cell).toMatch(message);
    }
    // Not when most values are words, or the word has no digit.
    expect(detectFree(`${head}Mem: 1O 2O 3O 4 5 6\n`)).toBe(0);
    expect(detectFree(`${head}Mem: 1 2 3 4 5 abc\n`)).toBe(0);
    expect(detectFree(`${head}Mem: 24684O96 889548 22765736 8856 1317156 23794544\n`)).toBe(0.8);
  });

  it("a control character is a lexing error at its position", () => {
    const e = freeError(PLAIN.replace("Swap:", "Sw\u0001ap:"));
    expect(e.line).toBe(5);
    expect(e.column).toBe(3);
  });

  it("an unknown unit option is an error naming the choices", () => {
    expect(freeError(PLAIN, { unit: "furlongs" }).message).toMatch(/unknown unit "furlongs".*MiB.*mebi/);
  });
});

describe("free: rows", () => {
  it("identifies translated rows in every language procps-ng 4.0.2 ships", () => {
    const files = readdirSync(join(root, "samples", "free")).filter((f) => /-l-t-v\.txt$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(13);
    for (const file of files) {
      const raw = parseFree(sample(file), { raw: true } as never) as unknown as { rows: { role: string }[] }[];
      expect(raw[0]!.rows.map((r) => r.role), file).toEqual(["mem", "low", "high", "swap", "total", "comm"]);
    }
  });

  it("rows with labels it does not know are placed by free's order and arithmetic", () => {
    // Low + High = Mem: the unknown rows are Low, High, Swap.
    const lohi = "               total        used        free      shared  buff/cache   available\nXmem:  1000 100 800 0 100 850\nXa:  1000 200 800\nXb:  0 0 0\nXc:  500 0 500\n";
    expect((parseFree(lohi, { raw: true } as never) as unknown as { rows: { role: string }[] }[])[0]!.rows.map((r) => r.role)).toEqual(["mem", "low", "high", "swap"]);
    // Total = Mem + Swap: the same three unknown rows are Swap, Total, Comm.
    const tot = "               total        used        free      shared  buff/cache   available\nXmem:  1000 100 800 0 100 850\nXa:  500 0 500\nXb:  1500 100 1300\nXc:  1000 50 950\n";
    expect((parseFree(tot, { raw: true } as never) as unknown as { rows: { role: string }[] }[])[0]!.rows.map((r) => r.role)).toEqual(["mem", "swap", "total", "comm"]);
    // One unknown row is the Swap row.
    const [one] = parseFree("               total        used        free      shared  buff/cache   available\nMem:  1000 100 800 0 100 850\nPagefile:  500 0 500\n");
    expect(one!.swapTotalBytes).toBe(500 * 1024);
  });

  it("two unknown rows that the arithmetic cannot tell apart are an error", () => {
    // Low + High = Mem fits, and so does Swap + Comm (no sum to check): ambiguous.
    const text = "               total        used        free      shared  buff/cache   available\nMem:  1000 100 800 0 100 850\nXa:  1000 100 900\nXb:  0 0 0\n";
    expect(freeError(text).message).toMatch(/cannot tell which row "Xa:" is/);
  });

  it("labels never become keys (a __proto__ label is just an unknown row)", () => {
    const text = "               total        used        free      shared  buff/cache   available\nMem:  1000 100 800 0 100 850\n__proto__:  500 0 500\n";
    const [rec] = parseFree(text);
    expect(Object.keys(rec!)).not.toContain("__proto__");
    expect(rec!.swapTotalBytes).toBe(500 * 1024);
    expect(({} as Record<string, unknown>).total).toBeUndefined();
  });
});

describe("free: units", () => {
  it("plain numbers are KiB by default, never exact, and a warning says KiB was assumed", () => {
    const [rec] = parseFree(PLAIN);
    expect(rec).toMatchObject({ unit: "KiB", unitSource: "default", exact: false, memTotalBytes: 24683656 * 1024 });
    expect(rec!.warnings).toEqual([expect.stringMatching(/no unit: KiB \(free's default\) was assumed/)]);
    // -m and -g output read without options is KiB too, with the same warning.
    for (const file of ["procps-4.0.2-pasted-m.txt", "procps-4.0.2-pasted-g.txt", "procps-4.0.2-C-si.txt"]) {
      const [r] = parseFree(sample(file));
      expect(r, file).toMatchObject({ unit: "KiB", unitSource: "default", exact: false });
      expect(r!.warnings, file).toHaveLength(1);
    }
  });
  it("free -b output is recognised without options (multiples of 1024, not round figures), inferred: never exact, and said", () => {
    const [rec] = parseFree(sample("procps-4.0.2-pasted-b.txt"));
    expect(rec).toMatchObject({ unit: "B", unitSource: "inferred", exact: false, memTotalBytes: 25276510208, swapTotalBytes: 0 });
    expect(rec!.warnings).toEqual([expect.stringMatching(/^free prints no unit: bytes \(free -b\) were inferred: every value is a multiple of 1024 and not a round figure/)]);
    const { warnings: _said, ...values } = rec!;
    expect({ ...values, unitSource: "option", exact: true }).toEqual(parseFree(sample("procps-4.0.2-pasted-b.txt"), { unit: "b" })[0]);
    // a series, every row (Low, High, Total, Comm with its possibly negative value), BusyBox
    expect(parseFree(sample("procps-4.0.2-pasted-b-s1-c2.txt")).map((r) => [r.sample, r.unit, r.unitSource])).toEqual([[0, "B", "inferred"], [1, "B", "inferred"]]);
    for (const file of ["procps-4.0.2-C-b-w-l-t-v.txt", "procps-4.0.2-bigmem-b-wltv.txt", "busybox-1.35.0-b.txt"]) {
      expect(parseFree(sample(file))[0], file).toMatchObject({ unit: "B", unitSource: "inferred", exact: false });
    }
    expect(parseFree(sample("procps-4.0.2-bigmem-b-wltv.txt"))[0]!.commitAvailableBytes).toBe(-33554432 * 1024);
  });
  it("blocks that only look like bytes stay KiB: all zeros, small multiples of 1024, one nonzero value, round KiB figures", () => {
    const head = "               total        used        free      shared  buff/cache   available\n";
    // (../shared/repro/free-kib-round-values-read-as-bytes.txt: a 4 GiB machine's KiB, every value a multiple of 1024)
    for (const mem of ["0 0 0 0 0 0", "1024 0 1024 0 0 1024", "1048576 0 0 0 0 0", "4194304 1048576 2097152 0 1048576 3145728", "16384000 4096000 8192000 0 4096000 12288000"]) {
      const [rec] = parseFree(`${head}Mem: ${mem}\nSwap: 1048576 0 1048576\n`);
      expect(rec, mem).toMatchObject({ unit: "KiB", unitSource: "default", exact: false });
      expect(rec!.warnings, mem).toHaveLength(1);
    }
    const [round] = parseFree(`${head}Mem: 4194304 1048576 2097152 0 1048576 3145728\nSwap: 1048576 0 1048576\n`);
    expect(round).toMatchObject({ memTotalBytes: 4 * 2 ** 30, swapTotalBytes: 2 ** 30 });
    expect(round!.warnings![0]).toMatch(/KiB \(free's default\) was assumed; every value is a multiple of 1024 as free -b prints them, but they are round figures/);
  });
  it("a free -b block with one value mistyped (not a multiple of 1024) is still bytes, and the warning names the value", () => {
    // ../shared/repro/free-b-one-digit-typo.txt (procps-4.0.2-C-b.txt with 25276063744 mistyped 25276063747)
    const text = sample("procps-4.0.2-C-b.txt").replace("25276063744", "25276063747");
    const [rec] = parseFree(text);
    expect(rec).toMatchObject({ unit: "B", unitSource: "inferred", exact: false, memTotalBytes: 25276063747, memFreeBytes: 24577490944 });
    expect(rec!.warnings![0]).toMatch(/every value but one is a multiple of 1024 .*; Mem total 25276063747 is not a multiple of 1024, which free -b never prints: it may be mistyped/);
    // two values off, or too few values that tell: KiB, free's default
    const two = text.replace("472141824", "472141825");
    expect(parseFree(two)[0]).toMatchObject({ unit: "KiB", unitSource: "default" });
    const head = "               total        used        free      shared  buff/cache   available\n";
    expect(parseFree(`${head}Mem: 25276510207 1313591296 0 0 0 22791409664\nSwap: 0 0 0\n`)[0]).toMatchObject({ unit: "KiB", unitSource: "default" });
  });
  it("an explicit unit wins over what the numbers look like and is not assumed", () => {
    const [rec] = parseFree(sample("procps-4.0.2-pasted-b.txt"), { unit: "k" });
    expect(rec).toMatchObject({ unit: "KiB", unitSource: "option", exact: true, memTotalBytes: 25276510208 * 1024 });
    expect(rec).not.toHaveProperty("warnings");
    expect(parseFree(sample("procps-4.0.2-pasted-si.txt"), { si: true })[0]).toMatchObject({ unit: "kB", unitSource: "option", exact: false });
  });
  it("the unit option takes canonical names and free's own option names; si makes binary units decimal", () => {
    const text = sample("procps-4.0.2-C-m.txt");
    for (const unit of ["MiB", "m", "mebi"]) expect(parseFree(text, { unit: unit as never })[0]).toMatchObject({ unit: "MiB", unitSource: "option", exact: false, memTotalBytes: 24105 * 2 ** 20 });
    expect(parseFree(text, { unit: "m", si: true })[0]).toMatchObject({ unit: "MB", memTotalBytes: 24105 * 1e6 });
    expect(parseFree(text, { si: true })[0]).toMatchObject({ unit: "kB", unitSource: "option" });
    expect(parseFree(text, { unit: "b", si: true })[0]).toMatchObject({ unit: "B", exact: true });
  });
  it("-h sizes carry their own unit: Ki/Mi/Gi are 1024-based whatever the options say", () => {
    const text = sample("procps-4.0.2-C-h.txt");
    expect(parseFree(text, { si: true, unit: "g" })[0]).toMatchObject({ unit: "human", unitSource: "printed", humanBase: 1024, memTotalBytes: 23 * 2 ** 30, memSharedBytes: Math.round(8.7 * 2 ** 20) });
  });
  it("-h without i: --si inferred from procps-ng >= 3.3.17's 15-blank header, BusyBox from its 5-character values, else 1024 or the si option", () => {
    expect(parseFree(sample("procps-4.0.2-C-h-si.txt"))[0]).toMatchObject({ unitSource: "inferred", humanBase: 1000, memTotalBytes: 25e9 });
    expect(parseFree(sample("busybox-1.35.0-h.txt"))[0]).toMatchObject({ unitSource: "inferred", humanBase: 1024, memTotalBytes: Math.round(23.5 * 2 ** 30) });
    expect(parseFree(sample("written-procps-3.3.9-h.txt"))[0]).toMatchObject({ unitSource: "default", humanBase: 1024 });
    // A translated header hides the version: --si output needs the option.
    expect(parseFree(sample("procps-4.0.2-de_DE-h-si.txt"))[0]).toMatchObject({ unitSource: "default", humanBase: 1024 });
    expect(parseFree(sample("procps-4.0.2-de_DE-h-si.txt"), { si: true })[0]).toMatchObject({ unitSource: "option", humanBase: 1000, memTotalBytes: 25e9, memSharedBytes: 9.2e6 });
  });
  it("-h --si pasted with a blank or a zero-width space added to the header, or indented, stays 1000-based", () => {
    const text = sample("procps-4.0.2-C-h-si.txt");
    const variants: [string, string, boolean][] = [
      ["a leading blank on the header", ` ${text}`, true],
      ["U+200B at the start of the header", `\u200b${text}`, false],
      ["U+200B before total", text.replace("total", "\u200btotal"), false],
      ["U+FEFF and U+200B on every line", text.replace(/^/gm, "\u200b\ufeff"), false],
      ["every line indented by 4 blanks", text.replace(/^(?=.)/gm, "    "), false],
      ["every line indented by a tab", text.replace(/^(?=.)/gm, "\t"), false],
    ];
    for (const [name, variant, warned] of variants) {
      const [rec] = parseFree(variant);
      expect(rec, name).toMatchObject({ unit: "human", unitSource: "inferred", humanBase: 1000, memTotalBytes: 25e9, memSharedBytes: 9.2e6 });
      if (warned) expect(rec!.warnings, name).toEqual([expect.stringMatching(/--si \(1000-based\) inferred .* not aligned/)]);
      else expect(rec, name).not.toHaveProperty("warnings");
    }
    // The same damage to an older layout (3.3.0-3.3.9: 13 blanks, values end 18 columns after Mem:) does not make it --si.
    const old = sample("written-procps-3.3.9-h.txt");
    for (const variant of [` ${old}`, `  ${old}`, `\u200b${old}`]) {
      const [rec] = parseFree(variant);
      expect(rec).toMatchObject({ unitSource: "default", humanBase: 1024 });
      expect(rec!.warnings).toEqual([expect.stringMatching(/1024-based assumed/)]);
    }
  });
  it("an assumed -h base says so: a translated header hides --si", () => {
    const [rec] = parseFree(sample("procps-4.0.2-de_DE-h-si.txt"));
    expect(rec).toMatchObject({ unitSource: "default", humanBase: 1024 });
    expect(rec!.warnings).toEqual([expect.stringMatching(/1024-based assumed.*pass si: true/)]);
    expect(parseFree(sample("procps-4.0.2-de_DE-h-si.txt"), { si: true })[0]).not.toHaveProperty("warnings");
  });
  it("a decimal comma (de_DE, fr_FR) reads like a decimal point", () => {
    expect(parseFree(sample("procps-4.0.2-de_DE-h.txt"))[0]!.memSharedBytes).toBe(Math.round(8.7 * 2 ** 20));
    expect(parseFree(sample("procps-4.0.2-fr_FR-h-w.txt"))[0]!.memSharedBytes).toBe(Math.round(8.7 * 2 ** 20));
  });
  it("BusyBox -h prints a bare 0 for zero", () => {
    expect(parseFree(sample("busybox-1.35.0-h.txt"))[0]!.swapTotalBytes).toBe(0);
  });
});

describe("free: series and layouts", () => {
  it("free -s 1 -c 3 gives three records numbered 0..2", () => {
    const recs = parseFree(sample("procps-4.0.2-C-s1-c3.txt"));
    expect(recs.map((r) => r.sample)).toEqual([0, 1, 2]);
    expect(new Set(recs.map((r) => r.memTotalBytes)).size).toBe(1);
  });
  it("procps 3.2 repeats end with a blank line after every block", () => {
    const recs = parseFree(sample("written-procps-3.2.8-m-l-t-s1-c2.txt"), { unit: "m" });
    expect(recs).toHaveLength(2);
    expect(recs[1]).toMatchObject({ layout: "buffers-cached", highTotalBytes: 1152 * 2 ** 20, memUsedExclBuffCacheBytes: 446 * 2 ** 20, combinedTotalBytes: 6111 * 2 ** 20 });
  });
  it("blocks printed back to back without a blank line are still separate", () => {
    expect(parseFree(PLAIN + PLAIN)).toHaveLength(2);
  });
  it("free -L lines are one record each", () => {
    const recs = parseFree(sample("written-procps-4.0.4-L-c3.txt"));
    expect(recs).toHaveLength(3);
    expect(recs[0]).toMatchObject({ layout: "line", swapUsedBytes: 0, memBuffCacheBytes: 466776 * 1024, memUsedBytes: 350812 * 1024, memFreeBytes: 24114240 * 1024 });
  });
  it("old BusyBox layouts", () => {
    expect(parseFree(sample("written-busybox-1.1-default.txt"))[0]).toMatchObject({ layout: "buffers", combinedTotalBytes: 386144 * 1024, swapUsedBytes: 8404 * 1024 });
    expect(parseFree(sample("written-busybox-1.24-default.txt"))[0]).toMatchObject({ layout: "buffers-cached", memCachedBytes: 204596 * 1024, memFreeInclBuffCacheBytes: 902924 * 1024 });
  });
});

describe("free: detection", () => {
  it("scores every free sample highest", () => {
    for (const file of readdirSync(join(root, "samples", "free")).filter((f) => f.endsWith(".txt"))) {
      expect(detectAll(sample(file))[0]?.format, file).toBe("free");
    }
  });

  const others: [string, string][] = [
    ["procps top", "top - 15:20:01 up 1 min,  0 users,  load average: 0.00, 0.00, 0.00\nTasks:   5 total,   1 running\nMiB Mem :  24105.1 total,  23758.6 free,    346.5 used,    241.6 buff/cache\nMiB Swap:      0.0 total,      0.0 free,      0.0 used.  23758.6 avail Mem\n"],
    ["busybox top", "Mem: 79988K used, 24356160K free, 8956K shrd, 4772K buff, 242348K cached\nCPU:   0% usr   0% sys   0% nic 100% idle   0% io   0% irq   0% sirq\n"],
    ["sar -u", "Linux 6.18.44 (vm) \t11/30/2026 \t_x86_64_\t(2 CPU)\n\n03:20:01 PM     CPU     %user     %nice   %system   %iowait    %steal     %idle\n03:30:01 PM     all      0.50      0.00      0.20      0.00      0.00     99.30\n"],
    ["sar -r", "03:20:01 PM kbmemfree   kbavail kbmemused  %memused kbbuffers  kbcached  kbcommit   %commit  kbactive   kbinact   kbdirty\n03:30:01 PM  24193260  24191352    370720      1.50      4592    177088    202104      0.82     76064    238692      1336\n"],
    ["vmstat", "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----\n r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st\n 1  0      0 24193260   4592 177088    0    0     1     1   10   20  0  0 100  0  0\n"],
    ["nginx stub_status", "Active connections: 1 \nserver accepts handled requests\n 10 10 12 \nReading: 0 Writing: 1 Waiting: 0 \n"],
    ["meminfo", "MemTotal:       24683656 kB\nMemFree:        24193260 kB\n"],
  ];
  for (const [name, text] of others) {
    it(`gives 0 for ${name} output, and a forced parse fails with a located error`, () => {
      expect(detectFree(text)).toBe(0);
      const e = freeError(text);
      expect(e.line).toBeGreaterThan(0);
      expect(e.column).toBeGreaterThan(0);
    });
  }

  it("gives 0 for every other format's sample", () => {
    const dir = join(root, "samples");
    for (const folder of readdirSync(dir).filter((f) => f !== "free" && statSync(join(dir, f)).isDirectory())) {
      for (const file of readdirSync(join(dir, folder)).filter((f) => !/README\.md$|\.conf$|\.sh$/.test(f))) {
        const path = join(dir, folder, file);
        if (statSync(path).isDirectory()) continue;
        expect(detectFree(readFileSync(path, "utf8")), `${folder}/${file}`).toBe(0);
      }
    }
  });
});

describe("free: every sample", () => {
  it("parses with the options its file name calls for (test/free/format.ts)", async () => {
    const { sampleOptions } = await import("./format.js");
    const files = readdirSync(join(root, "samples", "free")).filter((f) => f.endsWith(".txt"));
    for (const file of files) {
      const options = sampleOptions(file);
      const recs = parseFree(sample(file), options);
      expect(recs.length, file).toBeGreaterThan(0);
      if (options.unit !== undefined && recs[0]!.unit !== "human") expect(recs[0]!.unitSource, file).toBe("option");
    }
  });
});

describe("free: what free never prints (#39, #40)", () => {
  it("a negative amount is an error at the value; Comm's available (overcommitted memory) may be negative", () => {
    const text = sample("procps-4.0.2-C-default.txt").replace(/^(Mem:\s+\d+\s+)(\d+)/m, "$1-$2");
    const result = safeParse(text, { format: "free" });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.reason).toMatch(/^Mem: -\d+ is negative: free prints no negative amount here/);
    expect(parseFree(sample("procps-4.0.2-bigmem-k-wltv.txt"))[0]!.commitAvailableBytes).toBeLessThan(0);
  });
  it("another tool's table forced as free is refused: atsar's memory lines, a header with a digit, a first row with no colon", () => {
    for (const file of ["atsar-1.x-seed-lines-reconstructed-apache-c200.txt", "atsar-1.x-seed-lines-reconstructed-nginx-c200.txt"]) {
      const result = safeParse(readFileSync(join(root, "samples", "atsar", file), "utf8"), { format: "free" });
      expect(result.success, file).toBe(false);
      if (!result.success) expect(result.error.message, file).toMatch(/the text looks like atsar output/);
    }
    const head = "               total        used        free      shared  buff/cache   available\n";
    expect(safeParse(`${head.replace("total", "t0tal")}Mem: 1 2 3 4 5 6\n`, { format: "free" }).success).toBe(false);
    expect(safeParse(`${head}all 1 2 3 4 5 6\n`, { format: "free" }).success).toBe(false);
  });
});
