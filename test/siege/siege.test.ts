/**
 * siege: oracles (each run's text block or JSON against its -l log twin, value by value; sizes against the run's own
 * body bytes), units and bases (MiB; secs, ms and no unit), per-request lines, messages, edge cases (empty, CRLF, no
 * final newline, cut off after every line and inside lines, another tool's output), values too large to be exact,
 * the command line's figures, summarize and extract.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectSiege } from "../../src/formats/siege/detect.js";
import { countArgument, timeArgument } from "../../src/formats/siege/extract.js";
import type { SiegeRawRun } from "../../src/formats/siege/raw.js";
import type { SiegeRecord } from "../../src/formats/siege/schema.js";
import { detect, extract, parse, parseStream, safeParse, summarize } from "../../src/index.js";
import { expectSound } from "../fuzz/harness.js";
import { chunked, realInputFiles, root, sample } from "../helpers/samples.js";
import { sharedDir, skipShared } from "../helpers/shared.js";
import { uncut } from "../helpers/uncut.js";

const dir = join(root, "samples", "siege");
const files = readdirSync(dir).filter((f) => f !== "README.md" && readFileSync(join(dir, f), "utf8").trim() !== "");
const siege = (text: string): SiegeRecord[] => parse(text, { format: "siege" }) as SiegeRecord[];
const one = (file: string): SiegeRecord => siege(sample(`siege/${file}`))[0]!;
const MIB = 1024 * 1024;

/**
 * A run's results against the row its -l log got (src/log.c write_to_log: the same counters and floats, printed
 * %.2f; Data Trans is the MiB value passed through an int, truncated; Throughput is that int / elapsed).
 */
function expectLogTwin(text: SiegeRecord, log: SiegeRecord): void {
  expect(log.shape).toBe("log");
  expect(log.transactions).toBe(text.transactions);
  expect(log.elapsedSeconds).toBe(text.elapsedSeconds);
  expect(log.successfulTransactions).toBe(text.successfulTransactions);
  expect(log.failedTransactions).toBe(text.failedTransactions);
  if (text.elapsedSeconds! > 0) {
    expect(log.responseTimeMs).toBe(text.responseTimeMs);
    expect(log.transactionRatePerSecond).toBe(text.transactionRatePerSecond);
    expect(log.concurrency).toBe(text.concurrency);
    // throughput = whole MiB / elapsed: below the text's (MiB, 2 decimals) by at most one MiB per elapsed second
    const logMiB = log.dataTransferredBytes! / MIB;
    expect(Number.isInteger(logMiB)).toBe(true);
    expect(Math.abs(log.throughputBytesPerSecond! / MIB - logMiB / text.elapsedSeconds!)).toBeLessThan((0.005 * logMiB) / (text.elapsedSeconds! - 0.005) + 0.005);
  } else {
    // a run of 0.00 s: the text prints 0 where the log divides by zero (inf, -nan)
    expect(text.transactionRatePerSecond).toBe(0);
    expect(log.transactionRatePerSecond).toBeUndefined();
    expect(log.warnings?.join()).toMatch(/Trans Rate is inf/);
  }
  // whole MiB, truncated: the text's 2 decimals of MiB are at most 1 MiB above the log's
  const textMiB = text.dataTransferredBytes! / MIB;
  expect(log.dataTransferredBytes! / MIB).toBe(Math.floor(textMiB + 0.005) - (Math.floor(textMiB + 0.005) > textMiB + 0.005 ? 1 : 0));
  expect(textMiB - log.dataTransferredBytes! / MIB).toBeLessThan(1.005);
}

describe("siege: oracles", () => {
  it("the classic block agrees with its -l log row value by value", () => {
    const text = one("siege-classic-log-oracle-c10-r100.stderr.txt");
    const [log] = siege(sample("siege/siege-classic-log-oracle-c10-r100.log.csv"));
    expect(text.shape).toBe("text");
    expectLogTwin(text, log!);
    expect([text.transactions, text.dataTransferredBytes, log!.dataTransferredBytes]).toEqual([1000, Math.round(97.66 * MIB), 97 * MIB]);
    expect(one("siege-classic-log-oracle-c10-r100.txt").logFile).toMatch(/siege-classic-log-oracle-c10-r100\.log\.csv$/);
  });

  it("the JSON summary agrees with its -l log row value by value", () => {
    const json = one("siege-json-log-oracle-b-t2S-c10.txt");
    const [log] = siege(sample("siege/siege-json-log-oracle-b-t2S-c10.log.csv"));
    expect(json.shape).toBe("json");
    expectLogTwin(json, log!);
    expect(json.logFile).toMatch(/siege-json-log-oracle-b-t2S-c10\.log\.csv$/);
  });

  it("a log of two marked runs: each row agrees with its own run's JSON (inf and -nan where the JSON says 0)", () => {
    const rows = siege(sample("siege/siege-json-log-mark-two-runs.log.csv"));
    expect(rows.map((r) => [r.mark, r.timestamp, r.transactions])).toEqual([["first run", "2026-12-01T21:22:50", 30], ["second run", "2026-12-01T21:22:50", 50]]);
    expectLogTwin(one("siege-json-log-mark-run1.txt"), rows[0]!);
    expectLogTwin(one("siege-json-log-mark-run2.txt"), rows[1]!);
    expect(rows[0]!.throughputBytesPerSecond).toBeUndefined();
    expect(rows[0]!.concurrency).toBeUndefined();
  });

  it("sizes against the run's own bytes: MB is MiB (bytes / 1048576) of the bodies, not 1000-based", () => {
    // samples/siege/README.md: /index.html is 600 bytes, /big.bin 102400 bytes
    for (const [file, bytes] of [
      ["siege-classic-c10-r50.stderr.txt", 500 * 600],
      ["siege-json-c10-r50.txt", 500 * 600],
      ["siege-classic-log-oracle-c10-r100.stderr.txt", 1000 * 102400],
      ["siege-json-locale-de-c10-r100.txt", 1000 * 102400],
      ["siege-json-log-mark-run2.txt", 50 * 102400],
    ] as const) {
      const rec = one(file);
      expect(Math.abs(rec.dataTransferredBytes! - bytes), file).toBeLessThanOrEqual(0.005 * MIB);
      // MB = 10^6 would print 0.30 and 102.40, not 0.29 and 97.66
      if (bytes > 1e6) expect(Math.abs(rec.dataTransferredBytes! / MIB - bytes / 1e6), file).toBeGreaterThan(0.04 * (bytes / 1e6));
    }
    const run = one("siege-json-b-t2S-c10.txt");
    expect(Math.abs(run.dataTransferredBytes! - run.transactions! * 600)).toBeLessThanOrEqual(0.005 * MIB);
  });

  it.each(files.filter((f) => !f.endsWith(".log.csv")))("%s: the rate and availability agree with the counts", (file) => {
    for (const rec of siege(sample(`siege/${file}`)).filter((r) => r.status === "complete" && r.shape !== undefined)) {
      const t = rec.elapsedSeconds!;
      if (t > 0.1) expect(Math.abs(rec.transactions! / t - rec.transactionRatePerSecond!)).toBeLessThanOrEqual((rec.transactions! / t) * (0.005 / (t - 0.005)) + 0.01);
      const hits = rec.transactions!;
      const availability = hits === 0 ? 0 : (hits / (hits + rec.failedTransactions!)) * 100;
      expect(Math.abs(availability - rec.availabilityPercent!)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  });
});

describe("siege: units and shapes", () => {
  it("times: secs and no unit (3.x-4.1.6) and ms (4.1.7) to milliseconds, exactly", () => {
    expect(one("siege-classic-slow-c3-r2.stderr.txt")).toMatchObject({ responseTimeMs: 1530, elapsedSeconds: 3.06 });
    expect(one("pasted-async-micro-bench-siege2.71-ctrl-c.txt")).toMatchObject({ version: "2.71", responseTimeMs: 5590, longestTransactionMs: 6030, shortestTransactionMs: 530, lifted: true });
    expect(one("written-4.1.7-ms-c25-t30s-from-main-c.stderr.txt")).toMatchObject({ version: "4.1.7", responseTimeMs: 4.21, longestTransactionMs: 118.34, shortestTransactionMs: 0.42, transactions: 25419 });
    // JSON times are seconds, even where 4.1.7's text prints ms
    expect(one("siege-json-c300-over-limit-r2.txt")).toMatchObject({ responseTimeMs: 110, longestTransactionMs: 360, usersCappedAt: 255 });
    expect(siege("Longest transaction:\t        0.07\n")[0]!.longestTransactionMs).toBe(70);
  });

  it("the text block and the JSON object give the same record but their shape", () => {
    const text = sample("siege/siege-classic-c10-r50.stderr.txt");
    const values = [...text.matchAll(/^([A-Z][a-z ]+):\s+(\d+(?:\.\d+)?)/gm)].map((m) => [m[1]!.toLowerCase().replace(/ /g, "_"), m[2]!]);
    const json = `{\n${values.map(([k, v]) => `\t"${k}":\t\t${v}`).join(",\n")}\n}\n`;
    const fromText = siege(text)[0]!;
    const fromJson = siege(json)[0]!;
    const strip = (r: SiegeRecord) => ({ ...r, shape: undefined, version: undefined, concurrentUsers: undefined });
    expect(fromJson.shape).toBe("json");
    expect(strip(fromJson)).toEqual(strip(fromText));
    // a one-line JSON object (jq -c) too
    expect(strip(siege(json.replace(/\n\t?/g, ""))[0]!)).toEqual(strip(fromText));
  });

  it("per-request lines: plain, display-id, timestamp and csv; after the block in a 2>&1 capture", () => {
    const merged = one("siege-classic-merged-2to1-c4-r5.txt");
    expect(merged.status).toBe("complete");
    expect(merged.responses).toHaveLength(20);
    expect(merged.responses![0]).toEqual({ protocol: "HTTP/1.1", status: 200, timeMs: 0, bytes: 600, method: "GET", url: "/index.html" });
    expect(one("siege-classic-verbose-id-c2-r3.txt").responses![1]).toMatchObject({ user: 1, status: 200, url: "/index.html" });
    expect(one("siege-classic-verbose-ts-c2-r3.txt").responses![0]).toMatchObject({ timestamp: "2026-12-01T21:22:47", method: "GET" });
    expect(one("siege-classic-verbose-csv-c2-r3.txt").responses![0]).toEqual({ protocol: "HTTP/1.1", status: 200, timeMs: 0, bytes: 600, url: "/index.html", user: 0, timestamp: "2026-12-01T21:22:47" });
    const mixed = one("siege-classic-nocolor-mixed-c4-r5.txt").responses!;
    expect(mixed.filter((r) => r.status === 404).length + mixed.filter((r) => r.status === 200).length).toBe(20);
    expect(one("siege-classic-slow-c3-r2.txt").responses!.map((r) => r.timeMs)).toContain(1510);
    // the stdout of a classic run alone has no results: incomplete, and says why
    expect(one("siege-classic-c10-r50.txt")).toMatchObject({ status: "incomplete", warnings: [expect.stringMatching(/no results/)] });
    // a -D header dump's status line is not a per-request line
    expect(siege("HTTP/1.1 200 OK\nServer: nginx\n" + sample("siege/siege-classic-c10-r50.stderr.txt"))[0]!.responses).toBeUndefined();
  });

  it("messages once per text with their count; glued to `under siege...`; the failure abort", () => {
    const rec = one("siege-classic-server-stopped-mid-run-notverbose-b-t3S-c5.stderr.txt");
    expect(rec).toMatchObject({ socketFailureAbort: true, failedTransactions: 1028, availabilityPercent: 92.08, status: "complete" });
    expect(rec.messages).toEqual([
      { level: "error", message: "socket: read error Connection reset by peer sock.c:635: Connection reset by peer", count: 1 },
      { level: "error", message: "socket: unable to connect sock.c:282: Connection refused", count: 1023 },
    ]);
    const [raw] = parse(sample("siege/siege-classic-server-stopped-mid-run-notverbose-b-t3S-c5.stderr.txt"), { format: "siege", raw: true }) as SiegeRawRun[];
    expect(raw!.messages).toHaveLength(1024);
    expect(one("siege-json-refused-c5-r10.stderr.txt")).toMatchObject({ status: "incomplete", messages: [{ count: 50 }] });
    expect(one("siege-classic-debug-D-c1-r2.stderr.txt")).toMatchObject({ debug: true, httpOkReceived: 2, messages: [{ level: "debug", count: 2 }, { level: "debug" }, { level: "debug" }] });
    expect(siege("[fatal] unable to allocate memory for 5000 simulated browser\n")[0]).toMatchObject({ status: "aborted", error: { message: "[fatal] unable to allocate memory for 5000 simulated browser" } });
    expect(one("siege-version.stderr.txt")).toMatchObject({ status: "aborted", version: "4.0.7" });
  });

  it("values out of range or too large to be exact are errors at their place, not rounded", () => {
    const base = sample("siege/siege-classic-c10-r50.stderr.txt");
    for (const [from, to, reason] of [
      ["         500 hits", " 99999999999999999999 hits", /too large/],
      ["      100.00 %", "      100.50 %", /percentage outside/],
      ["        0.29 MB", "        0.29 KB", /not a unit siege prints/],
      ["        0.00 secs", "        0.00 minutes", /not a unit siege prints/],
    ] as const) {
      const r = safeParse(base.replace(from, to), { format: "siege" });
      expect(r.success, to).toBe(false);
      if (!r.success) expect(r.error.reason).toMatch(reason);
    }
  });
});

describe("siege: edge cases", () => {
  const base = sample("siege/siege-classic-t2S-c3-d0.2-verbose-color.stderr.txt");
  const records = siege(base);

  it("empty input and text with no line siege prints are ParseErrors", () => {
    for (const text of ["", "\n\n", "hello\nworld\n"]) expect(safeParse(text, { format: "siege" }).success).toBe(false);
  });

  it("CRLF line ends and a missing final newline give the same records", () => {
    expect(siege(base.replace(/\n/g, "\r\n"))).toEqual(records);
    expect(uncut(siege(base.trimEnd()))).toEqual(records);
    const json = sample("siege/siege-json-c10-r50.txt");
    expect(uncut(siege(json.trimEnd()))).toEqual(siege(json));
  });

  it.each(files)("%s cut off after every line and inside every line: records or a ParseError, never NaN", (file) => {
    const text = sample(`siege/${file}`).slice(0, 6000);
    const ends = [...text.matchAll(/\n/g)].map((m) => m.index!);
    const cuts = new Set<number>();
    for (const end of ends) for (const d of [0, 1, 3, 8, 20]) if (end - d > 0) cuts.add(end - d);
    const lastLine = Math.max(text.lastIndexOf("Shortest transaction:"), text.lastIndexOf("}"));
    // (the last run's first results line: the runs before it in a transcript are complete)
    const firstLine = Math.min(...[text.lastIndexOf("Transactions:"), text.lastIndexOf("{")].filter((i) => i >= 0));
    for (const cut of cuts) {
      const piece = text.slice(0, cut);
      const out = expectSound(piece, "siege");
      if (out.ok && lastLine > 0 && cut > firstLine && cut < lastLine && !text.includes("HTTP/1.1 ", lastLine)) {
        expect((out.records.at(-1) as SiegeRecord).status, JSON.stringify(piece.slice(-40))).not.toBe("complete");
      }
    }
  });

  it("two runs appended to one file are two records", () => {
    expect(siege(base + base).map((r) => r.transactions)).toEqual([43, 43]);
    const json = sample("siege/siege-json-c10-r50.txt");
    expect(siege(json + json).map((r) => r.shape)).toEqual(["json", "json"]);
  });

  it("another tool's output is not detected as siege, and siege's is not another's", () => {
    const others = realInputFiles().filter((f) => !f.includes(`${join("samples", "siege")}/`));
    expect(others.length).toBeGreaterThan(50);
    for (const file of others) expect(detectSiege(readFileSync(file, "utf8")), file).toBe(0);
    for (const file of files) expect(detect(sample(`siege/${file}`))?.format, file).toBe("siege");
  });
});

describe("siege: summary, command line and extract", () => {
  it("summarize: users, elapsed time, requests = transactions + failed, latency mean and max", () => {
    expect(summarize(one("siege-classic-refused-c5-r10.stderr.txt"))).toEqual({
      format: "siege",
      status: "complete",
      concurrency: 5,
      durationSeconds: 0,
      requests: 50,
      successful: 0,
      failed: 50,
      successRate: 0,
      requestsPerSecond: 0,
      bytesPerSecond: 0,
      latencyMeanMs: 0,
      latencyMaxMs: 0,
    });
    expect(summarize(one("siege-json-mixed-c4-r25.txt"))).toMatchObject({ requests: 100, successful: 50, failed: 50 });
    expect(summarize(one("siege-classic-slow-c3-r2.stderr.txt"))).toMatchObject({ concurrency: 3, latencyMeanMs: 1530, latencyMaxMs: 1550 });
  });

  it("-c and -r read as atoi, -t as parse_time (no modifier: minutes)", () => {
    expect([countArgument("25"), countArgument("25x"), countArgument("x"), countArgument(true)]).toEqual([25, 25, undefined, undefined]);
    expect([timeArgument("30s"), timeArgument("30S"), timeArgument("2m"), timeArgument("1H"), timeArgument("30"), timeArgument("s")]).toEqual([30, 30, 120, 3600, 1800, undefined]);
  });

  it("extract finds the run with the figures of the command pasted before it", () => {
    const text = sample("siege/written-4.1.7-ms-c25-t30s-from-main-c.stderr.txt");
    const doc = `# Load test\n\nWe ran:\n\n\`\`\`\n$ siege -c 25 -t 30s http://127.0.0.1:18080/index.html\n${text}\`\`\`\n\nThat is slow.\n`;
    const { blocks } = extract(doc);
    expect(blocks.map((b) => b.format)).toEqual(["siege"]);
    expect(blocks[0]!.role).toBe("load-test");
    expect(blocks[0]!.records).toEqual(siege(text));
    expect(blocks[0]!.command).toMatchObject({ program: "siege", concurrency: 25, durationSeconds: 30, url: "http://127.0.0.1:18080/index.html" });
    const json = sample("siege/siege-json-c10-r50.txt");
    const found = extract(`$ siege -c 10 -r 50 http://127.0.0.1:18080/index.html\n${json}`).blocks;
    expect(found.map((b) => [b.format, b.command?.requests])).toEqual([["siege", 500]]);
    expect(found[0]!.records).toEqual(siege(json));
  });

  it("a pasted copy with a prompt and indentation parses like the original", () => {
    for (const file of ["siege-classic-c10-r50.stderr.txt", "siege-json-c10-r50.txt", "siege-classic-merged-2to1-c4-r5.txt"]) {
      const text = sample(`siege/${file}`);
      const indented = text.replace(/^(?=.)/gm, "    ");
      expect(parse(`user@host:~$ siege -c 10 -r 50 http://127.0.0.1:18080/index.html\n${indented}user@host:~$ \n`), file).toEqual(siege(text));
    }
  });
});

describe("siege: lines glued together or split (issue #40, class 7)", () => {
  /** A classic block's lines, each with its line end taken off (`sep` between them): a copy that lost them. */
  const glued = (text: string, sep: string): string => text.replace(/\n(?=[ \t]*(?:Availability|Elapsed time|Data transferred|Response time|Transaction rate|Throughput|Concurrency|Successful transactions|HTTP OK received|Failed transactions|Longest transaction|Shortest transaction):)/g, sep);
  const classic = files.filter((f) => /^[ \t]*Transactions:\s+\d+ +hits\s*$/m.test(readFileSync(join(dir, f), "utf8")));

  it.each(classic)("%s: its results block on one line reads as the block (with nothing and with a blank between the lines)", (file) => {
    const text = sample(`siege/${file}`);
    const expected = parse(text, { format: "siege" });
    for (const sep of ["", " "]) {
      const copy = glued(text, sep);
      expect(copy).not.toBe(text);
      expect(parse(copy, { format: "siege" }), JSON.stringify(sep)).toEqual(expected);
      expect(detect(copy)?.format).toBe("siege");
    }
  });

  it("a real copy whose line ends were lost (freeCodeCamp, siege 3.0.5): the command, banner, start and end on one line, the block on another", () => {
    const [run, ...more] = siege(sample("siege/pasted-freecodecamp-siege3.0.5-glued-lines.txt"));
    expect(more).toEqual([]);
    // the values as printed in the copy, read by hand
    expect(run).toMatchObject({ shape: "text", status: "complete", version: "3.0.5", concurrentUsers: 5, lifted: true, transactions: 26, availabilityPercent: 100, elapsedSeconds: 6.78, responseTimeMs: 520 });
    expect(run).toMatchObject({ transactionRatePerSecond: 3.83, concurrency: 2.01, successfulTransactions: 27, failedTransactions: 0, longestTransactionMs: 1280, shortestTransactionMs: 360 });
    expect(run!.dataTransferredBytes).toBe(Math.round(0.2 * MIB));
    expect(run!.warnings).toBeUndefined();
  });

  it("the article's trimmed blocks, four of the block's lines glued: read, and said to be incomplete", () => {
    // the same article (stored file 8317954857): `siege -c 500 127.0.0.1:3000` stopped after three minutes
    const [run] = siege("Availability:             100.00 %Transaction rate:       1156.89 trans/secSuccessful transactions:      205382Failed transactions:              0\n");
    expect(run).toMatchObject({ status: "incomplete", availabilityPercent: 100, transactionRatePerSecond: 1156.89, successfulTransactions: 205382, failedTransactions: 0 });
    expect(run!.warnings!.join()).toMatch(/no Transactions, Elapsed time/);
  });

  it("a unit carried to the start of the next line (a book's copy: `Transactions: 4443` / `hits Availability: 100.00 %`)", () => {
    // stored file 4617294197 (a book's chapter on siege), its results as printed, the trailing blanks kept
    const text = "Transactions: 4443 \nhits Availability: 100.00 % \nElapsed time: 149.94 secs \nData transferred: 15.56 MB \nResponse time: 0.01 secs \nTransaction rate: 29.63 trans/sec \nThroughput: 0.10 MB/sec \nConcurrency: 0.05 \nSuccessful transactions: 4443 \nFailed transactions: 0 \nLongest transaction: 0.01 \nShortest transaction: 0.00\n";
    const [run] = siege(text);
    expect(run).toMatchObject({ status: "complete", transactions: 4443, availabilityPercent: 100, elapsedSeconds: 149.94, successfulTransactions: 4443 });
    expect(run!.warnings).toBeUndefined();
    // a unit word the line before does not lack stays an error where it is
    expect(safeParse("Transactions: 4443 hits\nsecs Availability: 100.00 %\n", { format: "siege" }).success).toBe(true);
    expect(siege("Transactions: 4443 hits\nsecs Availability: 100.00 %\n")[0]!.warnings!.join()).toMatch(/siege does not print, not read: "secs"/);
  });

  it("per-request lines glued after one another, and their display-id and timestamp are not cut off them", () => {
    const text = sample("siege/siege-classic-nocolor-mixed-c4-r5.txt");
    const joined = text.replace(/\n(?=HTTP\/1\.1)/g, " ");
    expect(joined.split("\n").length).toBeLessThan(4);
    expect(parse(joined, { format: "siege" })).toEqual(parse(text, { format: "siege" }));
    for (const file of ["siege-classic-verbose-id-c2-r3.txt", "siege-classic-verbose-ts-c2-r3.txt"]) {
      const responses = siege(sample(`siege/${file}`))[0]!.responses!;
      expect(responses.every((r) => r.user !== undefined || r.timestamp !== undefined), file).toBe(true);
    }
  });
});

describe("siege: run boundaries in a long transcript (issue #40, class 9)", () => {
  it("`Lifting the server siege...` belongs to the run whose results follow it: six runs give six records", async () => {
    const text = sample("siege/pasted-sharding-six-runs-lifting-before-each.txt");
    const runs = siege(text);
    expect(runs.map((r) => r.transactions)).toEqual([1667, 22739, 596, 11288, 1848, 3701]);
    expect(runs.every((r) => r.lifted === true && r.status === "complete" && r.warnings === undefined)).toBe(true);
    // the stream's pieces (its cutter) give the same six, whatever the chunks
    for (const size of [1, 7, 64, 4096]) {
      const streamed: unknown[] = [];
      for await (const r of parseStream(chunked(text, size), { format: "siege" })) streamed.push(r);
      expect(streamed, `chunks of ${size}`).toEqual(runs);
    }
  });

  it("each of siege 2.x/3.x's and 4.x's endings starts the next piece once a run has its results", () => {
    const block = sample("siege/siege-classic-notverbose-b-t2S-c10.stderr.txt");
    const old = sample("siege/pasted-async-micro-bench-siege2.71-ctrl-c.txt");
    const lifted = block.slice(block.indexOf("Lifting"));
    const text = `${block}${lifted}${old}${lifted}`;
    expect(siege(text).map((r) => [r.lifted, r.transactions])).toEqual([
      [true, siege(block)[0]!.transactions],
      [true, siege(block)[0]!.transactions],
      [true, 3820],
      [true, siege(block)[0]!.transactions],
    ]);
  });
});

describe("siege: lines it does not know inside a run it reads (issue #39)", () => {
  it.skipIf(skipShared)("a per-request line damaged by a zero-width space is said, not dropped silently (../shared/repro)", () => {
    const text = readFileSync(join(sharedDir, "repro", "siege-zero-width-space.txt"), "utf8");
    const [run] = siege(text);
    // the damaged line's response is read; what stands before it (an escape code cut by the space) is said
    expect(run!.responses!.length).toBe(text.split("\n").filter((l) => l.includes("HTTP/1.1 200")).length);
    expect(run!.warnings!.join("\n")).toMatch(/a line among siege's own that siege does not print, not read: "\\u001b\[0;34m"/);
  });

  it("prose before and after a run is not among its lines", () => {
    const block = sample("siege/siege-classic-c10-r50.stderr.txt");
    const [run] = siege(`Here is what siege said:\n${block}That was fast.\n`);
    expect(run!.warnings).toBeUndefined();
    const [damaged] = siege(block.replace("Response time:", "Resp0nse time:"));
    expect(damaged!.warnings!.join()).toMatch(/not read: "Resp0nse time:/);
  });
});

describe("siege: another tool's text forced as siege (issue #39)", () => {
  it.each([
    ["k6/pasted-1x-thresholds-custom-metrics-two-scenarios.txt", "k6"],
    ["bombardier/written-p-r-refused-no-data.txt", "bombardier"],
    ["nginx-stub-status/series-date-rfc3339.txt", "nginx-stub-status"],
    ["hey/hey-usage.stderr.txt", "hey"],
    ["ab/seed-004-four-runs-no-banner.txt", "ab"],
  ] as const)("%s is refused, and the message names %s (k6's `{ expected_response:true }`, bombardier's `Throughput:`, stub_status's date lines, hey's usage `\"csv\"` and a rule of `=` are not siege's)", (file, other) => {
    const r = safeParse(sample(file), { format: "siege" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.reason).toContain(`the text looks like ${other} output`);
  });
});
