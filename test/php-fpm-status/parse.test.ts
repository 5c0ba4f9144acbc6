/**
 * php-fpm-status edge cases. Inputs are the samples (samples/php-fpm-status/README.md) or small pages written from
 * fpm_status.c's printf formats (php/php-src sapi/fpm/fpm/fpm_status.c), each says which.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, ParseError } from "../../src/index.js";
import type { PhpFpmStatusPage, PhpFpmStatusRecord } from "../../src/formats/php-fpm-status/schema.js";

const dir = join(import.meta.dirname, "..", "..", "samples", "php-fpm-status");
const read = (file: string): string => readFileSync(join(dir, file), "utf8");
const records = (text: string): PhpFpmStatusRecord[] => parse(text, { format: "php-fpm-status" });
const pages = (text: string): PhpFpmStatusPage[] => records(text).filter((r): r is PhpFpmStatusPage => r.kind === "page");

/** A `?json` page as php-fpm 8.2 prints it (idle-json.txt), with `accepted conn` set. */
const jsonPage = (accepted: number, start = 1796525437): string =>
  `{"pool":"www","process manager":"dynamic","start time":${start},"start since":1,"accepted conn":${accepted},"listen queue":0,"max listen queue":0,"listen queue len":4096,"idle processes":1,"active processes":1,"total processes":2,"max active processes":1,"max children reached":0,"slow requests":0}`;

describe("php-fpm-status series", () => {
  it("a reload (SIGUSR2) starts a new segment: new start time, accepted conn back to 1; rates only within a segment", () => {
    const s = pages(read("series-epoch-ns-plain-reload-usr2.txt"));
    expect(s).toHaveLength(12);
    expect(s.map((p) => p.segment)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(s.map((p) => p.acceptedConnections)).toEqual([1591, 1592, 1593, 1594, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(s[3]!.startTime).toBe("2026-12-06T02:50:37+00:00");
    expect(s[4]!.startTime).toBe("2026-12-06T02:51:08+00:00");
    expect(s[0]!.rates).toBeUndefined();
    expect(s[4]!.rates).toBeUndefined();
    // by hand: (1592 - 1591) / (1796525467.192560397 - 1796525466.924518836), the kit's times in whole ms: 1 / 0.268 s
    expect(s[1]!.rates!.intervalSeconds).toBeCloseTo(0.268, 9);
    expect(s[1]!.rates!.acceptedConnectionsPerSecond).toBeCloseTo(3.731343, 5);
    expect(s[1]!.rates!.slowRequestsPerSecond).toBe(0);
  });

  it("a start time that changes while accepted conn grows is a restart too (written: two JSON pages)", () => {
    const s = pages(`1796525500\n${jsonPage(10)}\n1796525502\n${jsonPage(40, 1796525501)}\n1796525504\n${jsonPage(50, 1796525501)}\n`);
    expect(s.map((p) => p.segment)).toEqual([0, 1, 1]);
    expect(s[1]!.rates).toBeUndefined();
    expect(s[2]!.rates).toEqual({ intervalSeconds: 2, acceptedConnectionsPerSecond: 5, slowRequestsPerSecond: 0, maxChildrenReachedPerSecond: 0 });
  });

  it("?json with no final newline: each timestamp glued to the page before it (the capture loop's real output)", () => {
    const text = read("series-epoch-ns-json-ab-n500-c10.txt");
    expect(text).toContain("}1796525445.095607998\n");
    const s = pages(text);
    expect(s).toHaveLength(35);
    expect(s[0]!.timestamp).toBe("2026-12-06T02:50:44.842086047Z");
    expect(s[1]!.timestamp).toBe("2026-12-06T02:50:45.095607998Z");
    // slow requests 0 -> 2 after the two 1.5 s requests; max children reached 1 -> 2; max listen queue 8 -> 9
    expect([s[0]!.slowRequests, s.at(-1)!.slowRequests]).toEqual([0, 2]);
    expect([s[0]!.maxChildrenReached, s.at(-1)!.maxChildrenReached]).toEqual([1, 2]);
    expect([s[0]!.maxListenQueue, s.at(-1)!.maxListenQueue]).toEqual([8, 9]);
  });

  it("pages back to back with nothing between them (`}{`, and text pages) are pages each", () => {
    expect(pages(`${jsonPage(1)}${jsonPage(2)}`).map((p) => p.acceptedConnections)).toEqual([1, 2]);
    const text = read("idle-plain.txt");
    expect(pages(text + text).map((p) => p.acceptedConnections)).toEqual([2, 2]);
  });
});

describe("php-fpm-status pages", () => {
  it("?full: request duration in microseconds given in ms, `-` placeholders null, the page's inconsistency a warning", () => {
    const [page] = pages(read("under-load-full.txt"));
    const running = page!.processes!.filter((p) => p.requestUri === "/sleep.php?ms=1500");
    // printed: request duration: 935307 and 1140752 (us)
    expect(running.map((p) => p.requestDurationMs)).toEqual([935.307, 1140.752]);
    expect(page!.processes!.every((p) => p.user === null)).toBe(true);
    expect(page!.totalProcesses).toBe(4);
    expect(page!.processes).toHaveLength(5);
    expect(page!.warnings).toEqual([expect.stringContaining("total processes is 4 but 5 process blocks follow")]);
  });

  it("a negative duration printed unsigned (netdata's test page: 18446744073709551227) is null with a warning", () => {
    const [page] = pages(read("third-party-netdata-go.d-phpfpm-status-full.txt"));
    const p = page!.processes!.find((x) => x.requestDurationMs === null);
    expect(p).toBeDefined();
    expect(page!.warnings!.some((w) => w.includes("(-389 us)"))).toBe(true);
  });

  it("?json&full and ?full of one php-fpm read the same fields (the JSON's `request uri` is the text's `request URI`)", () => {
    const [json] = pages(read("idle-json-full.txt"));
    const [text] = pages(read("idle-full.txt"));
    const keys = (p: PhpFpmStatusPage) => Object.keys(p.processes![0]!).sort();
    expect(keys(json!)).toEqual(keys(text!));
    expect(json!.processes![1]!.requestUri).toBe("/fpm-status?json&full");
    expect(json!.startTime).toBe("2026-12-06T02:50:37Z");
    expect(text!.startTime).toBe("2026-12-06T02:50:37+00:00");
  });

  it("the JSON's escapes are decoded (written: php-fpm 8's escaping of a query string, `\\/` and `\\\"`, `\\u00e9`)", () => {
    const text = read("idle-json-full.txt").replace('"request uri":"\\/fpm-status?json"', '"request uri":"\\/a.php?q=\\"x\\"&n=\\u00e9\\\\"');
    const [page] = pages(text);
    expect(page!.processes![0]!.requestUri).toBe('/a.php?q="x"&n=é\\');
  });

  it("a pretty-printed page (netdata's test file) reads as the compact one", () => {
    const [page] = pages(read("third-party-netdata-go.d-phpfpm-status-json.txt"));
    expect(page!.form).toBe("json");
    expect(page!.acceptedConnections).toBe(21);
  });

  it("a php-fpm built without HAVE_FPM_LQ prints no listen queue lines and no last request cpu: those are absent", () => {
    // written: idle-full.txt without the lines fpm_status.c prints only #ifdef HAVE_FPM_LQ
    const text = read("idle-full.txt").replace(/^(?:listen queue|max listen queue|listen queue len|last request cpu):.*\n/gm, "");
    const [page] = pages(text);
    expect(page!.listenQueue).toBeUndefined();
    expect(page!.listenQueueLength).toBeUndefined();
    expect(page!.idleProcesses).toBe(1);
    expect(page!.processes![0]!.lastRequestCpuPercent).toBeUndefined();
    expect(page!.processes![0]!.lastRequestMemoryBytes).toBe(2097152);
  });

  it("cgi-fcgi's CGI head (CRLF) before the page is read as a head, not as page fields", () => {
    const [page] = pages(read("idle-json-full-cgi-fcgi.txt"));
    expect(page!.other).toBeUndefined();
    expect(page!.acceptedConnections).toBe(13);
  });
});

describe("php-fpm-status errors", () => {
  it("a value that does not read is a located ParseError", () => {
    const text = read("idle-plain.txt").replace("accepted conn:        2", "accepted conn:        2x");
    expect(() => records(text)).toThrow(ParseError);
    try {
      records(text);
    } catch (err) {
      expect((err as ParseError).line).toBe(5);
      expect((err as ParseError).column).toBe(23);
    }
  });

  it("a JSON page cut off, or nested without end, is a ParseError at its place", () => {
    const cut = jsonPage(5).slice(0, 80);
    expect(() => records(`${jsonPage(4)}\n${cut}`)).toThrow(ParseError);
    const deep = `{"pool":"www","process manager":"static","x":${"[".repeat(100_000)}`;
    expect(() => records(deep)).toThrow(/nested too deep/);
  });

  it("an unescaped quote (PHP before JSON escaping) is a ParseError, not a wrong value", () => {
    const text = read("idle-json-full.txt").replace('"request uri":"\\/fpm-status?json"', '"request uri":"/a?q="x""');
    expect(() => records(text)).toThrow(ParseError);
  });
});
