/**
 * Regression tests for the bugs the fuzz and security tests found (issue 8). Each names the input that failed and
 * what it did before the fix: Infinity or an unsafe integer reaching the records (reported as a schema failure at
 * 1:1, or passed through with validate: false), a negative count, or time quadratic in the input's size.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROMPT } from "../../src/formats/webbench/raw.js";
import { parse, parseNumber, parseSize, parseTimestampLine, safeParse } from "../../src/index.js";
import type { AbRecord, FreeRecord, StubStatusPage, WebbenchRecord } from "../../src/index.js";
import { lineIndex } from "../../src/normalize/line-index.js";
import { sample } from "../helpers/samples.js";
import { fcParams } from "./harness.js";

/** The ParseError of a failed parse as `line:column reason`. */
function failure(text: string, options: Record<string, unknown>): string {
  const r = safeParse(text, options);
  if (r.success) throw new Error(`expected a ParseError, got ${JSON.stringify(r.data).slice(0, 200)}`);
  return `${r.error.line}:${r.error.column} ${r.error.reason}`;
}

const NINES = "9".repeat(400);

describe("numbers too large for a double are errors, never Infinity", () => {
  it("parseNumber rejects 1e999 and 400 digits (was Infinity)", () => {
    expect(() => parseNumber("1e999")).toThrow(/too large/);
    expect(() => parseNumber(NINES)).toThrow(/too large/);
    expect(() => parseNumber(`-${NINES}.5`)).toThrow(/too large/);
    expect(parseNumber("1e15")).toBe(1e15);
    // finite, but a whole part beyond 2^53 could only be rounded (issue 19)
    expect(() => parseNumber("1e308")).toThrow(/too large to be exact/);
  });

  it("parseSize rejects sizes beyond 2^53 bytes (was Infinity, or a rounded unsafe integer)", () => {
    expect(() => parseSize("99999999999Pi")).toThrow(/too large/);
    expect(() => parseSize(`${NINES}K`)).toThrow(/too large/);
    expect(parseSize("7Pi")).toBe(7 * 1024 ** 5);
  });

  const ab = sample("ab/ab-plain-n1000-c10.txt");
  it.each([
    ["Requests per second", /(Requests per second:\s+)\S+/, NINES, "32:25 requestsPerSecond: too large"],
    ["Time taken for tests", /(Time taken for tests:\s+)\S+/, `${NINES}.5`, "27:25 timeTakenForTests: too large"],
    ["Transfer rate (finite, but not once multiplied by 1024)", /(Transfer rate:\s+)\S+/, `1${"0".repeat(308)}.00`, "35:25 transferRate: too large"],
  ])("ab: %s is reported where it is printed (was a schema failure at 1:1)", (_label, re, value, expected) => {
    expect(failure(ab.replace(re, `$1${value}`), { format: "ab" })).toMatch(new RegExp(`^${expected}`));
  });

  it("ab-csv: a time of 1e999 ms is reported on its row", () => {
    expect(failure("Percentage served,Time in ms\n0,1.000\n1,1e999\n", { format: "ab-csv" })).toMatch(/^3:1 too large/);
  });

  it("webbench: a mean time of 1e999 ms is reported where it is printed", () => {
    expect(failure("Speed=1 pages/min, 1 bytes/sec.\nRequests: 1 susceed, 0 failed.\nmean time to connect (ms)=1e999\n", { format: "webbench" })).toMatch(/^3:27 meanTimeToConnect: too large/);
  });

  it("free -h: a size beyond 2^53 bytes is reported on its row", () => {
    const text = "               total        used        free      shared  buff/cache   available\nMem:   99999999999Pi   450Mi   22Gi   8.7Mi   458Mi   23Gi\n";
    expect(failure(text, { format: "free" })).toMatch(/^2:8 Mem: too large to represent exactly in bytes/);
  });
});

describe("timestamps", () => {
  it("a zone offset beyond 23:59 is an error on its line (was an invalid ISO timestamp, a schema failure at 1:1)", () => {
    const page = sample("nginx-stub-status/single-page.txt");
    expect(failure(`2026-11-30T15:24:28+00:00\n${page}2026-11-30T15:24:29+40:00\n${page}`, { format: "nginx-stub-status" })).toMatch(/^6:1 zone offset out of range: \+40:00/);
    expect(parseTimestampLine("2026-11-30T15:24:28-12:00").iso).toBe("2026-11-30T15:24:28-12:00");
    expect(() => parseTimestampLine("2026-11-30 15:16:19+05:60")).toThrow(/out of range/);
  });
});

describe("integers too large to be exact are errors where they are printed (were schema failures at 1:1)", () => {
  const BIG = "99999999999999999999";
  it("ab: proxy port, TLS key bits, Server Temp Key bits", () => {
    expect(failure(sample("ab/ab-proxy-X-n200-c5.txt").replace(/through (\S+):(\d+)/, `through $1:${BIG}`), { format: "ab" })).toMatch(/^5:1 benchmarking: too large/);
    expect(failure(sample("ab/ab-https-rsa-n300-c5.txt").replace(/(SSL\/TLS Protocol:.*,)(\d+)$/m, `$1${BIG}`), { format: "ab" })).toMatch(/^15:1 sslTlsProtocol: too large/);
    expect(failure(sample("ab/ab-https-rsa-n300-c5.txt").replace(/(Server Temp Key:.*?)\d+ bits/, `$1${BIG} bits`), { format: "ab" })).toMatch(/^16:1 serverTempKey: too large/);
  });

  it("ab: an apr error code too long to be exact stays in the message only", () => {
    const [rec] = parse(`apr_socket_recv: Connection reset by peer (${BIG})\n`, { format: "ab" }) as AbRecord[];
    expect(rec!.error).toEqual({ message: "Connection reset by peer", function: "apr_socket_recv" });
    const [ok] = parse("apr_socket_recv: Connection reset by peer (104)\n", { format: "ab" }) as AbRecord[];
    expect(ok!.error).toEqual({ message: "Connection reset by peer", function: "apr_socket_recv", code: 104 });
  });

  it("webbench: a proxy port is reported on the clients line; a huge -c on a command line is left out with a warning", () => {
    const head = "Benchmarking: GET http://h/\n";
    const tail = "\nSpeed=0 pages/min, 0 bytes/sec.\nRequests: 3 susceed, 0 failed.\n";
    expect(failure(`${head}5 clients, running 1 sec, via proxy server p:${BIG}.\n${tail}`, { format: "webbench" })).toMatch(/^2:1 clientsLine: too large/);
    const [rec] = parse(`$ webbench -c ${BIG} -t 5 http://h/${tail}`, { format: "webbench" }) as WebbenchRecord[];
    expect(rec!.clients).toBeUndefined();
    expect(rec!.warnings).toContain(`the command's -c value ${BIG} is too large to be exact: left out`);
  });

  it("nginx-stub-status: Waiting above 2^64 - 1 is an error, not a wrap-around", () => {
    const page = sample("nginx-stub-status/single-page.txt");
    expect(failure(page.replace(/Waiting: \d+/, `Waiting: ${BIG}`), { format: "nginx-stub-status" })).toMatch(/^4:32 too large/);
    const [wrapped] = parse(page.replace(/Waiting: \d+/, "Waiting: 18446744073709551615"), { format: "nginx-stub-status" }) as StubStatusPage[];
    expect(wrapped!.gauges.waitingConnections).toBeNull();
  });
});

describe("exact or refused: a value a double would round is an error where it is printed (issue 19; was rounded)", () => {
  const BIG = "99999999999999999999"; // was 1e20
  const NEXT = "9007199254740993"; // 2^53 + 1, was 9007199254740992

  it("ab: Requests per second, Time taken for tests and a transfer rate beyond 2^53 bytes/s", () => {
    const ab = sample("ab/ab-plain-n1000-c10.txt");
    expect(failure(ab.replace(/(Requests per second:\s+)\S+/, `$1${BIG}`), { format: "ab" })).toBe(`32:25 requestsPerSecond: too large to be exact: ${BIG}`);
    expect(failure(ab.replace(/(Time taken for tests:\s+)\S+/, `$1${NEXT}.5`), { format: "ab" })).toBe(`27:25 timeTakenForTests: too large to be exact: ${NEXT}.5`);
    expect(failure(ab.replace(/(Transfer rate:\s+)\S+/, "$19007199254740.50"), { format: "ab" })).toMatch(/^35:25 transferRate: too large to be exact in bytes/);
  });

  it("sar: kbmemfree beyond 2^53, and kbmemfree whose bytes (x 1024) are", () => {
    const sar = sample("sar/sar-locale-C.txt");
    expect(failure(sar.replace("24174656", NEXT), { format: "sar" })).toBe(`12:14 column kbmemfree: too large to be exact: ${NEXT}`);
    expect(failure(sar.replace("24174656", "9007199254740"), { format: "sar" })).toBe("12:14 column kbmemfree: too large to be exact in bytes: 9007199254740");
  });

  it("top: tasks running beyond 2^53, and VIRT whose bytes are, are error items on their line (was a schema failure)", () => {
    const top = sample("top/procps-ng-4.0.2-b-n3-d0.5.txt");
    const [running] = parse(top.replace("2 running", `${NEXT} running`), { format: "top" });
    expect(running).toMatchObject({ kind: "error", error: { message: `tasks running: too large to be exact: ${NEXT}`, line: 2, column: 21 } });
    const [virt] = parse(top.replace("   8652   4904", "9007199254740   4904"), { format: "top" });
    expect(virt).toMatchObject({ kind: "error", error: { message: 'VIRT: too large to represent exactly in bytes: "9007199254740"', line: 9, column: 26 } });
  });

  it("free: Mem total", () => {
    const free = sample("free/procps-4.0.2-C-default.txt");
    expect(failure(free.replace("24683656", BIG), { format: "free" })).toBe(`2:13 Mem: too large to represent exactly: ${BIG}`);
  });

  it("nginx-stub-status: accepts", () => {
    const page = sample("nginx-stub-status/single-page.txt");
    expect(failure(page.replace(" 3 3 3", ` ${BIG} 3 3`), { format: "nginx-stub-status" })).toBe(`3:2 too large to represent exactly: ${BIG}`);
  });
});

describe("ab: Time taken for tests without a banner", () => {
  const run = (time: string, done: number, rps: string): string =>
    `Concurrency Level:      5\nTime taken for tests:   ${time} seconds\nComplete requests:      ${done}\nFailed requests:        0\nRequests per second:    ${rps} [#/sec] (mean)\n`;

  it("a 3-digit fraction is microseconds only when the printed rate fits that reading alone (was: whichever was closer)", () => {
    // 5 requests in 954.532 s print as 0.01/s; both readings are far from 0.01, the former rule picked 954.000532 s.
    expect((parse(run("954.532", 5, "0.01"), { format: "ab" })[0] as AbRecord).timeTakenSeconds).toBe(954.532);
    // ab 2.0 prints 3.000123 s as `3.123`: 1000 / 3.000123 = 333.32/s fits, 1000 / 3.123 = 320.20/s does not.
    expect((parse(run("3.123", 1000, "333.32"), { format: "ab" })[0] as AbRecord).timeTakenSeconds).toBe(3.000123);
    expect((parse(run("3.123", 1000, "320.20"), { format: "ab" })[0] as AbRecord).timeTakenSeconds).toBe(3.123);
    // ab 2.3 over 3803.005563 s: the rate comes from the unrounded time, so 8628963 / 3803.006 = 2268.98485 is 0.00515
    // from the printed 2268.99; the printed time's own rounding is allowed for (fuzz seed 424242).
    expect((parse(run("3803.006", 8628963, "2268.99"), { format: "ab" })[0] as AbRecord).timeTakenSeconds).toBe(3803.006);
  });

  it("a negative time is an error where it is printed (was a schema failure at 1:1)", () => {
    expect(failure(run("-1", 5, "0.01"), { format: "ab" })).toBe("2:25 timeTakenForTests: a duration cannot be negative: -1");
  });
});

describe("negative counts", () => {
  it("ab: a negative count is an error where it is printed (was a schema failure at 1:1)", () => {
    const ab = sample("ab/ab-plain-n1000-c10.txt");
    expect(failure(ab.replace(/(Complete requests:\s+)\S+/, "$1-1"), { format: "ab" })).toBe("28:25 completeRequests: a count cannot be negative: -1");
    expect(failure(ab.replace(/(Total transferred:\s+)\d+/, "$1-5"), { format: "ab" })).toMatch(/^\d+:25 totalTransferred: a count cannot be negative/);
  });

  it("webbench: negative clients, duration or succeeded (a wrapped C int) are left out with a warning", () => {
    const [rec] = parse("Benchmarking: GET http://h/\n-5 clients, running -1 sec.\n\nSpeed=0 pages/min, 0 bytes/sec.\nRequests: -3 susceed, 0 failed.\n", {
      format: "webbench",
    }) as WebbenchRecord[];
    expect(rec!.clients).toBeUndefined();
    expect(rec!.durationSeconds).toBeUndefined();
    expect(rec!.succeeded).toBeUndefined();
    expect(rec!.failed).toBe(0);
    expect(rec!.requestsPerSecond).toBeUndefined();
    expect(rec!.warnings?.filter((w) => /cannot be negative/.test(w))).toHaveLength(3);
  });
});

describe("quadratic paths made linear give the same results as before", () => {
  it("webbench PROMPT: the possessive host matches exactly what the former pattern matched", () => {
    const FORMER = /^(?:\[?[\w.-]+@[\w.-]+[: ]?[^\s$#%>]*\]?)?[$#%>]$/;
    for (const s of ["$", "#", "user@host:~$", "[user@host ~]#", "root@h~#", "a@b c$", "a@b:c d$", "a@b  $", "@b$", "a@$", "x", "a@b $ $"]) {
      expect(PROMPT.test(s), s).toBe(FORMER.test(s));
    }
    fc.assert(
      fc.property(fc.array(fc.constantFrom(..."ab.-_@: []$#%>~/\t"), { maxLength: 14 }), (chars) => {
        const s = chars.join("");
        expect(PROMPT.test(s)).toBe(FORMER.test(s));
      }),
      fcParams({ numRuns: 2000 }),
    );
  });

  it("webbench: a command after dotted words is still found, and the lexer cache does not leak between inputs", () => {
    const text = "see a.b.c.d then ./webbench -c 2 -t 3 http://x/\nSpeed=1 pages/min, 1 bytes/sec.\nRequests: 1 susceed, 0 failed.\n";
    const first = parse(text, { format: "webbench" });
    parse(`${"a.".repeat(1000)}webbench -c 9 http://y/\nSpeed=1 pages/min, 1 bytes/sec.\nRequests: 1 susceed, 0 failed.\n`, { format: "webbench" });
    expect(parse(text, { format: "webbench" })).toEqual(first);
    expect((first[0] as WebbenchRecord).command).toBe("-c 2 -t 3 http://x/");
  });

  it("webbench: a cut Requests phrase keeps its line up to the next phrase, not to the end of the line", () => {
    const records = parse("Requests: 1 susceed, Requests: 2 susceed, x y Requests: 3 susceed, 0 failed.\n", { format: "webbench" }) as WebbenchRecord[];
    expect(records.map((r) => r.warnings?.[0] ?? "")).toEqual([
      'the Requests line is cut off ("Requests: 1 susceed,"): the failed count is left out',
      'the Requests line is cut off ("Requests: 2 susceed, x y"): the failed count is left out',
      "",
    ]);
  });

  it("ab: Benchmarking lines and apr_ errors read as before", () => {
    const [proxied] = parse("Benchmarking www.example.com [through 127.0.0.1:3128] (be patient).....done\n", { format: "ab" }) as AbRecord[];
    expect(proxied).toMatchObject({ host: "www.example.com", proxy: { host: "127.0.0.1", port: 3128 } });
    const [plain] = parse("Benchmarking 127.0.0.1 (be patient)...apr_socket_recv: Connection refused (111)\n", { format: "ab" }) as AbRecord[];
    expect(plain).toMatchObject({ host: "127.0.0.1", status: "aborted", error: { message: "Connection refused", function: "apr_socket_recv", code: 111 } });
  });

  it("free and stub_status raw records keep their line numbers (now from a line index)", () => {
    const free = parse(`${sample("free/procps-4.0.2-C-default.txt")}\n`.repeat(3), { format: "free", raw: true }) as { startLine: number; endLine: number }[];
    expect(free.map((r) => [r.startLine, r.endLine])).toEqual([
      [1, 3],
      [5, 7],
      [9, 11],
    ]);
    const stub = parse(sample("nginx-stub-status/series-no-timestamps.txt"), { format: "nginx-stub-status", raw: true }) as { line: number }[];
    expect(stub.map((r) => r.line)).toEqual([1, 5, 9]);
    const lineOf = lineIndex("a\nbc\n\nd");
    expect([0, 1, 2, 4, 5, 6, 99].map(lineOf)).toEqual([1, 1, 2, 2, 3, 4, 4]);
  });

  it("free: the -h base inferred from the 15-blank header indent is unchanged", () => {
    const [rec] = parse(sample("free/procps-4.0.2-C-h-si.txt"), { format: "free" }) as FreeRecord[];
    expect(rec).toMatchObject({ unit: "human", humanBase: 1000, unitSource: "inferred" });
  });
});
