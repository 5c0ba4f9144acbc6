import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { abGrammar } from "../../grammars/ab/parser.js";
import { detect, parse, ParseError, parsePartial, percentiles, safeParse } from "../../src/index.js";
import { sample } from "../helpers/samples.js";
import { sharedDir, skipShared } from "../helpers/shared.js";

const plain = sample("ab/ab-plain-n1000-c10.txt");

describe("ab grammar", () => {
  it("builds with Chevrotain's validations and lexer optimizations on", () => {
    // performSelfAnalysis() validates the grammar (ambiguities, left recursion) and throws on a definition error.
    expect(() => abGrammar.validate()).not.toThrow();
  });
});

describe("ab records", () => {
  it("reads a real 2.3 run with both time-per-request lines as distinct fields", () => {
    const [r] = parse(plain, { format: "ab" });
    expect(r).toMatchObject({
      format: "ab",
      version: "2.3",
      status: "complete",
      serverSoftware: "nginx/1.22.1",
      concurrencyLevel: 10,
      completeRequests: 1000,
      failedRequests: 0,
      timeTakenSeconds: 0.097,
      requestsPerSecond: 10289.65,
      timePerRequestMs: 0.972,
      timePerRequestAcrossAllMs: 0.097,
    });
    // ab's own definitions: c*t*1000/done and t*1000/done, rounded to 3 decimals.
    expect(r!.timePerRequestMs).toBeCloseTo((10 * 0.097 * 1000) / 1000, 2);
    expect(r!.transferRateBytesPerSecond).toBeCloseTo(8370.39 * 1024, 2);
    expect(r!.percentiles?.at(-1)).toEqual({ percent: 100, ms: 3 });
  });

  it("keeps failures apart: Length failures, non-2xx, and the derived success count", () => {
    const [len] = parse(sample("ab/ab-length-failures-n500-c5.txt"), { format: "ab" });
    expect(len!.failedBreakdown).toEqual({ connect: 0, receive: 0, length: 250, exceptions: 0 });
    expect(len!.successfulRequests).toBe(250);
    const [non2xx] = parse(sample("ab/ab-non2xx-404-n200-c4.txt"), { format: "ab" });
    expect(non2xx).toMatchObject({ failedRequests: 0, non2xxResponses: 200, successfulRequests: 0, successRate: 0 });
  });

  it("reports runs that end early as records with a status, not as parse errors", () => {
    const [reset] = parse(sample("ab/ab-reset-after-30-n100-c1.txt"), { format: "ab" });
    expect(reset).toMatchObject({ status: "aborted", requestsCompletedBeforeAbort: 30, error: { function: "apr_socket_recv", code: 104, message: "Connection reset by peer" } });
    const [timeout] = parse(sample("ab/ab-timeout-s1-n10-c1.txt"), { format: "ab" });
    expect(timeout).toMatchObject({ status: "aborted", error: { function: "apr_pollset_poll", code: 70007 } });
    const [interrupted] = parse(sample("ab/ab-interrupted-sigint-n100000-c10.txt"), { format: "ab" });
    expect(interrupted!.status).toBe("interrupted");
    const [usage] = parse(sample("ab/ab-usage-no-args.txt"), { format: "ab" });
    expect(usage).toMatchObject({ status: "aborted", error: { message: "ab: wrong number of arguments" } });
  });

  it("reads the -w HTML table like the text report", () => {
    const [html] = parse(sample("ab/ab-html-w-n200-c5-stdout.txt"), { format: "ab" });
    expect(html).toMatchObject({ variant: "html", version: "2.3", completeRequests: 200, requestsPerSecond: 8479.25 });
    expect(html!.connectionTimes?.style).toBe("short");
  });

  it("reads ab 2.0's microsecond fraction in `Time taken for tests`", () => {
    const [a1] = parse(sample("ab/synth-ab-2.0.40-dev-a1-microseconds-post-S.txt"), { format: "ab" });
    expect(a1!.timeTakenSeconds).toBe(3.012345);
    // Without the banner the 5-digit fraction still gives the era away.
    const fragment = sample("ab/synth-ab-2.0.40-dev-a1-microseconds-post-S.txt").replace(/^This is ApacheBench.*\n/m, "");
    expect(parse(fragment, { format: "ab" })[0]!.timeTakenSeconds).toBe(3.012345);
    expect(a1!.failedBreakdown).toEqual({ connect: 0, length: 5, exceptions: 0 });
    expect(a1!.totalBodySentBytes).toBe(52000);
  });

  it("splits -S rows whose max (10 s or more) ran into the avg column", () => {
    const [r] = parse(sample("ab/synth-ab-2.3-S-fused-max-over-10s.txt"), { format: "ab" });
    expect(r!.connectionTimes!.total).toEqual({ minMs: 5, meanMs: 3210, maxMs: 12345 });
    expect(r!.connectionTimes!.connect).toEqual({ minMs: 0, meanMs: 1, maxMs: 9 });
  });

  it("uses 1000-byte Kbytes for ab 1.3 and 1024-byte Kbytes for ab 2.x", () => {
    const [a0] = parse(sample("ab/synth-ab-1.3d-a0-broken-pipe.txt"), { format: "ab" });
    expect(a0!.transferRateBytesPerSecond).toBeCloseTo(171800 / 0.125, 0);
    const [a2] = parse(plain, { format: "ab" });
    expect(a2!.transferRateBytesPerSecond! / 1024).toBeCloseTo(8370.39, 2);
  });

  it("recovers values that a blog or narrow terminal wrapped onto the next line", () => {
    const [r] = parse(sample("ab/synth-ab-1.3d-a0-blog-wrapped.txt"), { format: "ab" });
    expect(r).toMatchObject({ serverSoftware: "Apache/1.3.42", documentPath: "/cgi-bin/slow.cgi", transferRateBytesPerSecond: 2800 });
    expect(r!.connectionTimes!.processing).toEqual({ minMs: 1900, meanMs: 3900, sdMs: 812.5, medianMs: 4010, maxMs: 6100 });
    expect(r!.serverPort).toBeUndefined(); // "Server\nPort:\n80" cannot be recovered: absent, never guessed
  });

  it("finds several runs pasted one after another, without banners", () => {
    const runs = parse(sample("ab/seed-004-four-runs-no-banner.txt"), { format: "ab" });
    expect(runs.map((r) => r.documentPath)).toEqual(["/test.php", "/test.txt", "/test.php", "/test.php"]);
    expect(runs.map((r) => r.failedRequests)).toEqual([7284, 0, 915, 1042]);
  });
});

describe("ab edge cases", () => {
  it("rejects empty input with a ParseError", () => {
    expect(() => parse("", { format: "ab" })).toThrow(ParseError);
    expect(() => parse("  \n\n", { format: "ab" })).toThrow(/empty input/);
  });

  it("gives the same records for CRLF, tabs and no final newline", () => {
    const base = parse(plain, { format: "ab" });
    expect(parse(plain.replace(/\n/g, "\r\n"), { format: "ab" })).toEqual(base);
    expect(parse(plain.replace(/\n$/, ""), { format: "ab" })).toEqual(base);
    expect(parse(plain.replace(/^/gm, "\t"), { format: "ab" })).toEqual(base);
    expect(parse(plain.replace(/\n/g, "\n\n"), { format: "ab" })).toEqual(base);
  });

  it("never throws anything but ParseError, and never yields NaN, when the output is cut at any line", () => {
    const lines = plain.split("\n");
    for (let i = 0; i <= lines.length; i++) {
      const cut = lines.slice(0, i).join("\n");
      const result = safeParse(cut, { format: "ab" });
      if (result.success) expect(JSON.stringify(result.data)).not.toMatch(/NaN|null,"x"/);
      else expect(result.error).toBeInstanceOf(ParseError);
    }
  });

  it("reports a run cut at any line before its last section as incomplete, naming what is missing", () => {
    const lines = plain.split("\n");
    const total = lines.findIndex((l) => l.startsWith("Total:"));
    const title = lines.findIndex((l) => l.startsWith("Percentage of"));
    const hundred = lines.findIndex((l) => l.startsWith(" 100%"));
    for (let i = lines.findIndex((l) => l.startsWith("Complete requests")) + 1; i <= lines.length; i++) {
      const [r] = parse(lines.slice(0, i).join("\n") + "\n", { format: "ab" });
      // Cut after the Total row (and the blank line after it) reads like `ab -d`, which prints no percentiles.
      const complete = i > hundred || i === total + 1 || i === total + 2;
      expect(r!.status, `cut after line ${i}: ${lines[i - 1]}`).toBe(complete ? "complete" : "incomplete");
      if (!complete) expect(r!.warnings?.join(" ")).toMatch(/the output is cut off: no /);
      if (i <= title) expect(r!.percentiles).toBeUndefined();
    }
    const cut = (label: string): string[] => {
      const [r] = parse(plain.slice(0, plain.indexOf("\n", plain.indexOf(label)) + 1), { format: "ab" });
      return r!.warnings ?? [];
    };
    expect(cut("Requests per second")).toEqual([
      "the output is cut off: no Time per request; no Time per request (across all concurrent requests); no Transfer rate; no Connection Times table; no percentile table (unless ab ran with -d)",
    ]);
    expect(cut("Waiting:")).toEqual(["the output is cut off: no Connection Times row total; no percentile table (unless ab ran with -d)"]);
    expect(cut("  90%")).toEqual(["the output is cut off: no percentiles after 90%"]);
  });

  it("keeps runs whose options leave sections out complete (-d, -S, one request, HTML)", () => {
    for (const file of ["ab-no-percentiles-d-n500-c10.txt", "ab-short-table-S-n500-c10.txt", "ab-single-n1-c1.txt", "ab-html-w-n200-c5.txt", "synth-ab-2.0.40-dev-a1-microseconds-post-S.txt", "synth-ab-1.3d-a0-broken-pipe.txt"]) {
      const [r] = parse(sample(`ab/${file}`), { format: "ab" });
      expect(r!.status, file).toBe("complete");
      expect(r!.warnings, file).toBeUndefined();
    }
  });

  it("points at the bad value with line and column", () => {
    const broken = plain.replace("Complete requests:      1000", "Complete requests:      10x0");
    const result = safeParse(broken, { format: "ab", source: "run.txt" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error).toMatchObject({ format: "ab", source: "run.txt", line: 28, column: 25 });
    expect(result.error.excerpt).toBe("Complete requests:      10x0\n                        ^");
  });

  it("is not detected on other tools' output, and a forced parse of it fails clearly", () => {
    const webbench = "Webbench - Simple Web Benchmark 1.5\n\nBenchmarking: GET http://127.0.0.1/\n10 clients, running 5 sec.\n\nSpeed=1200 pages/min, 2000 bytes/sec.\nRequests: 100 susceed, 0 failed.\n";
    const free = "               total        used        free      shared  buff/cache   available\nMem:        16318412     1423456    12345678       12345     2549278    14567890\nSwap:        2097148           0     2097148\n";
    const stub = "Active connections: 1 \nserver accepts handled requests\n 1 1 1 \nReading: 0 Writing: 1 Waiting: 0 \n";
    for (const other of [webbench, free, stub]) {
      expect(detect(other)?.format).not.toBe("ab");
      const result = safeParse(other, { format: "ab" });
      // Either an error, or a record that says it found no ab results.
      if (result.success) expect(result.data.every((r) => r.status === "incomplete" && r.completeRequests === undefined)).toBe(true);
      else expect(result.error.format).toBe("ab");
    }
  });
});

describe("ab -g percentiles reproduce ab's own table (oracle)", () => {
  for (const base of ["ab-oracle-n3000-c20", "ab-oracle-keepalive-n5000-c20", "ab-oracle-bigfile-n4000-c50"]) {
    it(base, () => {
      const [run] = parse(sample(`ab/${base}.txt`), { format: "ab" });
      const rows = parse(sample(`ab/${base}.tsv`), { format: "ab-gnuplot" });
      expect(rows).toHaveLength(run!.completeRequests!);
      const printed = run!.percentiles!;
      const computed = percentiles(rows.map((r) => r.ttimeMs), printed.map((p) => p.percent), "ab");
      expect(computed).toEqual(printed.map((p) => p.ms));
      // The -e CSV holds microsecond times at index floor(0.5 + n*i/100); ab rounds them to ms in -g.
      const [csv] = parse(sample(`ab/${base}.csv`), { format: "ab-csv" });
      const sorted = rows.map((r) => r.ttimeMs).sort((a, b) => a - b);
      for (const { percent, ms } of csv!.percentiles) {
        const i = percent === 100 ? sorted.length - 1 : Math.floor(0.5 + (sorted.length * percent) / 100);
        expect(Math.floor(ms + 0.5), `${percent}%`).toBe(sorted[i]);
      }
    });
  }
});

describe.skipIf(skipShared)("ab: public corpus and seeds (../shared)", () => {
  const dir = join(sharedDir, "corpus", "ab");
  const files = skipShared ? [] : readdirSync(dir).filter((f) => !f.endsWith(".json"));
  for (const file of files) {
    it(`${file} is detected and parsed`, () => {
      const text = readFileSync(join(dir, file), "utf8");
      const expected = file.includes("-e-percentile") ? "ab-csv" : file.includes("-g-gnuplot") ? "ab-gnuplot" : "ab";
      expect(detect(text)?.format).toBe(expected);
      const result = safeParse(text, { source: file });
      expect(result.success, result.success ? "" : result.error.message).toBe(true);
    });
  }

  it("keeps both time-per-request values of the annotated run (comments after the values)", () => {
    const [r] = parse(readFileSync(join(dir, "btpka3-ab-2.3-annotated-inline-comments.txt"), "utf8"), { format: "ab" });
    expect(r!.timePerRequestMs).toBeCloseTo((r!.concurrencyLevel! * r!.timeTakenSeconds! * 1000) / r!.completeRequests!, 0);
    expect(r!.timePerRequestAcrossAllMs).toBeCloseTo((r!.timeTakenSeconds! * 1000) / r!.completeRequests!, 2);
  });

  it("warns about the overflowed Waiting row instead of passing it on silently", () => {
    const [r] = parse(readFileSync(join(dir, "btpka3-ab-2.3-non2xx-length-waiting-overflow.txt"), "utf8"), { format: "ab" });
    expect(r!.warnings?.join(" ")).toMatch(/waiting exceeds the Total row/);
  });

  it("reports the run without a results block as incomplete", () => {
    const [r] = parse(readFileSync(join(dir, "virtualclient-ab-invalid-no-summary-mixed-stream.txt"), "utf8"), { format: "ab" });
    expect(r!.status).toBe("incomplete");
  });

  it("reads the seed with a blank line after every line (ab 2.0.40-dev, two runs)", () => {
    const text = readFileSync(join(sharedDir, "seeds", "002_8c77ff365393a62f.txt"), "utf8");
    const runs = parse(text, { format: "ab" });
    expect(runs.map((r) => [r.serverSoftware, r.requestsPerSecond, r.timeTakenSeconds])).toEqual([
      ["Apache/2.4.1", 7546.16, 132.517663],
      ["nginx/1.0.12", 9080.85, 110.121829],
    ]);
  });
});

describe("ab -g copied from a terminal (its tabs shown as blanks)", () => {
  /** What `expand` (and a terminal) shows for a tab: blanks up to the next multiple of 8. */
  const expand = (text: string): string =>
    text.replace(/[^\n]*/g, (line) => {
      let out = "";
      for (const c of line) out += c === "\t" ? " ".repeat(8 - (out.length % 8)) : c;
      return out;
    });
  for (const base of ["ab-oracle-n3000-c20", "ab-oracle-bigfile-n4000-c50"]) {
    it(`${base}: the records of the tab-separated file`, () => {
      const tsv = sample(`ab/${base}.tsv`);
      const want = parse(tsv);
      expect(want.length).toBeGreaterThan(1000);
      for (const copy of [expand(tsv), tsv.replace(/\t/g, "    ")]) {
        expect(detect(copy)?.format).toBe("ab-gnuplot");
        expect(parse(copy)).toEqual(want);
      }
    });
  }

  it("a row short of its numbers is an error at that row", () => {
    const copy = "starttime       seconds ctime   dtime   ttime   wait\nMon Nov 30 15:17:01 2026        1796051821      0       1       1       1\n1796051821 0 1\n";
    const result = safeParse(copy);
    expect(result.success).toBe(false);
    if (!result.success) expect([result.error.format, result.error.line, result.error.message]).toEqual(["ab-gnuplot", 3, expect.stringContaining("a date and 5 numbers, found 3 words")]);
  });
});

describe("ab: numbers that cannot be negative (issue #39)", () => {
  it("a negative rate or time per request is an error where it is printed, not a value", () => {
    for (const [from, to, field] of [
      ["Requests per second:    10289.65", "Requests per second:    -10289.65", "requestsPerSecond"],
      ["Time per request:       0.972", "Time per request:       -0.972", "timePerRequest"],
      ["Transfer rate:          8370.39", "Transfer rate:          -8370.39", "transferRate"],
      ["Connect:        0    0   0.1", "Connect:        0    0  -0.1", "connectionTimes.connect"],
      ["Total:          0    1   0.2      1       3", "Total:         -1    1   0.2      1       3", "connectionTimes.total"],
      ["  50%      1", "  50%     -1", "percentiles.0"],
      ["Server Port:            8081", "Server Port:            70000", "serverPort"],
    ] as const) {
      expect(plain.includes(from), from).toBe(true);
      const r = safeParse(plain.replace(from, to), { format: "ab" });
      expect(r.success, to).toBe(false);
      if (!r.success) {
        expect(r.error.reason, to).toMatch(new RegExp(`^${field.replace(".", "\\.")}: (?:cannot be negative|a count cannot be negative|not a port number)`));
        expect(r.error.line, to).toBe(plain.slice(0, plain.indexOf(from)).split("\n").length);
      }
    }
  });

  it("Processing, total minus connect each rounded apart, goes below 0 in real output: kept as printed", () => {
    // stored file 23331413649 (a load-test write-up): its Connection Times table, as printed
    const table = "Connection Times (ms)\n              min  mean[+/-sd] median   max\nConnect:        0  168 547.9      4   15372\nProcessing:    -2   93 1995.4     23  160432\nWaiting:        0   57 445.7     18   53100\nTotal:          0  261 2108.9     30  161500\n";
    const [run] = parse(table, { format: "ab" }) as { connectionTimes: { processing: unknown } }[];
    expect(run!.connectionTimes.processing).toEqual({ minMs: -2, meanMs: 93, sdMs: 1995.4, medianMs: 23, maxMs: 160432 });
    expect(safeParse(table.replace("1995.4", "-1995.4"), { format: "ab" }).success).toBe(false);
  });

  it.skipIf(skipShared)("../shared/repro's neg-ab-requests-per-second.txt is refused at its line", () => {
    const r = safeParse(readFileSync(join(sharedDir, "repro", "neg-ab-requests-per-second.txt"), "utf8"));
    expect(r.success).toBe(false);
    if (!r.success) expect([r.error.line, r.error.reason]).toEqual([32, "requestsPerSecond: cannot be negative: -10289.65"]);
  });
});

describe("ab: a percent printed twice (issue #39)", () => {
  it("a repeated percentile row before the table's 100% is an error at that row, not a phantom second run", () => {
    const damaged = plain.replace("  99%      2\n", "  99%      2\n  99%      3\n");
    expect(damaged).not.toBe(plain);
    const out = parsePartial(damaged, { format: "ab" });
    expect(out.records).toHaveLength(1);
    expect(out.errors.map((e) => [e.line, e.reason])).toEqual([[damaged.split("\n").indexOf("  99%      3") + 1, "percentiles.repeated: a percent printed twice in one percentage table (ab prints each once, in order, up to 100%)"]]);
    expect(out.records[0]).toMatchObject({ completeRequests: 1000, requestsPerSecond: 10289.65 });
    // a table after the last one's 100% row is the next run's, pasted without its head
    const table = plain.slice(plain.indexOf("Percentage of the requests"));
    expect(parse(`${plain}${table.replace(/^.*\n/, "")}`, { format: "ab" })).toHaveLength(2);
  });

  it.skipIf(skipShared)("../shared/repro's ab-percentile-label-dup.txt: one run, one error", () => {
    const out = parsePartial(readFileSync(join(sharedDir, "repro", "ab-percentile-label-dup.txt"), "utf8"));
    expect(out.records).toHaveLength(1);
    expect(out.errors.map((e) => e.line)).toEqual([48]);
  });
});

describe("ab: another tool's text forced as ab (issue #39)", () => {
  it.each([
    ["free/procps-4.0.2-C-t.txt", "free"],
    ["webbench/webbench-1.5-terminal-c10-t30.txt", "webbench"],
    ["h2load/h2load-h1-tls-n2000-c10.txt", "h2load"],
    ["iostat/iostat-h.txt", "iostat"],
  ] as const)("%s is refused, and the message names %s (free's `Total:` row, webbench's `Benchmarking: GET ...`, h2load's `Server Temp Key:` and iostat -h's `63.7%` cells are not ab's)", (file, other) => {
    const r = safeParse(sample(file), { format: "ab" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.reason).toContain(`the text looks like ${other} output`);
  });
});

describe("ab: a run stopped by Ctrl-C before its first progress line (issue #39)", () => {
  // ab prints its report on SIGINT as at its end; its progress lines go to stderr, and below 10% there are none, so the
  // report alone cannot tell: the command line's -n can (12337 of 1000000 complete, no Finished line)
  const text = sample("ab/ab-interrupted-sigint-n1000000-c10.txt");
  const statusOf = (options: Record<string, unknown>) => (parse(text, { format: "ab", ...options })[0] as { status: string; warnings?: string[] });

  it("the report alone: complete, as it reads", () => {
    expect(statusOf({}).status).toBe("complete");
  });
  it("with the command line (`-- ab ...` or pasted): interrupted, said in a warning", () => {
    const run = statusOf({ command: "ab -n 1000000 -c 10 http://127.0.0.1:8081/index.html" });
    expect(run.status).toBe("interrupted");
    expect(run.warnings).toContain("ab was asked for 1000000 requests (-n) and completed 12337, with no Finished line: the run was stopped before its end");
    expect(parse(`$ ab -n 1000000 -c 10 http://127.0.0.1:8081/index.html\n${text}`, { format: "ab" })[0]).toMatchObject({ status: "interrupted" });
    expect(statusOf({ requested: 1000000 }).status).toBe("interrupted");
  });
  it("-t bounds the run by time (ab stops there with fewer): complete; as many as asked: complete", () => {
    expect(statusOf({ command: "ab -t 1 -n 1000000 -c 10 http://127.0.0.1:8081/index.html" }).status).toBe("complete");
    expect(statusOf({ requested: 12337 }).status).toBe("complete");
  });
});
