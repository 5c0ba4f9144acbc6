import type { AbLine } from "../../../grammars/ab/parser.js";
import { lineIndex } from "../../normalize/line-index.js";
import { setPlaces } from "../../kit/places.js";
import { fieldSetter } from "../../kit/field-setter.js";

/** One ab run with every value as printed (the `raw` output). Values keep their printed unit text. */
export interface AbRawRun {
  format: "ab";
  variant: "text" | "html";
  startLine: number;
  endLine: number;
  banner?: string;
  benchmarking?: string;
  completed?: string[];
  finished?: string;
  serverSoftware?: string;
  serverHostname?: string;
  serverPort?: string;
  sslTlsProtocol?: string;
  serverTempKey?: string;
  tlsServerName?: string;
  documentPath?: string;
  documentLength?: string;
  concurrencyLevel?: string;
  numberOfWorkers?: string;
  concurrencyAchieved?: string;
  rampupDelay?: string;
  numberOfRequests?: string;
  timeTakenForTests?: string;
  completeRequests?: string;
  failedRequests?: string;
  failedBreakdown?: Record<string, string>;
  writeErrors?: string;
  brokenPipeErrors?: string;
  non2xxResponses?: string;
  keepAliveRequests?: string;
  keepAliveAborts?: string;
  totalTransferred?: string;
  totalBodySent?: string;
  htmlTransferred?: string;
  requestsPerSecond?: string;
  timePerRequest?: string;
  timePerRequestAcrossAll?: string;
  transferRate?: string;
  transferRateSent?: string;
  transferRateTotal?: string;
  connectionTimesStyle?: "full" | "short";
  connectionTimes?: Record<string, string[]>;
  diagnostics?: string[];
  percentiles?: { percent: string; ms: string; note?: string }[];
  totalOfRequestsCompleted?: string;
  testAbortedAfter?: string;
  errors?: string[];
  interrupted?: boolean;
}


type Field = Exclude<keyof AbRawRun, "format" | "variant" | "startLine" | "endLine">;

const VALUE_FIELDS: Record<string, Field> = {
  ServerPort: "serverPort",
  DocumentLength: "documentLength",
  ConcurrencyLevel: "concurrencyLevel",
  NumberOfWorkers: "numberOfWorkers",
  ConcurrencyAchieved: "concurrencyAchieved",
  RampupDelay: "rampupDelay",
  NumberOfRequests: "numberOfRequests",
  TimeTaken: "timeTakenForTests",
  CompleteRequests: "completeRequests",
  FailedRequests: "failedRequests",
  WriteErrors: "writeErrors",
  BrokenPipeErrors: "brokenPipeErrors",
  Non2xx: "non2xxResponses",
  KeepAliveRequests: "keepAliveRequests",
  KeepAliveAborts: "keepAliveAborts",
  TotalTransferred: "totalTransferred",
  TotalBodySent: "totalBodySent",
  HtmlTransferred: "htmlTransferred",
  RequestsPerSecond: "requestsPerSecond",
  TimePerRequest: "timePerRequest",
  TransferRate: "transferRate",
};

const TEXT_FIELDS: Record<string, Field> = {
  Banner: "banner",
  Benchmarking: "benchmarking",
  ServerSoftware: "serverSoftware",
  ServerHostname: "serverHostname",
  SslProtocol: "sslTlsProtocol",
  ServerTempKey: "serverTempKey",
  TlsServerName: "tlsServerName",
  DocumentPath: "documentPath",
};

/** Fields whose second appearance means a new run has started (ab prints each once per run). */
const RUN_FIELDS = new Set<Field>(["serverSoftware", "serverHostname", "documentPath", "concurrencyLevel", "timeTakenForTests", "completeRequests"]);

const LOWER: Record<string, string> = { Connect: "connect", Receive: "receive", Length: "length", Exceptions: "exceptions", Processing: "processing", Waiting: "waiting", Total: "total" };

/**
 * Groups the grammar's lines into runs. A run starts at a banner, or at a results field that the current run already
 * has (several runs pasted one after another without banners). Lines ab does not print in a run (copyright, verbose
 * dumps, prose) are skipped; fatal messages (`apr_...`, `Send request failed!`, `SSL ... failed`) are kept as errors.
 */
export function groupRuns(lines: AbLine[], text: string, variant: "text" | "html"): AbRawRun[] {
  const lineOf = lineIndex(text);

  const runs: AbRawRun[] = [];
  let run: AbRawRun | undefined;
  let offsets = new Map<string, number>();
  let section: "none" | "connection" | "percentage" = "none";
  let pendingRate: "transferRateSent" | "transferRateTotal" = "transferRateSent";
  // The last field whose value was missing on its own line: blog pastes and narrow terminals put it on the next.
  let awaiting: { line: number; field?: Field; row?: string[]; width?: number } | undefined;

  const start = (offset: number): AbRawRun => {
    run = { format: "ab", variant, startLine: lineOf(offset), endLine: lineOf(offset) };
    offsets = new Map();
    setPlaces(run, offsets);
    runs.push(run);
    section = "none";
    return run;
  };
  const current = (offset: number): AbRawRun => run ?? start(offset);
  const hasResults = (r: AbRawRun): boolean => r.completeRequests !== undefined || r.connectionTimes !== undefined || r.percentiles !== undefined;
  const set = (field: Field, value: string, offset: number): void => {
    let r = current(offset);
    if (r[field] !== undefined && RUN_FIELDS.has(field)) r = start(offset);
    // (by name: a run of many fields set from a variable would be a V8 dictionary, slower to read)
    fieldSetter(field)(r as unknown as Record<string, unknown>, value);
    offsets.set(field, offset);
    r.endLine = lineOf(offset);
  };

  for (const line of lines) {
    const wanted = awaiting;
    awaiting = undefined;
    switch (line.kind) {
      case "text": {
        const field = TEXT_FIELDS[line.label];
        if (line.label === "Banner") {
          if (run && (run.banner !== undefined || hasResults(run) || run.benchmarking !== undefined)) start(line.offset);
        } else if (line.label === "Benchmarking") {
          // webbench's `Benchmarking: GET http://...` is not ab's `Benchmarking host (be patient)`
          if (/^\s*:\s/.test(line.text)) break;
          if (run && (run.benchmarking !== undefined || hasResults(run))) start(line.offset);
        } else if (line.label === "Diagnostic" || line.label === "AprError") {
          const r = current(line.offset);
          const end = text.indexOf("\n", line.offset);
          const whole = text.slice(line.offset, end === -1 ? text.length : end).trim();
          if (line.label === "Diagnostic") (r.diagnostics ??= []).push(whole);
          else {
            (r.errors ??= []).push(whole);
            offsets.set("errors", line.offset);
          }
          r.endLine = lineOf(line.offset);
          break;
        }
        if (field) {
          set(field, line.text.trim(), line.offset);
          if (line.text.trim() === "") awaiting = { line: lineOf(line.offset), field };
        }
        break;
      }
      case "value": {
        let field = VALUE_FIELDS[line.label];
        if (!field) break;
        if (field === "timePerRequest" && line.rest.includes("across")) field = "timePerRequestAcrossAll";
        else if (field === "timePerRequest" && run?.timePerRequest !== undefined && run.timePerRequestAcrossAll === undefined) field = "timePerRequestAcrossAll";
        if (field === "transferRate") pendingRate = "transferRateSent";
        // the value and the rest, each when printed
        const printed = line.value ? (line.rest ? `${line.value} ${line.rest}` : line.value) : line.rest;
        set(field, printed, line.valueOffset ?? line.offset);
        if (printed === "") awaiting = { line: lineOf(line.offset), field };
        break;
      }
      case "rateContinuation": {
        const r = current(line.offset);
        const field = line.rest.includes("total") ? "transferRateTotal" : line.rest.includes("sent") ? "transferRateSent" : pendingRate;
        fieldSetter(field)(r as unknown as Record<string, unknown>, `${line.value} kb/s ${line.rest}`.trim());
        offsets.set(field, line.offset);
        pendingRate = "transferRateTotal";
        r.endLine = lineOf(line.offset);
        break;
      }
      case "progress": {
        let r = current(line.offset);
        if (line.label === "Completed") {
          if (r.finished !== undefined) r = start(line.offset);
          (r.completed ??= []).push(line.count ?? "");
        } else {
          if (r.finished !== undefined) r = start(line.offset);
          r.finished = line.count ?? "";
          if (line.rest.includes("interrupted")) r.interrupted = true;
        }
        offsets.set(line.label === "Completed" ? "completed" : "finished", line.offset);
        r.endLine = lineOf(line.offset);
        break;
      }
      case "failedBreakdown": {
        const r = current(line.offset);
        r.failedBreakdown = Object.fromEntries(line.parts.map((p) => [LOWER[p.label] ?? p.label, p.value]));
        offsets.set("failedBreakdown", line.offset);
        r.endLine = lineOf(line.offset);
        break;
      }
      case "connectionTimes":
        current(line.offset).endLine = lineOf(line.offset);
        section = "connection";
        break;
      case "connectionHeader": {
        const r = current(line.offset);
        if (r.connectionTimesStyle !== undefined) break;
        r.connectionTimesStyle = line.style;
        section = "connection";
        break;
      }
      case "connectionRow": {
        // a row counts under the Connection Times title or header, or after a row or the results of a run (a copy
        // that lost the title): free's `Total:` row alone is not ab's
        if (section !== "connection" && run?.connectionTimes === undefined && run?.completeRequests === undefined) break;
        let r = current(line.offset);
        const key = LOWER[line.label]!;
        if (r.connectionTimes?.[key] !== undefined) r = start(line.offset);
        r.connectionTimes ??= {};
        const row = (r.connectionTimes[key] = splitFused(line, text, r.connectionTimesStyle));
        offsets.set(`connectionTimes.${key}`, line.offset);
        const width = r.connectionTimesStyle === "short" ? 3 : 5;
        if (row.length < width) awaiting = { line: lineOf(line.offset), row, width };
        r.endLine = lineOf(line.offset);
        break;
      }
      case "percentageTitle":
        current(line.offset).endLine = lineOf(line.offset);
        // Kept so a capture cut right after the title is seen as cut, not as a run without percentiles (ab -d).
        offsets.set("percentageTitle", line.offset);
        section = "percentage";
        break;
      case "percentile": {
        if (section !== "percentage" && run?.percentiles === undefined && !run?.connectionTimes) {
          // A `50%  12` line outside a percentage table (prose, dumps, iostat -h's `63.7%`) is not ours.
          break;
        }
        let r = current(line.offset);
        if (r.percentiles?.some((p) => p.percent === line.percent)) {
          // ab prints each percent once, up to 100%: a percent again before the table's 100% row is a damaged row of
          // this table (said where it is), not the next run's table
          if (r.percentiles.at(-1)!.percent !== "100") {
            if (!offsets.has("percentiles.repeated")) offsets.set("percentiles.repeated", line.offset);
            r.endLine = lineOf(line.offset);
            break;
          }
          r = start(line.offset);
        }
        const entry: { percent: string; ms: string; note?: string } = { percent: line.percent, ms: line.value };
        const note = line.rest === "" ? undefined : /\(([^)]*)\)/.exec(line.rest)?.[1];
        if (note) entry.note = note;
        (r.percentiles ??= []).push(entry);
        offsets.set(`percentiles.${r.percentiles.length - 1}`, line.offset);
        r.endLine = lineOf(line.offset);
        break;
      }
      case "count": {
        const r = current(line.offset);
        if (line.label === "TotalOf") r.totalOfRequestsCompleted = line.value;
        else r.testAbortedAfter = line.value;
        offsets.set(line.label === "TotalOf" ? "totalOfRequestsCompleted" : "testAbortedAfter", line.offset);
        r.endLine = lineOf(line.offset);
        break;
      }
      case "other": {
        if (wanted && run && lineOf(line.offset) === wanted.line + 1) {
          if (wanted.field) {
            fieldSetter(wanted.field)(run as unknown as Record<string, unknown>, line.text);
            offsets.set(wanted.field, line.offset);
            run.endLine = wanted.line + 1;
            break;
          }
          if (wanted.row && /^-?\d+(?:\.\d+)?(?:\s+-?\d+(?:\.\d+)?)*$/.test(line.text)) {
            wanted.row.push(...line.text.split(/\s+/));
            if (wanted.row.length < wanted.width!) awaiting = { ...wanted, line: wanted.line + 1 };
            run.endLine = wanted.line + 1;
            break;
          }
        }
        if (isFatal(line.text)) {
          const r = current(line.offset);
          (r.errors ??= []).push(line.text);
          offsets.set("errors", line.offset);
          r.endLine = lineOf(line.offset);
        } else if (run && (line.text.startsWith("^C") || line.text.startsWith("..interrupted"))) run.interrupted = true;
        break;
      }
    }
  }
  return runs;
}

/** Messages after which ab stops (or that explain failures): kept as the run's errors. */
export const FATAL = /^(?:apr_[a-z_]+|Send request (?:timed out|failed)!|SSL (?:handshake|read|write) failed|Could not allocate memory|Request too long|SSL not compiled in|Cannot (?:use concurrency|mix POST)|.*: (?:invalid URL|wrong number of arguments|Invalid Concurrency))/;

/**
 * FATAL.test(text), the pattern asked only when one of its words is there: its `.*:` tries every colon of a line,
 * and ab's copyright lines are read in every run.
 */
export function isFatal(text: string): boolean {
  const may =
    text.startsWith("apr_") || text.startsWith("Send request ") || text.startsWith("SSL ") || text.startsWith("Could not ") || text.startsWith("Request too long") || text.startsWith("Cannot ") ||
    text.includes("invalid URL") || text.includes("wrong number of arguments") || text.includes("Invalid Concurrency");
  return may && FATAL.test(text);
}

/**
 * In the `-S` table ab prints `%5d %5d%5d`, so a max of 10000 ms or more runs into the avg. The avg field ends at
 * column 23 of the line (label 12, min 5, space, avg 5); split a fused number there when the line kept its spacing.
 */
function splitFused(line: Extract<AbLine, { kind: "connectionRow" }>, text: string, style: "full" | "short" | undefined): string[] {
  const values = [...line.values];
  if (style !== "short" || values.length !== 2) return values;
  const fusedOffset = line.valueOffsets[1]!;
  const lineStart = text.lastIndexOf("\n", line.offset) + 1;
  const column = fusedOffset - lineStart;
  const cut = 23 - column;
  const fused = values[1]!;
  if (line.offset - lineStart === 0 && cut > 0 && cut < fused.length) return [values[0]!, fused.slice(0, cut), fused.slice(cut)];
  return values;
}
