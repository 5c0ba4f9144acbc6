/**
 * Oracles (samples/php-fpm-status/README.md). php-fpm counts a request in `accepted conn` when it accepts it, so a
 * status page counts itself: between two pages, accepted conn grows by exactly the requests sent in between (ab's
 * completed requests, read by benchparse's ab format) plus the status requests after the first one. The captures'
 * own extra requests are named in their README: the first JSON series had two `sleep.php?ms=1500` requests and the
 * three `under-load-*` pages (`?full`, `?json&full`, `?openmetrics`) fetched during its load. Two parsers, one oracle;
 * and the printed numbers, read without benchparse, agree.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "../../src/index.js";
import type { PhpFpmStatusPage } from "../../src/formats/php-fpm-status/schema.js";

const dir = join(import.meta.dirname, "..", "..", "samples", "php-fpm-status");
const read = (file: string): string => readFileSync(join(dir, file), "utf8");
const pages = (file: string): PhpFpmStatusPage[] => parse(read(file), { format: "php-fpm-status" }).filter((r): r is PhpFpmStatusPage => r.kind === "page");
function abComplete(file: string): number {
  const [run] = parse(read(file), { format: "ab" });
  expect(run!.failedRequests).toBe(0);
  return run!.completeRequests!;
}
/** accepted conn as printed, by a regular expression (text and JSON forms). */
const printed = (file: string): number[] => [...read(file).matchAll(/^accepted conn: +(\d+)$|"accepted conn":(\d+)/gm)].map((m) => Number(m[1] ?? m[2]));

describe("php-fpm-status: accepted conn against the requests sent", () => {
  it("before/after one ab run: grows by ab's 500 + 1 (the second status request counts itself)", () => {
    const ab = abComplete("oracle-ab-n500-c10.ab.oracle");
    expect(ab).toBe(500);
    const [before, after] = pages("oracle-before-after-ab-n500-c10.txt");
    expect(after!.acceptedConnections! - before!.acceptedConnections!).toBe(ab + 1);
    expect([before!.acceptedConnections, after!.acceptedConnections]).toEqual(printed("oracle-before-after-ab-n500-c10.txt"));
    expect(after!.segment).toBe(0);
  });

  const series = [
    // file, ab output, extra requests named in the README
    ["series-epoch-ns-json-echo-ab-n300-c10.txt", "series-json-echo-ab-n300-c10.ab.oracle", 0],
    ["series-epoch-ns-plain-ab-n500-c10.txt", "series-plain-ab-n500-c10.ab.oracle", 0],
    ["series-epoch-ns-full-ab-n200-c10.txt", "series-full-ab-n200-c10.ab.oracle", 0],
    ["series-epoch-ns-json-ab-n500-c10.txt", "series-json-ab-n500-c10.ab.oracle", 2 + 3],
  ] as const;
  for (const [file, abFile, extra] of series) {
    it(`${file}: grows by ab's requests + (polls - 1) + ${extra}, and the rates add up to it`, () => {
      const ab = abComplete(abFile);
      const s = pages(file);
      expect(s.map((p) => p.acceptedConnections)).toEqual(printed(file));
      expect(s.every((p) => p.segment === 0)).toBe(true);
      const growth = s.at(-1)!.acceptedConnections! - s[0]!.acceptedConnections!;
      expect(growth).toBe(ab + s.length - 1 + extra);
      // every rate times its interval is the counter's step; their sum is the whole growth
      let sum = 0;
      for (let i = 1; i < s.length; i++) {
        const r = s[i]!.rates!;
        const step = s[i]!.acceptedConnections! - s[i - 1]!.acceptedConnections!;
        expect(r.acceptedConnectionsPerSecond! * r.intervalSeconds).toBeCloseTo(step, 6);
        sum += r.acceptedConnectionsPerSecond! * r.intervalSeconds;
      }
      expect(sum).toBeCloseTo(growth, 6);
    });
  }
});
