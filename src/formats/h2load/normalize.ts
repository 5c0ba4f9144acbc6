import { ParseError } from "../../kit/errors.js";
import { parseDuration } from "../../normalize/duration.js";
import { lineIndex } from "../../normalize/line-index.js";
import { parseInteger, parseNumber } from "../../normalize/number.js";
import { percentRangeWarning } from "../../normalize/percent-range.js";
import { parseSize } from "../../normalize/size.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import { LAST_LINE, type H2loadRawCount, type H2loadRawRun, type H2loadRawTraffic } from "./raw.js";
import type { H2loadRateStats, H2loadRecord, H2loadThread, H2loadTimeStats } from "./schema.js";
import { fieldErrors } from "../../normalize/field-errors.js";
import { placesOf } from "../../kit/places.js";
import { fieldSetter } from "../../kit/field-setter.js";

/** The units h2load's util::format_duration prints: whole microseconds below 1 ms, else 2 decimals of ms or s. */
const TIME_UNITS = ["us", "ms", "s"] as const;
/** util::duration_str (the rate period): `500ms`, `1s`, `2m`, `1h`. */
const PERIOD_UNITS = ["ms", "s", "m", "h"] as const;
/** util::utos_funit's sizes: bare bytes below 1024, else 2 decimals of the 1024-based K, M or G; then `B`. */
const SIZE = /^(\d+(?:\.\d+)?)([KMG]?)B(\/s)?$/;

const PHASES: Record<string, NonNullable<H2loadRecord["phases"]>[number]["phase"]> = {
  WarmUpStarted: "warm-up started",
  WarmUpOver: "warm-up over",
  MainStarted: "main started",
  MainOver: "main over",
  StoppedAll: "stopped",
};
const ROW_FIELD: Record<string, "timeForRequest" | "timeForConnect" | "timeToFirstByte" | "requestsPerSecondPerClient"> = {
  TimeForRequest: "timeForRequest",
  RequestRow: "timeForRequest",
  TimeForConnect: "timeForConnect",
  ConnectRow: "timeForConnect",
  TimeToFirstByte: "timeToFirstByte",
  TtfbRow: "timeToFirstByte",
  ReqPerSecRow: "requestsPerSecondPerClient",
};
const ROW_NAME: Record<string, string> = {
  timeForRequest: "time for request",
  timeForConnect: "time for connect",
  timeToFirstByte: "time to 1st byte",
  requestsPerSecondPerClient: "req/s",
};
/** The table's columns, as the header names them, and their key stems. */
const COLUMN_KEY: Record<string, string> = { min: "min", max: "max", median: "median", p95: "p95", p99: "p99", mean: "mean", sd: "sd", "+/- sd": "withinSd" };
/** The header h2load printed before 1.69 (and the one assumed for a table pasted without it). */
const CLASSIC_COLUMNS = ["min", "max", "mean", "sd", "+/- sd"];

const shown = (text: string): string => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text);

/** Raw h2load runs (strings as printed) to typed records with units in their names. */
export function normalizeH2load(runs: H2loadRawRun[], ctx: ParseContext): H2loadRecord[] {
  const own = runs.filter(hasH2loadLine);
  if (own.length === 0) throw new ParseError({ format: "h2load", source: ctx.source, text: ctx.text, offset: 0, message: "no h2load output in the input (no line h2load prints)" });
  const lineOf = lineIndex(ctx.text);
  return own.map((run) => normalizeRun(run, ctx, lineOf));
}

/**
 * True when the run holds a line only h2load prints: not only `Server Temp Key:` (ab prints it too, with its `SSL/TLS
 * Protocol:`) or lines h2load does not print.
 */
function hasH2loadLine(run: H2loadRawRun): boolean {
  for (const key in run) {
    if (key === "format" || key === "startLine" || key === "endLine" || key === "otherLines") continue;
    if (key === "tls" && Object.keys(run.tls!).every((k) => k === "serverTempKey")) continue;
    return true;
  }
  return false;
}

function normalizeRun(run: H2loadRawRun, ctx: ParseContext, lineOf: (offset: number) => number): H2loadRecord {
  const offsets = placesOf(run) ?? new Map<string, number>();
  const { fail, read } = fieldErrors("h2load", ctx, offsets);
  const warnings: string[] = [];
  let cutOff = false;
  /**
   * A value missing from its line: the capture was cut there when no h2load line of the run follows it (the run's
   * last line), else the line is damaged.
   */
  const missing = (field: string, line: string, what: string, thing?: string): void => {
    if (isLast(line)) {
      cutOff = true;
      warnings.push(`the output is cut off in the ${what}`);
    } else fail(offsets.has(field) ? field : line, new ValueError(`the ${what} has ${thing ?? `no ${field.split(".").at(-1)}`}`));
  };
  /** The line of `field` is the run's last h2load line: a capture cut there ends in it. */
  const isLast = (field: string): boolean => {
    const offset = offsets.get(field);
    return offset !== undefined && lineOf(offset) === offsets.get(LAST_LINE);
  };
  const count = (field: string, text: string): number => {
    const n = read(field, () => parseInteger(text));
    return n < 0 ? fail(field, new ValueError(`a count cannot be negative: ${n}`)) : n;
  };
  const time = (field: string, text: string, to: "ms" | "s"): number => read(field, () => parseDuration(text, to, { units: TIME_UNITS }));
  const size = (field: string, text: string): number =>
    read(field, () => {
      const m = SIZE.exec(text);
      if (!m) throw new ValueError(`not a size h2load prints: ${shown(text)}`);
      return parseSize(`${m[1]}${m[2]}`, { base: 1024 });
    });
  const decimal = (field: string, text: string): number => {
    const n = read(field, () => parseNumber(text));
    return n < 0 ? fail(field, new ValueError(`cannot be negative: ${n}`)) : n;
  };
  const percent = (field: string, text: string, name: string, min = 0): number => {
    if (!text.endsWith("%")) return fail(field, new ValueError(`expected a percentage: ${shown(text)}`));
    const n = read(field, () => parseNumber(text.slice(0, -1)));
    const w = percentRangeWarning(name, n, 100, min);
    if (w) warnings.push(w);
    return n;
  };

  const rec: H2loadRecord = { format: "h2load", status: "complete" };
  if (run.version !== undefined) {
    if (!/^\d+\.\d+\.\d+\S*$/.test(run.version)) fail("version", new ValueError(`not a version: ${shown(run.version)}`));
    rec.version = run.version;
  }
  if (run.messages?.length) rec.messages = run.messages;
  if (run.usage) rec.usage = true;

  // The head: spawning lines, TLS, protocol, progress, phases.
  if (run.threads?.length) {
    const spawned: H2loadThread[] = [];
    let rate = 0;
    let everyClients = true;
    let everyRequests = true;
    let everyRate = true;
    run.threads.forEach((t, i) => {
      const field = `threads.${i}`;
      const s: H2loadThread = {};
      if (t.thread !== undefined) s.thread = count(`${field}.thread`, t.thread);
      if (t.clients !== undefined) s.clients = count(`${field}.clients`, t.clients);
      if (t.requests !== undefined) s.requests = count(`${field}.requests`, t.requests);
      spawned.push(s);
      if (s.clients === undefined) everyClients = false;
      if (s.requests === undefined) everyRequests = false;
      if (t.timing) {
        rec.mode = "duration";
        if (t.warmUp === undefined || t.mainDuration === undefined) missing(`${field}.${t.warmUp === undefined ? "warmUp" : "mainDuration"}`, field, "spawning line");
        if (t.warmUp !== undefined) rec.warmUpSeconds = seconds(`${field}.warmUp`, t.warmUp);
        if (t.mainDuration !== undefined) rec.mainDurationSeconds = seconds(`${field}.mainDuration`, t.mainDuration);
      } else if (t.rate !== undefined || t.ratePeriod !== undefined) {
        rec.mode = "rate";
        if (t.rate === undefined || t.ratePeriod === undefined || t.requests === undefined) missing(`${field}.${t.rate === undefined ? "rate" : t.ratePeriod === undefined ? "ratePeriod" : "requests"}`, field, "spawning line");
        if (t.rate !== undefined) rate = sum(`${field}.rate`, [rate, count(`${field}.rate`, t.rate)]);
        else everyRate = false;
        if (t.ratePeriod !== undefined) rec.ratePeriodSeconds = read(`${field}.ratePeriod`, () => parseDuration(t.ratePeriod!, "s", { units: PERIOD_UNITS }));
      } else {
        everyRate = false;
        if (t.requests === undefined) missing(`${field}.${t.clients === undefined ? "clients" : "requests"}`, field, "spawning line");
      }
    });
    rec.threads = spawned.length;
    if (everyClients) rec.clients = sum("threads.0.clients", spawned.map((s) => s.clients!));
    if (everyRequests && rec.mode !== "duration") rec.requestsAsked = sum("threads.0.requests", spawned.map((s) => s.requests!));
    if (rec.mode === "rate" && everyRate) rec.rateClientsPerPeriod = rate;
    rec.spawned = spawned;
  }
  if (run.tls) {
    const tls: NonNullable<H2loadRecord["tls"]> = {};
    if (run.tls.protocol) tls.protocol = run.tls.protocol;
    if (run.tls.cipher) tls.cipher = run.tls.cipher;
    if (run.tls.serverTempKey) {
      tls.serverTempKey = run.tls.serverTempKey;
      const bits = / (\d+) bits$/.exec(run.tls.serverTempKey);
      if (bits) tls.serverTempKeyBits = count("tls.serverTempKey", bits[1]!);
    }
    rec.tls = tls;
  }
  if (run.applicationProtocol) rec.applicationProtocol = run.applicationProtocol;
  run.progress?.forEach((p, i) => {
    const field = `progress.${i}`;
    if (p.percent === undefined) return missing(field, field, "progress line");
    const value = count(field, p.percent);
    if (value > 100) warnings.push(`progress ${value}% is above 100`);
    if (p.what === "done") rec.progressPercent = value;
    else if (p.what === "of clients started") {
      rec.clientsStartedPercent = value;
      rec.mode ??= "rate";
    } else missing(field, field, "progress line");
  });
  if (run.phases?.length) {
    const phases: NonNullable<H2loadRecord["phases"]> = [];
    run.phases.forEach((p, i) => {
      const field = `phases.${i}`;
      if (p.thread === undefined) return missing(field, field, "phase line");
      phases.push({ thread: count(`${field}.thread`, p.thread), phase: PHASES[p.phase]! });
    });
    if (phases.length) rec.phases = phases;
    rec.mode = "duration";
  }
  if (rec.mode === undefined && (rec.progressPercent !== undefined || rec.requestsAsked !== undefined)) rec.mode = "requests";

  // The results.
  if (run.finished) {
    const f = run.finished;
    if (f.duration !== undefined) rec.durationSeconds = time("finished.duration", f.duration, "s");
    if (f.requestsPerSecond !== undefined) rec.requestsPerSecond = decimal("finished.requestsPerSecond", f.requestsPerSecond);
    if (f.bytesPerSecond !== undefined) {
      if (!f.bytesPerSecond.endsWith("B/s")) fail("finished.bytesPerSecond", new ValueError(`not a rate h2load prints: ${shown(f.bytesPerSecond)}`));
      rec.bytesPerSecond = size("finished.bytesPerSecond", f.bytesPerSecond);
    }
    const absent = (["duration", "requestsPerSecond", "bytesPerSecond"] as const).find((k) => f[k] === undefined);
    if (absent !== undefined) missing(`finished.${absent}`, "finished", "finished line");
  }
  if (run.requests) {
    const names = ["total", "started", "done", "succeeded", "failed", "errored", "timeout"] as const;
    rec.requests = counts("requests", run.requests, names, (n) => n, names.slice(0, 5), "requests line") as H2loadRecord["requests"];
  }
  if (run.statusCodes) {
    const names = ["2xx", "3xx", "4xx", "5xx"] as const;
    rec.statusCodes = counts("statusCodes", run.statusCodes, names, (n) => `status${n}`, names, "status codes line") as H2loadRecord["statusCodes"];
  }
  if (run.traffic) rec.traffic = traffic(run.traffic);
  if (run.udpDatagrams) rec.udpDatagrams = counts("udpDatagrams", run.udpDatagrams, ["sent", "received"] as const, (n) => n, ["sent", "received"], "UDP datagram line") as H2loadRecord["udpDatagrams"];
  if (run.table?.length) table(run.table);
  if (run.unreadRows?.length) warnings.push(`statistics rows not read: ${run.unreadRows.map((r) => JSON.stringify(r.split(":")[0]!.trim())).join(", ")}`);

  const ran = run.starting || run.threads || run.tls || run.applicationProtocol !== undefined || run.progress || run.phases || run.finished || run.requests || run.statusCodes || run.traffic || run.udpDatagrams || run.tableHeader || run.table;
  if (!ran) {
    rec.status = "aborted";
    rec.error = {
      message:
        run.messages?.[0] ??
        (run.usage ? "h2load printed its usage text (-h) and did not run" : "h2load printed its version (--version) and did not run"),
    };
  } else {
    const results = run.finished || run.requests || run.statusCodes || run.traffic || run.tableHeader || run.table;
    if (!results) {
      warnings.push("no results: the output is cut off, or h2load was stopped before it printed them (it prints nothing when interrupted)");
      rec.status = "incomplete";
    } else {
      const absent = expectedLines(run).filter(([present]) => !present).map(([, name]) => name);
      if (absent.length) {
        warnings.push(`no ${absent.join("; no ")}`);
        rec.status = "incomplete";
      }
    }
    if (cutOff) rec.status = "incomplete";
  }
  if (warnings.length) rec.warnings = warnings;
  return rec;

  /** The threads' sum of a count, exactly. */
  function sum(field: string, values: number[]): number {
    const n = values.reduce((a, b) => a + b, 0);
    return Number.isSafeInteger(n) ? n : fail(field, new ValueError("the threads' sum is too large to be exact"));
  }

  /** A `-D`/`--warm-up-time` echo: a C++ stream's double and `s` (`1s`, `0.5s`, `1e+06s`), in seconds. */
  function seconds(field: string, text: string): number {
    if (!text.endsWith("s")) return fail(field, new ValueError(`not a duration in seconds: ${shown(text)}`));
    return decimal(field, text.slice(0, -1));
  }

  /** The `N name` fields of a line, by name; the names of `required` must all be there. */
  function counts<N extends string>(field: string, raw: H2loadRawCount[], names: readonly N[], key: (n: N) => string, required: readonly N[], what: string): Record<string, number> {
    const out: Record<string, number> = {};
    const seen = new Set<string>();
    raw.forEach((c, i) => {
      const at = `${field}.${i}.value`;
      if (c.value === undefined) return fail(at, new ValueError(`expected a number before ${shown(c.name ?? "")}`));
      if (c.name === undefined) return missing(at, field, what, "a number without its name");
      if (!(names as readonly string[]).includes(c.name)) {
        // a name cut off at the end of the capture (`2000 fai`)
        if (i === raw.length - 1 && names.some((n) => n.startsWith(c.name!))) return missing(at, field, what);
        return fail(at, new ValueError(`not a field of the ${what}: ${shown(c.name)}`));
      }
      if (seen.has(c.name)) return fail(at, new ValueError(`${c.name} twice in the ${what}`));
      seen.add(c.name);
      out[key(c.name as N)] = count(at, c.value);
    });
    const absent = required.find((n) => !seen.has(n));
    if (absent !== undefined && !cutOff) missing(`${field}.${raw.length}.value`, field, what, `no ${absent}`);
    return out;
  }

  function traffic(raw: H2loadRawTraffic[]): NonNullable<H2loadRecord["traffic"]> {
    const out: NonNullable<H2loadRecord["traffic"]> = {};
    const keys: Record<string, "totalBytes" | "headersBytes" | "dataBytes"> = { total: "totalBytes", headers: "headersBytes", data: "dataBytes" };
    const seen = new Set<string>();
    raw.forEach((t, i) => {
      const field = `traffic.${i}`;
      if (t.value === undefined) return fail(`${field}.value`, new ValueError("expected a size"));
      if (t.name === undefined) return missing(`${field}.value`, "traffic", "traffic line", "a size without its name");
      const key = keys[t.name];
      if (key === undefined && i === raw.length - 1 && Object.keys(keys).some((n) => n.startsWith(t.name!))) return missing(`${field}.value`, "traffic", "traffic line");
      if (key === undefined) return fail(`${field}.value`, new ValueError(`not a field of the traffic line: ${shown(t.name)}`));
      if (seen.has(t.name)) return fail(`${field}.value`, new ValueError(`${t.name} twice in the traffic line`));
      seen.add(t.name);
      if (t.bytesWord) out[key] = count(`${field}.value`, t.value);
      else {
        const printed = size(`${field}.value`, `${t.value}`);
        if (t.bytes !== undefined) {
          const exact = count(`${field}.bytes`, t.bytes);
          // `3.46MB` says 2 decimals of its unit: the exact count is within half a hundredth of that unit of it
          const m = SIZE.exec(t.value)!;
          const unit = 1024 ** " KMG".indexOf(m[2] || " ");
          if (Math.abs(printed - exact) > (m[2] ? 0.005 * unit : 0) + 1) warnings.push(`traffic ${t.name}: ${t.value} and (${t.bytes}) disagree; the exact count is kept`);
          out[key] = exact;
        } else {
          warnings.push(`traffic ${t.name}: ${t.value} printed without its exact count: rounded to what the 2 decimals say`);
          out[key] = printed;
        }
      }
      if (t.spaceSavings !== undefined) out.headerSpaceSavingsPercent = percent(`${field}.spaceSavings`, `${t.spaceSavings}%`, "space savings", -Infinity);
    });
    const absent = ["total", "headers", "data"].find((n) => !seen.has(n));
    if (absent !== undefined && !cutOff) missing(`traffic.${raw.length}.value`, "traffic", "traffic line", `no ${absent}`);
    return out;
  }

  function table(rows: NonNullable<H2loadRawRun["table"]>): void {
    const columns = run.tableHeader ?? CLASSIC_COLUMNS;
    const keys = columns.map((c) => COLUMN_KEY[c]);
    if (keys.some((k) => k === undefined) || new Set(keys).size !== keys.length) fail("tableHeader", new ValueError(`not a header h2load prints: ${columns.join(" ")}`));
    for (const row of rows) {
      const name = ROW_FIELD[row.label]!;
      const field = `row.${row.label}`;
      if (rec[name] !== undefined) fail(field, new ValueError(`a second ${ROW_NAME[name]} row`));
      if (row.cells.length > keys.length) fail(`${field}.${keys.length}`, new ValueError(`more values than the header has columns (${keys.length})`));
      const stats: Record<string, number> = {};
      row.cells.forEach((cell, i) => {
        const key = keys[i]!;
        const at = `${field}.${i}`;
        if (key === "withinSd") stats.withinSdPercent = percent(at, cell, `${ROW_NAME[name]} +/- sd`);
        else if (cell.endsWith("%")) fail(at, new ValueError(`a percentage in the ${key} column: ${shown(cell)}`));
        else if (name === "requestsPerSecondPerClient") stats[`${key}PerSecond`] = decimal(at, cell);
        else stats[`${key}Ms`] = time(at, cell, "ms");
      });
      if (row.cells.length < keys.length) missing(`${field}.${row.cells.length}`, field, `${ROW_NAME[name]} row`, `no ${columns[row.cells.length]} value`);
      fieldSetter(name)(rec as unknown as Record<string, unknown>, stats);
    }
  }
}

/** The result lines h2load prints for every run (since 1.6), and whether the run has each. */
function expectedLines(run: H2loadRawRun): [boolean, string][] {
  const has = (label: string, alt?: string): boolean => run.table?.some((r) => r.label === label || r.label === alt) ?? false;
  return [
    [run.finished !== undefined, "finished line"],
    [run.requests !== undefined, "requests line"],
    [run.statusCodes !== undefined, "status codes line"],
    [run.traffic !== undefined, "traffic line"],
    [run.tableHeader !== undefined || (run.table?.length ?? 0) > 0, "statistics table"],
    [run.tableHeader === undefined && !run.table?.length ? true : has("TimeForRequest", "RequestRow"), "time for request row"],
    [run.tableHeader === undefined && !run.table?.length ? true : has("TimeForConnect", "ConnectRow"), "time for connect row"],
    [run.tableHeader === undefined && !run.table?.length ? true : has("TimeToFirstByte", "TtfbRow"), "time to 1st byte row"],
    [run.tableHeader === undefined && !run.table?.length ? true : has("ReqPerSecRow"), "req/s row (h2load before 1.6 did not print it)"],
  ];
}
