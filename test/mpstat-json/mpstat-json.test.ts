/**
 * mpstat -o JSON read into mpstat's records (issue #44). Text and JSON of mpstat are different runs (mpstat reads
 * /proc live), so the oracle is the shape: the same sections, typed fields and units as the text of the same options
 * on the same machine; values where a hand check is possible.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/index.js";
import { detect, parse, parseStream } from "../../src/index.js";
import { root } from "../helpers/samples.js";

const read = (rel: string): string => readFileSync(join(root, rel), "utf8");
type Rec = Record<string, unknown> & { kind: string };
const records = (text: string, format: string): Rec[] => parse(text, { format }) as Rec[];

/** Section -> the sorted field names of its sample records (the typed fields and otherColumns' names). */
function shape(recs: Rec[]): Record<string, string[]> {
  const out: Record<string, Set<string>> = {};
  for (const r of recs) {
    if (r.kind !== "sample") continue;
    const set = (out[String(r.section)] ??= new Set());
    for (const k of Object.keys(r)) if (k !== "format" && k !== "otherColumns" && k !== "warnings") set.add(k);
    for (const k of Object.keys((r.otherColumns as object | undefined) ?? {})) set.add(`otherColumns.${k}`);
  }
  return Object.fromEntries(Object.entries(out).map(([s, f]) => [s, [...f].sort()]));
}

describe("mpstat -o JSON gives mpstat's records", () => {
  for (const [json, text] of [
    ["samples/mpstat-json/mpstat-A-o-JSON-1-2.C.json", "test/mpstat-json/fixtures/mpstat-A-1-2.C.txt"],
    ["samples/mpstat-json/mpstat-o-JSON-P-ALL-1-3.C.json", "test/mpstat-json/fixtures/mpstat-P-ALL-1-3.C.txt"],
    ["samples/mpstat-json/mpstat-o-JSON-P-ALL-1-3.de_DE.json", "test/mpstat-json/fixtures/mpstat-P-ALL-1-3.de_DE.txt"],
  ] as const) {
    it(`${json}: detected, the text's sections and fields (${text})`, () => {
      expect(detect(read(json))?.format).toBe("mpstat-json");
      const j = records(read(json), "mpstat-json");
      const t = records(read(text), "mpstat");
      expect(Object.keys(shape(j)).length).toBeGreaterThan(0);
      expect(shape(j)).toEqual(shape(t));
      // the same header fields (the date as printed, read the same way; the de_DE text's warning names its decimal
      // commas, which the JSON does not print)
      const { format: _a, warnings: jw, ...jh } = j[0]!;
      const { format: _b, warnings: tw, ...th } = t[0]!;
      expect(jh).toEqual(th);
      expect(jw === undefined).toBe(tw === undefined);
    });
  }

  it("-A: every section, values by hand", () => {
    const j = records(read("samples/mpstat-json/mpstat-A-o-JSON-1-2.C.json"), "mpstat-json");
    expect(new Set(j.filter((r) => r.kind === "sample").map((r) => r.section))).toEqual(new Set(["cpu-load", "node-load", "interrupts", "interrupts-per-cpu", "soft-interrupts"]));
    // {"cpu": "all", "usr": 95.52, ..., "sys": 4.48} at 02:53:28; {"cpu": "all", "intr": 1845.00}
    expect(j.find((r) => r.section === "cpu-load" && r.key === "all")).toMatchObject({ timestamp: "2026-12-06T02:53:28", cpuUsrPercent: 95.52, cpuSysPercent: 4.48 });
    expect(j.find((r) => r.section === "interrupts" && r.key === "all")).toMatchObject({ timestamp: "2026-12-06T02:53:28" });
  });

  it("-T (sysstat's own test expectation): the all row's empty CORE SOCK NODE are not printed, as in the text", () => {
    const j = records(read("test/mpstat-json/fixtures/sysstat-tests-expected.mpstat-T-JSON.json"), "mpstat-json");
    const all = j.find((r) => r.kind === "sample" && r.key === "all")!;
    expect(all).toMatchObject({ timestamp: "2020-06-01T12:53:20", cpuUsrPercent: 1.49, cpuNicePercent: 39.91 });
    expect(Object.keys(all).some((k) => /core|socket|node/i.test(k))).toBe(false);
    const cpu1 = j.find((r) => r.kind === "sample" && r.key === "1")!;
    expect(JSON.stringify(cpu1)).toMatch(/"1"/);
  });
});

describe("lines pasted before the document", () => {
  const P = read("samples/mpstat-json/mpstat-o-JSON-P-ALL-1-3.C.json");
  const clean = records(P, "mpstat-json");

  it.each([
    ["comment lines (test/paste-lines.test.ts)", "# K : 1024 bytes\n# 注释：第一次测试\n"],
    ["a line of prose", "Here is what mpstat printed:\n"],
    ["the command line", "$ mpstat -o JSON -P ALL 1 3\n"],
  ])("%s: detected, the records of the clean document, batch and streamed", async (_what, before) => {
    const text = before + P;
    expect(detect(text)?.format).toBe("mpstat-json");
    const got = parse(text);
    expect(got).toEqual(clean);
    async function* chunks(): AsyncGenerator<string> {
      for (let i = 0; i < text.length; i += 500) yield text.slice(i, i + 500);
    }
    const streamed: unknown[] = [];
    for await (const item of parseStream(chunks())) streamed.push(item);
    expect(streamed).toEqual(got);
  });
});

describe("extract finds mpstat -o JSON in other text", () => {
  it("a document between lines of prose: the records parse gives", () => {
    const doc = read("samples/mpstat-json/mpstat-A-o-JSON-1-2.C.json");
    const blocks = extract(`# mpstat -A\n\nHere is what it printed:\n\n${doc}\nThat was all.\n`).blocks.filter((b) => b.format === "mpstat-json");
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.records).toEqual(records(doc, "mpstat-json"));
  });
});

describe("interrupted mpstat -o JSON", () => {
  it("SIGINT: mpstat 12.6.1 closes the document: 2 samples, no warning", () => {
    const j = records(read("samples/mpstat-json/mpstat-o-JSON-P-ALL-1-5.C.sigint-2.5s.json"), "mpstat-json");
    expect(j.filter((r) => r.kind === "sample")).toHaveLength(6);
    expect(j.filter((r) => r.kind === "sample" && r.warnings !== undefined)).toEqual([]);
  });

  it("SIGTERM leaves it open (sysstat #410): the samples read, the last one warned", () => {
    const j = records(read("samples/mpstat-json/mpstat-o-JSON-P-ALL-1-5.C.sigterm-2.5s-stdbuf-oL.json"), "mpstat-json");
    const samples = j.filter((r) => r.kind === "sample");
    expect(samples).toHaveLength(6);
    const warned = samples.filter((r) => r.warnings !== undefined);
    expect(warned.map((r) => r.timestamp)).toEqual(Array(3).fill(samples.at(-1)!.timestamp));
    expect(warned[0]!.warnings).toEqual([expect.stringMatching(/without its closing brackets .*#410/)]);
  });

  it("mpstat 11.6's -P ON document (sysstat #216: no timestamp wrapper, a `]` where `}` goes) is an error where it breaks: its first sample, which names the bug", () => {
    // (each line of its statistics is a sample object, read as one: the first has no timestamp)
    expect(() => records(read("test/mpstat-json/fixtures/issue-216-mpstat-11.6.0-P-ON-no-timestamp-cpu-load.json"), "mpstat-json")).toThrow(/^11:1: a sample without its "timestamp".*sysstat #216/);
  });
});
