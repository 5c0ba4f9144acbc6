/**
 * sysstat reports as people copy them (sar, iostat, mpstat, pidstat: one header reader, one statistics-label reader):
 * a report header with the host name taken out, and an interrupted run's `^C` echoed in front of its Average line;
 * issue #40's classes 1 and 2 on real copies (provenance with each) and on damaged variants of every sample (a zone
 * after the clock, the statistics blocks alone, a stray byte after the header date, an unreadable date), issue #39's
 * impossible negatives and prototype-named columns, and #39's repro files of these formats.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detect, parse, parseStream, safeParse } from "../src/index.js";
import { collect, sample, sampleFiles } from "./helpers/samples.js";
import { sharedDir, skipShared } from "./helpers/shared.js";
import { isColumnHeader, STAT_LABEL_START } from "../src/formats/sysstat/header-row.js";

const SAMPLES = ["sar/sar-A-C-comments-restart.txt", "iostat/iostat-N-d-p-ALL.txt", "mpstat/mpstat-1-3.txt", "pidstat/pidstat-1-2.txt"];
type Rec = { kind: string; hostname?: string; statistic?: string; label?: string; timestamp?: string; otherColumns?: Record<string, unknown> };

describe("a report header without its host name (`Linux 3.2.0-24-generic  01/28/2016  _x86_64_  (4 CPU)`)", () => {
  for (const file of SAMPLES) {
    it(`${file}: the same header (no hostname) and the same timestamps`, () => {
      const text = sample(file);
      const hostless = text.replace(/^(Linux \S+) \(vm\) /, "$1 ");
      expect(hostless).not.toBe(text);
      const clean = parse(text) as Rec[];
      const got = parse(hostless) as Rec[];
      const { hostname, ...header } = clean[0]!;
      expect(hostname).toBe("vm");
      expect(got[0]).toEqual(header);
      expect(got.slice(1)).toEqual(clean.slice(1));
      expect(got.filter((r) => r.timestamp !== undefined).length).toBe(clean.filter((r) => r.timestamp !== undefined).length);
    });

    it(`${file}: streamed in 64-character chunks, the same records (the cutters know the header without its host)`, async () => {
      const hostless = sample(file).replace(/^(Linux \S+) \(vm\) /, "$1 ");
      const chunks = Array.from({ length: Math.ceil(hostless.length / 64) }, (_, k) => hostless.slice(64 * k, 64 * k + 64));
      expect(await collect(parseStream(chunks))).toEqual(parse(hostless));
    });
  }
});

describe("a header without its host name, in every date form and with an ambiguous date", () => {
  it("sysstat 8's (no architecture), a CJK date, and 01/02/24 read as the row's locale tells", () => {
    const rows = "\n10:00:01        CPU     %user     %nice   %system   %iowait    %steal     %idle\n10:00:02        all      1.00      0.00      1.00      0.00      0.00     98.00\n";
    const header = (line: string): Rec => parse(`${line}\n${rows}`, { format: "sar" })[0] as Rec;
    expect(header("Linux 2.6.9-89.ELsmp  01/28/06")).toMatchObject({ kind: "header", date: "2006-01-28" });
    expect(header("Linux 5.10.0  2024年01月15日  _x86_64_  (8 CPU)")).toMatchObject({ kind: "header", date: "2024-01-15", cpuCount: 8 });
    const withHost = parse(`Linux 5.10.0 (vm)  01/02/24  _x86_64_  (8 CPU)\n${rows}`, { format: "sar" }) as Rec[];
    const without = parse(`Linux 5.10.0  01/02/24  _x86_64_  (8 CPU)\n${rows}`, { format: "sar" }) as Rec[];
    expect(without.map((r) => r.timestamp)).toEqual(withHost.map((r) => r.timestamp));
  });
});

describe("`^CAverage:` (the run interrupted with Ctrl-C, its echo glued to the first Average line)", () => {
  for (const file of SAMPLES.filter((f) => /^Average/m.test(sample(f)))) {
    it(`${file}: average rows, each label as printed`, () => {
      const text = sample(file);
      const clean = parse(text) as Rec[];
      const got = parse(text.replace(/^Average/m, "^CAverage")) as Rec[];
      // (pidstat's first Average line is a column header: no record shows its label)
      expect(got.map((r) => (r.label === undefined ? r : { ...r, label: r.label.replace(/^\^C/, "") }))).toEqual(clean);
      expect(got.filter((r) => r.kind === "summary" && r.statistic === "other")).toEqual([]);
    });
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Issue #40, classes 1 and 2, and issue #39's sysstat repro files: real third-party copies (provenance with each),
// damaged variants of every sample, and the repro files (../shared/repro).

type Row = Rec & { kind: string; time?: string; key?: string; section?: string; [field: string]: unknown };
const rowsOf = (records: unknown[]): Row[] => (records as Row[]).filter((r) => r.kind === "sample" || r.kind === "summary");
/** Records of values rows: row reports' (and atsar's) samples and summaries, iostat's cpu and device records. */
const valueRows = (records: unknown[]): Row[] => (records as Row[]).filter((r) => ["sample", "summary", "cpu", "device"].includes(r.kind));

describe("real copies: a zone word after the clock, sysstat 6's word dates, localized pidstat (issue #40)", () => {
  it("mpstat `12:38:33 PM IST` (bharateshwarpatil/lowlatency, toolscommand.md @02f7a87): mpstat, the CPU key kept, 18/07/20 day first", () => {
    // the file's first lines as committed (its man-page prose after them is not mpstat's)
    const text =
      "### mpstat\n\nLinux 5.4.0-26-generic (Notebook-PC) \t18/07/20 \t_x86_64_\t(4 CPU)\n\n12:38:33 PM IST  CPU    %usr   %nice    %sys %iowait    %irq   %soft  %steal  %guest  %gnice   %idle\n12:38:33 PM IST  all    8.20    0.21    1.73    2.92    0.00    0.05    0.00    0.00    0.00   86.87\n \n";
    expect(detect(text)?.format).toBe("mpstat");
    const [header, row] = parse(text) as Row[];
    expect(header).toMatchObject({ format: "mpstat", kind: "header", date: "2020-07-18", cpuCount: 4 });
    expect(row).toMatchObject({ kind: "sample", timestamp: "2020-07-18T12:38:33", key: "all", cpuUsrPercent: 8.2, cpuIdlePercent: 86.87 });
    // (the zone is no column: every column has its field)
    expect(row).not.toHaveProperty("otherColumns");
    // forced as sar: refused, mpstat named
    expect(() => parse(text, { format: "sar" })).toThrow(/this is mpstat output/);
  });

  // nixCraft's "How to find out Linux CPU utilization" (cyberciti.biz), as copied into a notes file found in the code
  // index (find_string id 12675101706; the index gives no repository for it): sysstat 6, en_IN
  const CYBERCITI_MPSTAT =
    "Linux 2.6.15.4 (wwwportal1.xxxx.co.in)         Thursday 06 April 2006\n05:14:58  IST  CPU   %user   %nice    %sys %iowait    %irq   %soft  %steal   %idle    intr/s\n05:14:58  IST  all   16.46    0.00    2.88    1.08    0.07    0.02    0.00   79.48    835.96\n05:14:58  IST    0   16.46    0.00    2.88    1.08    0.07    0.02    0.00   79.48    835.96\n05:14:58  IST    1   15.77    2.70    3.17    2.01    0.05    0.03    0.00   81.44    822.54\n";
  const CYBERCITI_IOSTAT =
    "Linux 2.6.15.4 (debian)         Thursday 06 April 2006\navg-cpu:  %user   %nice %system %iowait  %steal   %idle\n     16.36    0.00    2.99    1.06    0.00   79.59\nDevice:            tps   Blk_read/s   Blk_wrtn/s   Blk_read   Blk_wrtn\nhda               0.00         0.00         0.00         16          0\nhdb               6.43        85.57       166.74     875340    1705664\nhdc               0.03         0.16         0.00       1644          0\nsda               0.00         0.00         0.00         24          0 \n";
  const CYBERCITI_OLD_MPSTAT =
    "Linux 2.6.5-7.252-smp (ora9.xxx.in)   04/07/06\n07:44:18     CPU   %user   %nice %system %iowait    %irq   %soft   %idle    intr/s\n07:44:18     all    3.01   57.31    0.36    0.13    0.01    0.00   39.19   1063.46\n07:44:18       0    5.87   69.47    0.44    0.05    0.01    0.01   24.16    262.11\n";

  it("mpstat of sysstat 6 (`05:14:58  IST`, `Thursday 06 April 2006`): mpstat, the date read, rows on it", () => {
    expect(detect(CYBERCITI_MPSTAT)?.format).toBe("mpstat");
    const records = parse(CYBERCITI_MPSTAT) as Row[];
    expect(records[0]).toMatchObject({ kind: "header", date: "2006-04-06", hostname: "wwwportal1.xxxx.co.in" });
    expect(rowsOf(records).map((r) => [r.key, r.time, r.timestamp, r.cpuUserPercent, r.interruptsPerSecond])).toEqual([
      ["all", undefined, "2006-04-06T05:14:58", 16.46, 835.96],
      ["0", undefined, "2006-04-06T05:14:58", 16.46, 835.96],
      ["1", undefined, "2006-04-06T05:14:58", 15.77, 822.54],
    ]);
  });

  it("iostat of sysstat 6 under the same word date; mpstat of sysstat 6 (`CPU %user ... %irq %soft %idle intr/s`) as mpstat", () => {
    expect(detect(CYBERCITI_IOSTAT)?.format).toBe("iostat");
    const io = parse(CYBERCITI_IOSTAT) as Row[];
    expect(io[0]).toMatchObject({ kind: "header", date: "2006-04-06" });
    expect(io.find((r) => r.key === "hdb")).toMatchObject({ transfersPerSecond: 6.43, readBytesPerSecond: 85.57 * 512, readBytes: 875340 * 512 });
    expect(detect(CYBERCITI_OLD_MPSTAT)?.format).toBe("mpstat");
    expect(rowsOf(parse(CYBERCITI_OLD_MPSTAT)).map((r) => r.cpuNicePercent)).toEqual([57.31, 69.47]);
    expect(() => parse(CYBERCITI_OLD_MPSTAT, { format: "sar" })).toThrow(/this is mpstat output/);
  });

  // a lab report (Russian) in the code index, find_string id 10947467155 (no repository given): pidstat -u with
  // decimal commas, no report header
  const LAB_PIDSTAT =
    "13:24:54      UID       PID    %usr %system  %guest   %wait    %CPU   CPU  Command\n13:24:55     1000      7339    6,00   68,00    0,00   15,00   74,00     0  worker\n13:24:55     1000      7340    7,00   82,00    0,00    0,00   89,00     1  worker\n\nAverage:      UID       PID    %usr %system  %guest   %wait    %CPU   CPU  Command\nAverage:     1000      7339    5,80   68,80    0,00   14,80   74,60     -  worker\nAverage:     1000      7340    7,40   82,20    0,00    0,00   89,60     -  worker\n";

  it("pidstat with decimal commas and no report header, and its Average block alone: pidstat, never sar", () => {
    expect(detect(LAB_PIDSTAT)?.format).toBe("pidstat");
    expect(rowsOf(parse(LAB_PIDSTAT)).map((r) => [r.kind, r.pid, r.cpuPercent])).toEqual([
      ["sample", 7339, 74],
      ["sample", 7340, 89],
      ["summary", 7339, 74.6],
      ["summary", 7340, 89.6],
    ]);
    const averages = LAB_PIDSTAT.slice(LAB_PIDSTAT.indexOf("Average:"));
    expect(detect(averages)?.format).toBe("pidstat");
    expect(() => parse(averages, { format: "sar" })).toThrow(/this is pidstat output, not sar's/);
  });

  // sar copies with en_IN's zone, in the code index: find_string ids 18190451369 (a README's "Sample view") and
  // 9085225253 (notes on streams; Average rows only under their header rows)
  it("sar -u and sar -r with `PM IST` clocks: sar, the zone in no column", () => {
    const u =
      "Linux 6.8.0-52-generic (hostname)    24/02/25        _x86_64_        (16 CPU)\n\n10:04:01 PM IST     CPU     %user     %nice   %system   %iowait    %steal     %idle\n10:04:31 PM IST     all      1.52      0.01      1.36      0.07      0.00     97.04\n10:05:01 PM IST     all      2.42      0.01      1.35      0.08      0.00     96.15\nAverage:        all      1.97      0.01      1.35      0.07      0.00     96.60\n";
    expect(detect(u)?.format).toBe("sar");
    expect(rowsOf(parse(u)).map((r) => [r.timestamp?.slice(11) ?? r.label, r.timestamp, r.key, r.cpuUserPercent])).toEqual([
      ["22:04:31", "2025-02-24T22:04:31", "all", 1.52],
      ["22:05:01", "2025-02-24T22:05:01", "all", 2.42],
      ["Average:", undefined, "all", 1.97],
    ]);
    const r =
      "12:48:49 PM IST kbmemfree   kbavail kbmemused  %memused kbbuffers  kbcached  kbcommit   %commit  kbactive   kbinact   kbdirty\nAverage:      7927531  11680542   3138671     19.49    121232   4442880  20441872    112.30   4516597   2095715       124\n";
    expect(detect(r)?.format).toBe("sar");
    expect(rowsOf(parse(r))[0]).toMatchObject({ kind: "summary", section: "memory", memFreeBytes: 7927531 * 1024 });
  });
});

const ROW_SAMPLES = ["sar", "mpstat", "pidstat"].flatMap((dir) => sampleFiles(dir, (p) => p.endsWith(".txt")).map((p) => p.slice(p.indexOf(`${dir}/`))));
const formatOfDir = (file: string): string => file.slice(0, file.indexOf("/"));
/** A row clock (24-hour, or 12-hour with its AM/PM) at the start of a line. */
const ROW_CLOCK = /^(\d{1,2}:\d{2}:\d{2}(?:[ \t]?[AaPp]\.?[Mm]\.?)?)(?=[ \t])/gm;

describe("damaged variants of every sar, mpstat and pidstat sample (issue #40)", () => {
  it.each(ROW_SAMPLES)("%s: a zone after every clock (` IST`, `+0530`) changes no record", (file) => {
    const text = sample(file);
    const format = formatOfDir(file);
    const clean = parse(text, { format }) as Row[];
    const order = (clean[0] as { dateOrder?: string }).dateOrder;
    const options = { format, ...(order !== undefined ? { dateOrder: order as "MDY" } : {}) };
    const expected = parse(text, options);
    // (the en_IN and mt_MT captures print a zone already)
    if (/^\d\d:\d\d:\d\d(?: [AP]M)? (?:IST|CET|\+04) /m.test(text)) return;
    for (const zone of ["IST", "+0530"]) {
      const zoned = text.replace(ROW_CLOCK, `$1 ${zone}`);
      if (zoned === text) continue;
      expect(detect(zoned)?.format, zone).toBe(format);
      expect(parse(zoned, options), zone).toEqual(expected);
    }
  });

  it.each(ROW_SAMPLES.filter((f) => !/colors|-h-|human/.test(f)))("%s: its statistics blocks alone (the report header and the Average-labelled lines) are its own tool's", (file) => {
    const text = sample(file);
    const format = formatOfDir(file);
    const lines = text.split("\n");
    const labelled = lines.filter((l) => STAT_LABEL_START.test(l));
    // (no statistics block, or no header row of its own: nothing tells the tool, nor the columns)
    if (labelled.length === 0 || !isColumnHeader(labelled[0]!)) return;
    const excerpt = `${lines[0]}\n\n${labelled.join("\n")}\n`;
    expect(detect(excerpt)?.format).toBe(format);
    const summaries = rowsOf(parse(text, { format })).filter((r) => r.kind === "summary");
    expect(rowsOf(parse(excerpt, { format })).length).toBeGreaterThan(0);
    expect(rowsOf(parse(excerpt, { format })).every((r) => r.kind === "summary")).toBe(true);
    expect(summaries.length).toBeGreaterThan(0);
  });

  it("the variants above are not vacuous: statistics blocks with their own header rows, dates up to a tab", () => {
    const headed = ROW_SAMPLES.filter((f) => isColumnHeader(sample(f).split("\n").find((l) => STAT_LABEL_START.test(l)) ?? ""));
    expect(headed).toContain("pidstat/pidstat-locale-ru_RU.txt");
    expect(headed.length).toBeGreaterThan(20);
    expect(ROW_SAMPLES.slice(0, 40).filter((f) => /^Linux \S+ \([^)]*\)[ \t]+\S+(?= ?\t)/.test(sample(f))).length).toBeGreaterThan(30);
  });

  it.each(ROW_SAMPLES.slice(0, 40))("%s: a byte after the header date is left out (a warning), an unreadable date loses no row", (file) => {
    const text = sample(file);
    const format = formatOfDir(file);
    // (the date up to its tab; a CJK date with blanks inside is left as it is)
    const m = /^(Linux \S+ \([^)]*\)[ \t]+)(\S+)(?= ?\t)/.exec(text);
    if (m === null) return;
    const clean = rowsOf(parse(text, { format }));
    const byte = rowsOf(parse(text.replace(m[0], `${m[0]} \u0080`), { format }));
    expect(byte).toEqual(clean);
    const lost = parse(text.replace(m[0], `${m[1]}??/??/??`), { format }) as Row[];
    expect(lost[0]).not.toHaveProperty("date");
    expect((lost[0] as { warnings?: string[] }).warnings?.[0]).toMatch(/could not be read/);
    // without a date a sample row has its clock as `time` instead of its timestamp
    expect(rowsOf(lost)).toEqual(clean.map(({ timestamp: t, ...r }) => (t === undefined ? r : { ...r, time: t.slice(11) })));
  });
});

describe("numbers that cannot be negative (issue #39): an error at the cell; the signed columns keep their sign", () => {
  const negated = (file: string, line: RegExp, column: number): { text: string; at: { line: number; column: number } } => {
    const text = sample(file);
    const lines = text.split("\n");
    const k = lines.findIndex((l) => line.test(l));
    const cells = [...lines[k]!.matchAll(/\S+/g)];
    const cell = cells[column]!;
    lines[k] = `${lines[k]!.slice(0, cell.index)}-${lines[k]!.slice(cell.index)}`;
    return { text: lines.join("\n"), at: { line: k + 1, column: cell.index! + 1 } };
  };
  it.each([
    ["sar/sar-locale-C.txt", /^\d\d:\d\d:\d\d\s+\d{5,}\s/, 1, "sar", /kbmemfree/],
    ["pidstat/pidstat-r-p-sleep-1-2.txt", /^\d\d:\d\d:\d\d\s+\d+\s+\d+\s/, 6, "pidstat", /RSS/],
    ["mpstat/mpstat-I-SUM-P-ALL-1-2.txt", /^\d\d:\d\d:\d\d\s+all\s/, 2, "mpstat", /intr\/s/],
    ["iostat/iostat-N-d-p-ALL.txt", /^vda\s/, 1, "iostat", /tps/],
    ["atsar/atopsar-live-A-1-2.txt", /^\d\d:\d\d:\d\d\s+lo\s+\?/, 3, "atsar", /ipack/],
  ] as const)("%s: a negative %s cell", (file, line, column, format, name) => {
    const { text, at } = negated(file, line, column);
    const result = safeParse(text, { format });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.message).toMatch(name);
    expect(result.error.message).toMatch(/is below 0/);
    expect({ line: result.error.line, column: result.error.column }).toEqual(at);
  });

  it("sar's signed columns: -R page deltas, a fan below its minimum, a temperature and a voltage below 0, a battery discharging", () => {
    const head = "Linux 5.10.0 (h) \t12/14/26 \t_x86_64_\t(2 CPU)\n\n";
    const text = `${head}10:00:00      frmpg/s   bufpg/s   campg/s\n10:00:01      -120.00     -3.00    -40.50\n\n10:00:00      FAN       rpm      drpm DEVICE\n10:00:01        1   1200.00   -300.00 nct6775\n\n10:00:00     TEMP      degC     %temp DEVICE\n10:00:01        1    -12.00     -5.00 coretemp\n\n10:00:00       IN       inV       %in DEVICE\n10:00:01        0    -11.90     40.00 nct6775\n\n10:00:00      BAT      %cap   cap/min     status\n10:00:01        0     80.00     -0.50 discharging\n`;
    const rows = rowsOf(parse(text, { format: "sar" }));
    expect(rows.map((r) => [r.memFreedPagesPerSecond ?? r.fanSpeedDeviationRpm ?? r.temperatureCelsius ?? r.voltageVolts ?? r.capacityPercentPerMinute])).toEqual([[-120], [-300], [-12], [-11.9], [-0.5]]);
    expect(rows[2]!.warnings).toEqual(undefined); // %temp may be below 0
  });

  it("pidstat's -1 for a value it could not read stays null (not an error)", () => {
    const text = sample("pidstat/pidstat-d-p-writer-1-3.txt").replace(/(\d\d:\d\d:\d\d\s+\d+\s+\d+\s+)\S+/, "$1-1.00");
    const row = rowsOf(parse(text, { format: "pidstat" }))[0]!;
    expect(row.readBytesPerSecond).toBeNull();
    // the -1 as printed: raw: true
    const raw = (parse(text, { format: "pidstat", raw: true }) as unknown as { kind: string; columns: string[]; values: string[] }[]).find((r) => r.kind === "row")!;
    expect(raw.values[raw.columns.indexOf("kB_rd/s")]).toBe("-1.00");
  });
});

describe("column names that an object answers (issue #39's sar-proto-cols): no record's map shadows a method", () => {
  const NAMES = ["toString", "hasOwnProperty", "valueOf", "__proto__", "constructor", "isPrototypeOf"];
  const shadows = (records: unknown[]): string[] =>
    valueRows(records).flatMap((r) => Object.getOwnPropertyNames(r.otherColumns ?? {}).filter((k) => k in Object.prototype || k === "prototype"));
  it.each([
    ["sar/sar-locale-C.txt", /%user|%nice|%system|%iowait|%steal|%idle/g, "sar"],
    ["mpstat/mpstat-P-ALL-1-2.txt", /%usr|%nice|%sys|%iowait|%irq|%soft/g, "mpstat"],
    ["pidstat/pidstat-r-p-sleep-1-2.txt", /minflt\/s|majflt\/s|VSZ|RSS|%MEM/g, "pidstat"],
    ["iostat/iostat-N-d-p-ALL.txt", /kB_read\/s|kB_wrtn\/s|kB_dscd\/s|kB_read |kB_wrtn |kB_dscd$/gm, "iostat"],
  ] as const)("%s with its columns named toString, hasOwnProperty, ...", (file, columns, format) => {
    let i = 0;
    const text = sample(file).replace(columns, (m) => `${NAMES[i++ % NAMES.length]}${m.endsWith(" ") ? " " : ""}`);
    const records = parse(text, { format });
    expect(valueRows(records).length).toBeGreaterThan(0);
    expect(shadows(records)).toEqual([]);
    // the renamed columns are ones we do not know: under their names in otherColumns, with an underscore
    expect(valueRows(records).some((r) => r.otherColumns !== undefined)).toBe(true);
    for (const r of valueRows(records)) if (r.otherColumns !== undefined) expect(typeof r.otherColumns.toString).toBe("function");
  });
});

describe.skipIf(skipShared)("issue #39's repro files of the sysstat formats and atsar (../shared/repro)", () => {
  const repro = (name: string): string => readFileSync(join(sharedDir, "repro", name), "utf8");
  it.each([
    ["xfmt-iostat-read-as-sar.txt", "iostat", "sar"],
    ["xfmt-mpstat-read-as-sar.txt", "mpstat", "sar"],
    ["xfmt-pidstat-read-as-sar.txt", "pidstat", "sar"],
    ["xfmt-sar-read-as-mpstat.txt", "sar", "mpstat"],
    ["xfmt-atopsar-read-as-sar.txt", "atsar", "sar"],
  ] as const)("%s: read as %s when detected; forced as %s, refused with the tool named", (name, own, forced) => {
    const text = repro(name);
    expect(detect(text)?.format).toBe(own);
    expect(valueRows(parse(text)).length).toBeGreaterThan(0);
    const result = safeParse(text, { format: forced });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.message).toContain(`this is ${own} output, not ${forced}'s`);
  });

  it("neg-pidstat-rss.txt, neg-sar-kbmemfree.txt: the negative cell is an error at its place", () => {
    const rss = safeParse(repro("neg-pidstat-rss.txt"));
    expect(rss.success).toBe(false);
    if (!rss.success) expect([rss.error.line, rss.error.column, rss.error.reason]).toEqual([4, 59, "column RSS: -1676 is below 0, which RSS cannot be"]);
    const free = safeParse(repro("neg-sar-kbmemfree.txt"));
    expect(free.success).toBe(false);
    if (!free.success) expect([free.error.line, free.error.column]).toEqual([12, 14]);
  });

  it("sar-proto-cols.txt: toString and hasOwnProperty get an underscore, as __proto__ does", () => {
    const [row] = rowsOf(parse(repro("sar-proto-cols.txt")));
    // CPU is the row's key; the section is unknown (no %user): every other column under its name, none a field
    expect(row).toMatchObject({ section: "unknown", key: "all" });
    expect(Object.keys(row!.otherColumns!)).toEqual(["__proto___", "constructor_", "toString_", "hasOwnProperty_", "prototype_", "%idle"]);
    expect(typeof row!.otherColumns!.toString).toBe("function");
  });

  it("iostat-latin1-in-header-date.txt: every row read, the byte after the date named in a warning", () => {
    const records = parse(repro("iostat-latin1-in-header-date.txt")) as Row[];
    expect(records[0]).toMatchObject({ kind: "header", date: "2026-12-01" });
    expect((records[0] as unknown as { warnings: string[] }).warnings[0]).toMatch(/is read as 12\/01\/26: what follows it is not part of a date/);
    expect(records.filter((r) => r.kind === "device").map((r) => r.transfersPerSecond)).toEqual([47.41, 179.81, 1]);
  });
});
