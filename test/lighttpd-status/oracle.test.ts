/**
 * Oracles (samples/lighttpd-status/README.md): `oracle-before-after-ab-n2000-c10.txt` is `date +%s.%N; curl ?auto` on
 * a fresh server, then `ab -n 2000 -c 10` (its output: `oracle-ab-n2000-c10.ab.oracle`), then twice `date; curl`, each
 * 1.2 s after the step before (lighttpd adds up its counters once a second). Between the first two pages Total Accesses
 * grows by exactly ab's completed requests + 1 (the first status request), then by 1 (the second one). ab's counts are
 * read by benchparse's ab format, the pages by lighttpd-status: two parsers, one oracle.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "../../src/index.js";
import type { LighttpdStatusPage } from "../../src/formats/lighttpd-status/schema.js";

const dir = join(import.meta.dirname, "..", "..", "samples", "lighttpd-status");
const read = (file: string): string => readFileSync(join(dir, file), "utf8");
const pages = (file: string): LighttpdStatusPage[] => parse(read(file), { format: "lighttpd-status" }).filter((r): r is LighttpdStatusPage => r.kind === "page");

describe("lighttpd-status: Total Accesses against the requests ab sent", () => {
  const [run] = parse(read("oracle-ab-n2000-c10.ab.oracle"), { format: "ab" });
  const [before, after, last] = pages("oracle-before-after-ab-n2000-c10.txt");

  it("grows by ab's Complete requests + 1 (the first status request), then by 1 (the second)", () => {
    expect({ complete: run!.completeRequests, failed: run!.failedRequests }).toEqual({ complete: 2000, failed: 0 });
    expect(after!.accessesTotal! - before!.accessesTotal!).toBe(run!.completeRequests! + 1);
    expect(last!.accessesTotal! - after!.accessesTotal!).toBe(1);
    expect([before, after, last].map((p) => p!.segment)).toEqual([0, 0, 0]);
    // and the text says so: the printed numbers, read without benchparse
    const printed = [...read("oracle-before-after-ab-n2000-c10.txt").matchAll(/^Total Accesses: (\d+)$/gm)].map((m) => Number(m[1]));
    expect([before, after, last].map((p) => p!.accessesTotal)).toEqual(printed);
  });

  it("Total kBytes x 1024 holds ab's bytes: truncated KiB, so the bytes sent lie in [printed, printed + 1023]", () => {
    // between the pages lighttpd sent ab's Total transferred (1624000), the first status response and nothing else
    // but a probe counted before the first page; each printed total is up to 1023 bytes below the bytes sent
    const sent = after!.sentBytesTotal! - before!.sentBytesTotal!;
    expect(sent % 1024).toBe(0);
    expect(sent + 1023).toBeGreaterThanOrEqual(run!.totalTransferredBytes!);
    expect(sent - 1023).toBeLessThanOrEqual(run!.totalTransferredBytes! + 3 * 1024);
    const printed = Number(/^Total kBytes: (\d+)$/m.exec(read("oracle-before-after-ab-n2000-c10.txt").split("Total Accesses: 2002")[1]!)![1]);
    expect(printed).toBe(1588);
    expect(after!.sentBytesTotal).toBe(1588 * 1024);
  });
});
