/**
 * Oracles (samples/apache-status/README.md): each `*-oracle-before-after-*` file is `date +%s.%N; curl ?auto`, then
 * `ab -n 2000 -c 10` (its output: the matching `*.ab.oracle`), then `date; curl`. Apache counts a status request after
 * serving it, so between the two pages Total Accesses grows by exactly ab's completed requests + 1 (the first status
 * request). In the polled series, it grows by ab's requests + (polls - 1). ab's counts are read by benchparse's ab
 * format, the pages by apache-status: two parsers, one oracle.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "../../src/index.js";
import type { ApacheStatusPage } from "../../src/formats/apache-status/schema.js";

const dir = join(import.meta.dirname, "..", "..", "samples", "apache-status");
const read = (file: string): string => readFileSync(join(dir, file), "utf8");
const pages = (file: string): ApacheStatusPage[] => parse(read(file), { format: "apache-status" }).filter((r): r is ApacheStatusPage => r.kind === "page");
function abRun(file: string): { complete: number; failed: number } {
  const [run] = parse(read(file), { format: "ab" });
  return { complete: run!.completeRequests!, failed: run!.failedRequests! };
}

describe("apache-status: Total Accesses against the requests ab sent", () => {
  for (const mpm of ["event", "prefork"]) {
    it(`${mpm}: grows by ab's Complete requests + 1 (the first status request)`, () => {
      const ab = abRun(`${mpm}-oracle-ab-n2000-c10.ab.oracle`);
      expect(ab).toEqual({ complete: 2000, failed: 0 });
      const [before, after] = pages(`${mpm}-oracle-before-after-ab-n2000-c10.txt`);
      expect(after!.accessesTotal! - before!.accessesTotal!).toBe(ab.complete + 1);
      expect(after!.segment).toBe(0);
      // and the text says so: the printed numbers, read without benchparse
      const printed = [...read(`${mpm}-oracle-before-after-ab-n2000-c10.txt`).matchAll(/^Total Accesses: (\d+)$/gm)].map((m) => Number(m[1]));
      expect([before!.accessesTotal, after!.accessesTotal]).toEqual(printed);
    });
  }

  it("event series of 20 polls 0.2 s apart: grows by ab's 2000 + 19 polls, and the rates add up to it", () => {
    const ab = abRun("event-series-ab-n2000-c10.ab.oracle");
    const series = pages("event-series-epoch-ns-ab-n2000-c10.txt");
    expect(series).toHaveLength(20);
    expect(series.at(-1)!.accessesTotal! - series[0]!.accessesTotal!).toBe(ab.complete + series.length - 1);
    // every rate times its interval is the counter's step; their sum is the whole growth
    let sum = 0;
    for (let i = 1; i < series.length; i++) {
      const r = series[i]!.rates!;
      const step = series[i]!.accessesTotal! - series[i - 1]!.accessesTotal!;
      expect(r.accessesPerSecond! * r.intervalSeconds).toBeCloseTo(step, 6);
      sum += r.accessesPerSecond! * r.intervalSeconds;
    }
    expect(sum).toBeCloseTo(ab.complete + 19, 6);
  });
});
