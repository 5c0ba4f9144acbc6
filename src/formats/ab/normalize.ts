import { ParseError } from "../../kit/errors.js";
import { memoized } from "../../normalize/memoized.js";
import { parseInteger, parseNumber } from "../../normalize/number.js";
import { unitsToBytes } from "../../normalize/size.js";
import { inSchema } from "../../normalize/in-schema.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import { FATAL, isFatal, type AbRawRun } from "./raw.js";
import { AbPercentile, type AbConnectionRow, type AbRecord } from "./schema.js";
import { placesOf } from "../../kit/places.js";

/** Raw ab runs (strings as printed) to typed records with units in their names. */
export function normalizeAb(runs: AbRawRun[], ctx: ParseContext): AbRecord[] {
  const own = runs.filter(hasAbLine);
  if (own.length === 0) throw new ParseError({ format: "ab", source: ctx.source, text: ctx.text, offset: 0, message: "no ab output in the input (no line ab prints)" });
  return own.map((run) => normalizeRun(run, ctx));
}

/** A run's fields that are not lines only ab prints: `Server Temp Key:` (h2load's too). */
const SHARED_FIELDS = new Set(["format", "variant", "startLine", "endLine", "serverTempKey"]);

/** True when the run holds a line only ab prints (not only h2load's `Server Temp Key:`). */
function hasAbLine(run: AbRawRun): boolean {
  for (const key in run) if (!SHARED_FIELDS.has(key)) return true;
  return false;
}

function normalizeRun(run: AbRawRun, ctx: ParseContext): AbRecord {
  const offsets = placesOf(run) ?? new Map<string, number>();
  const fail = (field: string, err: unknown): never => {
    const message = err instanceof ValueError ? err.message : String(err);
    throw new ParseError({ format: "ab", variant: run.variant, source: ctx.source, text: ctx.text, offset: offsets.get(field) ?? 0, message: `${field}: ${message}` });
  };
  /** The first word of a printed value, as a whole number. */
  const int = (field: keyof AbRawRun & string, value = run[field] as string | undefined): number | undefined => {
    if (value === undefined) return undefined;
    try {
      return parseInteger(firstWord(value));
    } catch (err) {
      return fail(field, err);
    }
  };
  /** A TCP port number: 0 to 65535. */
  const port = (field: keyof AbRawRun & string, n: number): number => (n < 0 || n > 65535 ? fail(field, new ValueError(`not a port number: ${n}`)) : n);
  /** A whole number ab prints as a count (requests, bytes, concurrency): a negative one is an error where it is printed. */
  const count = (field: keyof AbRawRun & string, value = run[field] as string | undefined): number | undefined => {
    const n = int(field, value);
    return n !== undefined && n < 0 ? fail(field, new ValueError(`a count cannot be negative: ${n}`)) : n;
  };
  /** The first word as a decimal; `nan`/`inf` (ab 2.0 divides by zero) become null with a warning. */
  const dec = (field: keyof AbRawRun & string): number | null | undefined => {
    const value = run[field] as string | undefined;
    if (value === undefined) return undefined;
    const word = firstWord(value);
    // (the pattern only for a word that starts like one: it is a number almost always)
    const c = word.charCodeAt(word.charCodeAt(0) === 45 ? 1 : 0) | 32;
    if ((c === 110 || c === 105) && /^-?(?:nan|inf)$/i.test(word)) {
      warnings.push(`${field} printed as ${word}`);
      return null;
    }
    let n: number;
    try {
      n = parseNumber(word);
    } catch (err) {
      return fail(field, err);
    }
    // (rates and times per request: ab divides counts and times, never below 0)
    return n < 0 ? fail(field, new ValueError(`cannot be negative: ${word}`)) : n;
  };

  const warnings: string[] = [];
  // (a value is stored only when printed: one named store each, not one keyed store for all)
  let n: number | undefined;
  let d: number | null | undefined;
  const rec: AbRecord = { format: "ab", variant: run.variant, status: "complete" };

  const banner = run.banner !== undefined ? parseBanner(run.banner) : undefined;
  if (banner?.version) rec.version = banner.version;
  if (banner?.revision) rec.revision = banner.revision;

  const bench = run.benchmarking !== undefined ? parseBenchmarking(run.benchmarking) : undefined;
  if (bench?.host) rec.host = bench.host;
  if (bench?.proxy) rec.proxy = { host: bench.proxy.host, port: port("benchmarking", int("benchmarking", bench.proxy.port)!) };
  const errors = [...(bench?.error ? [bench.error] : []), ...(run.errors ?? [])];

  if (run.completed?.length) rec.progressCompleted = count("completed", run.completed.at(-1));
  if (run.finished !== undefined) rec.finishedRequests = count("finished", run.finished);

  if (run.serverSoftware !== undefined) rec.serverSoftware = run.serverSoftware === "" ? null : run.serverSoftware;
  if (run.serverHostname !== undefined) rec.serverHostname = run.serverHostname;
  if (run.serverPort !== undefined) rec.serverPort = port("serverPort", int("serverPort")!);
  if (run.sslTlsProtocol !== undefined) {
    try {
      rec.tls = parseTls(run.sslTlsProtocol);
    } catch (err) {
      fail("sslTlsProtocol", err);
    }
  }
  if (run.serverTempKey !== undefined) {
    rec.serverTempKey = run.serverTempKey;
    const bits = /(\d+) bits$/.exec(run.serverTempKey);
    if (bits) rec.serverTempKeyBits = int("serverTempKey", bits[1]);
  }
  if (run.tlsServerName !== undefined) rec.tlsServerName = run.tlsServerName;
  if (run.documentPath !== undefined) rec.documentPath = run.documentPath;
  if (run.documentLength !== undefined) {
    if (/^Variable\b/.test(run.documentLength)) rec.documentLengthVariable = true;
    else rec.documentLengthBytes = count("documentLength");
  }
  if ((n = count("concurrencyLevel")) !== undefined) rec.concurrencyLevel = n;
  if ((n = count("numberOfWorkers")) !== undefined) rec.numberOfWorkers = n;
  if ((n = count("concurrencyAchieved")) !== undefined) rec.concurrencyAchieved = n;
  if ((n = int("rampupDelay")) !== undefined) rec.rampupDelayMs = n;
  if ((n = count("numberOfRequests")) !== undefined) rec.numberOfRequests = n;
  if (run.timeTakenForTests !== undefined) {
    try {
      rec.timeTakenSeconds = timeTakenSeconds(firstWord(run.timeTakenForTests), banner?.era, run);
    } catch (err) {
      fail("timeTakenForTests", err);
    }
  }
  if ((n = count("completeRequests")) !== undefined) rec.completeRequests = n;
  if ((n = count("failedRequests")) !== undefined) rec.failedRequests = n;
  if (run.failedBreakdown) {
    const b = run.failedBreakdown;
    const part = (k: string): number => count("failedBreakdown", b[k] ?? "0")!;
    rec.failedBreakdown = { connect: part("connect"), ...(b.receive !== undefined ? { receive: part("receive") } : {}), length: part("length"), exceptions: part("exceptions") };
  }
  if ((n = count("writeErrors")) !== undefined) rec.writeErrors = n;
  if ((n = count("brokenPipeErrors")) !== undefined) rec.brokenPipeErrors = n;
  if ((n = count("non2xxResponses")) !== undefined) rec.non2xxResponses = n;
  if ((n = count("keepAliveRequests")) !== undefined) rec.keepAliveRequests = n;
  if ((n = count("keepAliveAborts")) !== undefined) rec.keepAliveAborts = n;
  if ((n = count("totalTransferred")) !== undefined) rec.totalTransferredBytes = n;
  if ((n = count("totalBodySent")) !== undefined) rec.totalBodySentBytes = n;
  if ((n = count("htmlTransferred")) !== undefined) rec.htmlTransferredBytes = n;
  if ((d = dec("requestsPerSecond")) !== undefined) rec.requestsPerSecond = d;
  if ((d = dec("timePerRequest")) !== undefined) rec.timePerRequestMs = d;
  if ((d = dec("timePerRequestAcrossAll")) !== undefined) rec.timePerRequestAcrossAllMs = d;
  // ab 2.x divides bytes by 1024; ab 1.3 divides bytes by milliseconds, so its "Kbytes" are 1000 bytes.
  const kBase = banner?.era === "A0" ? 1000 : 1024;
  const kib = (field: "transferRate" | "transferRateSent" | "transferRateTotal"): number | null | undefined => {
    const v = dec(field);
    if (v === null || v === undefined) return v;
    try {
      return unitsToBytes(v, "K", kBase);
    } catch (err) {
      return fail(field, err);
    }
  };
  if ((d = kib("transferRate")) !== undefined) rec.transferRateBytesPerSecond = d;
  if ((n = kib("transferRateSent") ?? undefined) !== undefined) rec.transferRateSentBytesPerSecond = n;
  if ((n = kib("transferRateTotal") ?? undefined) !== undefined) rec.transferRateTotalBytesPerSecond = n;

  if (run.connectionTimes) {
    const style = run.connectionTimesStyle ?? (Object.values(run.connectionTimes).some((v) => v.length === 5) ? "full" : "short");
    const table: NonNullable<AbRecord["connectionTimes"]> = { style };
    for (const [key, values] of Object.entries(run.connectionTimes)) {
      const field = `connectionTimes.${key}`;
      let nums: number[];
      try {
        nums = values.map((v) => parseNumber(v));
      } catch (err) {
        return fail(field, err);
      }
      const expected = style === "full" ? 5 : 3;
      if (nums.length !== expected) {
        if (nums.length < expected && endsInput(ctx.text, offsets.get(field))) {
          warnings.push(`the output ends inside the Connection Times table (row ${key} is cut off)`);
          continue;
        }
        fail(field, new ValueError(`expected ${expected} numbers (${style === "full" ? "min mean sd median max" : "min avg max"}), found ${nums.length}`));
      }
      // ab counts connect, waiting and total times from 0; processing (total - connect, each rounded apart) goes below it
      const negative = nums.findIndex((v, i) => v < 0 && (key !== "processing" || (style === "full" && i === 2)));
      if (negative !== -1) fail(field, new ValueError(`cannot be negative: ${values[negative]}`));
      const row: AbConnectionRow =
        style === "full"
          ? { minMs: nums[0]!, meanMs: nums[1]!, sdMs: nums[2]!, medianMs: nums[3]!, maxMs: nums[4]! }
          : { minMs: nums[0]!, meanMs: nums[1]!, maxMs: nums[2]! };
      table[key as "connect" | "processing" | "waiting" | "total"] = row;
    }
    rec.connectionTimes = table;
    const total = table.total;
    for (const key of ["connect", "processing", "waiting"] as const) {
      const row = table[key];
      if (total && row && (row.maxMs > total.maxMs || row.meanMs > total.maxMs)) {
        warnings.push(`connectionTimes.${key} exceeds the Total row (ab's counters overflowed); do not trust this row`);
      }
    }
  }
  if (run.diagnostics?.length) rec.diagnostics = run.diagnostics;
  if (offsets.has("percentiles.repeated")) fail("percentiles.repeated", new ValueError("a percent printed twice in one percentage table (ab prints each once, in order, up to 100%)"));
  if (run.percentiles?.length) {
    rec.percentiles = run.percentiles.map((p, i) => {
      const field = `percentiles.${i}`;
      const percent = count(field as keyof AbRawRun & string, p.percent)!;
      // (a count is a whole number from 0: the schema's range is asked only for one above 100, to say why it fails)
      if (percent > 100) {
        try {
          inSchema(AbPercentile.shape.percent, percent);
        } catch (err) {
          fail(field, err as ValueError);
        }
      }
      return { percent, ms: p.note === "never" ? null : count(field as keyof AbRawRun & string, p.ms)! };
    });
  }

  if (run.totalOfRequestsCompleted !== undefined) rec.requestsCompletedBeforeAbort = count("totalOfRequestsCompleted");
  if (run.testAbortedAfter !== undefined) rec.testAbortedAfterFailures = count("testAbortedAfter");

  // Derived values ab does not print.
  if (rec.completeRequests !== undefined && rec.failedRequests !== undefined) {
    const successful = Math.max(0, rec.completeRequests - rec.failedRequests - (rec.non2xxResponses ?? 0));
    rec.successfulRequests = successful;
    if (rec.completeRequests > 0) rec.successRate = successful / rec.completeRequests;
  }

  if (errors.length > 0) rec.errors = errors;
  const fatal = errors.some((e) => FATAL.test(e) && !/^SSL handshake failed/.test(e));
  if (run.testAbortedAfter !== undefined || run.totalOfRequestsCompleted !== undefined || (fatal && run.completeRequests === undefined)) {
    rec.status = "aborted";
    rec.error = parseErrorMessage(errors.find((e) => /^apr_/.test(e)) ?? errors[0] ?? "Test aborted");
  } else if (run.interrupted || (run.completed?.length && run.finished === undefined && run.completeRequests !== undefined)) rec.status = "interrupted";
  else if (run.completeRequests === undefined || warnings.some((w) => w.startsWith("the output ends"))) rec.status = "incomplete";
  if (rec.status !== "aborted") {
    const missing = missingParts(run, rec, banner?.era, offsets.has("percentageTitle"));
    if (missing.length) {
      warnings.push(`the output is cut off: no ${missing.join("; no ")}`);
      if (rec.status === "complete") rec.status = "incomplete";
    }
  }
  // ab prints its report on Ctrl-C, as it does at its end: fewer complete requests than -n asked for, and no
  // Finished/done line, is a run stopped before its end (the progress lines go to stderr, often not in the text)
  const requested = ctx.options.requested;
  if (rec.status === "complete" && typeof requested === "number" && rec.completeRequests !== undefined && rec.completeRequests < requested && run.finished === undefined) {
    rec.status = "interrupted";
    warnings.push(`ab was asked for ${requested} requests (-n) and completed ${rec.completeRequests}, with no Finished line: the run was stopped before its end`);
  }
  if (rec.status === "incomplete" && run.completeRequests === undefined && (run.connectionTimes || run.percentiles)) {
    warnings.push("no results block (Complete requests, Time taken, ...) in this run");
  }

  if (warnings.length) rec.warnings = warnings;
  return rec;
}

/**
 * What ab prints after `Complete requests` for this run but the text lacks: the capture was cut there. ab always
 * prints Failed requests, Total and HTML transferred; the rate lines when the time and the count are above 0 (the
 * HTML form has only Requests per second and Transfer rate, `kb/s sent`/`total` follow when a body was sent);
 * Connection Times when a request completed (ab 1.3: more than one), down to its Total row (`-S` before 2.4.7 and
 * the HTML form have no Waiting row); a percentile table begun runs to 100%. A run without any percentile table is
 * complete (ab -d, or one request), unless something before it is missing too.
 */
function missingParts(run: AbRawRun, rec: AbRecord, era: Era | undefined, percentageTitle: boolean): string[] {
  const done = rec.completeRequests;
  if (done === undefined) return [];
  const missing: string[] = [];
  const need = (present: unknown, name: string): void => {
    if (present === undefined) missing.push(name);
  };
  need(run.failedRequests, "Failed requests");
  need(run.totalTransferred, "Total transferred");
  need(run.htmlTransferred, "HTML transferred");
  const html = run.variant === "html";
  const rate = html ? ([run.requestsPerSecond, run.transferRate] as const) : ([run.requestsPerSecond, run.timePerRequest, run.timePerRequestAcrossAll, run.transferRate] as const);
  const rateNames = html ? ["Requests per second", "Transfer rate"] : ["Requests per second", "Time per request", "Time per request (across all concurrent requests)", "Transfer rate"];
  if (rate.some((v) => v !== undefined) || (done > 0 && (rec.timeTakenSeconds ?? 0) > 0)) rate.forEach((v, i) => need(v, rateNames[i]!));
  if (run.transferRate !== undefined && run.totalBodySent !== undefined) {
    need(run.transferRateSent, "kb/s sent line");
    need(run.transferRateTotal, "kb/s total line");
  }
  const ct = run.connectionTimes;
  if (ct) {
    const style = run.connectionTimesStyle ?? "full";
    const rows = style === "full" && !html ? ["connect", "processing", "waiting", "total"] : ["connect", "processing", "total"];
    const width = style === "full" ? 5 : 3;
    const absent = rows.filter((k) => ct[k] === undefined || ct[k]!.length < width);
    if (absent.length) missing.push(`Connection Times row${absent.length > 1 ? "s" : ""} ${absent.join(", ")}`);
  } else if (done > 1 || (done === 1 && era !== undefined && era !== "A0")) missing.push("Connection Times table");
  const last = run.percentiles?.at(-1);
  if (last ? last.percent !== "100" : percentageTitle) missing.push(last ? `percentiles after ${last.percent}%` : "percentile rows");
  else if (!last && missing.length && done > 1 && !html) missing.push("percentile table (unless ab ran with -d)");
  return missing;
}

/** True when nothing but white space follows the line that starts at `offset`: the capture was cut there. */
function endsInput(text: string, offset: number | undefined): boolean {
  if (offset === undefined) return false;
  const end = text.indexOf("\n", offset);
  return end === -1 || text.slice(end).trim() === "";
}

/**
 * The first run of non-blanks: what `s.trim().split(/\s+/)[0]` gives, without the array (ASCII read by hand, the rest
 * by the pattern).
 */
function firstWord(s: string): string {
  const n = s.length;
  let i = 0;
  let c = 0;
  while (i < n && ((c = s.charCodeAt(i)) === 32 || (c >= 9 && c <= 13))) i++;
  let j = i;
  for (; j < n; j++) {
    c = s.charCodeAt(j);
    if (c === 32 || (c >= 9 && c <= 13)) break;
    if (c >= 127) return FIRST_WORD.exec(s)?.[0] ?? "";
  }
  return i === 0 && j === n ? s : s.slice(i, j);
}

const FIRST_WORD = /\S+/;

/** ab's eras (see FORMATS.md §1.1): A1 (Apache 2.0 to 2.2.8) prints microseconds after the point in `Time taken`. */
type Era = "A0" | "A1" | "A2";

/** The banner of runs one after another (mostly the same), read once per distinct text. */
const parseBanner = memoized(readBanner);

function readBanner(text: string): { version?: string; revision?: string; era?: Era } {
  const version = /^\s*(\S+)/.exec(text)?.[1];
  const revision = /\$Revision:\s*([^\s$]+)\s*\$/.exec(text)?.[1];
  const era: Era | undefined = /apache-2\.0/.test(text) ? "A1" : /apache-1\.3/.test(text) ? "A0" : version ? "A2" : undefined;
  return { ...(version ? { version } : {}), ...(revision ? { revision } : {}), ...(era ? { era } : {}) };
}

/**
 * `Time taken for tests`. ab 2.0 to 2.2.8 print `%ld.%03ld` of seconds and MICROseconds, so `3.12345` means
 * 3.012345 s. Without a banner, a fraction of 4 or 5 digits can only be that era; a 3-digit fraction is read as
 * milliseconds unless the banner says otherwise or `Requests per second` fits the other reading better.
 */
function timeTakenSeconds(printed: string, era: Era | undefined, run: AbRawRun): number {
  const seconds = readTimeTaken(printed, era, run);
  if (!Number.isFinite(seconds)) throw new ValueError(`too large to represent: ${printed.length > 40 ? `${printed.slice(0, 40)}...` : printed}`);
  if (seconds < 0) throw new ValueError(`a duration cannot be negative: ${printed}`);
  return seconds;
}

function readTimeTaken(printed: string, era: Era | undefined, run: AbRawRun): number {
  const m = /^(\d+)\.(\d+)$/.exec(printed);
  if (!m) return parseNumber(printed);
  const [, whole, frac] = m as unknown as [string, string, string];
  const plain = parseNumber(printed);
  const micro = Number(whole) + Number(frac) / 1e6;
  if (era === "A1") return micro;
  if (era === "A0" || era === "A2") return plain;
  if (frac.length === 4 || frac.length === 5) return micro;
  if (frac.length !== 3) return plain;
  const done = Number(firstWord(run.completeRequests ?? ""));
  const rps = Number(firstWord(run.requestsPerSecond ?? ""));
  // ab prints Requests per second with %.2f from the unrounded time, so a reading t of the printed time fits when done / t
  // is within 0.005 of it, plus what rounding the time to 3 decimals can move the rate (done * 0.0005 / t^2).
  // Microseconds only when that reading fits and the other does not: "closer" alone picks noise (a rate of 0.01).
  const fits = (t: number): boolean => Math.abs(done / t - rps) <= 0.005 + (done * 0.0005) / (t * t) + 1e-9 * rps;
  if (done > 0 && rps > 0 && micro > 0 && plain > 0 && fits(micro) && !fits(plain)) return micro;
  return plain;
}

/**
 * `host (be patient)...done`, `host through proxy:port (be patient)`. Written with indexOf and anchored patterns only:
 * a lazy `(.*?)\s*` before a literal backtracks quadratically on a long run of blanks.
 */
const parseBenchmarking = memoized(readBenchmarking);

type Benchmarking = { host?: string; proxy?: { host: string; port: string }; error?: string };

function readBenchmarking(text: string): Benchmarking {
  const patient = text.indexOf("(be patient)");
  const target = (patient === -1 ? text : text.slice(0, patient)).trim();
  const tail = patient === -1 ? "" : text.slice(patient + "(be patient)".length).replace(/^\s*\.*/, "").trim();
  const out: { host?: string; proxy?: { host: string; port: string }; error?: string } = {};
  const at = /\s\[?through /.exec(target);
  const proxy = at ? /^(.*):(\d+)\]?$/.exec(target.slice(at.index + at[0].length)) : null;
  if (at && proxy && at.index > 0) {
    out.host = target.slice(0, at.index).trimEnd();
    out.proxy = { host: proxy[1]!, port: proxy[2]! };
  } else if (target) out.host = target;
  if (isFatal(tail)) out.error = tail;
  return out;
}

function parseTls(text: string): NonNullable<AbRecord["tls"]> {
  const [protocol = text, cipher, keyBits, cipherBits] = text.split(",").map((s) => s.trim());
  const tls: NonNullable<AbRecord["tls"]> = { protocol };
  if (cipher) tls.cipher = cipher;
  if (keyBits && /^\d+$/.test(keyBits)) tls.publicKeyBits = parseInteger(keyBits);
  if (cipherBits && /^\d+$/.test(cipherBits)) tls.cipherBits = parseInteger(cipherBits);
  return tls;
}

/** `apr_socket_recv: Connection reset by peer (104)` to its parts. */
function parseErrorMessage(text: string): NonNullable<AbRecord["error"]> {
  // The message and its `(code)` are split in two steps: one pattern with a lazy `(.*?)\s*` before the optional code
  // backtracks quadratically on a long run of blanks.
  const m = /^(apr_[a-z_]+(?:\(\))?)(?: for [^:]*)?:(.*)$/.exec(text);
  if (!m) return { message: text };
  const rest = m[2]!.trim();
  const code = /\((\d+)\)$/.exec(rest);
  const value = code ? Number(code[1]) : undefined;
  return {
    message: code ? rest.slice(0, code.index).trimEnd() : rest,
    function: m[1]!.replace(/\(\)$/, ""),
    // A code too long to be exact is left in the message only.
    ...(value !== undefined && Number.isSafeInteger(value) ? { code: value } : {}),
  };
}
