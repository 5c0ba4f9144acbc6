import { ParseError } from "../../kit/errors.js";
import { parseInteger, parseNumber } from "../../normalize/number.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import { BLOCK_KEYS, hasSummary, rawInside, type SiegeBlockKey, type SiegeRawResponse, type SiegeRawRun } from "./raw.js";
import { MAX_RUN_RESPONSES } from "./lines.js";
import type { SiegeMessage, SiegeRecord, SiegeResponse } from "./schema.js";
import { placesOf } from "../../kit/places.js";

/** siege's MB: bytes / (1024 * 1024) (src/data.c data_get_megabytes, data_get_throughput). */
const MIB = 1024 * 1024;
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A printed decimal times 10^power, exactly: the digits are read as one whole number and divided once by a power of
 * ten, so `0.07` seconds gives 70 ms, not 70.00000000000001. A value whose digits pass 2^53 is refused.
 *
 * @example
 * scaled("1.53", 3) //=> 1530
 * scaled("0.07", 3) //=> 70
 */
function scaled(text: string, power: number): number {
  const m = DECIMAL.exec(text);
  if (!m) throw new ValueError(`not a number: ${JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text)}`);
  const frac = m[3] ?? "";
  const digits = parseInteger(m[2]! + frac);
  const shift = power - frac.length;
  const value = shift >= 0 ? digits * 10 ** shift : digits / 10 ** -shift;
  if (!Number.isSafeInteger(Math.trunc(value))) throw new ValueError(`too large to be exact: ${text.length > 40 ? `${text.slice(0, 40)}...` : text}`);
  return m[1] === "-" ? -value : value;
}

/** MiB as printed (`97.66`) to whole bytes (rounded: the 2 decimals are themselves rounded). */
function mebibytes(text: string): number {
  const bytes = Math.round(parseNumber(text) * MIB);
  if (!Number.isSafeInteger(bytes)) throw new ValueError(`too large to be exact in bytes: ${text.length > 40 ? `${text.slice(0, 40)}...` : text}`);
  return bytes;
}

/** What each classic block line holds: its record key, the units siege prints after it, how the value converts. */
type Kind = "count" | "status" | "percent" | "seconds" | "ms" | "mib" | "rate" | "ratio";
const BLOCK: Record<SiegeBlockKey, { key: keyof SiegeRecord; kind: Kind; units: readonly string[]; label: string }> = {
  transactions: { key: "transactions", kind: "count", units: ["hits"], label: "Transactions" },
  availability: { key: "availabilityPercent", kind: "percent", units: ["%"], label: "Availability" },
  elapsedTime: { key: "elapsedSeconds", kind: "seconds", units: ["secs"], label: "Elapsed time" },
  dataTransferred: { key: "dataTransferredBytes", kind: "mib", units: ["MB"], label: "Data transferred" },
  responseTime: { key: "responseTimeMs", kind: "ms", units: ["secs", "ms"], label: "Response time" },
  transactionRate: { key: "transactionRatePerSecond", kind: "rate", units: ["trans/sec"], label: "Transaction rate" },
  throughput: { key: "throughputBytesPerSecond", kind: "mib", units: ["MB/sec"], label: "Throughput" },
  concurrency: { key: "concurrency", kind: "ratio", units: [""], label: "Concurrency" },
  successfulTransactions: { key: "successfulTransactions", kind: "count", units: [""], label: "Successful transactions" },
  httpOkReceived: { key: "httpOkReceived", kind: "count", units: [""], label: "HTTP OK received" },
  failedTransactions: { key: "failedTransactions", kind: "count", units: [""], label: "Failed transactions" },
  // 3.0.9 to 4.1.6 print no unit here (seconds); 4.1.7 prints ms; some 3.x builds print secs
  longestTransaction: { key: "longestTransactionMs", kind: "ms", units: ["", "secs", "ms"], label: "Longest transaction" },
  shortestTransaction: { key: "shortestTransactionMs", kind: "ms", units: ["", "secs", "ms"], label: "Shortest transaction" },
};
/** The JSON summary's keys (src/main.c): the same values, times in seconds whatever the text block prints. */
const JSON_KEYS: Record<string, SiegeBlockKey> = {
  transactions: "transactions",
  availability: "availability",
  elapsed_time: "elapsedTime",
  data_transferred: "dataTransferred",
  response_time: "responseTime",
  transaction_rate: "transactionRate",
  throughput: "throughput",
  concurrency: "concurrency",
  successful_transactions: "successfulTransactions",
  http_ok_received: "httpOkReceived",
  failed_transactions: "failedTransactions",
  longest_transaction: "longestTransaction",
  shortest_transaction: "shortestTransaction",
};
/** The log row's cells after the date (src/log.c write_to_log). */
const LOG_CELLS: { key: keyof SiegeRecord; kind: Kind; label: string }[] = [
  { key: "transactions", kind: "count", label: "Trans" },
  { key: "elapsedSeconds", kind: "seconds", label: "Elap Time" },
  { key: "dataTransferredBytes", kind: "count", label: "Data Trans" },
  { key: "responseTimeMs", kind: "ms", label: "Resp Time" },
  { key: "transactionRatePerSecond", kind: "rate", label: "Trans Rate" },
  { key: "throughputBytesPerSecond", kind: "mib", label: "Throughput" },
  { key: "concurrency", kind: "ratio", label: "Concurrent" },
  { key: "successfulTransactions", kind: "count", label: "OKAY" },
  { key: "failedTransactions", kind: "count", label: "Failed" },
];
/** What siege prints in every block (HTTP OK received only with -D). */
const REQUIRED: SiegeBlockKey[] = (Object.keys(BLOCK) as SiegeBlockKey[]).filter((k) => k !== "httpOkReceived");
const LEVELS = new Set(["error", "alert", "fatal", "warning", "debug", "info"]);

/** The results labels other tools print too (bombardier's `Throughput:`): not siege's output on their own. */
const SHARED_BLOCK_KEYS = new Set<string>(["throughput", "concurrency"]);
/** A notice line other programs print too: a rule of `=` (the users-cap box's). */
const SHARED_NOTICE = /^\s*={8,}/;

/**
 * True when the run holds a line only siege prints: a results block with one of siege's own labels, a JSON summary
 * with one of its keys, a log row with its cells, siege's banner, run and per-request lines, messages and notices.
 * Another tool's `Throughput:` line, a `{` or a `"csv"` in its usage text, a bare date or a rule of `=` are not siege's.
 */
function hasSiegeLine(run: SiegeRawRun): boolean {
  if (run.version !== undefined || run.users !== undefined || run.underSiege || run.lifted || run.usersCap !== undefined || run.socketFailureAbort) return true;
  if (run.messages !== undefined || run.responses !== undefined || run.logFile !== undefined || run.mark !== undefined || run.logHeader) return true;
  if (run.block !== undefined && Object.keys(run.block).some((k) => !SHARED_BLOCK_KEYS.has(k))) return true;
  if (run.json?.some((p) => Object.hasOwn(JSON_KEYS, p.key))) return true;
  if (run.log !== undefined && run.log.cells.length > 0) return true;
  return run.notices?.some((n) => !SHARED_NOTICE.test(n)) ?? false;
}

/** Raw siege runs (strings as printed) to typed records with units in their names. */
export function normalizeSiege(runs: SiegeRawRun[], ctx: ParseContext): SiegeRecord[] {
  const kept = runs.filter(hasSiegeLine);
  if (kept.length === 0) throw new ParseError({ format: "siege", source: ctx.source, text: ctx.text, offset: 0, message: "no siege output in the input (no line siege prints)" });
  const records = kept.map((run) => normalizeRun(run, ctx));
  // A run's per-request lines past MAX_RUN_RESPONSES go on in the next piece (the stream cutter): both records say so.
  if (ctx.state.siegeRunGoesOn === true && kept[0]!.responses !== undefined) {
    (records[0]!.warnings ??= []).push(`goes on with the per-request lines of the run in the record before (a record holds at most ${MAX_RUN_RESPONSES}, so that memory stays bounded)`);
  }
  const last = kept.at(-1)!;
  ctx.state.siegeRunGoesOn = ctx.state.morePieces === true && (last.responses?.length ?? 0) >= MAX_RUN_RESPONSES;
  if (ctx.state.siegeRunGoesOn) (records.at(-1)!.warnings ??= []).push(`${MAX_RUN_RESPONSES} per-request lines: the run's later ones are in the next record (a record holds at most ${MAX_RUN_RESPONSES}, so that memory stays bounded)`);
  return records;
}

function normalizeRun(run: SiegeRawRun, ctx: ParseContext): SiegeRecord {
  const offsets = placesOf(run) ?? new Map<string, number>();
  const fail = (field: string, err: unknown): never => {
    const message = err instanceof ValueError ? err.message : String(err);
    throw new ParseError({ format: "siege", source: ctx.source, text: ctx.text, offset: offsets.get(field) ?? 0, message });
  };
  const read = <T>(field: string, what: string, f: () => T): T => {
    try {
      return f();
    } catch (err) {
      return fail(field, new ValueError(`${what}: ${err instanceof ValueError ? err.message : String(err)}`));
    }
  };
  const convert = (field: string, what: string, kind: Kind, text: string, unit = ""): number =>
    read(field, what, () => {
      switch (kind) {
        case "count": {
          const n = parseInteger(text);
          if (n < 0) throw new ValueError(`a count cannot be negative: ${n}`);
          return n;
        }
        case "status": {
          const n = parseInteger(text);
          if (n < 0 || n > 999) throw new ValueError(`not an HTTP status: ${text.length > 40 ? `${text.slice(0, 40)}...` : text}`);
          return n;
        }
        case "percent": {
          const n = parseNumber(text);
          if (n < 0 || n > 100) throw new ValueError(`a percentage outside 0-100: ${text}`);
          return n;
        }
        case "seconds":
        case "rate":
        case "ratio": {
          const n = parseNumber(text);
          if (n < 0) throw new ValueError(`cannot be negative: ${text}`);
          return n;
        }
        case "ms": {
          const n = unit === "ms" ? parseNumber(text) : scaled(text, 3);
          if (n < 0) throw new ValueError(`cannot be negative: ${text}`);
          return n;
        }
        case "mib": {
          const n = mebibytes(text);
          if (n < 0) throw new ValueError(`cannot be negative: ${text}`);
          return n;
        }
      }
    });

  const warnings: string[] = [];
  const rec: SiegeRecord = { format: "siege", status: "complete" };
  const out = rec as Record<string, unknown>;
  if (run.block) rec.shape = "text";
  else if (run.json) rec.shape = "json";
  else if (run.log) rec.shape = "log";
  if (run.version !== undefined) rec.version = run.version;
  if (run.debug) rec.debug = true;
  if (run.users !== undefined) rec.concurrentUsers = convert("users", "Preparing N concurrent users", "count", run.users);
  if (run.usersCap !== undefined) {
    rec.usersCappedAt = convert("usersCap", "the number of users is capped at", "count", run.usersCap);
    warnings.push(`siege capped the users at ${rec.usersCappedAt} (its limit setting): fewer ran than -c asked for`);
  }
  if (run.lifted) rec.lifted = true;
  if (run.socketFailureAbort) rec.socketFailureAbort = true;
  if (run.mark !== undefined) rec.mark = run.mark;

  /** A value missing: the capture was cut there when nothing follows its line, else the line is damaged. */
  const endsAt = (field: string): boolean => endsInput(ctx.text, offsets.get(field));

  if (run.block) {
    const block = run.block;
    for (const key of Object.keys(BLOCK) as SiegeBlockKey[]) {
      const raw = block[key];
      if (raw === undefined) continue;
      const spec = BLOCK[key];
      if (raw.value === undefined) {
        if (endsAt(`block.${key}`)) warnings.push(`the output is cut off in the ${spec.label} line`);
        else fail(`block.${key}`, new ValueError(`${spec.label}: no value`));
        continue;
      }
      const unit = raw.unit ?? "";
      if (!spec.units.includes(unit)) {
        if (unit === "" && endsAt(`block.${key}`)) {
          warnings.push(`the output is cut off in the ${spec.label} line`);
          continue;
        }
        fail(unit === "" ? `block.${key}.value` : `block.${key}.unit`, new ValueError(`${spec.label}: ${unit === "" ? "no unit" : `not a unit siege prints here: ${JSON.stringify(unit)}`} (expected ${spec.units.map((u) => u || "none").join(" or ")})`));
      }
      out[spec.key] = convert(`block.${key}.value`, spec.label, spec.kind, raw.value, unit);
    }
    const absent = REQUIRED.filter((k) => block[k] === undefined).map((k) => BLOCK[k].label);
    if (absent.length) {
      warnings.push(`no ${absent.join(", ")} line${absent.length > 1 ? "s" : ""}`);
      rec.status = "incomplete";
    }
  } else if (run.json) {
    const seen = new Set<SiegeBlockKey>();
    run.json.forEach((pair, i) => {
      const key = Object.hasOwn(JSON_KEYS, pair.key) ? JSON_KEYS[pair.key] : undefined;
      if (key === undefined) {
        warnings.push(`a JSON key siege does not print: ${JSON.stringify(pair.key.slice(0, 40))}`);
        return;
      }
      const spec = BLOCK[key];
      if (pair.value === undefined) {
        if (endsAt(`json.${i}`)) warnings.push(`the output is cut off at "${pair.key}"`);
        else fail(`json.${i}`, new ValueError(`"${pair.key}": no value`));
        return;
      }
      seen.add(key);
      // JSON times are seconds, sizes MiB, rates per second (src/main.c), whatever the text block prints
      out[spec.key] = convert(`json.${i}.value`, `"${pair.key}"`, spec.kind, pair.value, spec.kind === "ms" ? "secs" : "");
    });
    const absent = REQUIRED.filter((k) => !seen.has(k));
    if (absent.length || !run.jsonClose || !run.jsonOpen) {
      const missing = absent.map((k) => `"${Object.keys(JSON_KEYS).find((j) => JSON_KEYS[j] === k)}"`);
      if (!run.jsonOpen) missing.unshift("{");
      if (!run.jsonClose) missing.push("}");
      warnings.push(`the JSON summary has no ${missing.join(", ")}`);
      rec.status = "incomplete";
    }
  } else if (run.log) {
    const { date, cells } = run.log;
    rec.timestamp = date.replace(" ", "T");
    LOG_CELLS.forEach((spec, i) => {
      const text = cells[i];
      if (text === undefined) return;
      if (/^-?(?:nan|inf)$/.test(text)) {
        // glibc's x/0 and 0/0: the log divides by a zero count or elapsed time where the text prints 0
        warnings.push(`the log's ${spec.label} is ${text} (a division by zero in siege's log)`);
        return;
      }
      if (spec.key === "dataTransferredBytes") {
        const bytes = convert(`log.${i}`, spec.label, "count", text) * MIB;
        out[spec.key] = Number.isSafeInteger(bytes) ? bytes : fail(`log.${i}`, new ValueError(`${spec.label}: too large to be exact in bytes: ${text.slice(0, 40)}`));
      }
      else out[spec.key] = convert(`log.${i}`, spec.label, spec.kind, text);
    });
    const absent = LOG_CELLS.filter((_, i) => cells[i] === undefined).map((c) => c.label);
    if (absent.length) {
      warnings.push(`the log row has no ${absent.join(", ")}`);
      rec.status = "incomplete";
    }
    if (cells.length > LOG_CELLS.length) fail("log", new ValueError(`a log row of siege has ${LOG_CELLS.length} values after the date, this one ${cells.length}`));
    warnings.push("siege's log holds Data Trans in whole MiB, truncated (97 is 97 to 98 MiB), and its Throughput is that whole number / Elap Time");
  }

  if (run.logFile !== undefined) rec.logFile = run.logFile;
  if (run.messages?.length) rec.messages = messages(run.messages);
  if (run.responses?.length) rec.responses = run.responses.map((r, i) => response(r, `responses.${i}`, convert));

  if (!hasSummary(run)) {
    const fatal = rec.messages?.find((m) => m.level === "fatal");
    if (run.versionOnly && !run.underSiege && !run.responses) {
      rec.status = "aborted";
      rec.error = { message: "siege printed its version (-V) and did not run" };
    } else if (fatal !== undefined) {
      rec.status = "aborted";
      rec.error = { message: `[fatal] ${fatal.message}` };
    } else {
      rec.status = "incomplete";
      warnings.push("no results: siege prints its results block on stderr and its JSON summary on stdout; this input has neither");
    }
  }
  const inside = rawInside.get(run);
  const unknown = inside === undefined ? [] : (run.otherLines ?? []).slice(inside.from, inside.to);
  if (unknown.length) {
    const first = unknown[0]!;
    warnings.push(`${unknown.length === 1 ? "a line" : `${unknown.length} lines`} among siege's own that siege does not print, not read: ${JSON.stringify(first.length > 60 ? `${first.slice(0, 60)}...` : first)}${unknown.length > 1 ? " and others" : ""}`);
  }
  if (warnings.some((w) => w.startsWith("the output is cut off"))) rec.status = "incomplete";
  if (warnings.length) rec.warnings = warnings;
  return rec;
}

/** The messages once per distinct text, with how often each was printed, in the order first printed. */
function messages(lines: string[]): SiegeMessage[] {
  const out = new Map<string, SiegeMessage>();
  for (const line of lines) {
    const m = /^\[([a-z]+)\]\s*(.*)$/.exec(line);
    const level = m && LEVELS.has(m[1]!) ? (m[1] as SiegeMessage["level"]) : "error";
    const text = m ? m[2]! : line;
    const key = `${level} ${text}`;
    const seen = out.get(key);
    if (seen) seen.count++;
    else out.set(key, { level, message: text, count: 1 });
  }
  return [...out.values()];
}

function response(raw: SiegeRawResponse, field: string, convert: (field: string, what: string, kind: Kind, text: string, unit?: string) => number): SiegeResponse {
  const out: SiegeResponse = {
    protocol: raw.protocol,
    status: convert(field, "per-request status", "status", raw.status),
    timeMs: convert(field, "per-request time", "ms", raw.seconds),
    bytes: convert(field, "per-request bytes", "count", raw.bytes),
    url: raw.url,
  };
  if (raw.method !== undefined) out.method = raw.method;
  if (raw.user !== undefined) out.user = convert(field, "per-request user", "count", raw.user);
  if (raw.date !== undefined) out.timestamp = raw.date.replace(" ", "T");
  // keys in the schema's order
  return { protocol: out.protocol, status: out.status, timeMs: out.timeMs, bytes: out.bytes, ...(out.method !== undefined ? { method: out.method } : {}), url: out.url, ...(out.user !== undefined ? { user: out.user } : {}), ...(out.timestamp !== undefined ? { timestamp: out.timestamp } : {}) };
}

/** True when nothing but white space follows the line that holds `offset`: the capture was cut there. */
function endsInput(text: string, offset: number | undefined): boolean {
  if (offset === undefined) return false;
  const end = text.indexOf("\n", offset);
  return end === -1 || text.slice(end).trim() === "";
}

export { BLOCK_KEYS };
