/**
 * sadf -j as the second witness of sar's text (issue #44): the text and the JSON of the same sa file give the same
 * records, every field (both print two decimals, so "within the print precision" is equality); and sysstat's JSON
 * bugs are read with warnings. The pairs:
 * - samples/sar-json/sadf-j-A.C.json and test/sar-json/fixtures/sar-A.{C,de_DE}.txt: `sadf -j sa.bin -- -A` and
 *   `sar -A -f sa.bin` under C and de_DE.UTF-8 (/work/captures/sysstat-json, sysstat 12.6.1; samples/sar-json/README.md);
 * - test/sar/fixtures/sa-main.sadf.json and samples/sar/sar-A-C-comments-restart.txt: sa.main, with a comment and a
 *   LINUX RESTART (samples/sar/README.md).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/index.js";
import { detect, parse, parseStream } from "../../src/index.js";
import { root } from "../helpers/samples.js";

const read = (rel: string): string => readFileSync(join(root, rel), "utf8");
type Rec = Record<string, unknown> & { kind: string; format: string };
const sar = (text: string): Rec[] => parse(text, { format: "sar" }) as Rec[];
const sarJson = (text: string): Rec[] => parse(text, { format: "sar-json" }) as Rec[];
const withoutFormat = ({ format: _f, ...rest }: Rec): Record<string, unknown> => rest;
const key = (r: Rec): string => `${String(r.timestamp)}|${String(r.section)}|${String(r.key ?? "")}`;

/** The records of `kinds` keyed by timestamp, section and item (sar prints activity by activity, sadf sample by sample). */
function byKey(records: Rec[], kinds: string[]): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const r of records) if (kinds.includes(r.kind)) out.set(`${r.kind}|${key(r)}|${String(r.text ?? "")}`, withoutFormat(r));
  return out;
}

const FULL = read("samples/sar-json/sadf-j-A.C.json");

describe("sar text and sadf -j of the same sa file give the same records", () => {
  for (const locale of ["C", "de_DE"]) {
    it(`sar -A (${locale}) and sadf -j -- -A: 59 samples, 4897 rows, 2832 records (a sample's 36 interrupt rows are one), every field equal`, () => {
      const text = byKey(sar(read(`test/sar-json/fixtures/sar-A.${locale}.txt`)), ["sample"]);
      const json = byKey(sarJson(FULL), ["sample"]);
      expect(json.size).toBe(2832);
      expect([...json.keys()].sort()).toEqual([...text.keys()].sort());
      for (const [k, r] of json) expect(r, k).toEqual(text.get(k));
    });
  }

  it("sar -u and sadf -j -- -u (the CPU columns of sar -u: %user, %system)", () => {
    const text = byKey(sar(read("test/sar-json/fixtures/sar-u.C.txt")), ["sample"]);
    const json = byKey(sarJson(read("samples/sar-json/sadf-j-u.C.json")), ["sample"]);
    expect(json.size).toBe(59);
    expect(json).toEqual(text);
    expect([...json.values()][0]).toMatchObject({ cpuUserPercent: 90.55, cpuSystemPercent: 8.96, cpuStealPercent: 0.5 });
  });

  it("the header: sar's, but sadf's ISO date is not ambiguous as the text's 12/06/26 is (no warning, YMD)", () => {
    const [t] = sar(read("test/sar-json/fixtures/sar-A.C.txt"));
    const [j] = sarJson(FULL);
    const { warnings, ...text } = withoutFormat(t!);
    expect(warnings).toEqual([expect.stringMatching(/could be read either way/)]);
    expect(withoutFormat(j!)).toEqual({ ...text, dateOrder: "YMD" });
    expect(j).toMatchObject({ kind: "header", hostname: "vm", date: "2026-12-06", cpuCount: 2, architecture: "x86_64" });
  });

  it("sa.main (a LINUX RESTART between two boot segments): samples and restart equal", () => {
    // (its sadf -j was made without -C: the comment is in the text only)
    const text = byKey(sar(read("samples/sar/sar-A-C-comments-restart.txt")), ["sample", "restart"]);
    const json = byKey(sarJson(read("test/sar/fixtures/sa-main.sadf.json")), ["sample", "restart"]);
    expect(json.size).toBe(344); // (589 rows: a sample's 36 interrupt rows are one record)
    expect([...json.values()].filter((r) => r.kind === "restart")).toEqual([{ kind: "restart", timestamp: "2026-11-30T15:24:47", cpuCount: 2 }]);
    expect(json).toEqual(text);
  });

  it("sar -F MOUNT and sadf -j -- -F MOUNT (fs.sa, samples/sar/README.md): keyed by \"mountpoint\", as the text by MOUNTPOINT", () => {
    const text = byKey(sar(read("samples/sar/sar-F-MOUNT.txt")), ["sample"]);
    const json = byKey(sarJson(read("test/sar/fixtures/sa-fs.sadf.json")), ["sample"]);
    expect(json.size).toBe(2);
    expect(json).toEqual(text);
    expect([...json.values()][0]).toMatchObject({ section: "filesystems", keyColumn: "MOUNTPOINT", key: "/", fsUsedPercent: 9.36 });
  });

  it("an item without its activity's item member (a version's new name) is still read: its members under their names", () => {
    const doc = read("test/sar/fixtures/sa-fs.sadf.json").replace(/"mountpoint"/g, '"mount-dir"');
    const rows = sarJson(doc).filter((r) => r.kind === "sample");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ section: "filesystems", fsUsedPercent: 9.36, otherColumns: { "mount-dir": "/" } });
  });

  it("sadf's restarts and comments (sysstat's own test expectation, tests/00530's shape)", () => {
    const doc = `{"sysstat": {"hosts": [{"nodename": "h", "sysname": "Linux", "release": "1.2.3", "machine": "x86_64", "number-of-cpus": 9, "file-date": "2019-04-18",
"statistics": [],
"restarts": [{"boot": {"date": "2019-04-18", "time": "13:37:29", "tz": "UTC", "cpu_count": 9}}],
"comments": [{"comment": {"date": "2019-04-18", "time": "13:39:09", "tz": "UTC", "com": "Testing sysstat!"}}]}]}}`;
    expect(sarJson(doc).slice(1)).toEqual([
      { format: "sar-json", kind: "restart", timestamp: "2019-04-18T13:37:29", cpuCount: 9 },
      { format: "sar-json", kind: "comment", timestamp: "2019-04-18T13:39:09", text: "Testing sysstat!" },
    ]);
  });
});

describe("sysstat's JSON bugs are read with warnings", () => {
  const U = read("samples/sar-json/sadf-j-u.C.json");
  const clean = sarJson(U);

  it("a stray comma before the first sample (sysstat #163, #222): the same records, the first sample warned", () => {
    const damaged = U.replace('"statistics": [\n', '"statistics": [\n,\n');
    expect(damaged).not.toBe(U);
    const records = sarJson(damaged);
    expect(records.map((r) => ({ ...r, warnings: undefined }))).toEqual(clean.map((r) => ({ ...r, warnings: undefined })));
    expect(records.filter((r) => r.warnings !== undefined).map((r) => r.timestamp)).toEqual(["2026-12-06T02:35:38"]);
    expect(records[1]!.warnings).toEqual([expect.stringMatching(/stray comma .*#163/)]);
  });

  it("decimal commas and a missing comma (sysstat #128, sadf 11.2.0 under a comma locale, as quoted in the issue)", () => {
    const records = sarJson(read("samples/sar-json/pasted-issue-128-sadf-11.2.0-comma-decimals-missing-comma.json"));
    expect(records).toHaveLength(2);
    // "pgpgin": 4,97 kB/s, "fault": 61,66, "pgfree": 103,46
    expect(records[1]).toMatchObject({ section: "paging", timestamp: "2016-10-17T07:15:01", pagedInBytesPerSecond: 4.97 * 1024, pageFaultsPerSecond: 61.66, pagesFreedPerSecond: 103.46 });
    expect(records[1]!.warnings).toEqual([expect.stringMatching(/9 numbers .*decimal comma/), expect.stringMatching(/misses a comma/)]);
  });

  it("a document cut inside a sample (head -c): the samples before it as in the whole document, the cut one's complete activities warned", () => {
    const cut = sarJson(read("samples/sar-json/sadf-j-A.C.cut-head-c-200000.json"));
    const whole = new Map(sarJson(FULL).map((r) => [key(r), r]));
    const before = cut.filter((r) => r.kind === "sample" && String(r.timestamp) < "2026-12-06T02:35:59");
    expect(before.length).toBeGreaterThan(1000);
    for (const r of before) expect(r).toEqual(whole.get(key(r)));
    const last = cut.filter((r) => r.timestamp === "2026-12-06T02:35:59");
    // cpu-load, process-and-context-switch, interrupts, swap-pages and paging were complete; io was cut
    expect(new Set(last.map((r) => r.section))).toEqual(new Set(["cpu-load", "process-and-context-switch", "interrupts", "swap-pages", "paging"]));
    for (const r of last) expect(r.warnings, key(r)).toContainEqual(expect.stringMatching(/ends inside this sample/));
  });

  it("a document that ends after a sample without its closing brackets (SIGTERM, sysstat #410): the last sample warned", () => {
    const open = U.slice(0, U.lastIndexOf("}", U.lastIndexOf('"restarts"')) + 1);
    const records = sarJson(open);
    expect(records.map((r) => ({ ...r, warnings: undefined }))).toEqual(clean.map((r) => ({ ...r, warnings: undefined })));
    expect(records.filter((r) => r.warnings !== undefined).map((r) => r.timestamp)).toEqual(["2026-12-06T02:36:36"]);
  });

  it("the same ended at a line end after the sample: parse(), a file and a live pipe say so", async () => {
    const open = `${U.slice(0, U.lastIndexOf("}", U.lastIndexOf('"restarts"')) + 1)}\n`;
    const warned = (records: readonly unknown[]) => (records as { warnings?: unknown; timestamp?: unknown }[]).filter((r) => r.warnings !== undefined).map((r) => r.timestamp);
    expect(warned(sarJson(open))).toEqual(["2026-12-06T02:36:36"]);
    async function* lines() {
      for (const line of open.split(/(?<=\n)/)) yield line;
    }
    const read = async (live: boolean) => {
      const out: { warnings?: unknown; timestamp?: unknown }[] = [];
      for await (const r of parseStream(lines(), { format: "sar-json", live })) out.push(r as never);
      return out;
    };
    expect(warned(await read(false))).toEqual(["2026-12-06T02:36:36"]);
    // (a sample is complete once the next opens, as a live tool prints the comma that ends its line only then: a pipe
    // that pauses after a sample holds it until the next opens or the input ends)
    expect(warned(await read(true))).toEqual(["2026-12-06T02:36:36"]);
  });

  it("what is not JSON is an error where it is", () => {
    expect(() => sarJson(U.replace('"cpu": "all"', '"cpu": "all" ]'))).toThrow(/expected '}'/);
    expect(() => sarJson('{"sysstat": {"hosts": {}}}')).toThrow(/no "sysstat": \{"hosts"/);
  });
});

describe("lines pasted before the document", () => {
  const U = read("samples/sar-json/sadf-j-u.C.json");
  const clean = sarJson(U);

  it.each([
    ["comment lines (test/paste-lines.test.ts)", "# K : 1024 bytes\n# 注释：第一次测试\n"],
    ["a line of prose", "Here is what sadf printed:\n"],
    ["a line of prose and a blank line", "These are the results of the run.\n\n"],
    ["the command line", "$ sadf -j sa.bin -- -u\n"],
  ])("%s: detected, the records of the clean document, batch and streamed", async (_what, before) => {
    const text = before + U;
    expect(detect(text)?.format).toBe("sar-json");
    const records = parse(text) as Rec[];
    expect(records).toEqual(clean);
    const streamedItems: unknown[] = [];
    async function* chunks(): AsyncGenerator<string> {
      for (let i = 0; i < text.length; i += 1000) yield text.slice(i, i + 1000);
    }
    for await (const item of parseStream(chunks())) streamedItems.push(item);
    expect(streamedItems).toEqual(records);
  });
});

describe("extract finds sadf -j's document in other text", () => {
  it("the #128 document, which has a blank line inside it (an empty \"fchosts\": [ ]), whole: the records parse gives", () => {
    const doc = read("samples/sar-json/pasted-issue-128-sadf-11.2.0-comma-decimals-missing-comma.json");
    expect(doc).toMatch(/\[\n\n/);
    const want = sarJson(doc);
    for (const text of [doc, `## sadf output under de_DE\n\nThis is what sadf printed:\n\n${doc}\nThe numbers have commas.\n`]) {
      const blocks = extract(text).blocks.filter((b) => b.format === "sar-json");
      expect(blocks).toHaveLength(1);
      expect(blocks[0]!.records).toEqual(want);
      expect(JSON.stringify(blocks[0]!.records)).not.toMatch(/ends inside this sample/);
    }
  });

  it("two documents one after the other: two blocks", () => {
    const U = read("samples/sar-json/sadf-j-u.C.json");
    const blocks = extract(`${U}\n${U}`).blocks.filter((b) => b.format === "sar-json");
    expect(blocks.map((b) => b.records.length)).toEqual([sarJson(U).length, sarJson(U).length]);
  });
});

describe("streaming", () => {
  async function streamed(text: string, chunk: number): Promise<unknown[]> {
    async function* chunks(): AsyncGenerator<string> {
      for (let i = 0; i < text.length; i += chunk) yield text.slice(i, i + chunk);
    }
    const out: unknown[] = [];
    for await (const item of parseStream(chunks(), { format: "sar-json" })) out.push(item);
    return out;
  }

  it("gives the records of the whole document, cut at sample boundaries (whole, and cut inside a sample)", async () => {
    for (const rel of ["samples/sar-json/sadf-j-A.C.json", "samples/sar-json/sadf-j-A.C.cut-head-c-200000.json"]) {
      const text = read(rel);
      expect(await streamed(text, 4093), rel).toEqual(sarJson(text));
    }
  });
});
