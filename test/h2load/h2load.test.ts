/**
 * h2load: oracles (each `--log-file` twin against its run's text, value by value; every run's exact byte counts
 * against its 1024-based sizes and rates), units, edge cases (empty, CRLF, no final newline, cut off after every line
 * and inside lines, another tool's output, a pasted copy with a prompt and indentation, older and newer versions'
 * shapes), messages, the summary, the command line's figures, extract, and the stream cutter against the grammar.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { h2loadGrammar, type H2loadLine } from "../../grammars/h2load/parser.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { detectH2load } from "../../src/formats/h2load/detect.js";
import { durationArgument, uintArgument } from "../../src/formats/h2load/extract.js";
import { lineKind, ROW_OF } from "../../src/formats/h2load/lines.js";
import type { H2loadRawRun } from "../../src/formats/h2load/raw.js";
import type { H2loadRecord } from "../../src/formats/h2load/schema.js";
import { detect, extract, parse, parseStream, safeParse, summarize } from "../../src/index.js";
import { expectSound } from "../fuzz/harness.js";
import { chunked, collect, realInputFiles, root, sample } from "../helpers/samples.js";
import { compareWithLog, readLogFile } from "./log-file.js";

const dir = join(root, "samples", "h2load");
const files = readdirSync(dir).filter((f) => f.endsWith(".txt"));
const twins = readdirSync(dir).filter((f) => f.endsWith(".log.tsv"));
const h2load = (text: string): H2loadRecord[] => parse(text, { format: "h2load" }) as H2loadRecord[];
const MIB = 1024 * 1024;

describe("h2load: oracles", () => {
  it("has --log-file twins", () => expect(twins.length).toBeGreaterThanOrEqual(5));

  it.each(twins)("%s: the status classes and the time for request row agree with the run's text, value by value", (twin) => {
    const [rec] = h2load(sample(`h2load/${twin.replace(/\.log\.tsv$/, ".txt")}`));
    const rows = readLogFile(sample(`h2load/${twin}`));
    const { checked, mismatches } = compareWithLog(rec!, rows);
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it("the mixed-status twin exercises every class and the reset-streams twin failed streams (-1 rows)", () => {
    const mixed = readLogFile(sample("h2load/h2load-h2c-mixed-status-log-file-n2000-c4-m4.log.tsv"));
    expect(new Set(mixed.map((r) => Math.floor(r.status / 100)))).toEqual(new Set([2, 3, 4, 5]));
    const [rec] = h2load(sample("h2load/h2load-h2c-mixed-status-log-file-n2000-c4-m4.txt"));
    expect(rec!.statusCodes).toEqual({ status2xx: 516, status3xx: 355, status4xx: 997, status5xx: 132 });
    // 3xx are successes for h2load
    expect(rec!.requests).toMatchObject({ succeeded: 516 + 355, failed: 997 + 132 });
    const reset = readLogFile(sample("h2load/h2load-h2c-reset-streams-log-file-n1000-c4-m4.log.tsv"));
    expect(reset.filter((r) => r.status === -1)).toHaveLength(496);
    expect(h2load(sample("h2load/h2load-h2c-reset-streams-log-file-n1000-c4-m4.txt"))[0]!.requests).toMatchObject({ succeeded: 504, failed: 496, errored: 496 });
  });

  it.each(files)("%s: traffic sizes are 1024-based and agree with the exact counts; B/s with total / duration", (file) => {
    const text = sample(`h2load/${file}`);
    const raws = parse(text, { format: "h2load", raw: true }) as H2loadRawRun[];
    h2load(text).forEach((rec, i) => {
      for (const t of raws[i]!.traffic ?? []) {
        if (t.bytes === undefined) continue;
        const m = /^(\d+(?:\.\d+)?)([KMG]?)B$/.exec(t.value!)!;
        const unit = 1024 ** " KMG".indexOf(m[2] || " ");
        expect(Math.abs(Number(m[1]) * unit - Number(t.bytes)), `${file} ${t.name}`).toBeLessThanOrEqual(unit === 1 ? 0 : 0.005 * unit);
      }
      // B/s = bytes_total / seconds, truncated to an integer, then printed with 2 decimals of its 1024-based unit
      if (rec.status === "complete" && rec.mode !== "duration" && rec.traffic?.totalBytes !== undefined && rec.durationSeconds! > 0) {
        const t = rec.durationSeconds!;
        const dt = t < 0.001 ? 0.5e-6 : t < 1 ? 0.5e-5 : 0.005;
        const rate = rec.traffic.totalBytes / t;
        const unit = 1024 ** Math.max(0, Math.min(3, Math.floor(Math.log(Math.max(rec.bytesPerSecond!, 1)) / Math.log(1024))));
        expect(Math.abs(rate - rec.bytesPerSecond!), file).toBeLessThanOrEqual(rate * (dt / (t - dt)) + 0.005 * unit + 1);
      }
    });
  });

  it("the big-file run's sizes are KiB/MiB (a 1000-based MB would be 4.9% off)", () => {
    const [rec] = h2load(sample("h2load/h2load-tls-h2-bigfile-t2-n4000-c8-m4.txt"));
    expect(rec!.traffic).toMatchObject({ totalBytes: 410588392, dataBytes: 409600000 });
    expect(Math.abs(391.57 * MIB - 410588392)).toBeLessThan(0.005 * MIB);
    expect(Math.abs(391.57e6 - 410588392)).toBeGreaterThan(0.04 * 410588392);
    expect(rec!.bytesPerSecond).toBe(Math.round(597.39 * MIB));
  });

  it("timing mode (-D): req/s is over the main duration, not `finished in` (which adds the warm-up)", () => {
    const [rec] = h2load(sample("h2load/h2load-h2c-timing-log-file-t2-c4-m2-D2-warmup1.txt"));
    expect(rec).toMatchObject({ mode: "duration", warmUpSeconds: 1, mainDurationSeconds: 2, durationSeconds: 3, requestsPerSecond: 50159 });
    expect(rec!.requestsPerSecond).toBe(rec!.requests!.total! / rec!.mainDurationSeconds!);
    expect(summarize(rec!).durationSeconds).toBe(2);
  });
});

describe("h2load: units", () => {
  it("times: whole us below 1 ms, 2 decimals of ms, then of s, to milliseconds; finished in to seconds", () => {
    const [slow] = h2load(sample("h2load/h2load-h2c-slow-seconds-n4-c2.txt"));
    expect(slow!.timeForRequest).toEqual({ minMs: 1500, maxMs: 1500, meanMs: 1500, sdMs: 0.467, withinSdPercent: 75 });
    expect(slow!.durationSeconds).toBe(3.01);
    const [fast] = h2load(sample("h2load/h2load-h2c-on-h1-port-n100-c2.txt"));
    expect(fast!.durationSeconds).toBe(0.000591);
    expect(fast!.bytesPerSecond).toBe(Math.round(1021.18 * 1024));
    expect(fast!.traffic).toEqual({ totalBytes: 618, headersBytes: 0, headerSpaceSavingsPercent: 0, dataBytes: 0 });
    const [tls] = h2load(sample("h2load/h2load-tls-h2-n5000-c10-m10.txt"));
    expect(tls!.timeForRequest).toEqual({ minMs: 0.033, maxMs: 6.62, meanMs: 1.32, sdMs: 0.771, withinSdPercent: 71.82 });
    expect(tls!.requestsPerSecondPerClient).toEqual({ minPerSecond: 5489.8, maxPerSecond: 10391.19, meanPerSecond: 6157.8, sdPerSecond: 1494.36, withinSdPercent: 90 });
  });

  it("values too large to be exact, or in a unit h2load does not print there, are refused where they are printed", () => {
    const base = sample("h2load/h2load-h2c-n5000-c10-m10.txt");
    for (const [from, to, column, reason] of [
      ["5000 total,", "99999999999999999999 total,", 11, /too large/],
      ["(3625490) total", "(99999999999999999999) total", 18, /too large/],
      ["time for request:       26us", "time for request:       26ks", 25, /not a duration/],
      ["finished in 69.51ms", "finished in 69.51m", 13, /unit printed here/],
      ["49.74MB/s", "49.74TB/s", 38, /not a size/],
    ] as const) {
      const r = safeParse(base.replace(from, to), { format: "h2load" });
      expect(r.success, to).toBe(false);
      if (!r.success) {
        expect(r.error.reason, to).toMatch(reason);
        expect(r.error.column, to).toBe(column);
      }
    }
  });

  it("a percentage above 100 is kept as printed, with a warning", () => {
    const [rec] = h2load(sample("h2load/h2load-h2c-n5000-c10-m10.txt").replace("80.30%", "180.30%"));
    expect(rec!.timeForRequest?.withinSdPercent).toBe(180.3);
    expect(rec!.warnings).toEqual(["time for request +/- sd 180.3 is outside 0-100"]);
  });

  it("TLS: the protocol, the cipher and the server temp key (X25519, ECDH P-256) as printed, with the key's bits", () => {
    expect(h2load(sample("h2load/h2load-tls12-ecdh-p256-n1000-c4-m4.txt"))[0]!.tls).toEqual({
      protocol: "TLSv1.2",
      cipher: "ECDHE-RSA-AES256-GCM-SHA384",
      serverTempKey: "ECDH prime256v1 256 bits",
      serverTempKeyBits: 256,
    });
    expect(h2load(sample("h2load/h2load-h1-tls-n2000-c10.txt"))[0]).toMatchObject({ applicationProtocol: "http/1.1", tls: { protocol: "TLSv1.3", serverTempKeyBits: 253 } });
  });
});

describe("h2load: versions and modes", () => {
  it("nghttp2's how-to (older h2load): `N bytes total` traffic and the `req/s (client)` row", () => {
    const [rec] = h2load(sample("h2load/pasted-nghttp2-howto-rst-indented-bytes-traffic.txt"));
    expect(rec).toMatchObject({ status: "complete", traffic: { totalBytes: 4125025824, headersBytes: 11023424, headerSpaceSavingsPercent: 93.07, dataBytes: 4096000000 } });
    expect(rec!.requestsPerSecondPerClient).toEqual({ minPerSecond: 1412.04, maxPerSecond: 1447.84, meanPerSecond: 1426.52, sdPerSecond: 10.57, withinSdPercent: 63 });
    expect(rec!.warnings).toBeUndefined();
  });

  it("h2load before 1.3 (no errored, no timeout) and before 1.5 (no space savings) still read", () => {
    const text = "finished in 1.00s, 10.00 req/s, 1.00KB/s\nrequests: 10 total, 10 started, 10 done, 10 succeeded, 0 failed\nstatus codes: 10 2xx, 0 3xx, 0 4xx, 0 5xx\ntraffic: 1.00KB (1024) total, 100B (100) headers, 924B (924) data\n";
    const [rec] = h2load(text);
    expect(rec!.requests).toEqual({ total: 10, started: 10, done: 10, succeeded: 10, failed: 0 });
    expect(rec!.traffic).toEqual({ totalBytes: 1024, headersBytes: 100, dataBytes: 924 });
    // before 0.7.14 there was no table; a capture cut before it reads the same, so it is said
    expect(rec!.status).toBe("incomplete");
    expect(rec!.warnings).toEqual(["no statistics table"]);
  });

  it("h2load 1.69+'s table (median, p95, p99; short labels), as FORMATS-more.md §3.4 gives it: median/p95/p99 become the summary's percentiles", () => {
    const text = sample("h2load/h2load-h2c-n5000-c10-m10.txt").replace(/ +min +max +mean +sd +\+\/- sd\n[^]*$/, "") +
      "                 min         max         median      p95         p99         mean        sd         +/- sd\n" +
      "request     :     1.02ms     20.11ms      9.50ms     15.00ms     19.80ms      9.87ms      2.10ms   71.20%\n" +
      "connect     :      340us      1.90ms      1.00ms      1.80ms      1.90ms      1.02ms       501us   60.00%\n" +
      "TTFB        :     2.10ms     12.00ms      6.00ms     11.00ms     12.00ms      6.20ms      3.00ms   60.00%\n" +
      "req/s       :      80.12       90.40       85.00       90.00       90.40       85.10        3.20   70.00%\n";
    const [rec] = h2load(text);
    expect(rec!.status).toBe("complete");
    expect(rec!.timeForRequest).toEqual({ minMs: 1.02, maxMs: 20.11, medianMs: 9.5, p95Ms: 15, p99Ms: 19.8, meanMs: 9.87, sdMs: 2.1, withinSdPercent: 71.2 });
    expect(rec!.timeForConnect?.minMs).toBe(0.34);
    expect(rec!.requestsPerSecondPerClient?.p99PerSecond).toBe(90.4);
    expect(summarize(rec!).latencyPercentiles).toEqual([{ percent: 50, ms: 9.5 }, { percent: 95, ms: 15 }, { percent: 99, ms: 19.8 }]);
  });

  it("HTTP/3's UDP datagram line is read; table rows this version does not know are named in a warning", () => {
    const text = sample("h2load/h2load-h2c-n5000-c10-m10.txt")
      .replace("Application protocol: h2c", "Application protocol: h3")
      .replace(/(data\n)/, "$1UDP datagram: 5123 sent, 7001 received\n")
      .replace(/(req\/s {11}:.*\n)/, "$1min RTT         :      120us       2.00ms       300us       100us    80.00%\n");
    const [rec] = h2load(text);
    expect(rec!.udpDatagrams).toEqual({ sent: 5123, received: 7001 });
    expect(rec!.status).toBe("complete");
    expect(rec!.warnings).toEqual(['statistics rows not read: "min RTT"']);
  });

  it("modes: requests (-n), duration (-D) with its phases, rate (-r) with its period", () => {
    expect(h2load(sample("h2load/h2load-h2c-rate-r2-c10-n200.txt"))[0]).toMatchObject({ mode: "rate", threads: 1, clients: 10, requestsAsked: 200, rateClientsPerPeriod: 2, ratePeriodSeconds: 0.5, clientsStartedPercent: 100 });
    const [timed] = h2load(sample("h2load/h2load-h2c-t2-c20-m4-D3-warmup1.txt"));
    expect(timed).toMatchObject({ mode: "duration", threads: 2, clients: 20, warmUpSeconds: 1, mainDurationSeconds: 3 });
    expect(timed!.requestsAsked).toBeUndefined();
    expect(timed!.phases?.filter((p) => p.thread === 0).map((p) => p.phase)).toEqual(["warm-up started", "warm-up over", "main started", "main over", "stopped"]);
    expect(h2load(sample("h2load/h2load-tls-h2-bigfile-t2-n4000-c8-m4.txt"))[0]).toMatchObject({ mode: "requests", threads: 2, clients: 8, requestsAsked: 4000, progressPercent: 100 });
    expect(h2load("spawning thread #0: 1 total client(s). Timing-based test with 0.5s of warm-up time and 1e+06s of main duration for measurements.\n")[0]).toMatchObject({ warmUpSeconds: 0.5, mainDurationSeconds: 1e6, status: "incomplete" });
  });
});

describe("h2load: messages", () => {
  it("h2load's messages alone are aborted runs; its version and usage text too", () => {
    expect(h2load(sample("h2load/h2load-error-n-below-c.stderr.txt"))).toEqual([
      {
        format: "h2load",
        status: "aborted",
        error: { message: "-n, -c: the number of requests must be greater than or equal to the clients." },
        messages: ["-n, -c: the number of requests must be greater than or equal to the clients."],
      },
    ]);
    expect(h2load(sample("h2load/h2load-version.txt"))).toEqual([{ format: "h2load", status: "aborted", version: "1.52.0", error: { message: "h2load printed its version (--version) and did not run" } }]);
    expect(h2load(sample("h2load/h2load-help.txt"))).toMatchObject([{ status: "aborted", usage: true }]);
  });

  it("a warning before the run (stderr merged) is the run's; so is `client could not connect to host` during it", () => {
    const [rec] = h2load(sample("h2load/h2load-h2c-t4-more-threads-than-cores-merged.txt"));
    expect(rec).toMatchObject({ status: "complete", threads: 4, messages: ["-t: warning: the number of threads is greater than hardware cores."] });
    const text = sample("h2load/h2load-refused-n100-c4.txt").replace(/(requests\n)/, "$1client could not connect to host\nclient could not connect to host\n");
    expect(h2load(text)).toMatchObject([{ status: "complete", messages: ["client could not connect to host", "client could not connect to host"], requests: { errored: 100 } }]);
  });

  it("the protocols listed after `No supported protocol was negotiated` are the message's", () => {
    const text = "starting benchmark...\nspawning thread #0: 1 total client(s). 1 total requests\nTLS Protocol: TLSv1.3\nCipher: TLS_AES_128_GCM_SHA256\nNo supported protocol was negotiated. Supported protocols were:\nh2\nh2-16\nh2-14\nhttp/1.1\n\n" +
      sample("h2load/h2load-refused-n100-c4.txt").slice(sample("h2load/h2load-refused-n100-c4.txt").indexOf("finished"));
    const [rec] = h2load(text);
    expect(rec!.messages).toEqual(["No supported protocol was negotiated. Supported protocols were:", "h2", "h2-16", "h2-14", "http/1.1"]);
    expect(rec!.status).toBe("complete");
  });
});

describe("h2load: edge cases", () => {
  const base = sample("h2load/h2load-h2c-t2-c20-m4-D3-warmup1.txt");
  const records = h2load(base);

  it("empty input, and text with no line h2load prints forced to h2load, are ParseErrors", () => {
    for (const text of ["", "\n\n", "   \n", "hello\nworld\n"]) expect(safeParse(text, { format: "h2load" }).success, JSON.stringify(text)).toBe(false);
    const r = safeParse("hello\nworld\n", { format: "h2load" });
    if (!r.success) expect(r.error.reason).toMatch(/no h2load output/);
  });

  it("CRLF line ends and a missing final newline give the same records", () => {
    expect(h2load(base.replace(/\n/g, "\r\n"))).toEqual(records);
    expect(h2load(base.trimEnd())).toEqual(records);
  });

  it.each(files.filter((f) => !f.includes("help")))("%s cut off after every line and inside every line: records or a ParseError, never NaN", (file) => {
    const text = sample(`h2load/${file}`);
    const full = h2load(text);
    const ends = [...text.matchAll(/\n/g)].map((m) => m.index!);
    const cuts = new Set<number>();
    for (const end of ends) for (const d of [0, 1, 4, 9, 17, 30]) if (end - d > 0) cuts.add(end - d);
    const lastRow = text.lastIndexOf("req/s ");
    for (const cut of cuts) {
      const piece = text.slice(0, cut);
      const out = expectSound(piece, "h2load");
      if (out.ok && full.at(-1)!.status === "complete" && cut < lastRow + 40 && cut > text.indexOf("\n")) {
        // the last run was cut before the end of its last row: not complete
        expect((out.records.at(-1) as H2loadRecord).status, JSON.stringify(piece.slice(-40))).not.toBe("complete");
      }
    }
  });

  it("a run cut off inside a line, then followed by another run, is incomplete; damage inside a run is a located error", () => {
    const a = sample("h2load/h2load-h2c-404-n2000-c4-m10.txt");
    const cut = a.slice(0, a.indexOf("failed") + 3);
    const runs = h2load(`${cut}\n${sample("h2load/h2load-h2c-n5000-c10-m10.txt")}`);
    expect(runs.map((r) => r.status)).toEqual(["incomplete", "complete"]);
    expect(runs[0]!.warnings).toEqual(["the output is cut off in the requests line", "no status codes line; no traffic line; no statistics table"]);
    const damaged = safeParse(a.replace("0 errored, 0 timeout", "0 errored, 0"), { format: "h2load" });
    expect(damaged.success).toBe(false);
    if (!damaged.success) expect([damaged.error.line, damaged.error.column, damaged.error.reason]).toEqual([16, 85, "requests.6.value: the requests line has a number without its name"]);
  });

  it("a pasted copy with a prompt and indentation parses like the original", () => {
    for (const file of ["h2load-tls-h2-n5000-c10-m10.txt", "h2load-h2c-t2-c20-m4-D3-warmup1.txt", "h2load-h2c-rate-r2-c10-n200.txt"]) {
      const text = sample(`h2load/${file}`);
      const indented = text.replace(/^(?=.)/gm, "    ");
      expect(parse(`user@host:~$ h2load -n 5000 -c 10 -m 10 https://localhost:18443/index.html\n${indented}user@host:~$ \n`), file).toEqual(h2load(text));
      expect(parse(`➜  bench git:(main) h2load -n 5000 -c 10 http://127.0.0.1/\n${text}➜  bench git:(main) h2load -n 10 -c 1 http://127.0.0.1/\n${text}`), file).toEqual([...h2load(text), ...h2load(text)]);
    }
  });

  it("runs pasted back to back, with or without their heads, are one record each; parseStream agrees, however chunked", async () => {
    // (h2load's messages alone, one invocation's or several's, are one record: they are not told apart)
    const runs = files.filter((f) => sample(`h2load/${f}`).includes("finished in"));
    const all = runs.map((f) => sample(`h2load/${f}`));
    const headless = all.map((t) => (t.includes("finished in") ? t.slice(t.indexOf("finished in")) : t));
    for (const joined of [all.join(""), headless.join("\n"), all.join("\nsome prose between the runs\n\n")]) {
      const whole = parse(joined, { format: "h2load" });
      expect(whole).toHaveLength(runs.length);
      for (const size of [1, 7, 100, 4096]) expect(await collect(parseStream(chunked(joined, size), { format: "h2load" }))).toEqual(whole);
    }
  });

  it("the stream cutter's line kinds are the grammar's, for every sample line and damaged ones", () => {
    const lines = new Set<string>();
    for (const f of [...files, ...twins]) for (const l of sample(`h2load/${f}`).split("\n").slice(0, 60)) lines.add(l);
    for (const l of [...lines]) for (const cut of [3, 8, 14, 20]) lines.add(l.slice(0, cut)).add(`  ${l.slice(cut)}`);
    for (const l of ["min max", "min\tmax%", "min maxx", "\u2000finished in 1s", "\x01progress: 1%", "req/s (client)  : 1", "request  : 1", "requests: 1 total", "-t: x", "-1\t2", "Protocol: x", "connect:"]) lines.add(l);
    const kindOfGrammar = (line: string): string => {
      const parsed = runGrammar(h2loadGrammar, `${line}\n`, "h2load") as H2loadLine[];
      const g = parsed[0];
      if (g === undefined) return "other";
      switch (g.kind) {
        case "spawning":
        case "tls":
        case "appProtocol":
        case "progress":
        case "phase":
          return "head";
        case "finished":
          return "result:finished";
        case "fields":
          return `result:${{ Requests: "requests", StatusCodes: "statusCodes", Traffic: "traffic", UdpDatagram: "udp" }[g.label]}`;
        case "tableHeader":
          return "result:tableHeader";
        case "tableRow":
          return `result:row:${g.label}`;
        default:
          return g.kind;
      }
    };
    const kindOfCutter = (line: string): string => {
      const k = lineKind(line);
      return k.kind === "result" ? `result:${k.field}` : k.kind;
    };
    for (const line of lines) expect(kindOfCutter(line), JSON.stringify(line)).toBe(kindOfGrammar(line));
    expect(Object.values(ROW_OF).sort()).toEqual(["ConnectRow", "ReqPerSecRow", "ReqPerSecRow", "RequestRow", "TimeForConnect", "TimeForRequest", "TimeToFirstByte", "TtfbRow"]);
  });

  it("another tool's output is not detected as h2load, and h2load's is not another's; the log twins are no format", () => {
    const others = realInputFiles().filter((f) => !f.includes(`${join("samples", "h2load")}/`));
    expect(others.length).toBeGreaterThan(50);
    for (const file of others) expect(detectH2load(readFileSync(file, "utf8")), file).toBe(0);
    for (const file of files) expect(detect(sample(`h2load/${file}`))?.format, file).toBe("h2load");
    for (const twin of twins) expect(detect(sample(`h2load/${twin}`)), twin).toBeUndefined();
  });
});

describe("h2load: summary, command line and extract", () => {
  it("summarize: clients, the run's duration, requests = total, successful = succeeded (2xx and 3xx)", () => {
    const [rec] = h2load(sample("h2load/h2load-h2c-mixed-status-log-file-n2000-c4-m4.txt"));
    expect(summarize(rec!)).toEqual({
      format: "h2load",
      status: "complete",
      concurrency: 4,
      threads: 1, // spawning thread #0
      durationSeconds: 0.02903,
      requests: 2000,
      successful: 871,
      latencyMeanMs: 0.152, // time for request: mean 152us
      latencyMaxMs: 1.99, // max 1.99ms
      failed: 1129,
      successRate: 871 / 2000,
      requestsPerSecond: 68891.87,
      bytesPerSecond: Math.round(6.94 * MIB),
    });
  });

  it("-n, -c, -t read as parse_uint (digits only), -D as parse_duration_with_unit (h, m, s, ms; seconds without)", () => {
    expect([uintArgument("100"), uintArgument("1k"), uintArgument("-1"), uintArgument(true)]).toEqual([100, undefined, undefined, undefined]);
    expect([durationArgument("10"), durationArgument("10s"), durationArgument("500ms"), durationArgument("2m"), durationArgument("1h"), durationArgument("1.5s")]).toEqual([10, 10, 0.5, 120, 3600, undefined]);
  });

  it("extract finds each run with the figures of the command pasted before it", () => {
    const text = sample("h2load/h2load-h2c-n5000-c10-m10.txt");
    const doc = `# Results\n\nWe ran:\n\n\`\`\`\n$ h2load -n 10000 -c 100 http://127.0.0.1:18081/index.html\n${text}\`\`\`\n\nThat is fast. With -D:\n\n    $ h2load -t 2 -c 20 -m 4 -D 3 --warm-up-time=1 http://127.0.0.1:18081/index.html\n${sample("h2load/h2load-h2c-t2-c20-m4-D3-warmup1.txt").replace(/^(?=.)/gm, "    ")}\nDone.\n`;
    const { blocks } = extract(doc);
    expect(blocks.map((b) => [b.format, b.role])).toEqual([["h2load", "load-test"], ["h2load", "load-test"]]);
    expect(blocks[0]!.records).toEqual(h2load(text));
    expect(blocks[0]!.command).toMatchObject({ program: "h2load", concurrency: 100, threads: 1, requests: 10000, url: "http://127.0.0.1:18081/index.html" });
    expect(blocks[1]!.command).toMatchObject({ program: "h2load", concurrency: 20, threads: 2, durationSeconds: 3 });
    expect(blocks[1]!.records).toEqual(h2load(sample("h2load/h2load-h2c-t2-c20-m4-D3-warmup1.txt")));
  });
});

describe("h2load: another tool's text forced as h2load (issue #39)", () => {
  it.each([
    ["ab/ab-https-rsa-n300-c5.txt", "ab"],
  ] as const)("%s is refused, and the message names %s (ab's `Server Temp Key:` alone is not h2load's)", (file, other) => {
    const r = safeParse(sample(file), { format: "h2load" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.reason).toContain(`the text looks like ${other} output`);
  });
});
