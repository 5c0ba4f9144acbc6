import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";

const count = (what: string) => z.number().int().nonnegative().describe(what);

export const WebbenchRecord = z
  .object(lazyShape({ format: z.literal("webbench").describe("Format id (always `webbench`)") }, () => ({
    version: z.string().optional().describe("webbench's version from the banner (`1.5`; `1.6` for webbench-plus-post) or the request's User-Agent"),
    status: z
      .enum(["complete", "aborted", "incomplete"])
      .describe("complete: the Requests line was printed; aborted: webbench stopped on an error (no results); incomplete: results missing or cut off"),
    error: z.object({ message: z.string().describe("The message as printed") }).optional().describe("Why the run stopped (the first fatal message, as printed)"),
    errors: z.array(z.string()).optional().describe("The distinct error messages webbench printed with this run (whole lines, as printed, in order)"),
    settingsFrom: z
      .enum(["output", "command"])
      .optional()
      .describe("Where clients, duration and options come from: webbench's own header lines, or (for results pasted without them) the webbench command line shown with the results"),
    command: z.string().optional().describe("The arguments of the `webbench ...` command line shown with the run, as printed"),
    method: z.string().optional().describe("HTTP method (GET, HEAD, OPTIONS, TRACE; POST in forks)"),
    url: z.string().optional().describe("Target URL as given to webbench: from the Benchmarking line, else from the webbench command line shown with the run"),
    httpVersion: z
      .enum(["0.9", "1.0", "1.1"])
      .optional()
      .describe("HTTP version of the requests: `(using HTTP/0.9)` / `(using HTTP/1.1)`, otherwise 1.0 (webbench's default); from the request line in the EZLippi fork"),
    contentType: z.string().optional().describe("POST body type shown on the Benchmarking line (webbench-plus-post)"),
    clients: count("Concurrent clients (one forked process each), a count").optional(),
    durationSeconds: count("Benchmark duration, in seconds (`running T sec`, or -t)").optional(),
    earlySocketClose: z.boolean().optional().describe("-f: close the socket without waiting for the reply (bytes/sec is then 0)"),
    forceReload: z.boolean().optional().describe("-r: send `Pragma: no-cache`"),
    viaProxy: z.boolean().optional().describe("-p: requests go through a proxy"),
    proxyHost: z.string().optional().describe("Proxy host from -p host:port"),
    proxyPort: z.number().int().min(0).max(65535).optional().describe("Proxy TCP port number from -p host:port"),
    customHeaders: z
      .array(z.object({ name: z.string().describe("Header name"), value: z.string().describe("Header value") }))
      .optional()
      .describe("`custom header name:value` options (webbench-plus-post)"),
    request: z.string().optional().describe("The raw HTTP request printed under `Request:` (EZLippi fork), lines joined with \\n"),
    headerCopies: count("How many times the header was printed: with output redirected, every client process prints it again (up to clients + 1); a count").optional(),
    pagesPerMinute: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe("`Speed=` as printed: (succeeded + failed) / duration x 60, truncated to an integer. Counts failed requests too"),
    pagesPerSecond: z.number().nonnegative().optional().describe("Derived: pagesPerMinute / 60, pages per second (inherits the truncation and the failed requests)"),
    bytesPerSecond: z
      .number()
      .int()
      .optional()
      .describe("Bytes received per second as printed (a C int: negative when webbench's byte counter overflowed past 2 GiB, see warnings)"),
    succeeded: count("Successful requests (`susceed`), a count").optional(),
    failed: count("Failed requests, a count (webbench subtracts one per client at the end of the run)").optional(),
    requestsPerSecond: z
      .number()
      .nonnegative()
      .optional()
      .describe("Derived: (succeeded + failed) / durationSeconds, exact (the printed pages/min is truncated); counts failed requests as webbench does"),
    successRate: z.number().min(0).max(1).optional().describe("Derived: succeeded / (succeeded + failed), 0..1"),
    meanConnectTimeMs: z.number().nonnegative().nullable().optional().describe("`mean time to connect (ms)=` (an epoll fork), ms; null for nan/inf"),
    meanResponseTimeMs: z.number().nonnegative().nullable().optional().describe("`mean time to response (ms)=` (an epoll fork), ms; null for nan/inf"),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable, and unknown lines inside the run"),
  })))
  .describe("One webbench run");
export type WebbenchRecord = z.infer<typeof WebbenchRecord>;
