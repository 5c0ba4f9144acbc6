/**
 * The stream cutters that bound the memory of long inputs (test/memory.test.ts) give the records the format gives
 * for the text read whole, in one piece (its parseRaw and normalize called directly, without the engine): apache-status
 * (a polled log), k6 (pasted summaries). ab-csv: a log of ab -e files reads as one record per table, each the record
 * of that table read alone. siege: -v per-request lines are cut into records of at most MAX_RUN_RESPONSES lines, which
 * say so. php-fpm-status: a polled log (text, ?full, ?json pages) cut into samples reads as it does whole. sar-json and
 * mpstat-json: documents one after another (`cat` of a year of sadf -j files) read as each document alone, streamed.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getFormat, type FormatName } from "../src/formats/index.js";
import { MAX_RUN_RESPONSES } from "../src/formats/siege/lines.js";
import { parse, parseStream } from "../src/index.js";
import { root, sample } from "./helpers/samples.js";

/** The format's records for the text as one piece: no cutter, no engine. */
function whole(format: FormatName, text: string): unknown[] {
  const def = getFormat(format);
  const ctx = { format, text, options: {}, state: {} };
  return (def.normalize(def.parseRaw(ctx) as never, ctx) as unknown[]).map((r) => (def.schema as { parse(v: unknown): unknown }).parse(r));
}

const txt = (dir: string): string[] => readdirSync(join(root, "samples", dir)).filter((f) => f.endsWith(".txt"));
/** A sample with its last line ended, so that copies of it are whole lines one after another. */
const ended = (rel: string): string => `${sample(rel).trimEnd()}\n`;

describe("apache-status: a polled log cut into samples reads as it does whole", () => {
  const files = txt("apache-status");
  it.each(files)("%s, and three copies of it", (file) => {
    const text = ended(`apache-status/${file}`);
    for (const t of [text, text + text + text]) {
      const want = whole("apache-status", t);
      expect(parse(t, { format: "apache-status" })).toEqual(want);
    }
  });
  it("every sample one after another (restarts, failed fetches, curl -i heads)", () => {
    const t = files.map((f) => ended(`apache-status/${f}`)).join("");
    expect(parse(t, { format: "apache-status" })).toEqual(whole("apache-status", t));
  });
});

describe("k6: pasted summaries cut apart read as they do whole", () => {
  const files = txt("k6");
  it.each(files)("%s, and three copies of it", (file) => {
    const text = ended(`k6/${file}`);
    for (const t of [text, text + text + text, `${text.trimEnd()}\n${text}`]) {
      const want = whole("k6", t);
      expect(parse(t, { format: "k6" })).toEqual(want);
    }
  });
  it("every sample after every other one (a 1.x summary's progress line after it, a legacy one's before it)", () => {
    for (const a of files)
      for (const b of files) {
        const t = `${ended(`k6/${a}`)}${ended(`k6/${b}`)}`;
        expect(parse(t, { format: "k6" }), `${a} then ${b}`).toEqual(whole("k6", t));
      }
  });
});

describe("ab-csv: a log of ab -e files", () => {
  it("reads as one record per table, each the record of its file read alone", () => {
    const files = readdirSync(join(root, "samples", "ab")).filter((f) => f.endsWith(".csv"));
    expect(files.length).toBeGreaterThan(1);
    const texts = files.map((f) => sample(`ab/${f}`));
    const want = texts.flatMap((t) => parse(t, { format: "ab-csv" }));
    expect(want).toHaveLength(files.length);
    expect(parse(texts.join(""), { format: "ab-csv" })).toEqual(want);
    // (blank lines or a prompt between them)
    expect(parse(texts.join("\n$ ab -e p.csv http://127.0.0.1/\n\n"), { format: "ab-csv" })).toEqual(want);
  });
});

describe("siege: -v per-request lines", () => {
  const lines = sample("siege/siege-classic-c10-r50.txt").trimEnd().split("\n");
  const many = (n: number): string => Array.from({ length: n }, (_, i) => lines[i % lines.length]).join("\n");
  it(`are cut into records of at most ${MAX_RUN_RESPONSES}, each saying so`, () => {
    const n = 2 * MAX_RUN_RESPONSES + 123;
    const records = parse(`${many(n)}\n`, { format: "siege" });
    expect(records.map((r) => r.responses?.length)).toEqual([MAX_RUN_RESPONSES, MAX_RUN_RESPONSES, 123]);
    expect(records[0]!.warnings).toContainEqual(expect.stringContaining("the run's later ones are in the next record"));
    expect(records[1]!.warnings).toContainEqual(expect.stringContaining("goes on with the per-request lines of the run in the record before"));
    expect(records[1]!.warnings).toContainEqual(expect.stringContaining("the run's later ones are in the next record"));
    expect(records[2]!.warnings).toContainEqual(expect.stringContaining("goes on with the per-request lines"));
    expect(records[2]!.warnings).not.toContainEqual(expect.stringContaining("the run's later ones"));
  });
  it(`up to ${MAX_RUN_RESPONSES} stay one record, as before`, () => {
    const records = parse(`${many(MAX_RUN_RESPONSES)}\n`, { format: "siege" });
    expect(records).toHaveLength(1);
    expect(records[0]!.responses).toHaveLength(MAX_RUN_RESPONSES);
    expect(records[0]!.warnings?.some((w) => w.includes("next record"))).toBe(false);
  });
  it("a long run's results block and banner stay in its first record; its later per-request lines go on in the next", () => {
    // (siege prints the block on stderr, flushed before stdout's per-request lines: this capture has them so)
    const run = sample("siege/siege-classic-merged-2to1-c4-r5.txt");
    const [one] = parse(run, { format: "siege" });
    expect(one!.transactions).toBeGreaterThan(0);
    const response = run.split("\n").find((l) => /HTTP\/1\.1 200/.test(l))!;
    const at = run.indexOf(response);
    const long = `${run.slice(0, at)}${`${response}\n`.repeat(MAX_RUN_RESPONSES + 5)}${run.slice(at)}`;
    const records = parse(long, { format: "siege" });
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ status: one!.status, transactions: one!.transactions });
    expect(records[0]!.responses).toHaveLength(MAX_RUN_RESPONSES);
    expect(records[1]!.status).toBe("incomplete");
    expect(records[1]!.transactions).toBeUndefined();
    expect(records[1]!.responses).toHaveLength(one!.responses!.length + 5);
    expect(records[1]!.warnings).toContainEqual(expect.stringContaining("goes on with the per-request lines"));
  });
});

describe("php-fpm-status: a polled log cut into samples reads as it does whole", () => {
  const files = txt("php-fpm-status");
  it.each(files)("%s, and three copies of it", (file) => {
    const text = ended(`php-fpm-status/${file}`);
    for (const t of [text, text + text + text]) expect(parse(t, { format: "php-fpm-status" })).toEqual(whole("php-fpm-status", t));
  });
  it("every sample one after another (text, ?full, ?json on a line and pretty-printed, curl -i and cgi-fcgi heads)", () => {
    const t = files.map((f) => ended(`php-fpm-status/${f}`)).join("");
    expect(parse(t, { format: "php-fpm-status" })).toEqual(whole("php-fpm-status", t));
  });
  it("is cut: a ?full series and a ?json series with a line after each page are many pieces", () => {
    const cutter = getFormat("php-fpm-status").stream!.cutter({});
    const starts = (rel: string): number => ended(rel).split("\n").filter((l) => cutter.line(l) === 1).length;
    // (each sample after the first starts a piece: its timestamp line after the page before)
    expect(starts("php-fpm-status/series-epoch-ns-full-ab-n200-c10.txt")).toBe(sample("php-fpm-status/series-epoch-ns-full-ab-n200-c10.txt").match(/^\d+\.\d+$/gm)!.length - 1);
    expect(starts("php-fpm-status/series-epoch-ns-json-echo-ab-n300-c10.txt")).toBeGreaterThan(10);
  });
});

describe("sar-json, mpstat-json: documents one after another read as each alone", () => {
  const json = (dir: string): string[] => readdirSync(join(root, "samples", dir)).filter((f) => f.endsWith(".json"));
  async function streamed(text: string, format: FormatName): Promise<unknown[]> {
    const out: unknown[] = [];
    async function* chunks() {
      for (let i = 0; i < text.length; i += 4093) yield text.slice(i, i + 4093);
    }
    for await (const item of parseStream(chunks(), { format })) out.push(item);
    return out;
  }
  for (const format of ["sar-json", "mpstat-json"] as const) {
    it(`${format}: every sample after every other one (interrupted ones included), batch and streamed`, async () => {
      const files = json(format);
      expect(files.length).toBeGreaterThan(1);
      for (const a of files)
        for (const b of files) {
          const [ta, tb] = [ended(`${format}/${a}`), sample(`${format}/${b}`)];
          const want = [...parse(ta, { format }), ...parse(tb, { format })];
          expect(parse(ta + tb, { format }), `${a} then ${b}`).toEqual(want);
          expect(await streamed(ta + tb, format), `${a} then ${b}, streamed`).toEqual(want);
        }
    });
  }
});

/**
 * sar, mpstat, pidstat: a header date that reads either way (`01/12/26`) is read in the locale its report's first
 * telling row says (decimal commas, a translated label); the rows up to that row, and the header rows before them,
 * stay in the header's piece (Cut.context), so that no piece is read without it.
 */
describe("sysstat row reports: an ambiguous date read alike in a stream and whole", () => {
  const cases: [FormatName, string, string][] = [
    // (decimal commas in the first row; the French --dec=0 one tells only by its Moyenne label, its last line)
    ["mpstat", "mpstat/mpstat-locale-es_ES.txt", "2026-12-01"],
    ["pidstat", "pidstat/pidstat-locale-fr_FR-dec0-r-one-pid.txt", "2026-12-02"],
  ];
  const headers = (records: unknown[]): string[] => (records as { kind: string; date?: string; dateOrder?: string }[]).filter((r) => r.kind === "header").map((r) => `${r.date} ${r.dateOrder}`);
  async function streamed(text: string, format: FormatName): Promise<unknown[]> {
    const out: unknown[] = [];
    // (a line at a time: a piece may end at any line)
    for await (const r of parseStream(text.split(/(?<=\n)/), { format })) out.push(r);
    return out;
  }
  it.each(cases)("%s: two reports one after another, a doubled header line, a doubled column header row (%s)", async (format, file, date) => {
    const one = ended(file);
    const lines = one.split(/(?<=\n)/);
    const headerRow = lines.findIndex((l, i) => i > 0 && l.trim() !== "");
    const variants = {
      "two reports": one + one,
      "doubled header line": lines[0] + one,
      "doubled column header row": [...lines.slice(0, headerRow + 1), lines[headerRow], ...lines.slice(headerRow + 1)].join(""),
    };
    for (const [name, text] of Object.entries(variants)) {
      const read = parse(text, { format });
      const dates = headers(read);
      expect(dates.length, name).toBeGreaterThan(0);
      for (const d of dates) expect(d, name).toBe(`${date} DMY`);
      expect(await streamed(text, format), name).toEqual(read);
    }
  });
});
