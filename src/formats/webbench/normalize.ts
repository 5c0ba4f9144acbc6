import { ParseError } from "../../kit/errors.js";
import { memoized } from "../../normalize/memoized.js";
import { parseInteger, parseNumber } from "../../normalize/number.js";
import { perMinuteToPerSecond } from "../../normalize/rate.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import { parseWebbenchArgs } from "./command.js";
import { ABORTING, type WebbenchRawRun } from "./raw.js";
import type { WebbenchRecord } from "./schema.js";
import { placesOf } from "../../kit/places.js";

/** Message kinds that are not errors: the usage text, option warnings, a fork's debug print. */
const NOT_ERRORS = new Set(["usage", "optionWarning", "debug"]);

/** Raw webbench runs (strings as printed) to typed records with units in their names. */
export function normalizeWebbench(runs: WebbenchRawRun[], ctx: ParseContext): WebbenchRecord[] {
  return runs.map((run) => normalizeRun(run, ctx));
}

function normalizeRun(run: WebbenchRawRun, ctx: ParseContext): WebbenchRecord {
  const offsets = placesOf(run) ?? new Map<string, number>();
  const int = (field: string, value: string | undefined): number | undefined => {
    if (value === undefined) return undefined;
    try {
      return parseInteger(value);
    } catch (err) {
      const message = err instanceof ValueError ? err.message : String(err);
      throw new ParseError({ format: "webbench", source: ctx.source, text: ctx.text, offset: offsets.get(field) ?? 0, message: `${field}: ${message}` });
    }
  };
  const warnings: string[] = [];
  /** A count webbench printed with %d: a negative one (a C int that wrapped, or a negative -c/-t) is left out with a warning. */
  const count = (field: string, value: string): number | undefined => {
    const n = int(field, value)!;
    if (n >= 0) return n;
    warnings.push(`${field} printed as ${n}: a count cannot be negative (webbench's int wrapped, or a negative option was given); left out`);
    return undefined;
  };
  const rec = { format: "webbench" } as WebbenchRecord;

  // Version: the banner, else the User-Agent the EZLippi fork shows in its request dump.
  const ua = run.request?.map((l) => /^User-Agent: WebBench (\S+)$/i.exec(l)?.[1]).find((v) => v !== undefined);
  if (run.banner) rec.version = run.banner;
  else if (ua) rec.version = ua;

  // Status and errors.
  const messages = run.messages ?? [];
  const errors = [...new Set(messages.filter((m) => !NOT_ERRORS.has(m.kind)).map((m) => m.text))];
  const fatal = messages.find((m) => ABORTING.has(m.kind) && !(m.kind === "pipeFailed" && /writ/.test(m.text)));
  rec.status = run.requestsComplete ? "complete" : fatal ? "aborted" : "incomplete";
  if (fatal && rec.status === "aborted") rec.error = { message: fatal.text };
  if (errors.length > 0) rec.errors = errors;
  for (const m of messages) if (m.kind === "optionWarning") warnings.push(`webbench: ${m.text}`);
  if (messages.some((m) => m.kind === "childrenDied")) {
    warnings.push("some client processes died before reporting: their requests and bytes are missing from the totals");
  }

  // Settings: webbench's header lines, else the command line shown with the results.
  const fromOutput = run.benchmarking !== undefined || run.clientsLine !== undefined || run.request !== undefined;
  const args = run.command !== undefined ? commandArgs(run.command) : undefined;
  // The command line stands in for the header only for results pasted without it (seed tables), not for a command
  // that webbench rejected.
  const fromCommand = !fromOutput && args !== undefined && (run.speed !== undefined || run.requests !== undefined);
  if (run.command !== undefined) rec.command = run.command;
  if (fromOutput) rec.settingsFrom = "output";
  else if (fromCommand) rec.settingsFrom = "command";

  const requestLine = run.request?.[0] !== undefined ? /^([A-Z]+) (\S+)(?: HTTP\/(\d\.\d))?$/.exec(run.request[0]) : undefined;
  if (run.method !== undefined) rec.method = run.method;
  else if (requestLine) rec.method = requestLine[1];
  else if (fromCommand && args?.method) rec.method = args.method;

  // The EZLippi fork prints no URL, only the request: the command line, when shown, has it.
  if (run.url !== undefined) rec.url = run.url;
  else if ((fromCommand || run.benchmarking === undefined) && args?.url !== undefined && /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(args.url)) rec.url = args.url;

  const httpVersion = run.protocol ?? (run.benchmarking !== undefined && run.method !== undefined ? "1.0" : requestLine ? (requestLine[3] ?? "0.9") : undefined);
  if (httpVersion === "0.9" || httpVersion === "1.0" || httpVersion === "1.1") rec.httpVersion = httpVersion;
  if (run.contentType !== undefined) rec.contentType = run.contentType;

  if (run.clientsLine !== undefined) {
    if (run.clients !== undefined) setIf(rec, "clients", count("clients", run.clients));
    if (run.seconds !== undefined) setIf(rec, "durationSeconds", count("seconds", run.seconds));
    else warnings.push(`the clients line is incomplete (no "running T sec"): ${JSON.stringify(run.clientsLine)}`);
    const opts = run.options ?? [];
    rec.earlySocketClose = opts.some((o) => o.kind === "earlySocketClose");
    rec.forceReload = opts.some((o) => o.kind === "forcingReload");
    const proxy = opts.find((o) => o.kind === "proxy");
    rec.viaProxy = proxy !== undefined;
    if (proxy?.value !== undefined) setProxy(rec, proxy.value, (port) => int("clientsLine", port)!);
    const headers = opts.filter((o) => o.kind === "customHeader" && o.value !== undefined).map((o) => splitHeader(o.value!));
    if (headers.length > 0) rec.customHeaders = headers;
  } else if (fromCommand && args) {
    const clients = commandInt(args.clients, "-c", warnings);
    if (clients !== undefined) rec.clients = clients === 0 ? 1 : clients; // webbench: `if(clients==0) clients=1;`
    const time = commandInt(args.time, "-t", warnings);
    if (time === 0) warnings.push("-t 0 means 60 s in webbench 1.5 and 30 s in later copies: duration left out");
    else if (time !== undefined) rec.durationSeconds = time;
    rec.earlySocketClose = args.force;
    rec.forceReload = args.reload;
    rec.viaProxy = args.proxy !== undefined;
    if (args.proxy !== undefined) setProxy(rec, args.proxy, (port) => int("command", port)!);
  }
  if (args && args.typographicDashes.length > 0) {
    warnings.push(`the command shows typographic dashes (${args.typographicDashes.join(" ")}), read as "-"`);
  }
  if (fromOutput && args) crossCheck(rec, args, warnings);

  if (run.request !== undefined) rec.request = run.request.join("\n");
  if (run.headerCopies !== undefined) rec.headerCopies = run.headerCopies;

  // Results.
  if (run.pagesPerMinute !== undefined) {
    const pages = count("pagesPerMinute", run.pagesPerMinute);
    if (pages !== undefined) {
      rec.pagesPerMinute = pages;
      rec.pagesPerSecond = perMinuteToPerSecond(pages);
    }
  }
  if (run.bytesPerSecond !== undefined) {
    rec.bytesPerSecond = int("bytesPerSecond", run.bytesPerSecond);
    if (rec.bytesPerSecond! < 0) warnings.push("bytes/sec is negative: webbench's int byte counter overflowed (more than 2 GiB received); the true rate is unknown");
  }
  if (run.speed !== undefined && !run.speedComplete) warnings.push(`the Speed line is incomplete: ${JSON.stringify(run.speed)}`);
  if (run.succeeded !== undefined) setIf(rec, "succeeded", count("succeeded", run.succeeded));
  if (run.failed !== undefined && run.requestsComplete) setIf(rec, "failed", count("failed", run.failed));
  if (run.requests !== undefined && !run.requestsComplete) {
    warnings.push(`the Requests line is cut off (${JSON.stringify(run.requests)}): the failed count is left out`);
  }
  if (rec.succeeded !== undefined && rec.failed !== undefined) {
    const total = rec.succeeded + rec.failed;
    if (rec.durationSeconds !== undefined && rec.durationSeconds > 0) rec.requestsPerSecond = total / rec.durationSeconds;
    if (total > 0) rec.successRate = rec.succeeded / total;
    if (rec.pagesPerMinute !== undefined && rec.durationSeconds !== undefined && rec.durationSeconds > 0) {
      const expected = webbenchSpeed(total, rec.durationSeconds);
      // Some forks divide in double precision (`/ 60.0`): accept either rounding.
      const expectedDouble = Math.trunc(total / (rec.durationSeconds / 60));
      if (expected !== rec.pagesPerMinute && expectedDouble !== rec.pagesPerMinute) {
        warnings.push(
          `Speed=${rec.pagesPerMinute} pages/min does not match (succeeded + failed) / duration = ${total} / ${rec.durationSeconds} s, which webbench prints as ${expected}`,
        );
      }
    }
  }
  let mean: number | null | undefined;
  if (run.meanTimeToConnect !== undefined && (mean = decimal(run.meanTimeToConnect, "meanTimeToConnect")) !== undefined) rec.meanConnectTimeMs = mean;
  if (run.meanTimeToResponse !== undefined && (mean = decimal(run.meanTimeToResponse, "meanTimeToResponse")) !== undefined) rec.meanResponseTimeMs = mean;

  if (run.interrupted) warnings.push("the run was interrupted (^C)");
  else if (rec.status === "incomplete" && run.requests === undefined && run.speed === undefined && !fatal) {
    warnings.push("no result lines (Speed=, Requests:) after the header: the output is cut off or webbench was interrupted");
  }
  // (line numbers of the input: a piece's own plus where the piece starts, src/api/engine.ts)
  for (const u of countLines(run.unknownLines ?? [], typeof ctx.state.lineShift === "number" ? ctx.state.lineShift : 0)) warnings.push(u);
  if (warnings.length > 0) rec.warnings = warnings;
  return rec;

  function decimal(value: string, field: string): number | null | undefined {
    if (/^[-+]?(?:nan|inf(?:inity)?)$/i.test(value)) {
      warnings.push(`${field} printed as ${value}`);
      return null;
    }
    let n: number;
    try {
      n = parseNumber(value);
    } catch (err) {
      const message = err instanceof ValueError ? err.message : String(err);
      throw new ParseError({ format: "webbench", source: ctx.source, text: ctx.text, offset: offsets.get(field) ?? 0, message: `${field}: ${message}` });
    }
    if (n >= 0) return n;
    warnings.push(`${field} printed as ${value}: a mean time cannot be negative; left out`);
    return undefined;
  }
}

/**
 * pages/min exactly as webbench computes it: `(int)((speed+failed)/(benchtime/60.0f))`, in single-precision float.
 *
 * @example
 * webbenchSpeed(8316, 100) //=> 4989
 */
export function webbenchSpeed(requests: number, seconds: number): number {
  const minutes = Math.fround(Math.fround(seconds) / Math.fround(60));
  return Math.trunc(Math.fround(Math.fround(requests) / minutes));
}

function commandInt(value: string | undefined, option: string, warnings: string[]): number | undefined {
  if (value === undefined) return undefined;
  if (/^\d+$/.test(value)) {
    if (Number.isSafeInteger(Number(value))) return Number(value);
    warnings.push(`the command's ${option} value ${value} is too large to be exact: left out`);
    return undefined;
  }
  warnings.push(`the command's ${option} value ${JSON.stringify(value)} is not a number: left out`);
  return undefined;
}

/** `host:port`; `toInt` reads the port (and reports one too large to be exact where it was printed). */
function setIf<K extends keyof WebbenchRecord>(rec: WebbenchRecord, key: K, value: WebbenchRecord[K] | undefined): void {
  if (value !== undefined) rec[key] = value;
}

function setProxy(rec: WebbenchRecord, value: string, toInt: (port: string) => number): void {
  const colon = value.lastIndexOf(":");
  if (colon > 0 && /^\d+$/.test(value.slice(colon + 1))) {
    rec.proxyHost = value.slice(0, colon);
    rec.proxyPort = toInt(value.slice(colon + 1));
  } else {
    rec.proxyHost = value;
  }
}

/** `Content-Type:application/x-www-form-urlencoded`: the fork splits at the last colon. */
function splitHeader(value: string): { name: string; value: string } {
  const colon = value.lastIndexOf(":");
  return colon === -1 ? { name: value, value: "" } : { name: value.slice(0, colon), value: value.slice(colon + 1) };
}

/** parseWebbenchArgs once per distinct command line (a log repeats one). */
const commandArgs = memoized(parseWebbenchArgs);

function crossCheck(rec: WebbenchRecord, args: ReturnType<typeof parseWebbenchArgs>, warnings: string[]): void {
  const differs = (what: string, fromArgs: string | undefined, shown: string | number | undefined): void => {
    if (fromArgs === undefined || shown === undefined) return;
    if (String(shown) !== fromArgs && !(what === "clients" && fromArgs === "0" && shown === 1)) {
      warnings.push(`the command says ${what} ${fromArgs} but webbench printed ${shown}`);
    }
  };
  differs("clients", args.clients, rec.clients);
  differs("duration", args.time === "0" ? undefined : args.time, rec.durationSeconds);
  differs("url", args.url, rec.url);
}

/** `unknown line 12: text`, identical lines counted once. */
function countLines(lines: { line: number; text: string }[], shift: number): string[] {
  const seen = new Map<string, { first: number; n: number }>();
  for (const l of lines) {
    const s = seen.get(l.text);
    if (s) s.n++;
    else seen.set(l.text, { first: l.line, n: 1 });
  }
  return [...seen].map(([text, s]) => `unknown line ${s.first + shift}${s.n > 1 ? ` (and ${s.n - 1} more like it)` : ""}: ${text}`);
}
