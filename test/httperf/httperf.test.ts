/**
 * httperf: oracles (nginx's access log of a captured run: its statuses and byte counts; the report against itself:
 * the replies are the sum of the status classes, Net I/O's two figures, the -v reply-rate samples against the Reply
 * rate line, the -v -v histogram against the median, the printed requests and replies against their size lines),
 * units and bases, httperf's 0.0-for-no-data, edge cases (empty, CRLF, no final newline, cut off after every line and
 * inside lines, another tool's output, a pasted copy with a prompt and indentation, ^C, messages), the echoed
 * command line, the summary, the typed command line and extract.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectHttperf } from "../../src/formats/httperf/detect.js";
import { echoedOptions, echoSettings } from "../../src/formats/httperf/echo.js";
import type { HttperfRawRun } from "../../src/formats/httperf/raw.js";
import type { HttperfRecord } from "../../src/formats/httperf/schema.js";
import { isCommandLine, parseCommandLine } from "../../src/api/command-line.js";
import { detect, extract, parse, parseStream, safeParse, summarize } from "../../src/index.js";
import { expectSound } from "../fuzz/harness.js";
import { collect, realInputFiles, root, sample } from "../helpers/samples.js";
import { uncut } from "../helpers/uncut.js";

const dir = join(root, "samples", "httperf");
const files = readdirSync(dir).filter((f) => f.endsWith(".txt"));
const reports = files.filter((f) => !f.endsWith(".stderr.txt") && !["httperf-help.txt"].includes(f));
const httperf = (text: string): HttperfRecord[] => parse(text, { format: "httperf" }) as HttperfRecord[];
const one = (file: string): HttperfRecord => {
  const recs = httperf(sample(`httperf/${file}`));
  expect(recs).toHaveLength(1);
  return recs[0]!;
};

describe("httperf: oracles", () => {
  it("nginx's access log of the --wlog run: statuses, replies and the per-request byte means (integer division)", () => {
    const rec = one("httperf-wlog-mixed-status-calls4-conns50.txt");
    // `$connection $connection_requests $status $request_length $bytes_sent $body_bytes_sent "$request"`
    const log = readFileSync(join(root, "test", "httperf", "fixtures", "httperf-wlog-mixed-status-calls4-conns50.access.log"), "utf8")
      .trim()
      .split("\n")
      .map((l) => l.split(" ").slice(0, 6).map(Number) as [number, number, number, number, number, number]);
    expect(log).toHaveLength(200);
    const classes = (c: number): number => log.filter((l) => Math.floor(l[2] / 100) === c).length;
    expect(rec.replyStatus).toEqual({ "1xx": classes(1), "2xx": classes(2), "3xx": classes(3), "4xx": classes(4), "5xx": classes(5) });
    expect(rec.replies).toBe(log.length);
    expect(rec.requests).toBe(log.length);
    expect(new Set(log.map((l) => l[0])).size).toBe(rec.connections);
    const sum = (i: number): number => log.reduce((a, l) => a + l[i]!, 0);
    const requestBytes = sum(3);
    const sent = sum(4);
    const body = sum(5);
    // src/stat/basic.c divides the byte sums by the counts in integers: 41950 / 200 is printed 209.0, not 209.75
    expect(rec.requestSizeBytes).toBe(Math.floor(requestBytes / log.length));
    expect(rec.replySize?.headerBytes).toBe(Math.floor((sent - body) / log.length));
    expect(rec.replySize?.contentBytes).toBe(Math.floor(body / log.length));
    expect((sent - body) / log.length).not.toBe(rec.replySize?.headerBytes);
    // Net I/O: request bytes + reply bytes over the duration (requests / Request rate: 5 significant digits), / 1024
    const seconds = rec.requests! / rec.requestRatePerSecond!;
    const exact = (requestBytes + sent) / seconds;
    expect(Math.abs(rec.netIoBytesPerSecond! - exact)).toBeLessThanOrEqual(0.05 * 1024 + exact * 2e-5);
    expect(Math.abs((requestBytes + sent) / seconds / 1000 - rec.netIoBytesPerSecond! / 1024)).toBeGreaterThan(40); // not 1000-based
    expect(Math.abs(rec.netIoBitsPerSecond! - exact * 8)).toBeLessThanOrEqual(0.05e6 + exact * 8 * 2e-5);
    // the summary's received bytes per second, estimated from the means, against the exact count
    expect(Math.abs(summarize(rec).bytesPerSecond! - sent / seconds)).toBeLessThan(0.005 * (sent / seconds));
  });

  it.each(reports)("%s: replies = the status classes, errors = their kinds, Net I/O's two figures agree (KB = 1024 B)", (file) => {
    for (const rec of httperf(sample(`httperf/${file}`))) {
      expect(rec.warnings?.filter((w) => !/median/.test(w)) ?? []).toEqual([]);
      const s = rec.replyStatus!;
      expect(s["1xx"] + s["2xx"] + s["3xx"] + s["4xx"] + s["5xx"]).toBe(rec.replies);
      const e = rec.errors!;
      expect(e.clientTimeouts! + e.socketTimeouts! + e.connectionsRefused! + e.connectionsReset! + e.fdUnavailable! + e.addressUnavailable! + e.fileTableFull! + e.other!).toBe(e.total);
      // one total printed twice: total / delta / 1024.0 and 8e-6 * total / delta, each with one decimal
      expect(Math.abs(rec.netIoBitsPerSecond! - rec.netIoBytesPerSecond! * 8)).toBeLessThanOrEqual(0.05e6 + 0.05 * 1024 * 8);
      // the rates are the counts over the duration (printed to the ms)
      const t = rec.durationSeconds!;
      if (t >= 0.5) {
        expect(Math.abs(rec.requestRatePerSecond! - rec.requests! / t)).toBeLessThanOrEqual(0.05 + (rec.requests! / t) * (0.0005 / (t - 0.0005)));
        expect(Math.abs(rec.connectionRatePerSecond! - rec.connections! / t)).toBeLessThanOrEqual(0.05 + (rec.connections! / t) * (0.0005 / (t - 0.0005)));
        // Net I/O from the report's own means (each truncated to a whole byte) and counts
        if (rec.replies! > 0) {
          const bytes = rec.requests! * rec.requestSizeBytes! + rec.replies! * (rec.replySize!.headerBytes! + rec.replySize!.contentBytes!);
          const slack = (rec.requests! + 2 * rec.replies!) / t + (bytes / t) * (0.0005 / (t - 0.0005)) + 0.05 * 1024;
          expect(Math.abs(rec.netIoBytesPerSecond! - bytes / t)).toBeLessThanOrEqual(slack);
        }
      }
      if (rec.cpu) expect(Math.abs(rec.cpu.userPercent! + rec.cpu.systemPercent! - rec.cpu.totalPercent!)).toBeLessThanOrEqual(0.1 + 1e-9);
    }
  });

  it("-v: the reply-rate samples make the Reply rate line (min, mean, max, sample standard deviation)", () => {
    for (const file of ["httperf-verbose-period-e0.01-conns1600.txt", "httperf-verbose-rate100-conns1100-reply-rate.txt"]) {
      const rec = one(file);
      const xs = rec.replyRateSamplesPerSecond!;
      expect(rec.replyRate!.samples).toBe(xs.length);
      expect(rec.replyRate!.minPerSecond).toBe(Math.min(...xs));
      expect(rec.replyRate!.maxPerSecond).toBe(Math.max(...xs));
      const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
      const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1));
      // each sample is printed with one decimal: the mean and deviation of the printed ones are within 0.05 + 0.05
      expect(Math.abs(rec.replyRate!.avgPerSecond! - mean)).toBeLessThanOrEqual(0.1);
      expect(Math.abs(rec.replyRate!.stddevPerSecond! - sd)).toBeLessThanOrEqual(0.1);
    }
    expect(one("httperf-rate100-conns700-samples.txt").replyRate).toEqual({ minPerSecond: 100, avgPerSecond: 100, maxPerSecond: 100, stddevPerSecond: null, samples: 1 });
  });

  it("-v -v: the lifetime histogram holds every connection, its median bin is the median, min and max lie in its end bins", () => {
    for (const file of ["httperf-verbose2-rate200-conns200.txt", "httperf-verbose2-wsess-40-4-0.02-rate20.txt"]) {
      const rec = one(file);
      const bins = rec.connectionLifetimeHistogram!;
      const n = bins.reduce((a, b) => a + b.connections, 0);
      expect(n).toBe(rec.connections);
      let seen = 0;
      expect(bins.find((b) => (seen += b.connections) >= n / 2)!.binMs).toBe(rec.connectionTime!.medianMs);
      expect(Math.abs(rec.connectionTime!.minMs! - bins[0]!.binMs)).toBeLessThanOrEqual(0.5 + 0.05);
      expect(Math.abs(rec.connectionTime!.maxMs! - bins.at(-1)!.binMs)).toBeLessThanOrEqual(0.5 + 0.05);
    }
    // the same text with the median edited: said
    const text = sample("httperf/httperf-verbose2-rate200-conns200.txt").replace("median 0.5", "median 2.5");
    expect(httperf(text)[0]!.warnings).toContain("the median (2.5 ms) is not the lifetime histogram's median bin (0.5 ms)");
  });

  it("--wsess: the session lines agree with the echoed workload and the totals", () => {
    for (const file of ["httperf-wsess-20-5-0.1-rate10.txt", "httperf-verbose2-wsess-40-4-0.02-rate20.txt"]) {
      const rec = one(file);
      const w = rec.settings!.wsess!;
      const s = rec.sessions!;
      expect([s.completed, s.total]).toEqual([w.sessions, w.sessions]);
      expect(s.lengthHistogram!.reduce((a, b) => a + b, 0)).toBe(w.sessions);
      expect(s.lengthHistogram!.length - 1).toBe(w.callsPerSession);
      expect(rec.requests).toBe(w.sessions * w.callsPerSession);
      expect(Math.abs(s.rate!.avgPerSecond - s.completed! / rec.durationSeconds!)).toBeLessThan(0.01 + 0.01);
    }
  });

  it("--print-request/--print-reply: the printed lines add up to their size lines, and those to the report's means", () => {
    const rec = one("httperf-print-reply-request-conns2.txt");
    for (const call of [0, 1]) {
      const lines = (part: string): string[] => rec.printed!.filter((p) => p.call === call && p.part === part).map((p) => p.text);
      const sizes = (direction: string) => rec.printedSizes!.find((p) => p.call === call && p.direction === direction)!;
      // header lines were printed without their CR LF: 2 bytes each
      expect(lines("request-header").reduce((a, l) => a + l.length + 2, 0)).toBe(sizes("request").headerBytes);
      expect(lines("reply-header").reduce((a, l) => a + l.length + 2, 0)).toBe(sizes("reply").headerBytes);
      expect(sizes("request").headerBytes).toBe(rec.requestSizeBytes);
      expect(sizes("reply")).toMatchObject({ headerBytes: rec.replySize!.headerBytes, contentBytes: rec.replySize!.contentBytes, footerBytes: 0 });
      expect(sizes("request").footerBytes).toBeUndefined();
    }
    expect(rec.printed![0]).toEqual({ call: 0, part: "request-header", text: "GET /index.html HTTP/1.1" });
  });
});

describe("httperf: units, httperf's zeros for no data, and consistency warnings", () => {
  it("a median above the max is kept as printed, with a warning that says why", () => {
    const rec = one("httperf-median-above-max-conns1.txt");
    expect(rec.connectionTime).toEqual({ minMs: 0.2, avgMs: 0.2, maxMs: 0.2, medianMs: 0.5, stddevMs: 0 });
    expect(rec.warnings).toEqual([expect.stringMatching(/^connectionTime\.medianMs 0\.5 is above the max \(0\.2 ms\): httperf's median is the middle of the 1 ms histogram bin/)]);
    expect(rec.status).toBe("complete");
  });

  it("values httperf prints as 0.0 because nothing was measured are null; measured zeros stay 0", () => {
    const rec = one("httperf-refused-conns50.txt");
    expect(rec).toMatchObject({ connections: 50, requests: 0, replies: 0, errors: { total: 50, connectionsRefused: 50 } });
    expect(rec.connectionTime).toEqual({ minMs: null, avgMs: null, maxMs: null, medianMs: null, stddevMs: null });
    expect([rec.repliesPerConnection, rec.requestSizeBytes, rec.requestPeriodMs, rec.replyTime?.transferMs]).toEqual([null, null, null, null]);
    expect(rec.replySize).toEqual({ headerBytes: null, contentBytes: null, footerBytes: null, totalBytes: null });
    expect(rec.replyRate).toEqual({ minPerSecond: null, avgPerSecond: null, maxPerSecond: null, stddevPerSecond: null, samples: 0 });
    expect([rec.requestRatePerSecond, rec.netIoBytesPerSecond, rec.connectMs, rec.replyTime?.responseMs]).toEqual([0, 0, 0, 0]);
    const raw = parse(sample("httperf/httperf-refused-conns50.txt"), { format: "httperf", raw: true })[0] as unknown as HttperfRawRun;
    expect(raw.connectionTime).toEqual({ min: "0.0", avg: "0.0", max: "0.0", median: "0.0", stddev: "0.0" });
    // a timeout after the headers came: the response time was measured, the transfer never ended
    expect(one("httperf-timeout1-slow-rate5-conns10.txt").replyTime).toEqual({ responseMs: 5.2, transferMs: null });
  });

  it("nan and inf (a division by a zero duration) are null where httperf divides, an error in a count", () => {
    const base = sample("httperf/httperf-conns1000.txt");
    const rec = httperf(base.replace("Connection rate: 4611.9 conn/s", "Connection rate: inf conn/s").replace("(user 7.9%", "(user -nan%"))[0]!;
    expect(rec.connectionRatePerSecond).toBeNull();
    expect(rec.cpu?.userPercent).toBeNull();
    const bad = safeParse(base.replace("replies 1000", "replies nan"), { format: "httperf" });
    expect(bad.success).toBe(false);
    if (!bad.success) expect([bad.error.line, bad.error.column, bad.error.reason]).toEqual([4, 47, "Total replies: not a number: nan"]);
  });

  it("Net I/O: KB/s is 1024 bytes (src/stat/basic.c divides by 1024.0), the bracket is 10^6 bits", () => {
    const rec = one("httperf-conns1000.txt");
    expect(rec.netIoBytesPerSecond).toBe(4098.5 * 1024);
    expect(rec.netIoBitsPerSecond).toBe(33_600_000);
    expect(one("httperf-locale-de-rate200-conns400.txt").netIoBytesPerSecond).toBe(178.1 * 1024);
  });

  it("edited numbers that contradict each other are kept as printed and named in the warnings", () => {
    const base = sample("httperf/httperf-conns1000.txt");
    const rec = httperf(base.replace("2xx=1000", "2xx=998").replace("total 0 client-timo", "total 3 client-timo").replace("(total 838.0)", "(total 900.0)"))[0]!;
    expect(rec.replyStatus?.["2xx"]).toBe(998);
    expect(rec.warnings).toEqual([
      "Reply size: header 238 + content 600 + footer 0 is not the total 900",
      "Reply status classes add up to 998, not the 1000 replies of the Total line (httperf prints their sum there)",
      "Errors: the kinds add up to 0, not the total 3 (httperf prints their sum)",
    ]);
  });

  it("values too large to be exact are refused where they are printed, not rounded", () => {
    const base = sample("httperf/httperf-conns1000.txt");
    for (const [from, to, line, column] of [
      ["connections 1000", "connections 99999999999999999999", 4, 20],
      ["Net I/O: 4098.5", "Net I/O: 9999999999999999.5", 20, 10],
    ] as const) {
      const r = safeParse(base.replace(from, to), { format: "httperf" });
      expect(r.success).toBe(false);
      if (!r.success) {
        expect(r.error.reason).toMatch(/too large/);
        expect([r.error.line, r.error.column]).toEqual([line, column]);
      }
    }
  });
});

describe("httperf: statuses, messages and edge cases", () => {
  const base = sample("httperf/httperf-rate200-conns400-calls5.txt");
  const records = httperf(base);

  it("empty input is a ParseError; text with no line httperf prints, forced to httperf, too", () => {
    for (const text of ["", "\n\n", "   \n"]) expect(safeParse(text, { format: "httperf" }).success).toBe(false);
    const r = safeParse("hello\nworld\n", { format: "httperf" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.reason).toMatch(/no httperf output/);
  });

  it("CRLF line ends and a missing final newline give the same records", () => {
    expect(httperf(base.replace(/\n/g, "\r\n"))).toEqual(records);
    expect(uncut(httperf(base.trimEnd()))).toEqual(records);
  });

  it.each(reports)("%s cut off after every line and inside every line: records or a ParseError, never NaN; never complete", (file) => {
    const text = sample(`httperf/${file}`);
    const last = text.lastIndexOf("Errors: fd-unavail");
    const ends = [...text.matchAll(/\n/g)].map((m) => m.index!);
    const cuts = new Set<number>();
    for (const end of ends) for (const d of [0, 1, 3, 7, 15]) if (end - d > 0) cuts.add(end - d);
    for (const cut of cuts) {
      const piece = text.slice(0, cut);
      const out = expectSound(piece, "httperf");
      if (out.ok && cut < last + "Errors: fd-unavail".length + 10) {
        const status = (out.records.at(-1) as HttperfRecord).status;
        expect(status, JSON.stringify(piece.slice(-40))).not.toBe("complete");
      }
    }
  });

  it("a run cut inside a line says where; a line that stops early before others is an error at its end", () => {
    const cut = base.slice(0, base.indexOf(" samples)"));
    const [rec] = httperf(cut);
    expect(rec!.status).toBe("incomplete");
    // every value of the line came before the cut
    expect(rec!.replyRate).toEqual({ minPerSecond: null, avgPerSecond: null, maxPerSecond: null, stddevPerSecond: null, samples: 0 });
    expect(rec!.warnings).toEqual(["the output is cut off in the Reply rate line", "no Reply time line; no Reply size line; no Reply status line; no CPU time line; no Net I/O line; no Errors: total ... line; no Errors: fd-unavail ... line", expect.stringMatching(/^line 14 .*\(0"\): the input ends inside its last value$/)]);
    const damaged = safeParse(base.replace(" (2.3 ms/req)", "").replace("Request rate: 996.3 req/s (1.0 ms/req)", "Request rate: 996.3 req/s"), { format: "httperf" });
    expect(damaged.success).toBe(false);
    if (!damaged.success) expect([damaged.error.line, damaged.error.reason]).toEqual([11, "the Request rate line stops early (expected '(')"]);
    const junk = safeParse(base.replace("Request size [B]: 72.0", "Request size [B]: 72.0 bytes"), { format: "httperf" });
    expect(junk.success).toBe(false);
    if (!junk.success) expect([junk.error.line, junk.error.column, junk.error.reason]).toEqual([12, 24, 'unexpected "bytes" in the Request size line']);
  });

  it("a pasted copy with a prompt, the typed command and indentation parses like the original", () => {
    for (const file of ["httperf-conns1000.txt", "httperf-verbose2-wsess-40-4-0.02-rate20.txt", "httperf-print-reply-request-conns2.txt"]) {
      const text = sample(`httperf/${file}`);
      const indented = text.replace(/^(?=.)/gm, "    ");
      const pasted = `user@host:~$ httperf --server 127.0.0.1 --port 18080 --uri /index.html --num-conns 1000\n${indented}user@host:~$ \n`;
      expect(parse(pasted), file).toEqual(httperf(text));
      expect(parse(`$> httperf --hog --server localhost --num-conns 20\n\n${text}`), file).toEqual(httperf(text));
    }
  });

  it("stderr with the report (2>&1, warning first), a terminal's ^C, runs one after another", () => {
    const together = one("httperf-stdout-stderr-together-conns100.txt");
    expect(together.messages).toEqual(["httperf: warning: open file limit > FD_SETSIZE; limiting max. # of open files to FD_SETSIZE"]);
    expect(together.status).toBe("complete");
    // in a terminal the warning comes after the echo
    const terminal = sample("httperf/httperf-conns1000.txt").replace("\nMaximum", `\n${sample("httperf/httperf-conns1000.stderr.txt")}Maximum`);
    expect(httperf(terminal)).toEqual([{ ...one("httperf-conns1000.txt"), messages: [together.messages![0]] }]);
    const interrupted = sample("httperf/httperf-sigint-after-2s-rate10-conns100.txt").replace("Maximum connect", "^CMaximum connect");
    expect(httperf(interrupted)[0]).toMatchObject({ status: "interrupted", connections: 20, settings: { numConns: 100 } });
    // SIGINT without a terminal looks like any run
    expect(one("httperf-sigint-after-2s-rate10-conns100.txt").status).toBe("complete");
    const two = `${sample("httperf/httperf-conns1000.txt")}${sample("httperf/httperf-404-calls10-conns100.stderr.txt")}${sample("httperf/httperf-404-calls10-conns100.txt")}`;
    const runs = httperf(two);
    expect(runs.map((r) => [r.requests, r.messages?.length ?? 0])).toEqual([[1000, 0], [1000, 1]]);
    // a report pasted without its echo, twice
    const bare = (f: string): string => sample(`httperf/${f}`).split("\n").slice(1).join("\n");
    expect(httperf(bare("httperf-conns1000.txt") + bare("httperf-refused-conns50.txt")).map((r) => [r.connections, r.settings])).toEqual([[1000, undefined], [50, undefined]]);
  });

  it("httperf's messages: warnings alone are no report, its option errors and its usage text are aborted runs", () => {
    expect(one("httperf-conns1000.stderr.txt")).toEqual({ format: "httperf", status: "no-report", messages: ["httperf: warning: open file limit > FD_SETSIZE; limiting max. # of open files to FD_SETSIZE"] });
    expect(one("httperf-illegal-port.stderr.txt")).toEqual({ format: "httperf", status: "aborted", error: { message: "httperf: illegal port number abc" }, messages: ["httperf: illegal port number abc"] });
    expect(one("httperf-unknown-option.stderr.txt")).toMatchObject({ status: "aborted", error: { message: "httperf: unrecognized option '--bogus'" } });
    expect(one("httperf-help.txt")).toEqual({ format: "httperf", status: "aborted", usage: true, error: { message: "httperf printed its usage text and did not run (--help, or a bad option)" } });
    expect(one("httperf-version.txt")).toMatchObject({ status: "complete", version: "0.9.0", errors: { connectionsRefused: 1 } });
    // the report's verbose note stays with it
    expect(one("httperf-verbose-rate200-conns200.txt").messages).toEqual(["httperf: maximum number of open descriptors = 1024"]);
  });

  it("another tool's output is not detected as httperf, and httperf's is not another's", () => {
    const others = realInputFiles().filter((f) => !f.includes(`${join("samples", "httperf")}/`));
    expect(others.length).toBeGreaterThan(50);
    for (const file of others) expect(detectHttperf(readFileSync(file, "utf8")), file).toBe(0);
    for (const file of files) expect(detect(sample(`httperf/${file}`))?.format, file).toBe("httperf");
  });

  it("parseStream gives the records parse gives, piece by piece", async () => {
    const text = files.map((f) => sample(`httperf/${f}`)).join("");
    const all = httperf(text);
    expect(all.length).toBeGreaterThan(20);
    const streamed = await collect(parseStream((async function* () { for (let i = 0; i < text.length; i += 97) yield text.slice(i, i + 97); })(), { format: "httperf" }));
    expect(streamed).toEqual(all);
  });
});

describe("httperf: the echoed command line", () => {
  it("every option httperf echoes, typed", () => {
    const echo =
      " --verbose --print-reply=header --print-request --hog --close-with-reset --think-timeout=0.5 --timeout=5 --runtime=30 --client=1/4 --server=::1 --server_name=www.example.com --port=8443 --uri=/a?b=c --failure-status=503 --http-version=1.0 --max-connections=4 --max-piped-calls=2 --rate=1e+06 --send-buffer=4096 --retry-on-failure --recv-buffer=16384 --session-cookies --ssl --ssl-ciphers=AES128-SHA --ssl-no-reuse --ssl-protocol=auto --add-header='Content-Type: application/json\\nX-A: b -- c\\n' --method=POST --use-timer-cache --wsesslog=1000,1.000,logs/a,b.txt --periodic-stats --future-option=x --flag";
    expect(echoSettings(echoedOptions(echo))).toEqual({
      verbose: true,
      printReply: "header",
      printRequest: "all",
      hog: true,
      closeWithReset: true,
      thinkTimeoutSeconds: 0.5,
      timeoutSeconds: 5,
      runtimeSeconds: 30,
      client: { id: 1, count: 4 },
      server: "::1",
      serverName: "www.example.com",
      port: 8443,
      uri: "/a?b=c",
      failureStatus: 503,
      httpVersion: "1.0",
      maxConnections: 4,
      maxPipedCalls: 2,
      ratePerSecond: 1e6,
      sendBufferBytes: 4096,
      retryOnFailure: true,
      recvBufferBytes: 16384,
      sessionCookies: true,
      ssl: true,
      sslCiphers: "AES128-SHA",
      sslNoReuse: true,
      sslProtocol: "auto",
      addHeader: "Content-Type: application/json\\nX-A: b -- c\\n",
      method: "POST",
      useTimerCache: true,
      wsesslog: { sessions: 1000, thinkTimeSeconds: 1, file: "logs/a,b.txt" },
      periodicStats: true,
      otherOptions: [{ name: "future-option", value: "x" }, { name: "flag" }],
    });
  });

  it("--period's distributions, --wsess, --wsesspage, --wset, --burst-length", () => {
    const s = (echo: string) => echoSettings(echoedOptions(echo));
    expect(s(" --period=u0.5,1.5").period).toEqual({ distribution: "uniform", minSeconds: 0.5, maxSeconds: 1.5 });
    expect(s(" --period=e0.01").period).toEqual({ distribution: "exponential", meanSeconds: 0.01 });
    expect(s(" --period=v1,10,0.5,20").period).toEqual({ distribution: "variable", steps: [{ intervalSeconds: 1, durationSeconds: 10 }, { intervalSeconds: 0.5, durationSeconds: 20 }] });
    expect(s(" --wsess=20,5,0.100 --burst-length=2 --wset=100,0.250")).toEqual({ wsess: { sessions: 20, callsPerSession: 5, thinkTimeSeconds: 0.1 }, burstLength: 2, wset: { files: 100, targetMissRate: 0.25 } });
    expect(s(" --wsesspage=10,3,1.000").wsesspage).toEqual({ sessions: 10, requestsPerSession: 3, thinkTimeSeconds: 1 });
  });

  it("an echo that does not read is an error at its place", () => {
    const base = sample("httperf/httperf-conns1000.txt");
    const r = safeParse(base.replace("--port=18080", "--port=18o80"), { format: "httperf" });
    expect(r.success).toBe(false);
    if (!r.success) expect([r.error.line, r.error.column, r.error.reason]).toEqual([1, 48, "the echoed command line: --port: not a number: \"18o80\""]);
  });

  it("a newer httperf's echo (--ssl-protocol, --method) and an echo with a quoted header, from their printf formats", () => {
    const text = sample("httperf/httperf-conns1000.txt").replace("--recv-buffer=16384", "--recv-buffer=16384 --ssl-protocol=auto --add-header='Authorization: Basic YmVuY2g6YmVuY2g\\n' --method=GET");
    expect(httperf(text)[0]!.settings).toMatchObject({ sslProtocol: "auto", method: "GET", addHeader: "Authorization: Basic YmVuY2g6YmVuY2g\\n", numConns: 1000 });
  });
});

describe("httperf: summary, command line and extract", () => {
  it("summarize: the target from the echo, no concurrency, requests sent, 2xx successful, Reply time response + transfer", () => {
    const rec = one("httperf-wlog-mixed-status-calls4-conns50.txt");
    const s = summarize(rec);
    expect(s).toMatchObject({ format: "httperf", status: "complete", target: "http://127.0.0.1:18004/", durationSeconds: 0.057, requests: 200, successful: 100, failed: 100, successRate: 0.5, requestsPerSecond: 3531.9, latencyMeanMs: 0.2 });
    expect(s.concurrency).toBeUndefined();
    expect(s.latencyPercentiles).toBeUndefined();
    // Net I/O less the request bytes' share: 2263.5 KB/s x 200 x 583 / (200 x 72 + 200 x 583)
    expect(s.bytesPerSecond).toBe(Math.round((2263.5 * 1024 * 583) / (72 + 583)));
    // a timeout with no reply: the request failed; a refused connection sent no request
    expect(summarize(one("httperf-timeout1-silent-rate10-conns20.txt"))).toMatchObject({ requests: 20, successful: 0, failed: 20, bytesPerSecond: 0 });
    expect(summarize(one("httperf-timeout1-silent-rate10-conns20.txt")).latencyMeanMs).toBeUndefined();
    expect(summarize(one("httperf-refused-conns50.txt"))).toMatchObject({ requests: 0, successful: 0, failed: 0 });
    expect(summarize(one("httperf-502-rate500-conns500.txt"))).toMatchObject({ requests: 500, successful: 0, failed: 500, latencyMeanMs: 9.4 });
    expect(summarize(one("httperf-conns1000.stderr.txt"))).toEqual({ format: "httperf", status: "no-report" });
  });

  it("the target: https and its port, an IPv6 literal in brackets, the default port left out", () => {
    const target = (echo: string) => summarize(httperf(sample("httperf/httperf-conns1000.txt").replace("--server=127.0.0.1 --port=18080 --uri=/index.html", echo))[0]!).target;
    expect(target("--server=localhost --port=443 --uri=/x --ssl")).toBe("https://localhost/x");
    expect(target("--server=::1 --port=80 --uri=/")).toBe("http://[::1]/");
    expect(target("--server=h --port=8443 --uri=/y --ssl")).toBe("https://h:8443/y");
  });

  it("a typed httperf command is a command line with its figures; httperf's echo of it is output", () => {
    const cmd = parseCommandLine("$ httperf --server 10.0.0.2 --port=8080 --uri /api --num-conns 100 --num-calls 10 --rate 50 --timeout 5", 1)!;
    expect(cmd).toMatchObject({ program: "httperf", url: "http://10.0.0.2:8080/api", requests: 1000, options: { rate: "50", timeout: "5" } });
    expect(cmd.concurrency).toBeUndefined();
    expect(parseCommandLine("httperf --hog --server localhost --wsess=20,5,0.1 --rate 10", 1)).toMatchObject({ url: "http://localhost/", requests: 100 });
    const echo = sample("httperf/httperf-conns1000.txt").split("\n")[0]!;
    expect(isCommandLine(echo)).toBe(false);
    expect(isCommandLine(`$ ${echo}`)).toBe(true);
  });

  it("extract finds each run with the command typed before it, echo and all, and no warning", () => {
    const a = sample("httperf/httperf-stdout-stderr-together-conns100.txt");
    const b = sample("httperf/httperf-verbose2-wsess-40-4-0.02-rate20.txt");
    const doc = `# Results\n\n\`\`\`\n$ httperf --server 127.0.0.1 --port 18004 --uri /index.html --num-conns 100 2>&1\n${a}\`\`\`\n\nThen sessions:\n\n    $ httperf --verbose --verbose --server 127.0.0.1 --port 18004 --uri /index.html --wsess=40,4,0.02 --rate 20\n${b.replace(/^(?=.)/gm, "    ")}\nThat is all.\n`;
    const { blocks, warnings } = extract(doc);
    expect(warnings).toEqual([]);
    expect(blocks.map((b) => [b.format, b.role, b.command?.requests, b.command?.url])).toEqual([
      ["httperf", "load-test", 100, "http://127.0.0.1:18004/index.html"],
      ["httperf", "load-test", 160, "http://127.0.0.1:18004/index.html"],
    ]);
    expect(blocks[0]!.records).toEqual(httperf(a));
    expect(blocks[1]!.records).toEqual(httperf(b));
  });
});

describe("httperf: lines glued together (issue #40, class 7)", () => {
  const reports = readdirSync(join(root, "samples", "httperf")).filter((f) => f.endsWith(".txt") && /^Total: connections/m.test(readFileSync(join(root, "samples", "httperf", f), "utf8")));

  it.each(reports)("%s: each report line glued to the end of the line before reads as the report", (file) => {
    const text = sample(`httperf/${file}`);
    const expected = parse(text, { format: "httperf" });
    // `Total: connections ...` glued to a --verbose line or to `Maximum connect burst length: N` (the blank line
    // lost too), then every line end of the report lost, with nothing or a blank in its place
    const variants = [
      text.replace(/(\S[^\n]*)\n(?:[ \t]*\n)*(?=Total: connections)/, "$1"),
      text.replace(/\n+(?=(?:reply-rate|session-rate) = |Maximum connect burst length:)/g, " "),
    ];
    // (the lifetime histogram's rows and the printed requests and replies have no label to cut at)
    if (!/^\s+\d+\.\d \d+$|^(?:SH|RB)\d+:/m.test(text)) variants.push(text.replace(/\n+/g, ""), text.replace(/\n+/g, " "));
    for (const [i, copy] of variants.entries()) {
      expect(copy, `variant ${i}`).not.toBe(text);
      expect(uncut(parse(copy, { format: "httperf" })), `variant ${i}`).toEqual(expected);
    }
  });

  it("a terminal's `^C` before `Maximum connect burst length` is not a line of its own: the run is interrupted", () => {
    const [run] = parse(sample("httperf/httperf-conns1000.txt").replace("Maximum connect", "^CMaximum connect"), { format: "httperf" });
    expect(run).toMatchObject({ status: "interrupted" });
  });
});

describe("httperf: another tool's text forced as httperf (issue #39)", () => {
  it.each([
    ["bombardier/written-v1.2-n10000-c50-status-classes-timeout.txt", "bombardier"],
    ["ab/synth-ab-1.3d-a0-blog-wrapped.txt", "ab"],
  ] as const)("%s is refused, and the message names %s (bombardier's `Errors:` title and ab's `Total:` row are not httperf's lines)", (file, other) => {
    const r = safeParse(sample(file), { format: "httperf" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.reason).toContain(`the text looks like ${other} output`);
  });
});
