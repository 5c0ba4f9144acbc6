/**
 * `benchparse --summary` on an ab -g file: the fast byte reader (src/formats/ab-gnuplot/summary.ts) is pinned to
 * parse(): wherever it does not give up, the summary is the one the records of parse() give, on every sample and on
 * seeded variants (damaged rows, CRs, blank lines, margins, signs, long numbers), and its percentiles are ab's own.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, safeParse } from "../../src/index.js";
import { GnuplotColumns, readGnuplotBytes, summarizeColumn } from "../../src/formats/ab-gnuplot/summary.js";
import { root, sample, sampleFiles, seeded } from "../helpers/samples.js";

/** The fast reader over a text, its bytes read in blocks of `block` (to cross rows between reads). */
function fast(text: string, block = 1 << 20): GnuplotColumns | undefined {
  const bytes = Buffer.from(text);
  let at = 0;
  return readGnuplotBytes((buffer, to) => {
    const n = Math.min(block, buffer.length - to, bytes.length - at);
    bytes.copy(buffer, to, at, at + n);
    at += n;
    return n;
  });
}

/** The summary of the records parse() gives (undefined when it fails or gives none). */
function viaParse(text: string): ReturnType<GnuplotColumns["summary"]> {
  const r = safeParse(text, { format: "ab-gnuplot" });
  if (!r.success) return undefined;
  const cols = new GnuplotColumns();
  for (const rec of r.data) cols.addRecord(rec);
  return cols.summary();
}

const tsvs = sampleFiles("", (p) => p.endsWith(".tsv") || p.includes("gnuplot"));

describe("ab -g summary: the fast reader agrees with parse()", () => {
  it("finds the samples", () => expect(tsvs.length).toBeGreaterThan(2));
  for (const file of tsvs) {
    it(file.slice(root.length + 1), () => {
      const text = sample(file.slice(join(root, "samples").length + 1));
      const got = fast(text);
      if (got !== undefined) expect(got.summary()).toEqual(viaParse(text));
      // ab's own files are read by the fast reader
      if (/ab-oracle-.*\.tsv$/.test(file)) expect(got).toBeDefined();
    });
  }

  it("seeded variants: the same summary or a fallback, never a different one", () => {
    const base = sample("ab/ab-oracle-n3000-c20.tsv").split("\n").slice(0, 60);
    const rnd = seeded(20);
    const damage: ((line: string) => string)[] = [
      (l) => `${l}\r`,
      () => "",
      (l) => `  ${l}`,
      (l) => l.replace(/\t(\d+)$/, "\t-$1"),
      (l) => l.replace(/\t(\d+)$/, "\t1234567890123456"),
      (l) => l.replace(/\t(\d+)$/, "\t $1"),
      (l) => l.replace(/\t(\d+)$/, "\t$1.5"),
      (l) => l.replace(/ \d{4}\t/, " 26\t"),
      (l) => l.replace(/  (\d) /, " $1 "),
      (l) => l.replace(/\t/, "\t\t"),
      (l) => `${l}\t`,
      (l) => l.replace(/^\w+/, "$ ab"),
      (l) => l.replace(/\t\d+$/, ""),
      (l) => l.replace(/\d/, "x"),
      (l) => l.replace(/^/, "\u200b"),
    ];
    let compared = 0;
    let fellBack = 0;
    for (let round = 0; round < 300; round++) {
      const lines = [...base];
      const k = rnd(3);
      for (let j = 0; j < k; j++) {
        const at = rnd(lines.length);
        lines[at] = damage[rnd(damage.length)]!(lines[at]!);
      }
      const text = rnd(4) === 0 ? lines.join("\n").replace(/\n$/, "") : lines.join("\n");
      const got = fast(text, 1 + rnd(200));
      if (got === undefined) {
        fellBack++;
        continue;
      }
      compared++;
      expect(got.summary(), JSON.stringify(text.slice(0, 400))).toEqual(viaParse(text));
    }
    expect(compared).toBeGreaterThan(20);
    expect(fellBack).toBeGreaterThan(20);
  });

  it("counted and sorted columns pick the same values", () => {
    const rnd = seeded(7);
    for (let round = 0; round < 50; round++) {
      const n = 1 + rnd(40);
      const values = Float64Array.from({ length: n }, () => rnd(30));
      const sorted = summarizeColumn(values);
      // a fraction anywhere makes the column sorted instead of counted; take it out again for the comparison
      const withFraction = Float64Array.from([...values, 0.5]);
      const counted = summarizeColumn(Float64Array.from(values));
      expect(counted).toEqual(sorted);
      expect(summarizeColumn(withFraction).maxMs).toBe(sorted.maxMs);
      const plain = [...values].sort((a, b) => a - b);
      expect(sorted.percentiles.map((p) => p.ms)).toEqual([50, 66, 75, 80, 90, 95, 98, 99, 100].map((p) => (p === 100 ? plain[n - 1] : plain[Math.floor((n * p) / 100)])));
      expect(sorted.medianMs).toBe(n % 2 ? plain[(n - 1) / 2] : (plain[n / 2 - 1]! + plain[n / 2]!) / 2);
    }
  });
});

describe("ab -g summary: ab's own percentile table (oracle)", () => {
  for (const base of ["ab-oracle-n3000-c20", "ab-oracle-keepalive-n5000-c20", "ab-oracle-bigfile-n4000-c50"]) {
    it(base, () => {
      const [run] = parse(sample(`ab/${base}.txt`), { format: "ab" });
      const summary = fast(sample(`ab/${base}.tsv`))!.summary()!;
      expect(summary.requests).toBe(run!.completeRequests);
      expect(summary.ttime.percentiles).toEqual(run!.percentiles);
    });
  }
});

describe("benchparse --summary on an ab -g file", () => {
  // the built CLI (npm test builds it first)
  const cli = join(root, "dist", "cli.js");
  const run = (args: string[], input?: string) => spawnSync(process.execPath, [cli, ...args], { input, encoding: "utf8", cwd: root });
  it("gives one record, the same from a file (fast reader) and from standard input (the engine)", () => {
    const dir = mkdtempSync(join(tmpdir(), "bp-gsum-"));
    try {
      const text = sample("ab/ab-oracle-n3000-c20.tsv");
      const file = join(dir, "g.tsv");
      writeFileSync(file, text);
      const a = run(["--summary", file]);
      const b = run(["--summary"], text);
      expect(a.status, a.stderr).toBe(0);
      expect(b.status, b.stderr).toBe(0);
      expect(JSON.parse(a.stdout)).toHaveLength(1);
      expect(a.stdout).toBe(b.stdout);
      expect(JSON.parse(a.stdout)[0]).toEqual(JSON.parse(JSON.stringify(viaParse(text))));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a missing file is one line and exit status 1, as without --summary", () => {
    const r = run(["--summary", join(root, "no-such-file.tsv")]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/no-such-file\.tsv: no such file\n$/);
  });
});
