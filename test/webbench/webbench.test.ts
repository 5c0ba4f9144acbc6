import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { webbenchGrammar } from "../../grammars/webbench/parser.js";
import { detect, parse, ParseError, safeParse } from "../../src/index.js";
import { parseWebbenchArgs } from "../../src/formats/webbench/command.js";
import { detectWebbench } from "../../src/formats/webbench/detect.js";
import { webbenchSpeed } from "../../src/formats/webbench/normalize.js";
import type { WebbenchRecord } from "../../src/formats/webbench/schema.js";
import { root, sample } from "../helpers/samples.js";
import { sharedDir, skipShared } from "../helpers/shared.js";

const wb = (text: string): WebbenchRecord[] => parse(text, { format: "webbench" });
const samplesDir = join(root, "samples", "webbench");
const sampleNames = readdirSync(samplesDir).filter((f) => f.endsWith(".txt"));

describe("webbench grammar", () => {
  it("builds with Chevrotain's validations and lexer optimizations on", () => {
    expect(() => webbenchGrammar.validate()).not.toThrow();
  });

  it("never fails on arbitrary text: every character is lexed, every token has a place", () => {
    const junk = "\u0000\u0007 «»|||..,,== Speed= Requests: clients running sec. \t\r\nRequest:\nx\n\n(using HTTP/9.9) 中文\u3000\u00a0";
    const result = safeParse(junk, { format: "webbench" });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.reason).toBe("no webbench output found");
  });
});

describe("webbenchSpeed (pages/min exactly as webbench computes it)", () => {
  it.each([
    // [requests, seconds, printed] -- printed values from the seed and the corpus
    [24725, 30, 49450],
    [24875 + 98, 30, 49946],
    [27698 + 377, 30, 56150],
    [36, 60, 36],
    [29845, 10, 179070],
    [4234, 30, 8468],
    [93110, 60, 93110],
  ])("(%i requests, %i s) -> %i", (n, t, printed) => {
    expect(webbenchSpeed(n, t)).toBe(printed);
  });

  it("truncates in single precision: 8316 requests in 100 s is 4989.6, printed 4989", () => {
    expect(webbenchSpeed(8316, 100)).toBe(4989);
  });
});

describe("webbench command lines", () => {
  it.each([
    ["-c200 -t30 http://h/", { clients: "200", time: "30", url: "http://h/" }],
    ["-c 10 -t 5 http://h/", { clients: "10", time: "5", url: "http://h/" }],
    ["--clients=7 --time 9 http://h/", { clients: "7", time: "9", url: "http://h/" }],
    ["-fr -c3 -p proxy:3128 http://h/", { clients: "3", force: true, reload: true, proxy: "proxy:3128" }],
    ["--head http://h/ -c 2", { method: "HEAD", clients: "2", url: "http://h/" }],
    ["-c 10 -t 5 http://h/ > out.txt 2>&1", { clients: "10", time: "5", url: "http://h/", unknown: [] }],
  ])("%s", (text, expected) => {
    expect(parseWebbenchArgs(text)).toMatchObject(expected);
  });

  it("reads typographic dashes as '-' and says so", () => {
    const a = parseWebbenchArgs("–c500 —time 30 http://h/");
    expect(a).toMatchObject({ clients: "500", time: "30", url: "http://h/", typographicDashes: ["–c500", "—time"] });
  });
});

describe("webbench records", () => {
  it("reads a plain 1.5 run with exact derived rates", () => {
    const [r] = wb(sample("webbench/webbench-1.5-terminal-c10-t30.txt"));
    expect(r).toMatchObject({
      format: "webbench",
      version: "1.5",
      status: "complete",
      method: "GET",
      url: "http://127.0.0.1:8081/index.html",
      httpVersion: "1.0",
      clients: 10,
      durationSeconds: 30,
      earlySocketClose: false,
      pagesPerMinute: 122468,
      bytesPerSecond: 1734963,
      succeeded: 61234,
      failed: 0,
      successRate: 1,
    });
    expect(r!.pagesPerSecond).toBeCloseTo(122468 / 60, 10);
    expect(r!.requestsPerSecond).toBeCloseTo(61234 / 30, 10);
    expect(r!.warnings).toBeUndefined();
  });

  it("reads a redirected capture as one run, counting the header copies (clients + 1)", () => {
    const records = wb(sample("webbench/webbench-1.5-redirected-file-c3-t5.txt"));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: "complete", clients: 3, headerCopies: 4, succeeded: 15021 });
    const ez = wb(sample("webbench/webbench-ezlippi-redirected-file-c2-http09.txt"));
    expect(ez).toHaveLength(1);
    expect(ez[0]).toMatchObject({ clients: 2, headerCopies: 3, httpVersion: "0.9", method: "GET", request: "GET /" });
  });

  it("folds a header copy printed after the results back into its run", () => {
    const records = wb(sample("webbench/webbench-1.5-pipe-late-header-copy-c2-t3.txt"));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ clients: 2, headerCopies: 3, succeeded: 9120, failed: 2 });
  });

  it("keeps two identical redirected runs apart", () => {
    const one = sample("webbench/webbench-1.5-redirected-file-c3-t5.txt");
    const records = wb(one + one);
    expect(records).toHaveLength(2);
    expect(records.map((r) => r.headerCopies)).toEqual([4, 4]);
  });

  it("gives one record per run, in order, across prompts and CRLF line ends", () => {
    const crlf = sample("webbench/webbench-1.5-crlf-session-3-runs.txt");
    expect(crlf).toContain("\r\n");
    const records = wb(crlf);
    expect(records.map((r) => [r.method, r.clients, r.httpVersion, r.earlySocketClose])).toEqual([
      ["GET", 10, "1.0", true],
      ["HEAD", 1, "1.0", false],
      ["GET", 5, "0.9", false],
    ]);
    expect(records[0]!.bytesPerSecond).toBe(0);
    expect(wb(crlf.replace(/\r\n/g, "\n"))).toEqual(records);
  });

  it("gives the same records without a final newline", () => {
    for (const name of ["webbench-1.5-terminal-c10-t30.txt", "webbench-coroutine-fork-no-final-dot.txt", "seed000-one-cell-en-dash-c500.txt"]) {
      const text = sample(`webbench/${name}`);
      expect(wb(text.replace(/\n+$/, "")), name).toEqual(wb(text));
    }
  });

  it("reads options, proxy and the HTTP version annotations", () => {
    const [options, proxy, trace] = wb(sample("webbench/webbench-1.5-options-proxy-reload-trace.txt"));
    expect(options).toMatchObject({ method: "OPTIONS", httpVersion: "1.1", clients: 4 });
    expect(proxy).toMatchObject({ viaProxy: true, proxyHost: "127.0.0.1", proxyPort: 3128, forceReload: true, clients: 8, failed: 12 });
    expect(trace).toMatchObject({ method: "TRACE", httpVersion: "1.1", clients: 1 });
  });

  it("reports runs that stop on an error as records with a status", () => {
    const [terminal] = wb(sample("webbench/webbench-1.5-connect-failed-terminal.txt"));
    const [redirected] = wb(sample("webbench/webbench-1.5-connect-failed-redirected.txt"));
    for (const r of [terminal, redirected]) {
      expect(r).toMatchObject({ status: "aborted", error: { message: "Connect to server failed. Aborting benchmark." }, clients: 50, url: "http://127.0.0.1:8099/" });
      expect(r!.succeeded).toBeUndefined();
    }
    const [fork] = wb(sample("webbench/webbench-1.5-fork-failed-c5000.txt"));
    expect(fork).toMatchObject({ status: "aborted", errors: ["problems forking worker no. 3917", "fork failed.: Resource temporarily unavailable"] });
    const errors = wb(sample("webbench/webbench-1.5-error-messages-session.txt"));
    expect(errors.map((r) => [r.status, r.error?.message])).toEqual([
      ["aborted", "webbench [option]... URL"],
      ["aborted", "webbench: Missing URL!"],
      ["aborted", "127.0.0.1/: is not a valid URL."],
      ["aborted", "Only HTTP protocol is directly supported, set --proxy for others."],
      ["aborted", "Invalid URL syntax - hostname don't ends with '/'."],
      ["aborted", "Error in option --proxy :3128: Missing hostname."],
      ["aborted", "Error in option --proxy proxy: Port number is missing."],
    ]);
  });

  it("keeps the totals when children died, with a warning", () => {
    const [r] = wb(sample("webbench/webbench-1.5-children-died-c1200.txt"));
    expect(r).toMatchObject({ status: "complete", errors: ["Some of our childrens died."], succeeded: 30873, failed: 1101 });
    expect(r!.warnings?.[0]).toMatch(/died/);
  });

  it("marks an interrupted run incomplete", () => {
    const [r] = wb(sample("webbench/webbench-1.5-interrupted-ctrl-c.txt"));
    expect(r).toMatchObject({ status: "incomplete", clients: 20, durationSeconds: 60, warnings: ["the run was interrupted (^C)"] });
  });

  it("keeps a negative bytes/sec as printed and warns about the overflow", () => {
    const [r] = wb(sample("webbench/webbench-1.5-negative-bytes-overflow.txt"));
    expect(r!.bytesPerSecond).toBe(-7461824);
    // 61000 responses x 1048800 bytes, wrapped to a signed 32-bit int, over 60 s
    expect(Math.trunc((((61000 * 1048800) % 2 ** 32) - 2 ** 32) / 60)).toBe(-7461824);
    expect(r!.warnings).toEqual([expect.stringMatching(/overflowed/)]);
  });

  it("reads the forks: EZLippi, webbench-plus-post, weiqiangdragonite, coroutine, epoll", () => {
    const [ez] = wb(sample("webbench/webbench-ezlippi-request-dump-terminal.txt"));
    expect(ez).toMatchObject({ version: "1.5", clients: 10, durationSeconds: 5, method: "GET", httpVersion: "1.0", url: "http://127.0.0.1:8081/index.html" });
    expect(ez!.request).toBe("GET /index.html HTTP/1.0\nUser-Agent: WebBench 1.5\nHost: 127.0.0.1");
    const [post, header] = wb(sample("webbench/webbench-plus-post-1.6-post-and-header.txt"));
    expect(post).toMatchObject({
      version: "1.6",
      method: "POST",
      contentType: "application/x-www-form-urlencoded",
      httpVersion: "1.1",
      customHeaders: [{ name: "Content-Type", value: "application/x-www-form-urlencoded" }],
      pagesPerMinute: 125658,
    });
    expect(header!.customHeaders).toEqual([{ name: "X-Test", value: "1" }]);
    const [wq] = wb(sample("webbench/webbench-weiqiangdragonite-fork.txt"));
    expect(wq).toMatchObject({ version: "1.5", httpVersion: "1.0", succeeded: 60013, status: "complete" });
    expect(wq!.errors).toBeUndefined();
    expect(wq!.warnings).toBeUndefined();
    const [co] = wb(sample("webbench/webbench-coroutine-fork-no-final-dot.txt"));
    expect(co).toMatchObject({ status: "complete", succeeded: 90150, failed: 12 });
    const [ep] = wb(sample("webbench/webbench-epoll-fork-mean-times.txt"));
    expect(ep).toMatchObject({ meanConnectTimeMs: 0.0412, meanResponseTimeMs: 0.2315, succeeded: 18230 });
  });

  it("prints pages/min consistent with its own counts in every sample (oracle: webbench's formula)", () => {
    let checked = 0;
    for (const name of sampleNames) {
      for (const r of wb(sample(`webbench/${name}`))) {
        if (r.pagesPerMinute === undefined || r.succeeded === undefined || r.failed === undefined || r.durationSeconds === undefined) continue;
        const total = r.succeeded + r.failed;
        const single = webbenchSpeed(total, r.durationSeconds);
        const double = Math.trunc(total / (r.durationSeconds / 60));
        expect([single, double], name).toContain(r.pagesPerMinute);
        expect(r.requestsPerSecond).toBeCloseTo(total / r.durationSeconds, 10);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(25);
  });

  it("returns raw records with the values as printed", () => {
    const [raw] = parse(sample("webbench/webbench-1.5-redirected-file-c3-t5.txt"), { format: "webbench", raw: true });
    expect(raw).toMatchObject({
      format: "webbench",
      banner: "1.5",
      benchmarking: "Benchmarking: GET http://127.0.0.1:8081/",
      clientsLine: "3 clients, running 5 sec.",
      clients: "3",
      seconds: "5",
      headerCopies: 4,
      speed: "Speed=180252 pages/min, 2553570 bytes/sec.",
      pagesPerMinute: "180252",
      succeeded: "15021",
      succeedWord: "susceed",
      failed: "0",
      requestsComplete: true,
    });
  });
});

describe("webbench pasted into table cells (seed 000)", () => {
  const records = wb(sample("webbench/seed000-blog-table-cells-8-runs.txt"));
  // The author's own summary table: pages/s (Speed / 60, truncated), succeeded and failed, apache then nginx.
  const table = [
    [200, 824, 933, 24725, 28007, 0, 0],
    [500, 832, 937, 24876, 28039, 98, 80],
    [1000, 808, 943, 24011, 27917, 237, 387],
    [2000, 798, 935, 23649, 27698, 303, 516],
  ];

  it("finds the 8 runs, with settings from the command in each cell", () => {
    expect(records).toHaveLength(8);
    for (const r of records) {
      expect(r).toMatchObject({ status: "complete", settingsFrom: "command", durationSeconds: 30 });
      expect(r.url).toMatch(/^http:\/\/192\.168\.3\.254(?::81)?\/info\.php$/);
    }
    expect(records.map((r) => r.clients)).toEqual([200, 200, 500, 500, 1000, 1000, 2000, 2000]);
  });

  it("reads the en dash of `–c500` as an option and says so", () => {
    expect(records[2]!.command).toBe("–c500 -t30 http://192.168.3.254/info.php");
    expect(records[2]!.warnings).toEqual([expect.stringMatching(/typographic dashes \(–c500\)/)]);
    expect(records[0]!.warnings).toBeUndefined();
  });

  it("agrees with the author's summary table, except for two typos in the table", () => {
    table.forEach(([clients, apachePps, nginxPps, apacheOk, nginxOk, apacheFailed, nginxFailed], i) => {
      const [apache, nginx] = [records[2 * i]!, records[2 * i + 1]!];
      expect(apache.clients).toBe(clients);
      expect(Math.trunc(apache.pagesPerSecond!)).toBe(apachePps);
      expect(Math.trunc(nginx.pagesPerSecond!)).toBe(nginxPps);
      expect(apache.failed).toBe(apacheFailed);
      expect(nginx.succeeded).toBe(nginxOk);
      if (clients !== 500) expect(apache.succeeded).toBe(apacheOk);
      if (clients !== 2000) expect(nginx.failed).toBe(nginxFailed);
    });
    // The typos: the runs print 24875 and 377, and their own Speed values confirm them.
    expect(records[2]!.succeeded).toBe(24875);
    expect(webbenchSpeed(24875 + 98, 30)).toBe(records[2]!.pagesPerMinute);
    expect(records[7]!.failed).toBe(377);
    expect(webbenchSpeed(27698 + 377, 30)).toBe(records[7]!.pagesPerMinute);
  });

  it.skipIf(skipShared)("is a verbatim transcription of the seed", () => {
    const seed = readFileSync(join(sharedDir, "seeds", "000_7ad4277bea7997bc.txt"), "utf8");
    expect(seed.endsWith(sample("webbench/seed000-blog-table-cells-8-runs.txt"))).toBe(true);
    expect(seed).toContain(sample("webbench/seed000-one-cell-en-dash-c500.txt"));
    expect(wb(seed)).toEqual(records);
    expect(detect(seed)?.format).toBe("webbench");
  });

  it.skipIf(skipShared)("rejects seed 001, which names webbench but holds no output", () => {
    const seed = readFileSync(join(sharedDir, "seeds", "001_4352990a35bdccd9.txt"), "utf8");
    expect(detectWebbench(seed)).toBe(0);
    expect(() => wb(seed)).toThrow(/no webbench output found/);
  });
});

describe.skipIf(skipShared)("webbench corpus (../shared/corpus/webbench)", () => {
  const dir = join(sharedDir, "corpus", "webbench");
  const read = (name: string): string => readFileSync(join(dir, name), "utf8");

  it("reads every file as exactly one run, detected as webbench", () => {
    const names = existsSync(dir) ? readdirSync(dir) : [];
    expect(names.length).toBe(7);
    for (const name of names) {
      const text = read(name);
      expect(detect(text)?.format, name).toBe("webbench");
      const records = parse(text);
      expect(records, name).toHaveLength(1);
      expect(records[0]!.format).toBe("webbench");
    }
  });

  it("flags the printed Speed that disagrees with the counts (tractor, 10000 clients)", () => {
    const [r] = wb(read("tractor-c10000-t100-with-failures.txt"));
    expect(r).toMatchObject({ status: "complete", pagesPerMinute: 4359, succeeded: 8033, failed: 283, requestsPerSecond: 83.16 });
    expect(r!.warnings).toEqual([expect.stringMatching(/Speed=4359 .* webbench prints as 4989/)]);
    for (const name of ["mserver-c300-t60.txt", "tractor-c100-t10.txt", "yzjss-c500-t30.txt", "angryhacker-1-client-singular.txt", "angryhacker-f-early-socket-close.txt"]) {
      expect(wb(read(name))[0]!.warnings, name).toBeUndefined();
    }
  });

  it("reads the singular `1 client` and `-f`", () => {
    expect(wb(read("angryhacker-1-client-singular.txt"))[0]).toMatchObject({ clients: 1, durationSeconds: 60, url: "http://www.baidu.com/", pagesPerMinute: 36 });
    expect(wb(read("angryhacker-f-early-socket-close.txt"))[0]).toMatchObject({ clients: 10, earlySocketClose: true, bytesPerSecond: 0 });
  });

  it("keeps what a cut-off Requests line shows and leaves the failed count out", () => {
    const [r] = wb(read("mserver-c1000-t60-truncated-last-line.txt"));
    expect(r).toMatchObject({ status: "incomplete", clients: 1000, pagesPerMinute: 3147, succeeded: 2992 });
    expect(r!.failed).toBeUndefined();
    expect(r!.requestsPerSecond).toBeUndefined();
    expect(r!.warnings).toEqual([expect.stringContaining('"Requests: 2992 susceed, 155 fail"')]);
  });
});

describe("webbench edge cases", () => {
  const plain = sample("webbench/webbench-1.5-terminal-c10-t30.txt");

  it("rejects empty input with a ParseError", () => {
    for (const text of ["", "\n\n", "   \r\n"]) {
      const result = safeParse(text, { format: "webbench" });
      expect(result.success).toBe(false);
      if (!result.success) expect(result.error).toBeInstanceOf(ParseError);
    }
  });

  it("reads output cut off after the header as an incomplete run", () => {
    const cut = plain.slice(0, plain.indexOf("\nSpeed="));
    const [r] = wb(cut);
    expect(r).toMatchObject({ status: "incomplete", clients: 10, durationSeconds: 30 });
    expect(r!.warnings).toEqual([expect.stringMatching(/no result lines/)]);
  });

  it("reads output cut off inside the Speed line", () => {
    const cut = plain.slice(0, plain.indexOf(" bytes/sec"));
    const [r] = wb(cut);
    expect(r).toMatchObject({ status: "incomplete", pagesPerMinute: 122468, bytesPerSecond: 1734963 });
    // (and the engine's: 1734963 may itself be cut, #39)
    expect(r!.warnings).toEqual([expect.stringMatching(/Speed line is incomplete/), expect.stringMatching(/^line 8 .*: the input ends inside its last value$/)]);
  });

  it("warns about unknown lines inside a run, not about prose outside runs", () => {
    const text = plain.replace("10 clients, running 30 sec.\n", "10 clients, running 30 sec.\nsomething else entirely\n");
    const [r] = wb(`Some notes before the run.\n${text}More notes after it.\n`);
    expect(r!.warnings).toEqual(["unknown line 8: something else entirely"]);
  });

  it("reads option values that contain dots and commas, and `running T seconds`", () => {
    const text =
      "Benchmarking: GET http://www.example.com/a.b/c?x=1,2 (using HTTP/1.1)\n" +
      "8 clients, running 20 seconds, early socket close, via proxy server proxy.example.com:8080, custom header User-Agent:Mozilla/5.0 (X11, Linux), forcing reload.\n" +
      "\nSpeed=60 pages/min, 10 bytes/sec.\nRequests: 20 susceed, 0 failed.\n";
    expect(wb(text)[0]).toMatchObject({
      url: "http://www.example.com/a.b/c?x=1,2",
      httpVersion: "1.1",
      durationSeconds: 20,
      earlySocketClose: true,
      forceReload: true,
      proxyHost: "proxy.example.com",
      proxyPort: 8080,
      customHeaders: [{ name: "User-Agent", value: "Mozilla/5.0 (X11, Linux)" }],
    });
  });

  it("points at the value when a number cannot be read", () => {
    const bad = plain.replace("Requests: 61234 susceed", "Requests: 61234.5 susceed");
    const result = safeParse(bad, { format: "webbench" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.line).toBe(9);
      expect(result.error.column).toBe(11);
      expect(result.error.reason).toMatch(/succeeded: not a whole number/);
    }
  });

  it("scores other tools' outputs 0 and rejects them when forced", () => {
    const others = readdirSync(join(root, "samples"))
      .filter((d) => d !== "webbench" && statSync(join(root, "samples", d)).isDirectory())
      .flatMap((d) => readdirSync(join(root, "samples", d)).filter((f) => !/README\.md$|\.conf$|\.sh$/.test(f)).map((f) => join(d, f)));
    expect(others.length).toBeGreaterThan(10);
    for (const rel of others) {
      const text = sample(rel);
      expect(detectWebbench(text), rel).toBe(0);
    }
    const ab = sample("ab/ab-plain-n1000-c10.txt");
    const forced = safeParse(ab, { format: "webbench" });
    expect(forced.success).toBe(false);
    if (!forced.success) {
      expect(forced.error.format).toBe("webbench");
      expect(forced.error.reason).toMatch(/^no webbench output found/);
    }
  });

  it("is detected from a pasted result line alone", () => {
    expect(detectWebbench("| Speed=49450 pages/min, 40113860 bytes/sec. Requests: 24725 susceed, 0 failed. |")).toBeGreaterThan(0.9);
    expect(detectWebbench("Requests: 5 susceed, 0 failed.")).toBeGreaterThan(0);
    expect(detectWebbench("Benchmarking 127.0.0.1 (be patient)\nCompleted 100 requests\n")).toBe(0);
  });
});

describe("webbench: numbers that cannot be negative (issue #39)", () => {
  it("a negative Speed (a wrapped C int) is left out with a warning, as the counts are; a negative mean time too", () => {
    const text = sample("webbench/webbench-1.5-terminal-c10-t30.txt");
    const [run] = wb(text.replace(/Speed=(\d+)/, "Speed=-$1"));
    expect(run!.pagesPerMinute).toBeUndefined();
    expect(run!.pagesPerSecond).toBeUndefined();
    expect(run!.warnings!.join()).toMatch(/pagesPerMinute printed as -\d+: a count cannot be negative/);
    const epoll = sample("webbench/webbench-epoll-fork-mean-times.txt");
    const [mean] = wb(epoll.replace(/(mean time to connect \(ms\)=\s*)(\d)/, "$1-$2"));
    expect(mean!.meanConnectTimeMs).toBeUndefined();
    expect(mean!.warnings!.join()).toMatch(/meanTimeToConnect printed as -[\d.]+: a mean time cannot be negative/);
  });
});
