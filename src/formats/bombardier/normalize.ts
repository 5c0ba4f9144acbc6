import { ParseError } from "../../kit/errors.js";
import { parseInteger } from "../../normalize/number.js";
import { endsInput } from "../../normalize/ends-input.js";
import { scaled, type Scale } from "../../normalize/scaled.js";
import { parseSize } from "../../normalize/size.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import { type BombardierRawRun } from "./raw.js";
import type { BombardierPercentile, BombardierRecord } from "./schema.js";
import { fieldErrors } from "../../normalize/field-errors.js";
import { placesOf } from "../../kit/places.js";

/**
 * bombardier's units (format.go): latencies `us`, `ms`, then from 1 s on `s`, `m`, `h` (formatTimeUs: every unit is
 * reachable, unlike wrk's), all read as milliseconds; Reqs/sec is a plain `%10.2f` (an integer Max before v1.2);
 * Throughput is formatBinary: plain bytes, then 1024-based `KB` `MB` `GB` `TB` `PB`.
 */
const TO_MS: Scale = { us: [1, 3], ms: [1, 0], s: [1000, 0], m: [60_000, 0], h: [3_600_000, 0] };
const PLAIN: Scale = { "": [1, 0] };
/** Go's time.Duration.String(): `10s`, `1m0s`, `1h30m0s`, `1.5s`, `500ms`. */
const GO_DURATION = /^(?:(\d+)h)?(?:(\d+)m(?!s))?(?:(\d+(?:\.\d+)?)(s|ms|us|µs|ns))?$/;
const INTRO = /^(\S+) (?:with (\d+) requests?(?:\(s\))?|for (\S+)) using (\d+) connections?(?:\(s\))?$/;

/** The fields of the lines only bombardier prints. */
const OWN_LINES = ["intro", "progress", "done", "statsHeader", "requestsPerSecond", "noData", "httpCodes", "codes", "others", "errors", "throughput"] as const;

/** Raw bombardier runs (strings as printed) to typed records with units in their names. */
export function normalizeBombardier(runs: BombardierRawRun[], ctx: ParseContext): BombardierRecord[] {
  // a run needs one line only bombardier prints: a Latency row or a percentile table alone may be wrk's or hey's
  const real = runs.filter((r) => OWN_LINES.some((k) => r[k] !== undefined));
  if (!real.length) throw new ParseError({ format: "bombardier", source: ctx.source, text: ctx.text, offset: 0, message: "no bombardier output in the input (no line bombardier prints)" });
  return real.map((run) => normalizeRun(run, ctx));
}

function normalizeRun(run: BombardierRawRun, ctx: ParseContext): BombardierRecord {
  const offsets = placesOf(run) ?? new Map<string, number>();
  const { fail, read } = fieldErrors("bombardier", ctx, offsets);
  /** A count bombardier prints with %d from an unsigned counter: digits only (`-0` or `-5` is damage). */
  const count = (field: string, text: string): number =>
    read(field, () => {
      if (!/^\d+$/.test(text)) throw new ValueError(`not a count bombardier prints (digits only): ${JSON.stringify(text.slice(0, 40))}`);
      return parseInteger(text);
    });
  const warnings: string[] = [];
  /** A value missing from its line: the capture was cut there when nothing follows the line, else the line is damaged. */
  const cut = (line: string, what: string): void => {
    if (endsInput(ctx.text, offsets.get(line))) warnings.push(`the output is cut off in the ${what}`);
    else fail(line, new ValueError(`the ${what} is missing a value`));
  };

  const rec: BombardierRecord = { format: "bombardier", status: "complete" };
  if (run.intro !== undefined) {
    const m = INTRO.exec(run.intro);
    if (!m) fail("intro", new ValueError(`not an intro bombardier prints: ${JSON.stringify(run.intro.slice(0, 80))}`));
    rec.url = m![1]!;
    if (m![2] !== undefined) {
      rec.testType = "number-of-requests";
      rec.numberOfRequests = count("intro", m![2]);
    } else {
      rec.testType = "timed";
      rec.testDurationSeconds = read("intro", () => goDuration(m![3]!));
    }
    rec.connections = count("intro", m![4]!);
  }
  if (run.progress) rec.progressShown = true;
  const rate = ctx.options.rate;
  if (typeof rate === "number") rec.targetRequestsPerSecond = rate;

  const noData = (what: string): boolean => run.noData?.some((w) => w.startsWith(what)) ?? false;
  if (run.requestsPerSecond) {
    const [avg, stdev, max] = run.requestsPerSecond.map((c, i) => read(`requestsPerSecond.${i}`, () => scaled(c, PLAIN)));
    if (max === undefined) cut("requestsPerSecond", "Reqs/sec row");
    else rec.requestsPerSecondStats = { avgPerSecond: avg!, stdevPerSecond: stdev!, maxPerSecond: max };
  } else if (noData("requests")) rec.requestsPerSecondStats = null;
  if (run.latency) {
    const [avg, stdev, max] = run.latency.map((c, i) => read(`latency.${i}`, () => scaled(c, TO_MS)));
    if (max === undefined) cut("latency", "Latency row");
    else rec.latency = { avgMs: avg!, stdevMs: stdev!, maxMs: max };
  } else if (noData("latencies")) rec.latency = null;
  run.latencyDistributions?.forEach((block, b) => {
    const rows: BombardierPercentile[] = [];
    block.rows.forEach((p, i) => {
      const field = `latencyDistributions.${b}.${i}`;
      if (p.value === undefined) return cut(field, `Latency Distribution row ${p.percent}%`);
      const percent = read(field, () => scaled(p.percent, PLAIN));
      if (percent > 100) fail(field, new ValueError(`a percentage above 100: ${percent}`));
      rows.push({ percent, ms: read(field, () => scaled(p.value!, TO_MS)) });
    });
    const key = block.which === "(2xx)" ? "latencyDistribution2xx" : "latencyDistribution";
    if (rec[key] !== undefined) fail(`latencyDistributions.${b}`, new ValueError(`a second Latency Distribution ${block.which ?? ""} in one run`));
    rec[key] = rows;
  });
  if (run.codes) {
    for (const c of ["1xx", "2xx", "3xx", "4xx", "5xx"] as const) {
      const v = run.codes[c];
      if (v === undefined) cut("codes", "HTTP codes line");
      else rec[`responses${c}`] = count(`codes.${c}`, v);
    }
  }
  if (run.others !== undefined) {
    if (run.others === "") cut("othersLine", "others line");
    else rec.responsesOther = count("others", run.others);
  }
  if (run.errors?.length) {
    rec.errors = run.errors.map((e, i) => {
      if (e.count === undefined) fail(`errors.${i}`, new ValueError(`an Errors: line without its \` - N\` count: ${JSON.stringify(e.text.slice(0, 80))}`));
      return { message: e.text, count: count(`errors.${i}`, e.count!) };
    });
  }
  if (run.throughput !== undefined) {
    if (run.throughput === "") cut("throughputLine", "Throughput line");
    else rec.throughputBytesPerSecond = read("throughput", () => throughput(run.throughput!));
  }

  const absent = expectedLines(run).filter(([present]) => !present).map(([, name]) => name);
  if (absent.length) warnings.push(`no ${absent.join("; no ")}`);
  if (run.throughput === undefined || warnings.some((w) => w.startsWith("the output is cut off"))) rec.status = "incomplete";
  if (warnings.length) rec.warnings = warnings;
  return rec;
}

/** The result lines bombardier prints for every run (`-p r` leaves out the intro and the bar), and whether the run has each. */
function expectedLines(run: BombardierRawRun): [boolean, string][] {
  const dist = run.latencyDistributions ?? [];
  return [
    [run.statsHeader === true, "Statistics header"],
    [run.requestsPerSecond !== undefined || (run.noData?.some((w) => w.startsWith("requests")) ?? false), "Reqs/sec row"],
    [run.latency !== undefined || (run.noData?.some((w) => w.startsWith("latencies")) ?? false), "Latency row"],
    ...dist.map((d): [boolean, string] => [d.rows.length >= 4, `Latency Distribution ${d.which ?? ""} rows after ${d.rows.length ? `${d.rows.at(-1)!.percent}%` : "its title"}`.replace("  ", " ")]),
    [run.httpCodes === true, "HTTP codes: line"],
    [run.codes !== undefined, "1xx - ... 5xx line"],
    [run.others !== undefined, "others line"],
    [!run.errors || run.errors.length > 0, "Errors: lines after the title"],
    [run.throughput !== undefined, "Throughput line"],
  ];
}


/**
 * `Throughput:` (formatBinary, then `/s`): below 1 KB bombardier prints bytes with 2 decimals and no unit (`176.89/s`),
 * kept with their fraction; from 1 KB on, 1024-based `KB` `MB` ... with 2 decimals, to the whole bytes they say.
 *
 * @example
 * throughput("176.89/s")  //=> 176.89
 * throughput("10.42MB/s") //=> 10926162
 */
export function throughput(text: string): number {
  const value = text.slice(0, -2);
  return /^\d+(?:\.\d+)?$/.test(value) ? scaled(value, PLAIN) : parseSize(value, { base: 1024 });
}

/**
 * Go's time.Duration.String() to seconds: `10s` 10, `1m0s` 60, `1h30m0s` 5400, `1.5s` 1.5, `500ms` 0.5.
 *
 * @example
 * goDuration("1m30s") //=> 90
 */
export function goDuration(text: string): number {
  const m = GO_DURATION.exec(text);
  if (!m || text === "") throw new ValueError(`not a Go duration: ${JSON.stringify(text.slice(0, 40))}`);
  const [, h, min, value, unit] = m;
  const base = (h ? parseInteger(h) * 3600 : 0) + (min ? parseInteger(min) * 60 : 0);
  if (value === undefined) return base;
  return base + scaled(`${value}${unit === "µs" ? "us" : unit}`, { s: [1, 0], ms: [1, 3], us: [1, 6], ns: [1, 9] });
}
