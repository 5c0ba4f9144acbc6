/**
 * Generated webbench 1.5 runs (FORMATS.md §2: banner, Benchmarking line, clients line with its options, Speed and
 * Requests lines) parse back to the values generated; pages/min also as pages per second (/ 60).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFormatName } from "../../src/formats/index.js";
import { webbenchSpeed } from "../../src/formats/webbench/normalize.js";
import type { WebbenchRecord } from "../../src/formats/webbench/schema.js";
import { parse } from "../../src/index.js";
import { expectSound, fcParams } from "./harness.js";

const word = (chars: string, min: number, max: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...chars), { minLength: min, maxLength: max }).map((a) => a.join(""));

interface Run {
  method: "GET" | "HEAD" | "OPTIONS" | "TRACE";
  url: string;
  protocol: "0.9" | "1.0" | "1.1";
  clients: number;
  seconds: number;
  force: boolean;
  proxy?: { host: string; port: number };
  reload: boolean;
  succeeded: number;
  failed: number;
  /** Speed as webbench computes it, or any number (a fork, a hand edit): it must come back as printed either way. */
  pages: number | undefined;
  bytes: number;
  banner: boolean;
}

const run: fc.Arbitrary<Run> = fc.record({
  method: fc.constantFrom("GET" as const, "HEAD" as const, "OPTIONS" as const, "TRACE" as const),
  url: fc
    .tuple(
      fc.constantFrom("http", "https"),
      word("abcdefghijklmnopqrstuvwxyz0123456789-", 1, 16),
      fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
      word("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._~%?=&-", 0, 30),
    )
    .map(([scheme, h, port, path]) => `${scheme}://${h}.example${port !== undefined ? `:${port}` : ""}/${path}`),
  protocol: fc.constantFrom("0.9" as const, "1.0" as const, "1.1" as const),
  clients: fc.integer({ min: 1, max: 30_000 }),
  seconds: fc.integer({ min: 0, max: 86_400 }),
  force: fc.boolean(),
  proxy: fc.option(
    fc.record({ host: fc.oneof(fc.ipV4(), word("abcdefghijklmnopqrstuvwxyz", 1, 12).map((h) => `${h}.proxy.example`)), port: fc.integer({ min: 1, max: 65535 }) }),
    { nil: undefined },
  ),
  reload: fc.boolean(),
  succeeded: fc.nat({ max: 2 ** 31 - 1 }),
  failed: fc.nat({ max: 100_000 }),
  pages: fc.option(fc.nat({ max: 2 ** 31 - 1 }), { nil: undefined }),
  bytes: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  banner: fc.boolean(),
});

function pagesOf(r: Run): number {
  // webbench never runs for 0 s (it turns -t 0 into 60 s), so any Speed will do there.
  return r.pages ?? (r.seconds > 0 ? webbenchSpeed(r.succeeded + r.failed, r.seconds) : 0);
}

function render(r: Run): string {
  const out: string[] = [];
  if (r.banner) out.push("Webbench - Simple Web Benchmark 1.5", "Copyright (c) Radim Kolar 1997-2004, GPL Open Source Software.");
  const annotation = r.protocol === "1.0" ? "" : ` (using HTTP/${r.protocol})`;
  out.push("", `Benchmarking: ${r.method} ${r.url}${annotation}`);
  let clients = `${r.clients === 1 ? "1 client" : `${r.clients} clients`}, running ${r.seconds} sec`;
  if (r.force) clients += ", early socket close";
  if (r.proxy) clients += `, via proxy server ${r.proxy.host}:${r.proxy.port}`;
  if (r.reload) clients += ", forcing reload";
  out.push(`${clients}.`);
  out.push("", `Speed=${pagesOf(r)} pages/min, ${r.bytes} bytes/sec.`, `Requests: ${r.succeeded} susceed, ${r.failed} failed.`);
  return `${out.join("\n")}\n`;
}

describe.skipIf(!isFormatName("webbench"))("round trip: generated webbench 1.5 runs", () => {
  it("parse back to the generated values", () => {
    fc.assert(
      fc.property(run, (r) => {
        const text = render(r);
        const records = parse(text, { format: "webbench" }) as WebbenchRecord[];
        expect(records).toHaveLength(1);
        const rec = records[0]!;
        const pages = pagesOf(r);
        const total = r.succeeded + r.failed;
        expect(rec).toMatchObject({
          format: "webbench",
          status: "complete",
          method: r.method,
          url: r.url,
          httpVersion: r.protocol,
          clients: r.clients,
          durationSeconds: r.seconds,
          earlySocketClose: r.force,
          forceReload: r.reload,
          viaProxy: r.proxy !== undefined,
          pagesPerMinute: pages,
          pagesPerSecond: pages / 60,
          bytesPerSecond: r.bytes,
          succeeded: r.succeeded,
          failed: r.failed,
        });
        if (r.banner) expect(rec.version).toBe("1.5");
        if (r.proxy) expect(rec).toMatchObject({ proxyHost: r.proxy.host, proxyPort: r.proxy.port });
        expect(rec.requestsPerSecond).toBe(r.seconds > 0 ? total / r.seconds : undefined);
        expect(rec.successRate).toBe(total > 0 ? r.succeeded / total : undefined);
        // A Speed that webbench could not have printed is reported, never corrected.
        const mismatch = rec.warnings?.some((w) => w.startsWith("Speed=")) ?? false;
        if (r.pages === undefined || r.seconds === 0) expect(mismatch).toBe(false);
        expectSound(text, "webbench");
      }),
      fcParams(),
    );
  });

  it("redirected output (the header repeated by every client) is still one run per result block", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(run, fc.integer({ min: 1, max: 4 })), { minLength: 1, maxLength: 3 }), (runs) => {
        const text = runs
          .map(([r, copies]) => {
            const lines = render(r).split("\n");
            const header = lines.filter((l) => l.startsWith("Benchmarking:") || /running \d+ sec/.test(l));
            return [...lines.slice(0, -1), ...Array.from({ length: copies - 1 }, () => header).flat()].join("\n");
          })
          .join("\n");
        const records = parse(`${text}\n`, { format: "webbench" }) as WebbenchRecord[];
        expect(records.map((x) => x.succeeded)).toEqual(runs.map(([r]) => r.succeeded));
        expect(records.map((x) => x.bytesPerSecond)).toEqual(runs.map(([r]) => r.bytes));
      }),
      fcParams(),
    );
  });
});
