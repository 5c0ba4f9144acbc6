/**
 * hey-csv (hey -o csv): each row against hey's own arithmetic (requester.go: the phases are consecutive parts of the
 * request, DNS inside DNS+dialup), the counts against what the run was asked, the three header forms, units, and
 * edge cases. The text summary of the same run is not printed (-o csv replaces it): the live conformance test
 * (test/conformance/hey.test.ts) compares a CSV run and a text run of the same command against nginx's access log.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HeyCsvRecord } from "../../src/formats/hey-csv/schema.js";
import { detect, extract, parse, safeParse } from "../../src/index.js";
import { expectSound } from "../fuzz/harness.js";
import { root, sample } from "../helpers/samples.js";
import { uncut } from "../helpers/uncut.js";

const files = readdirSync(join(root, "samples", "hey")).filter((f) => f.endsWith(".csv"));
const rows = (text: string): HeyCsvRecord[] => parse(text, { format: "hey-csv" }) as HeyCsvRecord[];
const HEADER = "response-time,DNS+dialup,DNS,Request-write,Response-delay,Response-read";

describe("hey-csv: rows against hey's arithmetic", () => {
  it.each(files.filter((f) => !f.includes("timeout")))("%s: the phases fit in the response time, DNS in DNS+dialup", (file) => {
    const recs = rows(sample(`hey/${file}`));
    // each value is %4.4f of seconds: within 0.05 ms of the true one
    for (const r of recs) {
      expect(r.dnsDialupMs + r.requestWriteMs + r.responseDelayMs + r.responseReadMs).toBeLessThanOrEqual(r.responseTimeMs + 4 * 0.05 + 0.05 + 1e-9);
      expect(r.dnsMs).toBeLessThanOrEqual(r.dnsDialupMs + 0.1 + 1e-9);
      expect(r.offsetSeconds).toBeGreaterThanOrEqual(0);
    }
  });

  it("one row per successful request: the counts the commands asked for", () => {
    const all = rows(sample("hey/hey-csv-o-n300-c10.csv"));
    expect(all).toHaveLength(300);
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    // /mixed answers 404 on odd connection serials; -disable-keepalive: a connection per request, so half and half,
    // as the text run of the same URL (hey-non2xx-mixed-n2000-c20-disable-keepalive.txt: 1000 and 1000)
    const mixed = rows(sample("hey/hey-csv-o-mixed-n40-c4-disable-keepalive.csv"));
    expect(mixed.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(mixed.filter((r) => r.statusCode === 404)).toHaveLength(20);
    // keep-alive off: every request dialled (its DNS+dialup above 0 on most rows), unlike the keep-alive run
    expect(mixed.filter((r) => r.dnsDialupMs > 0).length).toBeGreaterThan(30);
    expect(all.filter((r) => r.dnsDialupMs > 0).length).toBeLessThanOrEqual(10 + 2);
  });

  it("every request timed out: hey wrote the header alone, which has no row to read", () => {
    const r = safeParse(sample("hey/hey-csv-o-timeout-t1-n10-c5.csv"));
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.reason).toMatch(/no hey-csv output found/);
  });
});

describe("hey-csv: header forms, units and edge cases", () => {
  it("seconds with 4 decimals become milliseconds exactly; offset stays seconds", () => {
    expect(rows(sample("hey/hey-csv-o-mixed-n40-c4-disable-keepalive.csv"))[0]).toEqual({
      format: "hey-csv",
      responseTimeMs: 0.6,
      dnsDialupMs: 0.3,
      dnsMs: 0,
      requestWriteMs: 0.1,
      responseDelayMs: 0.1,
      responseReadMs: 0.1,
      statusCode: 404,
      offsetSeconds: 0.0001,
    });
    expect(rows(`${HEADER}\n0.0196,1.5000,0.0000,0.0000,0.0000,0.0000\n`)[0]!.responseTimeMs).toBe(19.6);
  });

  it("hey before 2018-09 wrote 6 columns, then 7 (status-code), then 8 (offset)", () => {
    expect(rows(`${HEADER}\n0.0010,0.0002,0.0001,0.0001,0.0005,0.0001\n`)).toEqual([
      { format: "hey-csv", responseTimeMs: 1, dnsDialupMs: 0.2, dnsMs: 0.1, requestWriteMs: 0.1, responseDelayMs: 0.5, responseReadMs: 0.1 },
    ]);
    expect(rows(`${HEADER},status-code\n0.0010,0.0002,0.0001,0.0001,0.0005,0.0001,503\n`)[0]).toMatchObject({ statusCode: 503 });
    expect(rows(`${HEADER},status-code\n0.0010,0.0002,0.0001,0.0001,0.0005,0.0001,503\n`)[0]!.offsetSeconds).toBeUndefined();
    for (const h of [HEADER, `${HEADER},status-code`, `${HEADER},status-code,offset`]) expect(detect(`${h}\n`)?.format).toBe("hey-csv");
  });

  it("a row with the wrong number of cells, a bad value or another header is an error at its line", () => {
    const text = sample("hey/hey-csv-o-n300-c10.csv");
    const lines = text.split("\n");
    for (const [bad, reason] of [
      [lines[5]!.split(",").slice(0, 7).join(","), /expected 8 comma-separated cells, found 7/],
      [lines[5]!.replace(/^[\d.]+/, "0.00x6"), /not a decimal number/],
      [lines[5]!.replace(/,200,/, ",2000,"), /2000: Too big/],
    ] as const) {
      const r = safeParse([...lines.slice(0, 5), bad, ...lines.slice(6)].join("\n"), { format: "hey-csv" });
      expect(r.success).toBe(false);
      if (!r.success) {
        expect(r.error.reason).toMatch(reason);
        expect(r.error.line).toBe(6);
      }
    }
    const other = safeParse("response-time,DNS,status\n0.1,0.2,200\n", { format: "hey-csv" });
    expect(other.success).toBe(false);
    if (!other.success) expect(other.error.reason).toMatch(/expected hey's CSV header/);
  });

  it("CRLF line ends and a missing final newline give the same records; a cut at any line end is sound", () => {
    const text = sample("hey/hey-csv-o-mixed-n40-c4-disable-keepalive.csv");
    const want = rows(text);
    expect(rows(text.replace(/\n/g, "\r\n"))).toEqual(want);
    expect(uncut(rows(text.trimEnd()))).toEqual(want);
    for (const m of text.matchAll(/\n/g)) for (const d of [0, 3]) expectSound(text.slice(0, m.index! - d), "hey-csv");
  });

  it("extract finds the CSV after its command, with its figures", () => {
    const text = sample("hey/hey-csv-o-mixed-n40-c4-disable-keepalive.csv");
    const { blocks } = extract(`$ hey -n 40 -c 4 -disable-keepalive -o csv http://127.0.0.1:18080/mixed > out.csv\n$ cat out.csv\n${text}`);
    expect(blocks.map((b) => [b.format, b.role, b.records.length])).toEqual([["hey-csv", "side-output", 40]]);
  });
});
