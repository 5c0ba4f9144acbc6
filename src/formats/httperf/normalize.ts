import { LAYOUTS, type LayoutKind } from "../../../grammars/httperf/parser.js";
import { ParseError } from "../../kit/errors.js";
import { parseNumber } from "../../normalize/number.js";
import { percentRangeWarning } from "../../normalize/percent-range.js";
import { unitsToBytes } from "../../normalize/size.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import { EchoError, echoedOptions, echoSettings } from "./echo.js";
import { rawLines, type HttperfRawRun, type LineRead, type RawValues, type ReportKind } from "./raw.js";
import type { HttperfRecord } from "./schema.js";
import { fieldSetter } from "../../kit/field-setter.js";

/** The lines each report has (src/stat/basic.c dump), in order, and how a warning names them. */
const BASIC_LINES: readonly [ReportKind, string][] = [
  ["maxBurst", "Maximum connect burst length"],
  ["total", "Total"],
  ["connectionRate", "Connection rate"],
  ["connectionTime", "Connection time [ms]: min ... stddev"],
  ["connectTime", "Connection time [ms]: connect"],
  ["connectionLength", "Connection length"],
  ["requestRate", "Request rate"],
  ["requestSize", "Request size"],
  ["replyRate", "Reply rate"],
  ["replyTime", "Reply time"],
  ["replySize", "Reply size"],
  ["replyStatus", "Reply status"],
  ["cpuTime", "CPU time"],
  ["netIo", "Net I/O"],
  ["errors", "Errors: total ..."],
  ["moreErrors", "Errors: fd-unavail ..."],
];
const SESSION_LINES: readonly [ReportKind | "sessionLengthHistogram", string][] = [
  ["sessionRate", "Session rate"],
  ["session", "Session: avg ... connections/session"],
  ["sessionLifetime", "Session lifetime"],
  ["sessionFailtime", "Session failtime"],
  ["sessionLengthHistogram", "Session length histogram"],
];
const NAMES: Record<string, string> = Object.fromEntries([...BASIC_LINES, ...SESSION_LINES, ["histogramTitle", "Connection lifetime histogram"]]);

/** httperf's messages that do not stop it: anything else, with no report after it, is why it did not run. */
const NOT_FATAL = /^httperf: (?:warning: |maximum number of open descriptors = |httperf-\S+ compiled |connection failed with unexpected error |sorry, need to recompile|fetching |accessing URI |ignoring )/;

/** Raw httperf runs (strings as printed) to typed records with units in their names. */
export function normalizeHttperf(runs: HttperfRawRun[], ctx: ParseContext): HttperfRecord[] {
  const kept: HttperfRawRun[] = [];
  for (const run of runs) {
    // lines httperf does not print after the last run (prose, a prompt's output) belong to it
    if (!hasHttperfLine(run) && kept.length > 0) {
      const prev = kept[kept.length - 1]!;
      (prev.otherLines ??= []).push(...(run.otherLines ?? []));
      prev.endLine = run.endLine;
      continue;
    }
    kept.push(run);
  }
  if (!kept.some(hasHttperfLine)) throw new ParseError({ format: "httperf", source: ctx.source, text: ctx.text, offset: 0, message: "no httperf output in the input (no line httperf prints)" });
  return kept.map((run) => normalizeRun(run, ctx));
}

function hasHttperfLine(run: HttperfRawRun): boolean {
  return Object.keys(run).some((k) => !["format", "startLine", "endLine", "otherLines", "interrupted"].includes(k));
}

function normalizeRun(run: HttperfRawRun, ctx: ParseContext): HttperfRecord {
  const reads = rawLines.get(run) ?? new Map<string, LineRead>();
  const fail = (offset: number, message: string): never => {
    throw new ParseError({ format: "httperf", source: ctx.source, text: ctx.text, offset, message });
  };
  const warnings: string[] = [];
  let cutOff = false;

  /** A value of a line, checked: a number (null for nan/inf where allowed), a whole number for a count. */
  const valueOf = (key: string, values: RawValues | undefined, name: string, opts: { count?: boolean; nullable?: boolean } = {}): number | null | undefined => {
    const printed = values?.[name];
    if (printed === undefined) return undefined;
    const at = reads.get(key)?.at[name] ?? reads.get(key)?.offset ?? 0;
    if (/^-?(?:nan|inf)$/.test(printed)) {
      if (opts.nullable) return null;
      return fail(at, `${NAMES[key] ?? key} ${name}: not a number: ${printed}`);
    }
    let n: number;
    try {
      n = parseNumber(printed);
    } catch (err) {
      return fail(at, `${NAMES[key] ?? key} ${name}: ${err instanceof ValueError ? err.message : String(err)}`);
    }
    if (opts.count && !Number.isInteger(n)) fail(at, `${NAMES[key] ?? key} ${name}: a count with a fraction: ${printed}`);
    return n;
  };
  const num = (kind: ReportKind, name: string): number | undefined => valueOf(kind, run[kind], name) as number | undefined;
  const cnt = (kind: ReportKind, name: string): number | undefined => valueOf(kind, run[kind], name, { count: true }) as number | undefined;
  const rate = (kind: ReportKind, name: string): number | null | undefined => valueOf(kind, run[kind], name, { nullable: true });

  // every line: read to its layout's end, and nothing after it. A line that stops early is cut off when it is the
  // run's last (the capture ends there, or the next run starts: httperf was stopped while printing); before another
  // line of the run, it is damaged.
  let lastOffset = -1;
  for (const read of reads.values()) lastOffset = Math.max(lastOffset, read.offset);
  for (const [key, read] of reads) {
    const kind = key.split(".")[0]!;
    const layout = kind === "histogram" ? LAYOUTS.histogramRow : kind in LAYOUTS ? LAYOUTS[kind as LayoutKind] : undefined;
    const name = kind === "histogram" ? "Connection lifetime histogram row" : kind === "printedSizes" || kind.endsWith("RateSample") ? `${kind} line` : (NAMES[kind] ?? kind);
    if (read.extra) fail(read.extra.offset, `unexpected ${JSON.stringify(read.extra.text.length > 40 ? `${read.extra.text.slice(0, 40)}...` : read.extra.text)} in the ${name} line`);
    if (layout === undefined) continue;
    // a request's size line (SS) has no footer
    const full = kind === "printedSizes" && run.printedSizes?.[Number(key.split(".")[1])]?.label.startsWith("SS") ? 4 : layout.length;
    if (read.read < full) {
      if (read.offset === lastOffset) {
        cutOff = true;
        warnings.push(`the output is cut off in the ${name} line`);
      } else fail(lineEnd(ctx.text, read.offset), `the ${name} line stops early (expected ${describeSlot(layout[read.read]!)})`);
    }
  }

  const rec: HttperfRecord = { format: "httperf", status: "complete" };
  const version = run.messages?.map((m) => /^httperf: httperf-(\S+) compiled /.exec(m)?.[1]).find((v) => v !== undefined);
  if (version !== undefined) rec.version = version;
  if (run.usage) rec.usage = true;
  if (run.messages?.length) rec.messages = run.messages;
  if (run.commandLine !== undefined) {
    rec.commandLine = run.commandLine;
    const echoAt = reads.get("echo")?.offset ?? 0;
    const after = run.commandLine.slice(run.commandLine.indexOf("httperf") + "httperf".length);
    try {
      rec.settings = echoSettings(echoedOptions(after));
    } catch (err) {
      const at = err instanceof EchoError && err.at !== undefined ? echoAt + "httperf".length + err.at : echoAt;
      fail(at, `the echoed command line: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  if (run.maxBurst) setIf(rec, "maxConnectBurstLength", cnt("maxBurst", "length"));
  if (run.lifetimeHistogram) {
    rec.connectionLifetimeHistogram = run.lifetimeHistogram.flatMap((row, i) => {
      const key = `histogram.${i}`;
      const binMs = valueOf(key, row, "bin") as number | undefined;
      const connections = valueOf(key, row, "connections", { count: true }) as number | undefined;
      return binMs === undefined || connections === undefined ? [] : [{ binMs, connections }];
    });
  }

  const replies = cnt("total", "replies");
  const requests = cnt("total", "requests");
  const connections = cnt("total", "connections");
  /** A value httperf prints as 0.0 when it had nothing to average: null when `none` says so. */
  const unlessNone = (value: number | null | undefined, none: boolean): number | null | undefined => (value !== undefined && none ? null : value);
  const noReplies = replies === 0;
  const noRequests = requests === 0;
  if (run.total) {
    setIf(rec, "connections", connections);
    setIf(rec, "requests", requests);
    setIf(rec, "replies", replies);
    setIf(rec, "durationSeconds", num("total", "testDuration"));
  }
  if (run.connectionRate) {
    setIf(rec, "connectionRatePerSecond", rate("connectionRate", "rate"));
    setIf(rec, "connectionPeriodMs", unlessNone(rate("connectionRate", "period"), connections === 0));
    setIf(rec, "maxConcurrentConnections", cnt("connectionRate", "concurrent"));
  }
  if (run.connectionTime && Object.keys(run.connectionTime).length > 0) {
    const t = (name: string): number | null => unlessNone(rate("connectionTime", name), noReplies) ?? null;
    const ct = { minMs: t("min"), avgMs: t("avg"), maxMs: t("max"), medianMs: t("median"), stddevMs: t("stddev") };
    if (Object.keys(run.connectionTime).length === 5) rec.connectionTime = ct;
    const { minMs, maxMs, medianMs } = ct;
    if (medianMs !== null && maxMs !== null && minMs !== null && (medianMs > maxMs || medianMs < minMs)) {
      warnings.push(
        `connectionTime.medianMs ${medianMs} is ${medianMs > maxMs ? `above the max (${maxMs} ms)` : `below the min (${minMs} ms)`}: httperf's median is the middle of the 1 ms histogram bin that holds it (src/stat/basic.c), not a lifetime it measured; min, avg and max are exact`,
      );
    }
  }
  if (run.connectTime) setIf(rec, "connectMs", num("connectTime", "connect"));
  if (run.connectionLength) setIf(rec, "repliesPerConnection", unlessNone(num("connectionLength", "repliesPerConnection"), noReplies));
  if (run.requestRate) {
    setIf(rec, "requestRatePerSecond", rate("requestRate", "rate"));
    setIf(rec, "requestPeriodMs", unlessNone(rate("requestRate", "period"), noRequests));
  }
  if (run.requestSize) setIf(rec, "requestSizeBytes", unlessNone(num("requestSize", "size"), noRequests));
  if (run.replyRate && Object.keys(run.replyRate).length === 5) {
    const samples = cnt("replyRate", "samples")!;
    const r = (name: string, none: boolean): number | null => (none ? null : num("replyRate", name)!);
    rec.replyRate = {
      minPerSecond: r("min", samples === 0),
      avgPerSecond: r("avg", samples === 0),
      maxPerSecond: r("max", samples === 0),
      stddevPerSecond: r("stddev", samples < 2),
      samples,
    };
  }
  if (run.replyTime && Object.keys(run.replyTime).length === 2) {
    rec.replyTime = { responseMs: num("replyTime", "response")!, transferMs: unlessNone(num("replyTime", "transfer"), noReplies) ?? null };
  }
  if (run.replySize && Object.keys(run.replySize).length === 4) {
    const b = (name: string): number | null => unlessNone(num("replySize", name), noReplies) ?? null;
    rec.replySize = { headerBytes: b("header"), contentBytes: b("content"), footerBytes: b("footer"), totalBytes: b("total") };
    const [h, c, f, t] = ["header", "content", "footer", "total"].map((n) => num("replySize", n)!) as [number, number, number, number];
    // total is the sum before rounding: each part is printed with one decimal, so they may differ by 0.15
    if (Math.abs(h + c + f - t) > 0.15 + 1e-9) warnings.push(`Reply size: header ${h} + content ${c} + footer ${f} is not the total ${t}`);
  }
  if (run.replyStatus && Object.keys(run.replyStatus).length === 5) {
    const classes = ["1xx", "2xx", "3xx", "4xx", "5xx"] as const;
    const [c1, c2, c3, c4, c5] = classes.map((k) => cnt("replyStatus", k)!) as [number, number, number, number, number];
    rec.replyStatus = { "1xx": c1, "2xx": c2, "3xx": c3, "4xx": c4, "5xx": c5 };
    rec.non2xxReplies = c1 + c3 + c4 + c5;
    const sum = c1 + c2 + c3 + c4 + c5;
    // src/stat/basic.c: the replies total is the sum of these five counters
    if (replies !== undefined && sum !== replies) warnings.push(`Reply status classes add up to ${sum}, not the ${replies} replies of the Total line (httperf prints their sum there)`);
  }
  if (run.cpuTime && Object.keys(run.cpuTime).length === 5) {
    rec.cpu = {
      userSeconds: num("cpuTime", "user")!,
      systemSeconds: num("cpuTime", "system")!,
      userPercent: rate("cpuTime", "userPercent")!,
      systemPercent: rate("cpuTime", "systemPercent")!,
      totalPercent: rate("cpuTime", "totalPercent")!,
    };
    for (const k of ["userPercent", "systemPercent", "totalPercent"] as const) {
      const w = percentRangeWarning(`cpu.${k}`, rec.cpu[k]);
      if (w) warnings.push(w);
    }
  }
  if (run.netIo) {
    const kb = rate("netIo", "kilobytesPerSecond");
    if (kb !== undefined) rec.netIoBytesPerSecond = kb === null ? null : unitsToBytes(kb, "K");
    const mb = rate("netIo", "megabitsPerSecond");
    if (mb !== undefined) rec.netIoBitsPerSecond = mb === null ? null : Math.round(mb * 1e6);
  }
  if (run.errors || run.moreErrors) {
    const e: NonNullable<HttperfRecord["errors"]> = {};
    setIf(e, "total", cnt("errors", "total"));
    setIf(e, "clientTimeouts", cnt("errors", "clientTimo"));
    setIf(e, "socketTimeouts", cnt("errors", "socketTimo"));
    setIf(e, "connectionsRefused", cnt("errors", "connrefused"));
    setIf(e, "connectionsReset", cnt("errors", "connreset"));
    setIf(e, "fdUnavailable", cnt("moreErrors", "fdUnavail"));
    setIf(e, "addressUnavailable", cnt("moreErrors", "addrunavail"));
    setIf(e, "fileTableFull", cnt("moreErrors", "ftabFull"));
    setIf(e, "other", cnt("moreErrors", "other"));
    rec.errors = e;
    const kinds = [e.clientTimeouts, e.socketTimeouts, e.connectionsRefused, e.connectionsReset, e.fdUnavailable, e.addressUnavailable, e.fileTableFull, e.other];
    if (e.total !== undefined && kinds.every((k) => k !== undefined)) {
      const sum = kinds.reduce((a, b) => a! + b!, 0)!;
      if (sum !== e.total) warnings.push(`Errors: the kinds add up to ${sum}, not the total ${e.total} (httperf prints their sum)`);
    }
  }
  if (run.sessionRate || run.session || run.sessionLifetime || run.sessionFailtime || run.sessionLengthHistogram) {
    const s: NonNullable<HttperfRecord["sessions"]> = {};
    if (run.sessionRate && ["min", "avg", "max", "stddev"].every((k) => run.sessionRate![k] !== undefined)) {
      s.rate = { minPerSecond: num("sessionRate", "min")!, avgPerSecond: num("sessionRate", "avg")!, maxPerSecond: num("sessionRate", "max")!, stddevPerSecond: num("sessionRate", "stddev")! };
    }
    setIf(s, "completed", cnt("sessionRate", "completed"));
    setIf(s, "total", cnt("sessionRate", "total"));
    setIf(s, "connectionsPerSession", num("session", "connectionsPerSession"));
    setIf(s, "lifetimeSeconds", num("sessionLifetime", "lifetime"));
    setIf(s, "failtimeSeconds", num("sessionFailtime", "failtime"));
    if (run.sessionLengthHistogram) {
      const values: RawValues = Object.fromEntries(run.sessionLengthHistogram.map((c, j) => [String(j), c]));
      s.lengthHistogram = run.sessionLengthHistogram.map((_, i) => valueOf("sessionLengthHistogram", values, String(i), { count: true }) as number);
    }
    if (s.completed !== undefined && s.total !== undefined && s.completed > s.total) warnings.push(`Session rate: ${s.completed} sessions completed of ${s.total}`);
    rec.sessions = s;
  }
  const samples = (list: string[] | undefined, kind: string): number[] | undefined =>
    list?.map((_, i) => valueOf(`${kind}.${i}`, { rate: list[i]! }, "rate") as number).filter((n) => n !== undefined);
  const rr = samples(run.replyRateSamples, "replyRateSample");
  if (rr?.length) rec.replyRateSamplesPerSecond = rr;
  const sr = samples(run.sessionRateSamples, "sessionRateSample");
  if (sr?.length) rec.sessionRateSamplesPerSecond = sr;
  if (run.printed?.length) {
    rec.printed = run.printed.map((p) => {
      const m = /^(SH|SB|RH|RB)(\d+):$/.exec(p.label)!;
      const part = ({ SH: "request-header", SB: "request-body", RH: "reply-header", RB: "reply-body" } as const)[m[1] as "SH" | "SB" | "RH" | "RB"];
      return { call: callNumber(m[2]!, fail), part, text: p.text };
    });
  }
  if (run.printedSizes?.length) {
    rec.printedSizes = run.printedSizes.flatMap((p, i) => {
      const key = `printedSizes.${i}`;
      const m = /^(SS|RS)(\d+):$/.exec(p.label)!;
      const headerBytes = valueOf(key, p.values, "header", { count: true }) as number | undefined;
      const contentBytes = valueOf(key, p.values, "content", { count: true }) as number | undefined;
      const footerBytes = valueOf(key, p.values, "footer", { count: true }) as number | undefined;
      if (headerBytes === undefined || contentBytes === undefined) return [];
      return [{ call: callNumber(m[2]!, fail), direction: m[1] === "SS" ? ("request" as const) : ("reply" as const), headerBytes, contentBytes, ...(footerBytes !== undefined ? { footerBytes } : {}) }];
    });
  }

  // the -v -v histogram says where the median is: the first bin that holds half the lifetimes
  const hist = rec.connectionLifetimeHistogram;
  if (hist?.length && rec.connectionTime?.medianMs != null && !cutOff) {
    const n = hist.reduce((a, b) => a + b.connections, 0);
    let seen = 0;
    const bin = hist.find((b) => (seen += b.connections) >= 0.5 * n);
    if (bin && bin.binMs !== rec.connectionTime.medianMs) warnings.push(`the median (${rec.connectionTime.medianMs} ms) is not the lifetime histogram's median bin (${bin.binMs} ms)`);
  }

  // status: a report, or what httperf said instead
  const reportKinds = [...BASIC_LINES, ...SESSION_LINES].map(([k]) => k);
  const hasReport = reportKinds.some((k) => run[k] !== undefined) || run.lifetimeHistogram !== undefined;
  const fatal = run.messages?.find((m) => !NOT_FATAL.test(m));
  if (!hasReport) {
    if (run.usage || fatal !== undefined) {
      rec.status = "aborted";
      rec.error = { message: fatal ?? "httperf printed its usage text and did not run (--help, or a bad option)" };
    } else if (run.commandLine !== undefined || run.printed || run.replyRateSamples) {
      rec.status = "incomplete";
      warnings.push("no report after the echoed command line: the output is cut off");
    } else {
      rec.status = "no-report";
    }
  } else {
    const expected: [ReportKind | "sessionLengthHistogram", string][] = [...BASIC_LINES];
    const s = rec.settings;
    if (s?.wsess || s?.wsesspage || s?.wsesslog || SESSION_LINES.some(([k]) => run[k] !== undefined)) expected.push(...SESSION_LINES);
    const absent = expected.filter(([k]) => run[k] === undefined).map(([, name]) => name);
    if (absent.length) warnings.push(`no ${absent.join(" line; no ")} line`);
    const lastLine = expected[expected.length - 1]![0];
    if (cutOff || run[lastLine] === undefined) rec.status = "incomplete";
    else if (run.interrupted) rec.status = "interrupted";
  }
  if (warnings.length) rec.warnings = warnings;
  return rec;
}

/** The call number of a printed line (`RH12:`). */
function callNumber(digits: string, fail: (offset: number, message: string) => never): number {
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : fail(0, `a call number too large to be exact: ${digits}`);
}

/** Sets a field when it has a value, by name (fieldSetter: a record of many fields stays an ordinary object). */
function setIf<T extends object, K extends keyof T & string>(target: T, key: K, value: T[K] | undefined): void {
  if (value !== undefined) fieldSetter(key)(target as Record<string, unknown>, value);
}

/** A layout element in words, for an error message. */
function describeSlot(slot: (typeof LAYOUTS)[LayoutKind][number]): string {
  return "value" in slot ? `a number (${slot.value})` : (slot.LABEL ?? slot.name);
}

/** The end of the line that holds `offset` (where a line that stops early is missing something). */
function lineEnd(text: string, offset: number): number {
  const end = text.indexOf("\n", offset);
  return (end === -1 ? text.length : end) - (text[end - 1] === "\r" ? 1 : 0);
}
