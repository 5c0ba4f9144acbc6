import { LAYOUTS, type HttperfLineRead, type LaidOutLine, type LayoutKind, type Printed } from "../../../grammars/httperf/parser.js";
import { PROMPT } from "../../kit/prompt.js";
import { lineIndex } from "../../normalize/line-index.js";
import { isEcho, USAGE_BODY } from "./lines.js";
import { lineAround } from "../../normalize/line-around.js";
import { partAround } from "../../normalize/part-around.js";
import { fieldSetter } from "../../kit/field-setter.js";

/** The values of one report line by their names in the grammar's layout (`connections`, `min`), as printed. */
export type RawValues = Record<string, string>;

/** The report lines of one run, each by its layout's name (grammars/httperf/parser.ts LAYOUTS). */
export type ReportKind = Exclude<LayoutKind, "replyRateSample" | "sessionRateSample" | "printedSizes" | "histogramRow">;

/** One httperf run with every value as printed (the `raw` output). */
export interface HttperfRawRun extends Partial<Record<ReportKind, RawValues>> {
  format: "httperf";
  startLine: number;
  endLine: number;
  /** A terminal's `^C` was echoed before one of its lines. */
  interrupted?: boolean;
  /** The command line httperf echoed, as printed. */
  commandLine?: string;
  /** httperf's messages (`httperf: warning: ...`), as printed. */
  messages?: string[];
  /** httperf printed its usage text. */
  usage?: boolean;
  /** -v -v: `Connection lifetime histogram (time in ms):` was printed, and its rows. */
  lifetimeHistogram?: { bin: string; connections: string }[];
  /** -v: `reply-rate = N` and `session-rate = N`. */
  replyRateSamples?: string[];
  sessionRateSamples?: string[];
  sessionLengthHistogram?: string[];
  /** --print-request/--print-reply lines: the label (`RH0:`) and the text after it. */
  printed?: { label: string; text: string }[];
  printedSizes?: { label: string; values: RawValues }[];
  /** Lines httperf does not print (prose, another program's output), as printed. */
  otherLines?: string[];
}

/** How each report line was read: where it starts, how far its layout went, what followed it (for errors). */
export interface LineRead {
  offset: number;
  read: number;
  extra?: Printed;
  /** Where each value starts. */
  at: Record<string, number>;
}

/** Where each raw value started in the text, for error messages (kept apart so --raw output stays clean). */
export const rawLines = new WeakMap<HttperfRawRun, Map<string, LineRead>>();

/** The order httperf prints its lines in: a line that goes back in this order starts the next run. */
export const ORDER: Record<string, number> = {
  echo: 0,
  maxBurst: 1,
  histogramTitle: 2,
  total: 3,
  connectionRate: 4,
  connectionTime: 5,
  connectTime: 6,
  connectionLength: 7,
  requestRate: 8,
  requestSize: 9,
  replyRate: 10,
  replyTime: 11,
  replySize: 12,
  replyStatus: 13,
  cpuTime: 14,
  netIo: 15,
  errors: 16,
  moreErrors: 17,
  sessionRate: 18,
  session: 19,
  sessionLifetime: 20,
  sessionFailtime: 21,
  sessionLengthHistogram: 22,
};

/**
 * Groups the grammar's lines into runs. A run starts at the echoed command line, or at a line that comes before the
 * last one read in httperf's order (the next report, pasted without its echo), or at a message once the report is
 * over: httperf's warnings go to stderr before the report (a capture with `2>&1` puts them before the echo, since
 * stdout is buffered). The -v samples and the printed requests come before `Maximum connect burst length`; the
 * histogram's rows count only after its title; every other line is kept apart as a line httperf does not print.
 */
export function groupRuns(lines: HttperfLineRead[], text: string, cuts: readonly number[] = []): HttperfRawRun[] {
  const lineOf = lineIndex(text);
  /** The line at `offset`, or the part of it between the glued lines' cuts (runGrammarCut). */
  const lineText = (offset: number): string => (cuts.length === 0 ? lineAround(text, offset) : partAround(text, offset, cuts)).replace(/\r$/, "");
  const runs: HttperfRawRun[] = [];
  let run: HttperfRawRun | undefined;
  let reads = new Map<string, LineRead>();
  /** The last line read, in ORDER (-1: none yet). */
  let last = -1;
  /** Histogram rows are read here (after its title). */
  let inHistogram = false;

  const start = (offset: number): HttperfRawRun => {
    run = { format: "httperf", startLine: lineOf(offset), endLine: lineOf(offset) };
    reads = new Map();
    rawLines.set(run, reads);
    runs.push(run);
    last = -1;
    return run;
  };
  /** The run a line of `kind` belongs to: a new one when it comes back in httperf's order. */
  const runFor = (kind: string, offset: number): HttperfRawRun => {
    const order = ORDER[kind]!;
    const r = run === undefined || order <= last ? start(offset) : run;
    last = order;
    r.endLine = lineOf(offset);
    return r;
  };
  /**
   * The run of a line httperf prints before its report (a message, a -v sample, a printed request) or during the
   * test (`connection failed with unexpected error`): a new one once the report is over.
   */
  const before = (offset: number): HttperfRawRun => {
    const r = run === undefined || last >= ORDER.moreErrors! ? start(offset) : run;
    r.endLine = lineOf(offset);
    return r;
  };
  const other = (offset: number): void => {
    const line = lineText(offset);
    if (run?.usage && USAGE_BODY.test(line)) {
      run.endLine = lineOf(offset);
      return;
    }
    if (PROMPT.exec(line)?.[0].length === line.length || line.trim() === "^C") return; // a prompt alone, a ^C alone
    const r = run ?? start(offset);
    (r.otherLines ??= []).push(line.trim());
    r.endLine = lineOf(offset);
  };

  for (const line of lines) {
    if (line.kind !== "histogramRow" && line.kind !== "histogramGap") inHistogram = line.kind === "histogramTitle";
    const r0 = ((): HttperfRawRun | undefined => {
      switch (line.kind) {
        case "echo": {
          const t = lineText(line.offset).trim();
          if (!isEcho(lineText(line.offset))) {
            other(line.offset);
            return undefined;
          }
          const r = run === undefined || last >= 0 || run.commandLine !== undefined || run.usage ? start(line.offset) : run;
          last = 0;
          r.commandLine = t;
          reads.set("echo", { offset: text.indexOf("httperf", line.offset), read: 1, at: {} });
          r.endLine = lineOf(line.offset);
          return r;
        }
        case "message": {
          const r = before(line.offset);
          (r.messages ??= []).push(lineText(line.offset).trim());
          if (!reads.has("message")) reads.set("message", { offset: line.offset, read: 1, at: {} });
          return r;
        }
        case "usage": {
          const r = last >= 0 || run?.usage ? start(line.offset) : before(line.offset);
          r.usage = true;
          reads.set("usage", { offset: line.offset, read: 1, at: {} });
          return r;
        }
        case "histogramTitle": {
          const r = runFor("histogramTitle", line.offset);
          r.lifetimeHistogram = [];
          reads.set("histogramTitle", { offset: line.offset, read: 1, at: {}, ...(line.extra ? { extra: line.extra } : {}) });
          return r;
        }
        case "histogramRow": {
          if (!inHistogram || run?.lifetimeHistogram === undefined) {
            other(line.offset);
            return undefined;
          }
          const rows = run.lifetimeHistogram;
          const at: Record<string, number> = {};
          for (const [k, p] of Object.entries(line.values)) at[k] = p.offset;
          reads.set(`histogram.${rows.length}`, { offset: line.offset, read: line.read, at, ...(line.extra ? { extra: line.extra } : {}) });
          rows.push({ bin: line.values.bin?.text ?? "", connections: line.values.connections?.text ?? "" });
          run.endLine = lineOf(line.offset);
          return run;
        }
        case "histogramGap": {
          if (!inHistogram || run?.lifetimeHistogram === undefined) {
            other(line.offset);
            return undefined;
          }
          if (line.extra) reads.set(`histogramGap.${line.offset}`, { offset: line.offset, read: 1, at: {}, extra: line.extra });
          run.endLine = lineOf(line.offset);
          return run;
        }
        case "sessionLengthHistogram": {
          const r = runFor("sessionLengthHistogram", line.offset);
          r.sessionLengthHistogram = line.counts.map((c) => c.text);
          const at: Record<string, number> = {};
          line.counts.forEach((c, i) => (at[String(i)] = c.offset));
          reads.set("sessionLengthHistogram", { offset: line.offset, read: 1, at, ...(line.extra ? { extra: line.extra } : {}) });
          return r;
        }
        case "replyRateSample":
        case "sessionRateSample": {
          const r = before(line.offset);
          const list = line.kind === "replyRateSample" ? (r.replyRateSamples ??= []) : (r.sessionRateSamples ??= []);
          reads.set(`${line.kind}.${list.length}`, readOf(line));
          list.push(line.values.rate?.text ?? "");
          return r;
        }
        case "printedText": {
          const r = before(line.offset);
          (r.printed ??= []).push({ label: line.label, text: (line.text?.text ?? "").replace(/\r$/, "") });
          return r;
        }
        case "printedSizes": {
          const r = before(line.offset);
          const list = (r.printedSizes ??= []);
          reads.set(`printedSizes.${list.length}`, readOf(line));
          list.push({ label: line.label!, values: valuesOf(line) });
          return r;
        }
        case "other":
          other(line.offset);
          return undefined;
        default: {
          // a line whose layout starts with httperf's word after the label (`Total: connections`, `Errors: total`)
          // and that has none of it is another tool's: ab's `Total:   0  1  0.2 ...`, bombardier's `Errors:` alone
          const first = LAYOUTS[line.kind as LayoutKind][0];
          if (line.read === 0 && first !== undefined && !("value" in first)) {
            other(line.offset);
            return undefined;
          }
          const r = runFor(line.kind, line.offset);
          // (by name: a run of many reports set from a variable would be a V8 dictionary, slower to read)
          fieldSetter(line.kind)(r as unknown as Record<string, unknown>, valuesOf(line));
          reads.set(line.kind, readOf(line));
          return r;
        }
      }
    })();
    if (r0 && line.interrupted) r0.interrupted = true;
    else if (line.interrupted && run) run.interrupted = true;
  }
  return runs;
}

function valuesOf(line: LaidOutLine): RawValues {
  const out: RawValues = {};
  for (const [k, p] of Object.entries(line.values)) out[k] = p.text;
  return out;
}

function readOf(line: LaidOutLine): LineRead {
  const at: Record<string, number> = {};
  for (const [k, p] of Object.entries(line.values)) at[k] = p.offset;
  return { offset: line.offset, read: line.read, at, ...(line.extra ? { extra: line.extra } : {}) };
}
