/**
 * wrk: oracles (a Lua done() line with wrk's exact counts; each run's rates against its own totals), units and bases,
 * edge cases (empty, CRLF, no final newline, cut off after every line and inside lines, another tool's output, a
 * pasted copy with a prompt and indentation), values too large to be exact, the command line's figures and extract.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectWrk } from "../../src/formats/wrk/detect.js";
import { metricArgument, timeArgument } from "../../src/formats/wrk/extract.js";
import type { WrkRawRun } from "../../src/formats/wrk/raw.js";
import type { WrkRecord } from "../../src/formats/wrk/schema.js";
import { detect, extract, parse, safeParse, summarize } from "../../src/index.js";
import { expectSound } from "../fuzz/harness.js";
import { realInputFiles, root, sample } from "../helpers/samples.js";

const dir = join(root, "samples", "wrk");
const files = readdirSync(dir).filter((f) => f.endsWith(".txt"));
const wrk = (text: string): WrkRecord[] => parse(text, { format: "wrk" }) as WrkRecord[];
const MIB = 1024 * 1024;

describe("wrk: oracles", () => {
  it("the Lua done() line's exact counts agree with the summary (bytes 1024-based, within half a printed unit)", () => {
    const text = sample("wrk/wrk-script-done-latency-t2-c10-d2s.txt");
    const [rec] = wrk(text);
    const exact = /^requests: (\d+), bytes: (\d+), duration\(us\): (\d+)$/m.exec(text)!;
    const [requests, bytes, durationUs] = [Number(exact[1]), Number(exact[2]), Number(exact[3])];
    expect(rec!.requests).toBe(requests);
    // `206.91MB read`: 2 decimals of MiB, so within 0.005 MiB of the exact count; a 1000-based MB would be 4.9% off
    expect(Math.abs(rec!.readBytes! - bytes)).toBeLessThanOrEqual(0.005 * MIB);
    expect(Math.abs(206.91e6 - bytes)).toBeGreaterThan(0.04 * bytes);
    expect(Math.abs(rec!.durationSeconds! - durationUs / 1e6)).toBeLessThanOrEqual(0.005);
    expect(rec!.requestsPerSecond).toBeCloseTo(requests / (durationUs / 1e6), 1);
    // done() printed latency:percentile(p) in microseconds: the same histogram as --latency's rows
    for (const [p, us] of [...text.matchAll(/^(\d+(?:\.\d+)?)%,(\d+)$/gm)].map((m) => [Number(m[1]), Number(m[2])] as const)) {
      const row = rec!.latencyDistribution!.find((r) => r.percent === p);
      if (row) expect(row.ms).toBe(us / 1000);
    }
    // errors: connect 0, read 0, write 0, status 0, timeout 0: wrk printed neither line
    expect(rec!.socketErrors).toBeUndefined();
    expect(rec!.non2xxResponses).toBeUndefined();
    const [raw] = parse(text, { format: "wrk", raw: true }) as WrkRawRun[];
    expect(raw!.scriptOutput).toHaveLength(7);
  });

  it.each(files)("%s: Requests/sec and Transfer/sec agree with the totals and the duration", (file) => {
    for (const rec of wrk(sample(`wrk/${file}`)).filter((r) => r.status === "complete")) {
      const t = rec.durationSeconds!;
      // the duration is printed with 2 decimals of its unit (s, or m from 51 s on: `1.00m`), the sizes with 2 of theirs
      const dt = t >= 51 ? 0.3 : 0.005;
      const rate = rec.requests! / t;
      expect(Math.abs(rate - rec.requestsPerSecond!)).toBeLessThanOrEqual(rate * (dt / (t - dt)) + 0.01);
      const unit = (bytes: number): number => 1024 ** Math.max(0, Math.floor(Math.log(Math.max(bytes, 1) / 0.85) / Math.log(1024)));
      const bytesRate = rec.readBytes! / t;
      const slack = bytesRate * (dt / (t - dt)) + 0.005 * unit(rec.readBytes!) / (t - dt) + 0.005 * unit(rec.transferBytesPerSecond!);
      expect(Math.abs(bytesRate - rec.transferBytesPerSecond!)).toBeLessThanOrEqual(slack + 1);
    }
  });
});

describe("wrk: units", () => {
  const run = (stats: string, tail = "") =>
    wrk(`Running 2m test @ http://h/\n  2 threads and 10 connections\n  Thread Stats   Avg      Stdev     Max   +/- Stdev\n${stats}  5 requests in 1.50m, 1.50KB read\n${tail}Requests/sec:      0.06\nTransfer/sec:       17.07B\n`)[0]!;

  it("times: us, ms, s, m (and wrk 3.x's unit-less microseconds) to milliseconds; Req/Sec's k and M are 1000", () => {
    const rec = run("    Latency   635.91us    1.51s    2.00m    93.14%\n    Req/Sec     9.01k     1.20M   532.21    -nan%\n");
    expect(rec.latency).toEqual({ avgMs: 0.63591, stdevMs: 1510, maxMs: 120000, withinStdevPercent: 93.14 });
    expect(rec.requestsPerThread).toEqual({ avgPerSecond: 9010, stdevPerSecond: 1200000, maxPerSecond: 532.21, withinStdevPercent: null });
    expect(rec.testDurationSeconds).toBe(120);
    expect(rec.durationSeconds).toBe(90);
    expect(rec.readBytes).toBe(1536);
    expect(rec.transferBytesPerSecond).toBe(17);
    expect(run("    Latency   1531867 122203062  2000000  50.00%\n    Req/Sec     1.00      0.00     1.00    100.00%\n").latency).toMatchObject({ avgMs: 1531.867, stdevMs: 122203.062 });
  });

  it("sizes: B, KB, MB, GB are 1024-based", () => {
    const rec = wrk(sample("wrk/wrk-bigfile-t2-c10-d3s.txt"))[0]!;
    expect(rec.readBytes).toBe(Math.round(6.8 * 1024 ** 3));
    expect(rec.transferBytesPerSecond).toBe(Math.round(2.25 * 1024 ** 3));
    expect(wrk(sample("wrk/wrk-rst-after-3-t2-c10-d2s.txt"))[0]!.transferBytesPerSecond).toBe(Math.round(820.46 * 1024));
  });

  it("values too large to be exact are refused where they are printed, not rounded", () => {
    const base = sample("wrk/wrk-t2-c10-d3s.txt");
    for (const [from, to, column] of [
      ["229330 requests", "99999999999999999999 requests", 3],
      ["183.28MB read", "99999999999.99TB read", 29],
      ["Latency     2.90ms", "Latency     9999999999999.99h", 17],
    ] as const) {
      const r = safeParse(base.replace(from, to), { format: "wrk" });
      expect(r.success).toBe(false);
      if (!r.success) {
        expect(r.error.reason).toMatch(/too large/);
        expect(r.error.column).toBe(column);
      }
    }
  });

  it("a socket counter printed negative (%d of a 32-bit counter) is read back, with a warning", () => {
    const rec = wrk(sample("wrk/wrk-rst-after-3-t2-c10-d2s.txt").replace("read 4747", "read -2"))[0]!;
    expect(rec.socketErrors?.read).toBe(2 ** 32 - 2);
    expect(rec.warnings?.[0]).toMatch(/32-bit counter/);
  });

  it("a percentage outside 0-100 is an error at its place, not a record that fails its schema", () => {
    for (const bad of ["197.60%", "-97.60%"]) {
      const r = safeParse(sample("wrk/wrk-t2-c10-d3s.txt").replace("97.60%", bad), { format: "wrk" });
      expect(r.success).toBe(false);
      if (!r.success) expect(r.error.reason).toMatch(/^latency\.withinStdev: a percentage outside 0-100/);
    }
  });
});

describe("wrk: edge cases", () => {
  const base = sample("wrk/wrk-script-done-latency-t2-c10-d2s.txt");
  const records = wrk(base);

  it("empty input is a ParseError", () => {
    for (const text of ["", "\n\n", "   \n"]) {
      const r = safeParse(text, { format: "wrk" });
      expect(r.success).toBe(false);
    }
  });

  it("text with no line wrk prints, forced to wrk, is a ParseError", () => {
    const r = safeParse("hello\nworld\n", { format: "wrk" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.reason).toMatch(/no wrk output/);
  });

  it("CRLF line ends and a missing final newline give the same records", () => {
    expect(wrk(base.replace(/\n/g, "\r\n"))).toEqual(records);
    expect(wrk(base.trimEnd())).toEqual(records);
  });

  it.each(files)("%s cut off after every line and inside every line: records or a ParseError, never NaN", (file) => {
    const text = sample(`wrk/${file}`);
    const ends = [...text.matchAll(/\n/g)].map((m) => m.index!);
    const cuts = new Set<number>();
    for (const end of ends) for (const d of [0, 1, 5, 12, 20, 30]) if (end - d > 0) cuts.add(end - d);
    for (const cut of cuts) {
      const piece = text.slice(0, cut);
      const out = expectSound(piece, "wrk");
      const full = wrk(text);
      if (out.ok && full.at(-1)!.status === "complete" && cut > text.lastIndexOf("Running") && cut < text.lastIndexOf("Transfer/sec:")) {
        // the last run was cut before its last line: not complete
        expect((out.records.at(-1) as WrkRecord).status, JSON.stringify(piece.slice(-40))).not.toBe("complete");
      }
    }
  }, 120_000); // (every cut parsed, and a cut last line twice: the engine marks what it made)

  it("a run cut after its Latency Distribution title says so", () => {
    const cut = base.slice(0, base.indexOf("     50%"));
    const [rec] = wrk(cut);
    expect(rec!.status).toBe("incomplete");
    expect(rec!.warnings?.join()).toMatch(/Latency Distribution rows after its title/);
  });

  it("a pasted copy with a prompt and indentation parses like the original", () => {
    for (const file of ["wrk-latency-t2-c10-d3s.txt", "wrk-timeout-slow-latency-t2-c10-d4s-timeout1s.txt", "wrk-script-done-latency-t2-c10-d2s.txt"]) {
      const text = sample(`wrk/${file}`);
      const indented = text.replace(/^(?=.)/gm, "    ");
      const pasted = `user@host:~$ wrk -t2 -c10 -d3s --latency http://127.0.0.1:18080/index.html\n${indented}user@host:~$ \n`;
      expect(parse(pasted), file).toEqual(wrk(text));
      expect(parse(`$ wrk -t2 -c10 -d3s http://127.0.0.1:18080/index.html\n${text}`), file).toEqual(wrk(text));
    }
  });

  it("a command line after an unknown prompt ends the run before it; Lua lines before Running are the run's", () => {
    const runs = wrk(sample("wrk/pasted-spring-benchmark-zsh-prompts-connect-errors.txt"));
    expect(runs.map((r) => [r.threads, r.connections, r.socketErrors?.connect ?? 0])).toEqual([[2, 100, 0], [2, 200, 0], [2, 300, 55], [3, 300, 72], [4, 300, 64], [5, 300, 69], [6, 300, 65]]);
    expect(runs.every((r) => r.status === "complete")).toBe(true);
    const raws = parse(sample("wrk/pasted-spring-benchmark-zsh-prompts-connect-errors.txt"), { format: "wrk", raw: true }) as WrkRawRun[];
    expect(raws.every((r) => r.scriptOutput === undefined && r.scriptOutputBefore === undefined)).toBe(true);
    const [setup] = parse(sample("wrk/wrk-script-setup-thread-t2-c4-d2s.txt"), { format: "wrk", raw: true }) as WrkRawRun[];
    expect(setup!.scriptOutputBefore).toEqual(["thread 1 created", "thread 2 created"]);
    expect(setup!.scriptOutput).toEqual(["thread 1 made 26665 requests and got 26664 responses", "thread 2 made 92261 requests and got 92259 responses"]);
  });

  it("wrk's messages and usage text are aborted runs", () => {
    expect(wrk(sample("wrk/wrk-refused-t2-c10-d2s.stderr.txt"))).toEqual([
      { format: "wrk", status: "aborted", error: { message: "unable to connect to 127.0.0.1:18099 Connection refused" }, errors: ["unable to connect to 127.0.0.1:18099 Connection refused"] },
    ]);
    expect(wrk(sample("wrk/wrk-version.txt"))).toMatchObject([{ status: "aborted", usage: true, version: "debian/4.1.0-3+b2", eventLoop: "epoll" }]);
    expect(wrk("number of connections must be >= threads\nUsage: wrk <options> <url>\n  Options:\n")).toMatchObject([{ status: "aborted", error: { message: "number of connections must be >= threads" }, usage: true }]);
  });

  it("another tool's output is not detected as wrk, and wrk's is not another's", () => {
    const others = realInputFiles().filter((f) => !f.includes(`${join("samples", "wrk")}/`));
    expect(others.length).toBeGreaterThan(50);
    for (const file of others) expect(detectWrk(readFileSync(file, "utf8")), file).toBe(0);
    for (const file of files) expect(detect(sample(`wrk/${file}`))?.format, file).toBe("wrk");
  });
});

describe("wrk: summary, command line and extract", () => {
  it("summarize: connections, the run's duration, successful = requests - non-2xx", () => {
    const [rec] = wrk(sample("wrk/wrk-non2xx-mixed-latency-t2-c20-d2s.txt"));
    expect(summarize(rec!)).toEqual({
      format: "wrk",
      status: "complete",
      target: "http://127.0.0.1:18080/mixed",
      concurrency: 20,
      threads: 2,
      durationSeconds: 2.1,
      requests: 199338,
      successful: 199338 - 98924,
      failed: 98924,
      successRate: (199338 - 98924) / 199338,
      non2xx: 98924,
      requestsPerSecond: 94927.02,
      bytesPerSecond: Math.round(14.03 * MIB),
      latencyMeanMs: 7.09,
      latencyMaxMs: 363.49,
      latencyPercentiles: [{ percent: 50, ms: 0.168 }, { percent: 75, ms: 0.217 }, { percent: 90, ms: 0.755 }, { percent: 99, ms: 265.62 }],
    });
  });

  it("-c and -t read as scan_metric (1000-based, any case), -d as scan_time", () => {
    expect([metricArgument("400"), metricArgument("1k"), metricArgument("1K"), metricArgument("1.5k"), metricArgument("1x")]).toEqual([400, 1000, 1000, undefined, undefined]);
    expect([timeArgument("30s"), timeArgument("30"), timeArgument("2m"), timeArgument("1h"), timeArgument("1ms")]).toEqual([30, 30, 120, 3600, undefined]);
  });

  it("extract finds each run with the figures of the command pasted before it", () => {
    const text = sample("wrk/wrk-latency-t12-c400-d3s.txt");
    const doc = `# Results\n\nWe ran:\n\n\`\`\`\n$ wrk -t12 -c400 -d30s --latency http://127.0.0.1:18080/index.html\n${text}\`\`\`\n\nThat is fast.\n`;
    const { blocks } = extract(doc);
    expect(blocks.map((b) => b.format)).toEqual(["wrk"]);
    expect(blocks[0]!.role).toBe("load-test");
    expect(blocks[0]!.records).toEqual(wrk(text));
    expect(blocks[0]!.command).toMatchObject({ program: "wrk", concurrency: 400, durationSeconds: 30, url: "http://127.0.0.1:18080/index.html" });
  });

  it("a Lua script's lines are in the raw record, and extract, which cannot bound them in a document, gives the same records", () => {
    const text = sample("wrk/wrk-script-done-latency-t2-c10-d2s.txt");
    const doc = `$ wrk -t2 -c10 -d2s --latency -s done.lua http://127.0.0.1:18080/index.html
${text}
The done() lines above are the script's.
`;
    expect(extract(doc).blocks.flatMap((b) => b.records)).toEqual(wrk(text));
  });
});

describe("wrk: another tool's text forced as wrk (issue #39)", () => {
  it.each([
    ["hey/hey-n200-c1.txt", "hey"],
    ["autocannon/autocannon-timeout1-slow-status-codes-crash-c10-d3.txt", "autocannon"],
  ] as const)("%s is refused, and the message names %s (hey's `Requests/sec:` and autocannon's `Running 3s test @ URL` are not wrk's alone)", (file, other) => {
    const r = safeParse(sample(file), { format: "wrk" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.reason).toContain(`the text looks like ${other} output`);
  });
});
