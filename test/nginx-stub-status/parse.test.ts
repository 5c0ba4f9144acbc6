import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ParseError, parse, safeParse } from "../../src/index.js";
import { detectStubStatus } from "../../src/formats/nginx-stub-status/detect.js";
import type { StubStatusOptions } from "../../src/formats/nginx-stub-status/index.js";
import type { StubStatusMissing, StubStatusPage, StubStatusRecord } from "../../src/formats/nginx-stub-status/schema.js";
import type { ContextOptions as ParseOptions } from "../../src/kit/format.js";
import { uncut } from "../helpers/uncut.js";

const root = join(import.meta.dirname, "..", "..");
const samplesDir = join(root, "samples", "nginx-stub-status");
const sample = (name: string): string => readFileSync(join(samplesDir, name), "utf8");
const FORMAT = { format: "nginx-stub-status" } as const;

const pages = (records: StubStatusRecord[]): StubStatusPage[] => records.filter((r): r is StubStatusPage => r.kind === "page");
const run = (text: string, options: ParseOptions & StubStatusOptions = {}): StubStatusRecord[] =>
  parse(text, { ...FORMAT, ...options }) as StubStatusRecord[];
function parseError(text: string, options: ParseOptions = FORMAT): ParseError {
  const r = safeParse(text, options);
  if (r.success) throw new Error(`expected a ParseError, got ${JSON.stringify(r.data).slice(0, 200)}`);
  return r.error;
}

// Real capture (samples/nginx-stub-status/single-page.txt, nginx 1.22.1): note the trailing spaces and the leading
// space of the numbers line.
const PAGE = "Active connections: 1 \nserver accepts handled requests\n 3 3 3 \nReading: 0 Writing: 1 Waiting: 0 \n";

describe("nginx-stub-status: a single page", () => {
  it("reads the page exactly as nginx prints it", () => {
    expect(sample("single-page.txt")).toBe(PAGE);
    expect(run(PAGE)).toEqual([
      {
        format: "nginx-stub-status",
        kind: "page",
        variant: "nginx",
        segment: 0,
        gauges: { activeConnections: 1, readingConnections: 0, writingConnections: 1, waitingConnections: 0 },
        counters: { acceptedConnections: 3, handledConnections: 3, droppedConnections: 0, requests: 3 },
      },
    ]);
  });

  it("is auto-detected", () => {
    expect(parse(PAGE)).toEqual(run(PAGE));
    expect(detectStubStatus(PAGE)).toBe(1);
  });

  it("gives the same records for CRLF, no final newline, trimmed spaces, leading blank lines and indentation", () => {
    const expected = run(PAGE);
    expect(run(PAGE.replace(/\n/g, "\r\n"))).toEqual(expected);
    expect(uncut(run(PAGE.slice(0, -1)))).toEqual(expected);
    expect(uncut(run(PAGE.trimEnd()))).toEqual(expected);
    expect(run(PAGE.replace(/ +\n/g, "\n").replace(/\n /g, "\n"))).toEqual(expected);
    expect(run(`\n\n${PAGE}\n`)).toEqual(expected);
    expect(run(PAGE.replace(/^/gm, "    "))).toEqual(expected);
  });

  it("reads the blog form with a blank before the colon (`Waiting : 6`), also in a series", () => {
    const blog = sample("blog-datadog-waiting-space-colon.txt");
    expect(blog).toContain("Waiting : 6 \n");
    const [page] = pages(run(blog));
    expect(page!.gauges).toEqual({ activeConnections: 24, readingConnections: 0, writingConnections: 18, waitingConnections: 6 });
    expect(parse(blog)).toEqual(run(blog));
    // The same blank on every label of that line, and tabs.
    expect(run(PAGE.replace(/(Reading|Writing|Waiting):/g, "$1 :"))).toEqual(run(PAGE));
    expect(run(PAGE.replace("Waiting:", "Waiting\t:"))).toEqual(run(PAGE));
    const series = `1796052278\n${PAGE.replace("Waiting:", "Waiting :")}1796052288\n${PAGE.replace("3 3 3", "3 3 13").replace("Waiting:", "Waiting :")}`;
    expect(pages(run(series)).map((p) => p.gauges.waitingConnections)).toEqual([0, 0]);
  });

  it("reads the real CRLF and no-final-newline captures", () => {
    const crlf = sample("single-page-crlf-via-sed.txt");
    expect(crlf.endsWith(" \r\n")).toBe(true);
    expect(pages(run(crlf))[0]!.counters.requests).toBe(18379);
    const noNewline = sample("single-page-no-final-newline.txt");
    expect(noNewline.endsWith("Waiting: 0 ")).toBe(true);
    expect(pages(run(noNewline))[0]!.counters).toEqual({ acceptedConnections: 13398, handledConnections: 13398, droppedConnections: 0, requests: 18380 });
  });

  it("reads Tengine's fourth column, request_time (no trailing space on the numbers line)", () => {
    const text = sample("tengine-request-time-written.txt");
    expect(text).toContain(" 1000 1000 4000 52000\n");
    const [rec] = pages(run(text));
    expect(rec!.variant).toBe("tengine");
    expect(rec!.counters).toEqual({ acceptedConnections: 1000, handledConnections: 1000, droppedConnections: 0, requests: 4000, requestTimeMs: 52000 });
    expect(detectStubStatus(text)).toBe(1);
  });

  it("warns when the header and the numbers line disagree about request_time", () => {
    const three = pages(run(PAGE.replace("requests\n", "requests request_time\n")))[0]!;
    expect(three.counters.requestTimeMs).toBeUndefined();
    expect(three.warnings).toEqual(["the header names request_time but the numbers line has only three numbers"]);
    const four = pages(run(PAGE.replace(" 3 3 3 ", " 3 3 3 7")))[0]!;
    expect(four.counters.requestTimeMs).toBe(7);
    expect(four.warnings?.[0]).toContain("a fourth number");
  });

  it("keeps counters above 2^32 exact and rejects ones above 2^53 with the value's position", () => {
    const [rec] = pages(run(sample("tengine-large-counters-written.txt")));
    expect(rec!.counters).toEqual({ acceptedConnections: 4294967296, handledConnections: 4294967290, droppedConnections: 6, requests: 9007199254740991, requestTimeMs: 555817703798 });
    const err = parseError(PAGE.replace(" 3 3 3 ", " 3 3 9007199254740993 "));
    expect([err.line, err.column]).toEqual([3, 6]);
    expect(err.reason).toContain("too large");
  });

  it("turns old nginx's wrapped-around Waiting into null with a warning", () => {
    const [rec] = pages(run(sample("nginx-1.3-wrapped-waiting-written.txt")));
    expect(rec!.gauges.waitingConnections).toBeNull();
    expect(rec!.gauges.activeConnections).toBe(291);
    expect(rec!.warnings?.[0]).toContain("18446744073709551615");
    // 32-bit builds wrap at 2^32.
    expect(pages(run(PAGE.replace("Waiting: 0", "Waiting: 4294967295")))[0]!.gauges.waitingConnections).toBeNull();
  });

  it("leaves droppedConnections out when handled exceeds accepts, and says so", () => {
    const [rec] = pages(run(PAGE.replace(" 3 3 3 ", " 853 8533 3502 ")));
    expect(rec!.counters).toEqual({ acceptedConnections: 853, handledConnections: 8533, requests: 3502 });
    expect(rec!.warnings).toEqual(["handled (8533) exceeds accepts (853); droppedConnections left out"]);
  });

  it("takes the server version from curl -i's Server header", () => {
    const [rec] = pages(run(sample("single-page-curl-i-headers.txt")));
    expect(rec!.server).toBe("nginx/1.22.1");
    expect(rec!.version).toBe("1.22.1");
    expect(rec!.timestamp).toBe("2026-11-30T15:25:13Z");
    expect(detectStubStatus(sample("single-page-curl-i-headers.txt"))).toBe(0.95);
  });

  it("returns raw records with the strings as printed", () => {
    expect(parse(sample("tengine-request-time-written.txt"), { ...FORMAT, raw: true })).toEqual([
      {
        format: "nginx-stub-status",
        kind: "page",
        line: 1,
        variant: "tengine",
        page: { activeConnections: "3", accepts: "1000", handled: "1000", requests: "4000", requestTime: "52000", reading: "0", writing: "1", waiting: "2" },
      },
    ]);
  });
});

describe("nginx-stub-status: broken and wrong input", () => {
  it("rejects empty input", () => {
    expect(parseError("").reason).toBe("empty input");
    expect(parseError(" \n\n").reason).toBe("empty input");
  });

  it.each([
    ["cut after line 1", "Active connections: 1 \n", 2],
    ["cut after line 2", "Active connections: 1 \nserver accepts handled requests\n", 3],
    ["cut inside line 3", "Active connections: 1 \nserver accepts handled requests\n 3 3", 3],
    ["cut inside line 4", "Active connections: 1 \nserver accepts handled requests\n 3 3 3 \nReading: 0 Wri", 4],
  ])("reports a single page %s at the cut", (_what, text, line) => {
    const err = parseError(text);
    expect(err).toBeInstanceOf(ParseError);
    expect(err.line).toBe(line);
    expect(err.reason).toContain("(in page)");
  });

  it("reports a page with a wrong word at that word", () => {
    const err = parseError(PAGE.replace(" 3 3 3 ", " 3 x 3 "));
    expect([err.line, err.column]).toEqual([3, 4]);
    expect(err.excerpt).toBe(" 3 x 3 \n   ^");
  });

  // Real: `curl -s http://127.0.0.1:8086/nope` from nginx 1.22.1 (the built-in 404 page, CRLF line ends).
  const html404 = "<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n";
  // Real: `curl -sI http://127.0.0.1:8086/status` (HEAD: headers only).
  const headOnly = "HTTP/1.1 200 OK\r\nServer: nginx/1.22.1\r\nDate: Mon, 30 Nov 2026 15:25:39 GMT\r\nContent-Type: text/plain\r\nContent-Length: 109\r\nConnection: keep-alive\r\n\r\n";
  // Transcribed from php/php-src issue 16932 (php-fpm 8.4 `/status`, first lines).
  const phpFpm = "pool:                 www\nprocess manager:      dynamic\nstart time:           25/Nov/2024:13:00:38 +0000\nstart since:          5057\naccepted conn:        1\nlisten queue:         0\n";
  // Transcribed from radoondas/apachebeat issue 2 (Apache 2.4 `server-status?auto`, first lines).
  const apacheAuto = "example.com\nServerVersion: Apache/2.4.18 (Unix)\nServerMPM: worker\nTotal Accesses: 4\nTotal kBytes: 3\nBusyWorkers: 1\nIdleWorkers: 49\n";
  // Transcribed from mikaku/Monitorix issue 92 (Apache 2.4 `server-status`, HTML, first lines).
  const apacheHtml = '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html><head>\n<title>Apache Status</title>\n</head><body>\n<h1>Apache Server Status for localhost (via ::1)</h1>\n';

  it.each([
    ["an nginx HTML error page", html404, 'an HTML page ("404 Not Found")'],
    ["HTTP headers with no body", headOnly, "HTTP response headers with no stub_status page"],
    ["php-fpm's status page", phpFpm, "a php-fpm status page"],
    ["Apache's server-status?auto", apacheAuto, "Apache's mod_status page"],
    ["Apache's server-status HTML", apacheHtml, "Apache's mod_status page"],
    ["JSON", '{"connections":{"accepted":1}}', "JSON"],
    ["anything else", "hello\n", "no stub_status page found"],
  ])("names %s when parsing is forced, and is not detected", (_what, text, named) => {
    expect(detectStubStatus(text.replace(/\r\n/g, "\n"))).toBe(0);
    const err = parseError(text);
    expect(err.format).toBe("nginx-stub-status");
    expect(err.reason).toContain(named);
    expect(err.line).toBe(1);
  });

  it("turns away every other tool's sample: detect scores 0 and a forced parse fails with a ParseError", () => {
    const others = readdirSync(join(root, "samples")).filter((d) => d !== "nginx-stub-status" && statSync(join(root, "samples", d)).isDirectory());
    const files = others.flatMap((d) => listFiles(join(root, "samples", d))).filter((f) => !/README\.md$|\.conf$|\.sh$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      expect(detectStubStatus(text), file).toBe(0);
      const err = parseError(text);
      expect(err.reason, file).toMatch(/^(?:no stub_status page found|this is |empty input)/);
    }
  });
});

describe("nginx-stub-status: monitoring logs", () => {
  it("reads a date-stamped series captured under ab -k load, with rates between pages", () => {
    const records = run(sample("series-date-default-ab-k-c20.txt"));
    expect(records).toHaveLength(10);
    const p = pages(records);
    expect(p.map((r) => r.timestamp)).toEqual([
      "2026-11-30T15:24:14Z", "2026-11-30T15:24:15Z", "2026-11-30T15:24:16Z", "2026-11-30T15:24:16Z", "2026-11-30T15:24:17Z",
      "2026-11-30T15:24:18Z", "2026-11-30T15:24:18Z", "2026-11-30T15:24:19Z", "2026-11-30T15:24:20Z", "2026-11-30T15:24:21Z",
    ]);
    expect(p[0]!.rates).toBeUndefined();
    // 15:24:14 -> 15:24:15: requests 8239 -> 24516, accepts 25 -> 26.
    expect(p[1]!.rates).toEqual({
      intervalSeconds: 1,
      acceptedConnectionsPerSecond: 1,
      handledConnectionsPerSecond: 1,
      droppedConnectionsPerSecond: 0,
      requestsPerSecond: 16277,
      requestsPerConnection: 16277,
    });
    // Two pages in the same second (date prints whole seconds): no rate rather than a division by zero.
    expect(p[3]!.rates).toBeUndefined();
    expect(p.every((r) => r.segment === 0)).toBe(true);
  });

  it("reads date -Iseconds stamps and epoch seconds", () => {
    const iso = pages(run(sample("series-date-iseconds-ab-c10.txt")));
    expect(iso[0]!.timestamp).toBe("2026-11-30T15:24:26Z");
    // 15:24:26 -> 15:24:27: accepts 1999 -> 6759, requests 125562 -> 130324.
    expect(iso[1]!.rates).toMatchObject({ intervalSeconds: 1, acceptedConnectionsPerSecond: 4760, requestsPerSecond: 4762 });
    const epoch = pages(run(sample("series-epoch-restart-ab-r-c5.txt")));
    expect(epoch[0]!.timestamp).toBe("2026-11-30T15:24:38Z");
  });

  it("starts a new segment when nginx restarts, keeps the failed fetches, and never emits a negative rate", () => {
    const records = run(sample("series-epoch-restart-ab-r-c5.txt"));
    expect(records.map((r) => `${r.kind}:${r.segment}`)).toEqual([
      "page:0", "page:0", "page:0", "page:0", "page:0", "missing:0", "missing:0", "page:1", "page:1", "page:1",
    ]);
    const missing = records[5] as StubStatusMissing;
    expect(missing.timestamp).toBe("2026-11-30T15:24:42Z");
    expect(missing.reason).toBe("curl: (7) Failed to connect to 127.0.0.1 port 8086 after 9 ms: Couldn't connect to server");
    const p = pages(records);
    // The first page after the restart (counters 75590 -> 5152) has no rates at all.
    expect(p[5]!.counters.acceptedConnections).toBeLessThan(p[4]!.counters.acceptedConnections);
    expect(p[5]!.rates).toBeUndefined();
    for (const r of p) for (const v of Object.values(r.rates ?? {})) expect(v).toBeGreaterThanOrEqual(0);
    // After the restart: ab -r's failed connections leave accepts above requests (8378 vs 8374).
    expect(p[7]!.rates).toMatchObject({ intervalSeconds: 1, acceptedConnectionsPerSecond: 1, requestsPerSecond: 1 });
  });

  it("reads curl -i logs, using the Date header as the timestamp", () => {
    const p = pages(run(sample("series-curl-i-http-date.txt")));
    expect(p.map((r) => r.timestamp)).toEqual(["2026-11-30T15:25:13Z", "2026-11-30T15:25:14Z", "2026-11-30T15:25:15Z"]);
    expect(p[1]!.rates?.requestsPerSecond).toBe(1);
  });

  it("reads pages with no timestamps as a series without rates", () => {
    const p = pages(run(sample("series-no-timestamps.txt")));
    expect(p).toHaveLength(3);
    expect(p.map((r) => r.counters.requests)).toEqual([18385, 18386, 18387]);
    expect(p.every((r) => r.rates === undefined && r.timestamp === undefined)).toBe(true);
  });

  it.each(["C", "en_US", "de_DE", "fr_FR", "zh_CN", "ja_JP"])("reads `date` stamps printed in the %s locale", (locale) => {
    const p = pages(run(sample(`series-date-locale-${locale}.txt`)));
    expect(p).toHaveLength(3);
    for (const r of p) expect(r.timestamp).toMatch(/^2026-11-30T15:25:\d\dZ$/);
  });

  it("keeps an ambiguous zone (CST) as local time, computes rates from the wall clock, and resolves it on request", () => {
    const text = sample("series-date-tz-shanghai-cst.txt");
    const p = pages(run(text));
    expect(p[0]!.timestamp).toBe("2026-11-30T23:25:28");
    expect(p[1]!.rates?.intervalSeconds).toBe(1);
    const resolved = pages(run(text, { zoneOffsets: { CST: "+08:00" } }));
    expect(resolved[0]!.timestamp).toBe("2026-11-30T23:25:28+08:00");
  });

  it("computes no rate across a change of zone abbreviation (daylight saving ends)", () => {
    const page = (n: number): string => `Active connections: 1 \nserver accepts handled requests\n ${n} ${n} ${n} \nReading: 0 Writing: 1 Waiting: 0 \n`;
    const text = `Sun Oct 25 02:59:59 CEST 2026\n${page(10)}Sun Oct 25 02:00:09 CET 2026\n${page(20)}Sun Oct 25 02:00:19 CET 2026\n${page(30)}`;
    const p = pages(run(text));
    expect(p[1]!.rates).toBeUndefined();
    expect(p[2]!.rates?.intervalSeconds).toBe(10);
  });

  it("reads sub-second stamps (date +%s.%N, date -Ins) and the other date styles", () => {
    const ns = pages(run(sample("series-epoch-ns-oracle-ab-n5000-c10-then-k.txt")));
    expect(ns[0]!.timestamp).toBe("2026-11-30T15:24:51.473355024Z");
    expect(ns[1]!.rates?.intervalSeconds).toBeCloseTo(0.669, 3);
    for (const name of ["series-date-ins.txt", "series-date-rfc-email-R.txt", "series-date-rfc3339.txt", "series-date-iseconds-tz-berlin.txt", "series-epoch-crlf-via-sed.txt"]) {
      const p = pages(run(sample(name)));
      expect(p, name).toHaveLength(3);
      expect(p[0]!.timestamp, name).toMatch(/^2026-11-30T1[56]:25:\d\d(?:\.\d+)?(?:Z|\+01:00)$/);
    }
  });

  it("computes Tengine's mean request time and requests per connection between pages", () => {
    const p = pages(run(sample("tengine-series-epoch-written.txt")));
    // 1000/1000/4000/52000 -> 1100/1098/4600/58600 in 10 s.
    expect(p[1]!.rates).toEqual({
      intervalSeconds: 10,
      acceptedConnectionsPerSecond: 10,
      handledConnectionsPerSecond: 9.8,
      droppedConnectionsPerSecond: 0.2,
      requestsPerSecond: 60,
      requestTimeMsPerSecond: 660,
      requestsPerConnection: 600 / 98,
      meanRequestTimeMs: 11,
    });
    // Nothing happened in the next 10 s: zero rates, and no ratio of nothing.
    expect(p[2]!.rates).toEqual({
      intervalSeconds: 10,
      acceptedConnectionsPerSecond: 0,
      handledConnectionsPerSecond: 0,
      droppedConnectionsPerSecond: 0,
      requestsPerSecond: 0,
      requestTimeMsPerSecond: 0,
    });
  });

  it("records an HTML error page or an empty fetch between pages as a missing sample", () => {
    const html = "<html>\n<head><title>502 Bad Gateway</title></head>\n<body>\n</body>\n</html>\n";
    const text = `1796052278\n${PAGE}1796052279\n${html}1796052280\n1796052281\n${PAGE.replace(/ 3 3 3 /, " 5 5 5 ")}`;
    const records = run(text);
    expect(records.map((r) => (r.kind === "missing" ? r.reason : r.kind))).toEqual([
      "page",
      "HTML page: 502 Bad Gateway",
      "no page after the timestamp line",
      "page",
    ]);
    expect(pages(records)[1]!.rates).toMatchObject({ intervalSeconds: 3, requestsPerSecond: 2 / 3 });
  });

  it("keeps the pages of a log cut off inside its last page", () => {
    const text = sample("series-date-default-ab-k-c20.txt");
    for (const cut of [text.length - 20, text.lastIndexOf("Active connections:") + 5, text.lastIndexOf("Reading:")]) {
      const records = run(text.slice(0, cut));
      expect(records).toHaveLength(10);
      const last = records.at(-1) as StubStatusMissing;
      expect(last.kind).toBe("missing");
      expect(last.timestamp).toBe("2026-11-30T15:24:21Z");
      expect(last.reason).toMatch(/^page cut off at the end of the input/);
    }
  });

  it("reports a line that is neither a page nor a timestamp with its position", () => {
    const text = `${sample("series-date-locale-C.txt")}foo bar\n${PAGE}`;
    const err = parseError(text);
    expect(err.line).toBe(16);
    expect(err.reason).toContain('not a recognised timestamp line: "foo bar"');
  });

  it("reports an impossible date with its position", () => {
    const err = parseError(`Sun Nov 30 15:16:19 UTC 2026\n${PAGE}`);
    expect([err.line, err.column]).toEqual([1, 1]);
    expect(err.reason).toContain("weekday does not match");
  });

  it("detects logs that start with a timestamp line or an HTTP head", () => {
    expect(detectStubStatus(sample("series-date-default-ab-k-c20.txt"))).toBe(0.95);
    expect(detectStubStatus(sample("series-curl-i-http-date.txt"))).toBe(0.95);
    expect(detectStubStatus(`1\n2\n3\n${PAGE}`)).toBe(0.6);
  });
});

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}
