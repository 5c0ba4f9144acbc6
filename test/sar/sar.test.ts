import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIELD_DESCRIPTIONS, SECTIONS, type SectionDef } from "../../src/formats/sar/columns.js";
import { detectSar } from "../../src/formats/sar/detect.js";
import type { SarRawRecord } from "../../src/formats/sar/raw.js";
import type { SarRecord, SarSampleRecord, SarSummaryRecord } from "../../src/formats/sar/schema.js";
import { detect, parse, ParseError, parseStream, safeParse } from "../../src/index.js";
import { root, sample, samplesDir } from "./helpers.js";
import { compareWithSadf } from "./sadf-oracle.js";
import { uncut } from "../helpers/uncut.js";
import { asPrintedRows } from "../helpers/printed.js";

const sar = (text: string, options: Record<string, unknown> = {}): SarRecord[] => parse(text, { format: "sar", ...options }) as SarRecord[];
const raw = (text: string): SarRawRecord[] => parse(text, { format: "sar", raw: true }) as unknown as SarRawRecord[];
const rows = (recs: SarRecord[]): (SarSampleRecord | SarSummaryRecord)[] => recs.filter((r): r is SarSampleRecord | SarSummaryRecord => r.kind === "sample" || r.kind === "summary");
const fixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(import.meta.dirname, "fixtures", name), "utf8"));
const errorOf = (text: string, options: Record<string, unknown> = {}): ParseError => {
  const r = safeParse(text, { format: "sar", ...options } as never);
  if (r.success) throw new Error("expected a ParseError");
  return r.error;
};

describe("sar: oracle (sadf -j of the same data file, test/sar/fixtures)", () => {
  // Every sample rendered from the sadc file sa.main (see samples/sar/README.md), in every locale and style; the
  // ambiguous-date samples are rendered from another day's file (sa.today, not kept), their dates are their test.
  const fromMain = readdirSync(samplesDir).filter((f) => f.endsWith(".txt") && !/midnight|live|synthetic|ambiguous-date|F-MOUNT|I-ALL/.test(f));
  it.each(fromMain)("%s agrees with sadf -j value for value", (file) => {
    const text = sample(file);
    const result = compareWithSadf(sar(text), raw(text), [fixture("sa-main.sadf.json"), fixture("sa-main.sadf-u.json")]);
    expect(result.mismatches).toEqual([]);
    expect(result.skipped).toEqual(new Set());
    expect(result.checked).toBeGreaterThan(20);
  });

  it.each([
    ["sar-F-MOUNT.txt", "sa-fs.sadf.json", 14],
    ["sar-I-ALL.txt", "sa-fs-I.sadf.json", 2 * 36],
  ])("%s (from fs.sa) agrees with sadf -j value for value", (file, oracle, least) => {
    const text = sample(file);
    const result = compareWithSadf(sar(text), raw(text), [fixture(oracle)]);
    expect(result.mismatches).toEqual([]);
    expect(result.skipped).toEqual(new Set());
    expect(result.checked).toBeGreaterThanOrEqual(least);
  });

  it.each(["sar-midnight-C.txt", "sar-midnight-en_US-ampm.txt"])("%s agrees with sadf -j across midnight", (file) => {
    const text = sample(file);
    const result = compareWithSadf(sar(text), raw(text), [fixture("sa-midnight.sadf.json"), fixture("sa-midnight.sadf-u.json")]);
    expect(result.mismatches).toEqual([]);
    expect(result.checked).toBeGreaterThan(100);
  });
});

describe("sar: records", () => {
  const recs = sar(sample("sar-A-C-comments-restart.txt"));

  it("starts with the report header", () => {
    expect(recs[0]).toEqual({
      format: "sar",
      kind: "header",
      os: "Linux",
      kernelRelease: "6.18.44-fc-v782",
      hostname: "vm",
      date: "2026-11-30",
      dateOrder: "MDY",
      architecture: "x86_64",
      cpuCount: 2,
    });
  });

  it("gives every data row its ISO timestamp, section and item, and typed fields: each value once", () => {
    const first = recs.find((r) => r.kind === "sample" && r.section === "net-dev" && r.key === "lo");
    expect(first).toMatchObject({ kind: "sample", timestamp: "2026-11-30T15:24:44", key: "lo" });
    // the clock is the timestamp's: not repeated as `time`; the printed cells are not repeated as `columns`; the item
    // column (IFACE) is the section's: not repeated as `keyColumn`
    expect(first).not.toHaveProperty("keyColumn");
    expect(first).not.toHaveProperty("time");
    expect(first).not.toHaveProperty("columns");
    const mem = recs.find((r) => r.kind === "sample" && r.section === "memory") as Extract<SarSampleRecord, { section: "memory" }>;
    // 15:24:44 memory row as printed: kbmemfree 24174656 ... (checked against sadf -j memfree above).
    expect(mem.memFreeBytes).toBe(24174656 * 1024);
    expect(mem).not.toHaveProperty("otherColumns");
  });

  it("keeps restarts and comments as their own records, each comment once although sar prints it per activity", () => {
    expect(recs.filter((r) => r.kind === "restart")).toEqual([{ format: "sar", kind: "restart", timestamp: "2026-11-30T15:24:47", cpuCount: 2 }]);
    expect(sample("sar-A-C-comments-restart.txt").match(/COM benchparse/g)!.length).toBeGreaterThan(10);
    expect(recs.filter((r) => r.kind === "comment")).toEqual([{ format: "sar", kind: "comment", timestamp: "2026-11-30T15:24:47", text: "benchparse test comment" }]);
  });

  it("keeps a report's comments per report: the same report twice gives its comment twice, as it gives its samples, in a stream too", async () => {
    const text = sample("sar-A-C-comments-restart.txt");
    const twice = `${text}\n${text}`;
    const comment = { format: "sar", kind: "comment", timestamp: "2026-11-30T15:24:47", text: "benchparse test comment" };
    const batch = parse(twice, { format: "sar" });
    expect(batch.filter((r) => r.kind === "comment")).toEqual([comment, comment]);
    expect(batch.filter((r) => r.kind === "sample").length).toBe(2 * recs.filter((r) => r.kind === "sample").length);
    const streamed: unknown[] = [];
    for await (const r of parseStream([twice], { format: "sar" })) streamed.push(r);
    expect(streamed).toEqual(batch);
  });

  it("labels Average rows as summaries without a timestamp", () => {
    const avg = recs.find((r) => r.kind === "summary" && r.section === "queue");
    expect(avg).toMatchObject({ kind: "summary", statistic: "average", label: "Average:" });
    expect(avg).not.toHaveProperty("timestamp");
  });

  it("recognises every section of sar -A", () => {
    const seen = new Set(rows(recs).map((r) => r.section));
    expect(seen.has("unknown")).toBe(false);
    expect(seen.size).toBe(37);
  });

  it("typed fields equal the printed cell (raw: true) times its unit, in every sample; the other cells are in otherColumns", () => {
    const specs = new Map<string, Map<string, { field: string; conv: string }>>();
    for (const def of SECTIONS as readonly SectionDef[]) specs.set(def.id, new Map(def.columns.map(([c, field, conv]) => [c, { field, conv }])));
    const factor: Record<string, number> = { same: 1, B: 1, kB: 1024, kBps: 1024, MB: 1024 * 1024, sectors: 512 };
    let checked = 0;
    let others = 0;
    for (const file of readdirSync(samplesDir).filter((f) => f.endsWith(".txt"))) {
      const rawRows = (parse(sample(file), { format: "sar", raw: true }) as unknown as SarRawRecord[]).filter((r) => r.kind === "row");
      // (a sample's interrupts, one record, as the rows it was made of: test/helpers/printed.ts)
      const typedRows = asPrintedRows(rows(sar(sample(file))), rawRows as unknown as Parameters<typeof asPrintedRows>[1]);
      expect(rawRows.length, file).toBe(typedRows.length);
      typedRows.forEach((r, i) => {
        const raw = rawRows[i] as Extract<SarRawRecord, { kind: "row" }>;
        const fields = new Set<string>();
        raw.columns.forEach((col, k) => {
          const printed = raw.values[k];
          if (k === raw.keyIndex || printed === undefined || printed === null || !/^\d+(?:[.,]\d+)?$/.test(printed)) return;
          const value = Number(printed.replace(",", "."));
          const spec = specs.get(r.section)?.get(col);
          if (spec?.conv === "text") return;
          if (spec && !fields.has(spec.field)) {
            fields.add(spec.field);
            expect((r as unknown as Record<string, unknown>)[spec.field], `${file} ${r.section} ${col}`).toBe(value * factor[spec.conv]!);
            checked++;
          } else {
            expect(r.otherColumns?.[col], `${file} ${r.section} ${col}`).toBe(value);
            others++;
          }
        });
      });
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(others).toBeGreaterThan(0);
  });

  it("describes every typed field with its unit", () => {
    for (const [field, { conv, description }] of FIELD_DESCRIPTIONS) {
      if (/Bytes/.test(field)) expect(description, field).toMatch(/bytes/);
      if (/Percent$/.test(field)) expect(description, field).toMatch(/percent/);
      if (/PerSecond$/.test(field)) expect(description, field).toMatch(/per second/);
      expect(conv === "text" || /[a-z]/.test(field)).toBe(true);
    }
  });
});

describe("sar: clocks, dates and locales", () => {
  // every typed field and other column, the statistics row by its statistic (its label is translated)
  const comparable = (recs: SarRecord[]): unknown[] =>
    rows(recs).map((r) => {
      const { label: _label, ...rest } = r as SarSampleRecord & { label?: string };
      return rest;
    });
  const c = sar(sample("sar-locale-C.txt"));
  const locales = readdirSync(samplesDir).filter((f) => f.startsWith("sar-locale-") && f !== "sar-locale-C.txt");

  it.each(locales)("%s gives the same rows as the C locale", (file) => {
    const recs = sar(sample(file));
    expect(recs[0]).toMatchObject({ kind: "header", date: "2026-11-30" });
    expect(comparable(recs)).toEqual(comparable(c));
    expect(recs.filter((r) => r.kind === "comment" || r.kind === "restart")).toEqual(c.filter((r) => r.kind === "comment" || r.kind === "restart"));
  });

  it("reads each locale's date order from the header", () => {
    const order = (file: string): unknown => sar(sample(file))[0];
    expect(order("sar-locale-de_DE.txt")).toMatchObject({ dateOrder: "DMY" });
    expect(order("sar-locale-en_US.txt")).toMatchObject({ dateOrder: "MDY" });
    expect(order("sar-locale-zh_CN.txt")).toMatchObject({ dateOrder: "YMD" });
    expect(order("sar-locale-sv_SE.txt")).toMatchObject({ dateOrder: "YMD" });
    expect(order("sar-s-time-format-iso.txt")).toMatchObject({ dateOrder: "YMD" });
  });

  it("keeps the translated label as printed", () => {
    const labels = (file: string): string[] => [...new Set(rows(sar(sample(file))).flatMap((r) => (r.kind === "summary" ? [r.label] : [])))];
    expect(labels("sar-locale-fr_FR.txt")).toEqual(["Moyenne\u202f:"]);
    expect(labels("sar-locale-de_DE.txt")).toEqual(["Durchschn.:"]);
    expect(labels("sar-locale-zh_TW.txt")).toEqual(["平均時間："]);
  });

  it("advances the date at midnight, also with 12-hour clocks and repeated header rows", () => {
    const times = (file: string, section: string): string[] =>
      rows(sar(sample(file))).flatMap((r) => (r.kind === "sample" && r.section === section && r.key !== "0" && r.key !== "1" ? [r.timestamp!] : []));
    const expected = ["2026-11-29T23:59:58", "2026-11-29T23:59:59", "2026-11-30T00:00:00", "2026-11-30T00:00:01", "2026-11-30T00:00:02"];
    expect(times("sar-midnight-C.txt", "cpu-load")).toEqual(expected);
    expect(times("sar-midnight-en_US-ampm.txt", "cpu-load")).toEqual(expected);
    expect(times("sar-midnight-C.txt", "memory")).toEqual(expected);
    expect([...new Set(times("sar-midnight-C.txt", "interrupts"))]).toEqual(expected);
  });

  it("uses the dateOrder option for an ambiguous date, and warns without it", () => {
    const text = sample("sar-synthetic-x-min-max-12.7.txt");
    expect(sar(text)[0]).toMatchObject({ date: "2024-03-04", dateOrder: "MDY", warnings: [expect.stringMatching(/03\/04\/24.*dateOrder/)] });
    const dmy = sar(text, { dateOrder: "DMY" });
    expect(dmy[0]).toMatchObject({ date: "2024-04-03", dateOrder: "DMY" });
    expect(dmy[0]).not.toHaveProperty("warnings");
    expect(rows(dmy)[0]).toMatchObject({ timestamp: "2024-04-03T13:20:19" });
    expect(errorOf(text, { dateOrder: "XYZ" }).message).toMatch(/dateOrder/);
  });

  it("an explicit order that makes the date impossible is a warning: the rows keep their clock, without timestamps (issue #40)", () => {
    const text = "Linux 6.1 (h) \t11/30/26 \t_x86_64_\t(2 CPU)\n\n12:00:01        CPU     %user     %nice   %system   %iowait    %steal     %idle\n12:00:02        all      1.00      0.00      1.00      0.00      0.00     98.00\n";
    const [header, row] = parse(text, { format: "sar", dateOrder: "DMY" });
    expect(header).not.toHaveProperty("date");
    expect(header).not.toHaveProperty("dateOrder");
    expect((header as { warnings: string[] }).warnings[0]).toMatch(/could not be read \(impossible date "11\/30\/26" \(read as DMY\)\)/);
    expect(row).toMatchObject({ kind: "sample", time: "12:00:02", cpuUserPercent: 1 });
    expect(row).not.toHaveProperty("timestamp");
  });

  it("reads Summary:, Minimum: and Maximum: rows (-x)", () => {
    const stats = rows(sar(sample("sar-synthetic-x-min-max-12.7.txt"))).filter((r) => r.kind === "summary");
    expect(stats.map((r) => [r.kind === "summary" && r.statistic, r.key])).toEqual([
      ["minimum", "0"],
      ["maximum", "0"],
      ["average", "0"],
      ["minimum", "6"],
      ["maximum", "6"],
      ["average", "6"],
    ]);
  });

  it("keeps a row under a label it does not know as statistic other", () => {
    const text = "Linux 6.1 (h) \t01/15/24 \t_x86_64_\t(2 CPU)\n\n10:00:00  proc/s  cswch/s\n10:00:01  1,00  2,00\nMínimo:  1,00  2,00\n";
    expect(rows(sar(text))[1]).toMatchObject({ kind: "summary", statistic: "other", label: "Mínimo:", processesCreatedPerSecond: 1, contextSwitchesPerSecond: 2 });
  });
});

describe("sar: -h, --human, --dec, --pretty", () => {
  it("converts human cells to the column's unit and to bytes", () => {
    const recs = rows(sar(sample("sar-human.txt")));
    const mem = recs.find((r) => r.section === "memory") as Extract<SarSampleRecord, { section: "memory" }>;
    // printed 23.1G / 62.6M / 516.0k
    expect(mem.memFreeBytes).toBe(Math.round(23.1 * 1024 ** 3));
    expect(mem.memDirtyBytes).toBe(516 * 1024);
    expect(mem.memUsedPercent).toBe(0.3);
    const dev = recs.find((r) => r.section === "net-dev" && r.key === "lo") as Extract<SarSampleRecord, { section: "net-dev" }>;
    expect(dev.rxBytesPerSecond).toBe(7 * 1024 * 1024);
  });

  it("names the item column only where the section does not: sar -F MOUNT's MOUNTPOINT, not -F's FILESYSTEM", () => {
    const mount = rows(sar(sample("sar-F-MOUNT.txt"))).filter((r) => r.section === "filesystems");
    expect(mount).toHaveLength(3);
    for (const r of mount) expect(r).toMatchObject({ keyColumn: "MOUNTPOINT", key: "/" });
    const fs = rows(sar(sample("sar-pretty-d-n-DEV-F.txt"))).filter((r) => r.section === "filesystems");
    expect(fs.length).toBeGreaterThan(0);
    for (const r of fs) expect(r).not.toHaveProperty("keyColumn");
    expect(fs[0]!.key).toMatch(/^\/dev\//);
  });

  it("finds the item column at the end of -h/--pretty rows", () => {
    const disk = rows(sar(sample("sar-h-human-pretty.txt"))).find((r) => r.section === "disk")!;
    expect(disk).toMatchObject({ section: "disk", key: "vda" });
    const raw = (parse(sample("sar-h-human-pretty.txt"), { format: "sar", raw: true }) as unknown as SarRawRecord[]).find((r) => r.kind === "row" && r.columns.includes("DEV"));
    expect(raw).toMatchObject({ kind: "row", keyIndex: (raw as { columns: string[] }).columns.length - 1 });
    expect((raw as { columns: string[] }).columns.at(-1)).toBe("DEV");
  });
});

describe("sar: live mode", () => {
  it("reads sar -u 1 3 with its bare Average row", () => {
    const recs = sar(sample("sar-live-u-1-3.txt"));
    expect(recs.map((r) => r.kind)).toEqual(["header", "sample", "sample", "sample", "summary"]);
  });

  it("reads interleaved activities with header rows repeated every sample", () => {
    const recs = rows(sar(sample("sar-live-multi-u-r-n-DEV-P-ALL.txt")));
    const ts = [...new Set(recs.flatMap((r) => (r.kind === "sample" ? [r.timestamp] : [])))];
    expect(ts).toEqual(["2026-11-30T15:27:21", "2026-11-30T15:27:22"]);
  });

  it("reads 12-hour live output", () => {
    const recs = sar(sample("sar-live-w-en_US.txt"));
    expect(rows(recs).map((r) => (r.kind === "sample" ? r.timestamp : r.statistic))).toEqual(["2026-11-30T15:27:23", "2026-11-30T15:27:24", "average"]);
  });
});

describe("sar: edge cases", () => {
  const text = sample("sar-locale-C.txt");
  const expected = sar(text);

  it("CRLF line ends and a missing final newline change nothing", () => {
    expect(sar(text.replace(/\n/g, "\r\n"))).toEqual(expected);
    expect(uncut(sar(text.trimEnd()))).toEqual(expected);
  });

  it("ANSI colours (S_COLORS=always) change nothing", () => {
    const plain = rows(sar(sample("sar-colors-always.txt")));
    expect(plain.length).toBeGreaterThan(20);
    expect(JSON.stringify(plain)).not.toMatch(/\\u001b/);
  });

  it("empty input is a ParseError", () => {
    expect(errorOf("").message).toMatch(/empty input/);
  });

  it("-m USB: a row whose empty manufact and product were stripped with its trailing blanks takes nothing from the next line", () => {
    const text = sample("sar-synthetic-m-USB-stripped-trailing-blanks.txt");
    const usb = rows(sar(text)).filter((r) => r.section === "usb-devices");
    const usbOf = (r: (typeof usb)[number]) => r as Extract<SarSampleRecord, { section: "usb-devices" }>;
    const names = usb.map((r) => [r.kind === "sample" ? r.timestamp!.slice(11) : r.label, usbOf(r).vendorId, usbOf(r).manufacturer ?? "", usbOf(r).product ?? ""]);
    const at = (t: string): string[][] => [
      [t, "3f0", "HP", "HP Wireless Keyboard Mouse Kit"],
      [t, "174c", "ASMT", ""],
      [t, "5e3", "", ""],
      [t, "4f2", "Chicony Electronics C", "HP Webcam"],
    ];
    expect(names).toEqual([...at("13:20:29").slice(0, 2), ...at("13:20:49"), ...at("Summary:")]);
    const hub = usb.find((r) => usbOf(r).vendorId === "5e3")!;
    expect(hub).toMatchObject({ key: "3", vendorId: "5e3", productId: "608", maxPowerMilliamps: 200 });
    expect(hub).not.toHaveProperty("manufacturer");
    expect(hub).not.toHaveProperty("product");
    // The same rows with sar's blanks kept (" %-23s", " %s") read the same.
    const padded = text.replace(/ 200$/gm, ` 200 ${" ".repeat(24)}`).replace(/ ASMT$/gm, ` ASMT${" ".repeat(20)}`);
    expect(padded).not.toBe(text);
    expect(rows(sar(padded))).toEqual(rows(sar(text)));
    // A two-word manufacturer with its empty product stripped is the manufacturer, not manufacturer and product.
    const foundation = text.replace("  1000 Chicony Electronics C   HP Webcam", "     0 Linux Foundation");
    const root = rows(sar(foundation)).find((r) => r.section === "usb-devices" && r.manufacturer === "Linux Foundation");
    expect(root).toMatchObject({ manufacturer: "Linux Foundation" });
    expect(root).not.toHaveProperty("product");
  });

  it("a row cut off is a ParseError at that line", () => {
    const cut = text.slice(0, text.indexOf("\n", 400) - 30);
    const err = errorOf(cut);
    expect(err.line).toBe(cut.split("\n").length);
    expect(err.message).toMatch(/cut off/);
  });

  it("a cell that is not a number in a numeric column is a ParseError at that cell", () => {
    const err = errorOf("Linux 6.1 (h) \t01/15/24 \t_x86_64_\t(2 CPU)\n\n10:00:00  CPU  %user  %idle\n10:00:01  all  4x.5  50.00\n");
    expect([err.line, err.column]).toEqual([4, 16]);
    expect(err.message).toMatch(/%user.*not a number/);
  });

  it("a data row before any column header is a ParseError", () => {
    expect(errorOf("10:00:01  all  1.00  2.00\n").message).toMatch(/before any column header/);
  });

  it("a table pasted without the report header still parses, with times but no timestamps", () => {
    const headerless = text.slice(text.indexOf("\n") + 1);
    expect(detectSar(headerless)).toBeGreaterThan(0);
    const recs = sar(headerless);
    expect(recs[0]).toMatchObject({ kind: "sample", time: "15:24:44", section: "cpu-load" });
    expect(recs[0]).not.toHaveProperty("timestamp");
  });

  it("keeps columns it does not know, and header names can never reach a prototype", () => {
    const recs = sar("Linux 6.1 (h) \t01/15/24 \t_x86_64_\t(2 CPU)\n\n10:00:00  __proto__  constructor  %user  newcol/s\n10:00:01  1  2  3.5  4,25\n");
    const row = rows(recs)[0]!;
    expect(Object.getPrototypeOf(row.otherColumns)).toBe(Object.prototype);
    // %user has its typed field: the columns without one, each under its printed name
    expect(Object.keys(row.otherColumns!)).toEqual(["__proto___", "constructor_", "newcol/s"]);
    expect(row.otherColumns).toMatchObject({ __proto___: 1, constructor_: 2, "newcol/s": 4.25 });
    expect(row).toMatchObject({ section: "cpu-load", cpuUserPercent: 3.5 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("every other format's sample scores 0", () => {
    const others = (readdirSync(join(root, "samples"), { recursive: true }) as string[])
      .filter((f) => !f.startsWith("sar/") && !/README\.md$|\.conf$|\.sh$/.test(f))
      .map((f) => join(root, "samples", f))
      .filter((f) => statSync(f).isFile());
    expect(others.length).toBeGreaterThan(50);
    for (const file of others) expect(detectSar(readFileSync(file, "utf8")), file).toBe(0);
  });

  it("another tool's output is not sar: detection says 0 and a forced parse fails clearly", () => {
    for (const other of [join(root, "samples", "ab", "ab-plain-n1000-c10.txt")]) {
      const t = readFileSync(other, "utf8");
      expect(detectSar(t)).toBe(0);
      expect(errorOf(t).message).toMatch(/no sar output found/);
    }
    const atsar = "16:09:26 cpu %usr %nice %sys %irq %softirq %wait %idle _cpu_\n16:09:30 all 90 0 7 0 3 0 0\n";
    expect(detectSar(atsar)).toBe(0);
    expect(detectSar(`| sar -ur 5 3 | ${atsar.replace(/\n/g, " ")} |`)).toBe(0);
  });

  it("recognises the report headers of older sysstat versions (no CPU count, no architecture)", () => {
    const rows = "\n10:00:00  proc/s  cswch/s\n10:00:01  1.00  2.00\n";
    const v815 = "Linux 2.6.24-16-server (ftp) \t04/22/08 \t_i686_\n" + rows;
    expect(detectSar(v815)).toBeGreaterThan(0.5);
    expect(sar(v815)[0]).toEqual({ format: "sar", kind: "header", os: "Linux", kernelRelease: "2.6.24-16-server", hostname: "ftp", date: "2008-04-22", dateOrder: "MDY", architecture: "i686" });
    const v6 = "Linux 2.6.9-42.ELsmp (old) \t04/22/08\n" + rows;
    expect(detectSar(v6)).toBeGreaterThan(0.5);
    expect(sar(v6)[0]).not.toHaveProperty("architecture");
  });

  it("a binary sa file read as text is recognised and explained", () => {
    const binary = "\u0096\u00d5u!\u0006\u0001\u0000P\u0001\u0000\u0000\u0000\u0000";
    expect(detect(binary)?.format).toBe("sar");
    expect(errorOf(binary).message).toMatch(/binary sysstat data file.*sar -A -f FILE.*sadf -j/);
    expect(errorOf("\ufffd\ufffdu!\u0006\u0001\u0000P").message).toMatch(/binary sysstat data file/);
  });

  it("raw mode returns the strings as printed", () => {
    const r = raw(sample("sar-locale-de_DE.txt"));
    expect(r[0]).toMatchObject({ kind: "header", date: "30.11.2026", hostname: "vm", architecture: "x86_64", cpuCount: "2" });
    expect(r[1]).toMatchObject({ kind: "row", time: "15:24:44", columns: ["CPU", "%user", "%nice", "%system", "%iowait", "%steal", "%idle"], values: ["all", "48,74", "0,00", "38,19", "0,50", "11,06", "1,51"], keyIndex: 0 });
  });
});
