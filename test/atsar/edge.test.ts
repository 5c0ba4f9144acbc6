import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { detectAll, parse } from "../../src/index.js";
import { detectAtsar } from "../../src/formats/atsar/detect.js";
import { atsarError, clockOf, parseAtsar, parseAtsarRaw, root, sample, samples } from "./helpers.js";
import { uncut } from "../helpers/uncut.js";

const RAW_C = sample("atopsar-raw-c.txt");
const LIVE_D = sample("atopsar-live-d-1-3.txt");
const SEED = sample("atsar-1.x-seed-flattened-apache-c200.txt");

describe("atsar: input edges", () => {
  it("empty and blank input are errors", () => {
    expect(atsarError("").message).toMatch(/empty input/);
    expect(atsarError(" \n\n").message).toMatch(/empty input/);
  });

  it("CRLF, a missing final newline and extra blank lines give the same records", () => {
    const lf = parseAtsar(RAW_C);
    expect(parseAtsar(RAW_C.replace(/\n/g, "\r\n"))).toEqual(lf);
    expect(uncut(parseAtsar(RAW_C.trimEnd()))).toEqual(lf);
    expect(parseAtsar(`\n\n${RAW_C}\n\n`)).toEqual(lf);
    expect(uncut(parseAtsar(SEED.trimEnd()))).toEqual(parseAtsar(SEED));
  });

  it("output cut in the middle of a row keeps the rows before it and the short row's printed columns", () => {
    const cut = RAW_C.slice(0, RAW_C.indexOf("15:52:29  all") + "15:52:29  all   143     0".length);
    const rows = samples(cut);
    const last = rows.at(-1)!;
    expect(clockOf(last)).toBe("15:52:29");
    // the short row's printed cells: its key and the fields of the columns it has
    expect(last).toMatchObject({ key: "all", cpuUserPercent: 143, cpuNicePercent: 0 });
    expect(last).not.toHaveProperty("otherColumns");
    expect(last.section === "cpu" && [last.cpuUserPercent, last.cpuNicePercent, last.cpuIdlePercent]).toEqual([143, 0, undefined]);
    expect(rows).toHaveLength(4);
  });

  it("output cut inside a column header keeps what came before it", () => {
    const cut = `${RAW_C.slice(0, RAW_C.indexOf("_cpu_"))}`;
    expect(parseAtsar(cut)).toEqual(parseAtsar(RAW_C).filter((r) => r.kind === "header"));
  });

  it("a header that lost its tag (damaged output) becomes an unknown report that keeps every column", () => {
    const damaged = RAW_C.replace(/%wait %idle {2}_cpu_/, "%wait %idle");
    const rows = samples(damaged);
    expect(rows).toHaveLength(12);
    // (the item column is not recognised without the tag: every column, cpu too, under its name)
    expect(rows[0]).toMatchObject({ section: "unknown", tag: null, otherColumns: { cpu: "all", "%usr": "157", "%idle": "0" } });
  });

  it("a continuation row without a row above it is an error", () => {
    const e = atsarError("15:52:27  cpu  %usr _cpu_\n            0    84\n");
    expect(e.line).toBe(2);
    expect(e.message).toMatch(/continuation row/);
  });

  it("a row before any column header names the line", () => {
    const e = atsarError("15:52:29  all   143     0\n");
    expect(e.line).toBe(1);
    expect(e.column).toBe(11);
  });

  it("a value that is not a number is an error at that value", () => {
    const bad = LIVE_D.replace("144.3", "14x.3");
    const e = atsarError(bad);
    const lineNo = bad.split("\n").findIndex((l) => l.includes("14x.3")) + 1;
    expect(e.line).toBe(lineNo);
    expect(e.column).toBe(bad.split("\n")[lineNo - 1]!.indexOf("14x.3") + 1);
    expect(e.message).toMatch(/column writ\/s: not a number: "14x\.3"/);
  });

  it("flattened cells that do not fill whole rows are reported, not guessed", () => {
    const bad = SEED.replace("16:09:30 all 90 0 7 0 3 0 0 0 90", "16:09:30 all 90 0 7 0 3 0 0 0");
    const e = atsarError(bad);
    expect(e.message).toMatch(/do not split into rows of 8 columns .*: 7 left over/);
  });

  it("an atop raw log fed by mistake is named as such", () => {
    const e = atsarError("\u0000\u0001\u0002\u0003binary atop log");
    expect(e.message).toMatch(/atop raw log .*atopsar -r FILE/);
  });

  it("a column named __proto__ cannot reach the prototype", () => {
    const text = "15:00:00  __proto__ constructor prototype _xyz_\n15:00:01  1 2 3\n";
    const [row] = samples(text);
    expect(row!.section).toBe("unknown");
    expect(Object.keys(row!.otherColumns!)).toEqual(["__proto___", "constructor_", "prototype_"]);
    expect(Object.getPrototypeOf(row!.otherColumns)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("an unknown report keeps every column as printed, with no typed fields", () => {
    const [row] = samples("10:00:00  foo/s  bar%  _newrep_\n10:00:01  1.5  20%\n", { date: "2024-01-15" });
    expect(row).toEqual({
      format: "atsar",
      kind: "sample",
      section: "unknown",
      timestamp: "2024-01-15T10:00:01",
      tag: "newrep",
      otherColumns: { "foo/s": "1.5", "bar%": "20%" },
    });
  });
});

describe("atsar: dates and times", () => {
  it("without a banner or a date option rows have a time and no timestamp", () => {
    for (const r of samples(SEED)) {
      expect(r.time).toMatch(/^16:09:\d\d$/);
      expect(r).not.toHaveProperty("timestamp");
    }
  });

  it("the date option dates rows that print none, and the clock passing midnight advances the day", () => {
    const text = "23:59:50 cpu %usr _cpu_ 23:59:55 all 5 23:59:55 cpu %usr _cpu_ 00:00:00 all 6 00:00:00 cpu %usr _cpu_ 00:00:05 all 7\n";
    const stamps = samples(text, { date: "2024-02-28" }).map((r) => r.timestamp);
    expect(stamps).toEqual(["2024-02-28T23:59:55", "2024-02-29T00:00:00", "2024-02-29T00:00:05"]);
    expect(samples(text, { date: "2024/12/31" }).map((r) => r.timestamp)).toEqual(["2024-12-31T23:59:55", "2025-01-01T00:00:00", "2025-01-01T00:00:05"]);
  });

  it("a bad date option is an error", () => {
    expect(atsarError(SEED, { date: "2024-02-30" }).message).toMatch(/option date: impossible date/);
    expect(atsarError(SEED, { date: "15.01.2024" }).message).toMatch(/option date/);
    expect(atsarError(SEED, { date: 20240115 }).message).toMatch(/option date must be a string/);
  });

  it("analysis-date banners date the rows, whatever the report header says (atopsar -r prints today's date there)", () => {
    const recs = parseAtsar(sample("atopsar-raw-midnight-c-m.txt"), { date: "1999-01-01" });
    expect(recs[0]).toMatchObject({ kind: "header", date: "2026-11-30" });
    const mem = recs.filter((r) => r.kind === "sample" && r.section === "mem").map((r) => (r.kind === "sample" ? r.timestamp : ""));
    expect(mem).toEqual(["2026-11-29T23:59:58", "2026-11-29T23:59:59", "2026-11-30T00:00:00", "2026-11-30T00:00:01", "2026-11-30T00:00:02"]);
  });

  it("`logging restarted` is one restart record, though atopsar prints it in every report", () => {
    const recs = parseAtsar(sample("atopsar-raw-restart-c-m.txt"));
    const restarts = recs.filter((r) => r.kind === "restart");
    expect(restarts).toEqual([{ format: "atsar", kind: "restart", section: "cpu", timestamp: "2026-11-30T15:52:35" }]);
    expect(recs.filter((r) => r.kind === "sample")).toHaveLength(16);
  });
});

describe("atsar: detection", () => {
  it("recognises every sample and is sure of the ones with a banner", () => {
    for (const name of ["atopsar-live-c-1-3.txt", "atopsar-raw-A.txt", "atsar-1.x-seed-lines-reconstructed-apache-c200.txt", "atsar-1.x-seed-flattened-8-runs.txt"]) {
      expect(detectAll(sample(name))[0]?.format, name).toBe("atsar");
    }
    expect(detectAtsar(RAW_C)).toBe(1);
  });

  it("scores 0 for every other tool's sample (sar's header ends with _x86_64_ but starts with no clock time)", () => {
    const dir = join(root, "samples");
    const walk = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
    let checked = 0;
    for (const file of walk(dir)) {
      if (file.includes(`${sep}atsar${sep}`) || /README\.md$|\.conf$|\.sh$/.test(file)) continue;
      const text = readFileSync(file, "utf8");
      // The webbench seed transcriptions carry the seed's atsar table cells next to webbench's result: really atsar.
      if (text.includes(" _cpu_ ")) continue;
      expect(detectAtsar(text), file).toBe(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
    expect(detectAtsar("Linux 2.6.18 (host) \t01/15/2008 \t_i686_\n\n12:00:01 AM  CPU  %user\n")).toBe(0);
  });

  it("another tool's output forced through atsar is a clear error", () => {
    const e = atsarError("Active connections: 2 \nserver accepts handled requests\n 10 10 20 \nReading: 0 Writing: 1 Waiting: 1 \n");
    expect(e.line).toBe(1);
    expect(e.message).toMatch(/before any column header/);
  });

  it("raw: true returns the rows as printed, with offsets", () => {
    const raw = parseAtsarRaw(LIVE_D);
    const row = raw.find((r) => r.kind === "sample")!;
    expect(row.kind === "sample" && row.columns.map((c) => [c.name, c.text])).toEqual([
      ["disk", "vda"],
      ["busy", "46%"],
      ["read/s", "0.0"],
      ["KB/read", "0.0"],
      ["writ/s", "144.3"],
      ["KB/writ", "1017.0"],
      ["avque", "1.1"],
      ["avserv", "2.82209 ms"],
    ]);
    expect(row.kind === "sample" && LIVE_D.slice(row.columns[4]!.offset, row.columns[4]!.offset + 5)).toBe("144.3");
  });

  it("validation on and off give the same records (the schema drops no field)", () => {
    for (const name of ["atopsar-raw-A.txt", "atopsar-synthetic-printf-gpu-nfm-if-duplex-http.txt", "atopsar-raw-top3-command-with-blank.txt"]) {
      const text = sample(name);
      expect(JSON.parse(JSON.stringify(parse(text, { format: "atsar", validate: false })))).toEqual(parseAtsar(text));
    }
  });
});
