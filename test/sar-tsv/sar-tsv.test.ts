/**
 * sadf -p as a witness of sar's text and of sadf -j (issue #44): for the same sa file the records are equal, every
 * field, C and de_DE (samples/sar-tsv/README.md; the sadf -j and sar text of the same files are samples/sar-json,
 * test/sar-json/fixtures and test/sar-csv/fixtures).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, parseStream } from "../../src/index.js";
import { root } from "../helpers/samples.js";

const read = (rel: string): string => readFileSync(join(root, rel), "utf8");
type Rec = Record<string, unknown> & { kind: string; format: string };
const as = (format: string) => (text: string): Rec[] => parse(text, { format } as never) as Rec[];
const sar = as("sar");
const sarJson = as("sar-json");
const sarTsv = as("sar-tsv");

function byKey(records: Rec[], kinds: string[], keep: (r: Rec) => boolean = () => true): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const r of records) {
    if (!kinds.includes(r.kind) || !keep(r)) continue;
    const { format: _f, ...rest } = r;
    out.set(`${r.kind}|${String(r.timestamp)}|${String(r.section)}|${String(r.key ?? "")}|${String(r.text ?? "")}`, rest);
  }
  return out;
}
const FIRST_2 = (r: Rec): boolean => String(r.timestamp) <= "2026-12-06T02:35:39";

describe("sar text, sadf -j and sadf -p of the same sa file give the same records", () => {
  const json = byKey(sarJson(read("samples/sar-json/sadf-j-A.C.json")), ["sample"], FIRST_2);
  for (const locale of ["C", "de_DE"]) {
    it(`sadf -p -- -A (${locale}; its first 2 samples): 166 rows, 96 records (a sample's 36 interrupt rows are one), every field equal to sadf -j's and to sar -A's`, () => {
      const tsv = byKey(sarTsv(read(`samples/sar-tsv/sadf-p-A.${locale}.first-2-samples.txt`)), ["sample"]);
      const text = byKey(sar(read(`test/sar-json/fixtures/sar-A.${locale}.txt`)), ["sample"], FIRST_2);
      expect(tsv.size).toBe(96);
      expect(json.size).toBe(96);
      for (const [k, r] of tsv) {
        expect(r, k).toEqual(json.get(k));
        expect(r, k).toEqual(text.get(k));
      }
    });
  }

  it.each(["sadf-p-C-restart.C.txt", "sadf-p-C-restart.de_DE.txt"])("%s: samples, restart and comment equal to sadf -j -C's", (file) => {
    const want = byKey(sarJson(read("test/sar-csv/fixtures/sadf-j-C-restart.C.json")), ["sample", "restart", "comment"]);
    const tsv = byKey(sarTsv(read(`samples/sar-tsv/${file}`)), ["sample", "restart", "comment"]);
    expect(tsv.size).toBe(50);
    expect(tsv).toEqual(want);
  });

  it("-U (epoch seconds): samples and restart equal", () => {
    const want = byKey(sarJson(read("test/sar-csv/fixtures/sadf-j-C-restart.C.json")), ["sample", "restart"]);
    expect(byKey(sarTsv(read("samples/sar-tsv/sadf-p-U-restart.C.txt")), ["sample", "restart"])).toEqual(want);
  });

  it("a row's raw record keeps the device as printed (cpu0), the typed one sar's item (0)", () => {
    const text = read("samples/sar-tsv/sadf-p-C-restart.C.txt");
    const raw = parse(text, { format: "sar-tsv", raw: true }) as unknown as Record<string, unknown>[];
    expect(raw.find((r) => r.device === "cpu0")).toMatchObject({ columns: ["CPU", "%user", "%nice", "%system", "%iowait", "%steal", "%idle"], values: ["cpu0", expect.any(String), "0.00", expect.any(String), "0.00", expect.any(String), expect.any(String)] });
    expect(sarTsv(text).find((r) => r.section === "cpu-load" && r.key === "0")).toBeDefined();
  });
});

describe("streaming", () => {
  it.each(["sadf-p-A.de_DE.first-2-samples.txt", "sadf-p-C-restart.C.txt"])("%s: the records of the whole text", async (file) => {
    const text = read(`samples/sar-tsv/${file}`);
    async function* chunks(): AsyncGenerator<string> {
      for (let i = 0; i < text.length; i += 1009) yield text.slice(i, i + 1009);
    }
    const out: unknown[] = [];
    for await (const item of parseStream(chunks(), { format: "sar-tsv" })) out.push(item);
    expect(out).toEqual(sarTsv(text));
  });
});
