import type { Printed, SiegeLine } from "../../../grammars/siege/parser.js";
import { PROMPT } from "../../kit/prompt.js";
import { lineIndex } from "../../normalize/line-index.js";
import { lineAround } from "../../normalize/line-around.js";
import { charBefore } from "../../normalize/glued-starts.js";
import { partAround } from "../../normalize/part-around.js";
import { setPlaces } from "../../kit/places.js";

/** A value of the classic results block as printed: the number and the unit word after it (`hits`, `secs`, `ms`). */
export interface SiegeRawValue {
  value?: string;
  unit?: string;
}

/** The classic block's lines by key (the key is siege's label in camel case). */
export const BLOCK_KEYS = {
  Transactions: "transactions",
  Availability: "availability",
  ElapsedTime: "elapsedTime",
  DataTransferred: "dataTransferred",
  ResponseTime: "responseTime",
  TransactionRate: "transactionRate",
  Throughput: "throughput",
  Concurrency: "concurrency",
  SuccessfulTransactions: "successfulTransactions",
  HttpOkReceived: "httpOkReceived",
  FailedTransactions: "failedTransactions",
  LongestTransaction: "longestTransaction",
  ShortestTransaction: "shortestTransaction",
} as const;
export type SiegeBlockKey = (typeof BLOCK_KEYS)[keyof typeof BLOCK_KEYS];

/** One -v per-request line, its parts as printed. */
export interface SiegeRawResponse {
  /** display-id: the simulated user's number (`   0) `); csv mode: the last but one field. */
  user?: string;
  /** `timestamp = true`'s `[Tue, 2026-12-01 21:22:47]`, csv mode's last field. */
  date?: string;
  protocol: string;
  status: string;
  seconds: string;
  bytes: string;
  method?: string;
  url: string;
}

/** One siege run (or one row of its log file) with every value as printed (the `raw` output). */
export interface SiegeRawRun {
  format: "siege";
  startLine: number;
  endLine: number;
  /** The banner's version: `4.0.7` of `** SIEGE 4.0.7`, or of -V's `SIEGE 4.0.7`. */
  version?: string;
  /** The banner had no `**`: siege -V's output. */
  versionOnly?: boolean;
  /** `** SIEGE 4.0.7: debugging enabled` (-D). */
  debug?: boolean;
  /** `** Preparing 10 concurrent users for battle.` */
  users?: string;
  underSiege?: boolean;
  /** `Lifting the server siege...` was printed (a -t run's end, or SIGINT). */
  lifted?: boolean;
  /** The classic results block, by key. */
  block?: Partial<Record<SiegeBlockKey, SiegeRawValue>>;
  /** The JSON summary's pairs in order, as printed (keys without their quotes). */
  json?: { key: string; value?: string }[];
  jsonOpen?: boolean;
  jsonClose?: boolean;
  /** The log file's header line was read (before this row). */
  logHeader?: boolean;
  /** A log file row: its date and its cells after the date. */
  log?: { date: string; cells: (string | undefined)[] };
  /** The -m mark before the row (`**** first run ****`), or any mark line. */
  mark?: string;
  /** siege's NOTIFY messages (`[error] socket: unable to connect sock.c:282: Connection refused`), as printed. */
  messages?: string[];
  /** `siege aborted due to excessive socket failure; you` (or its log mark). */
  socketFailureAbort?: boolean;
  /** `LOG FILE: /path` (4.x), `FILE: /path` (2.x, 3.x). */
  logFile?: string;
  /** `WARNING: The number of users is capped at 255.` */
  usersCap?: string;
  responses?: SiegeRawResponse[];
  /** Notices around the run (the log file notification, the users box, copyright text), as printed. */
  notices?: string[];
  /** Lines siege does not print (prose, a debug dump's headers), as printed. */
  otherLines?: string[];
}


/**
 * Which of a run's `otherLines` stand among its siege lines (after its first, before its last): `[from, to)`. Lines
 * before and after a run are a paste's prose; lines among its own are lines it does not know, said in a warning.
 */
export const rawInside = new WeakMap<SiegeRawRun, { from: number; to: number }>();

/** The unit words of the results block, which a copy may carry to the start of the next line (`Transactions: 26` / `hits Availability: ...`). */
const UNITS = new Set(["hits", "%", "secs", "ms", "MB", "trans/sec", "MB/sec"]);

/** siege's `Lifting the server siege...` after an HTML tag that a pasted copy kept on its line. */
const MARKUP_LIFTING = /^(?:<[a-z][^<>]{0,200}>)+\s*Lifting the server siege\.\.\./i;
/** The mark siege writes into its log after the row of a run it aborted (main.c). */
const FAILURE_MARK = "siege aborted due to excessive socket failure.";
/** A csv-mode per-request line after its protocol: `,200,  0.00,    600,/index.html,0,2026-12-01 21:22:47`. */
const CSV_RESPONSE = /^,(\d+), *(\d+(?:\.\d+)?), *(\d+),(.*),(\d+),(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)$/;

/** True when the run holds a summary: the classic block, the JSON object or a log row. */
export function hasSummary(run: SiegeRawRun): boolean {
  return run.block !== undefined || run.json !== undefined || run.log !== undefined;
}

/** True when the run holds anything siege prints for a run (not only notices and other lines). */
function begun(run: SiegeRawRun): boolean {
  return (
    hasSummary(run) || run.version !== undefined || run.users !== undefined || run.underSiege === true || run.lifted === true ||
    run.messages !== undefined || run.responses !== undefined || run.usersCap !== undefined || run.socketFailureAbort === true
  );
}

/**
 * Groups the grammar's lines into runs. A run starts at a banner, a `Preparing` or `under siege` line once the current
 * run has begun; at a results line the current run already has (results pasted one after another); at a JSON object
 * or the users-cap warning once the run has results; and each log row is a run of its own (with the mark before it).
 * Per-request lines, messages and the log file notice belong to the current run: in a `2>&1` capture stdout's
 * per-request lines come after stderr's results block (stdout is flushed at exit).
 */
export function groupRuns(lines: SiegeLine[], text: string, cuts: readonly number[] = []): SiegeRawRun[] {
  const lineOf = lineIndex(text);
  /** The line at `offset`, or the part of it between the glued lines' cuts (runGrammarCut). */
  const lineText = (offset: number): string => (cuts.length === 0 ? lineAround(text, offset) : partAround(text, offset, cuts)).trim();
  /** The line's text from `offset` to its end. */
  const restOf = (offset: number): string => {
    const end = text.indexOf("\n", offset);
    return text.slice(offset, end === -1 ? text.length : end);
  };
  const runs: SiegeRawRun[] = [];
  let run: SiegeRawRun | undefined;
  let offsets = new Map<string, number>();
  let logHeader = false;
  /** The results line just read when it has a value and no unit: a copy may have put its unit on the next line. */
  let unitless: SiegeRawValue | undefined;

  const start = (offset: number): SiegeRawRun => {
    run = { format: "siege", startLine: lineOf(offset), endLine: lineOf(offset) };
    offsets = new Map();
    setPlaces(run, offsets);
    runs.push(run);
    return run;
  };
  /** The run a siege line belongs to: a new one when `fresh(run)` says the current one is done. */
  const runFor = (offset: number, fresh: (r: SiegeRawRun) => boolean = () => false): SiegeRawRun => {
    const r = run === undefined || fresh(run) ? start(offset) : run;
    r.endLine = lineOf(offset);
    const others = r.otherLines?.length ?? 0;
    const inside = rawInside.get(r);
    if (inside === undefined) rawInside.set(r, { from: others, to: others });
    else inside.to = others;
    unitless = undefined;
    return r;
  };
  const at = (field: string, p: Printed | undefined): string | undefined => {
    if (p === undefined) return undefined;
    offsets.set(field, p.offset);
    return p.text;
  };
  const other = (offset: number): void => {
    const line = lineText(offset);
    if (line === "" || PROMPT.exec(line)?.[0].length === line.length) return; // a prompt alone
    if (unitless !== undefined && UNITS.has(line) && charBefore(text, offset) === -1) {
      // `Transactions: 4443` then `hits Availability: 100.00 %`: the unit is the line's before it
      unitless.unit = line;
      unitless = undefined;
      return;
    }
    unitless = undefined;
    if (MARKUP_LIFTING.test(line)) {
      // `<pre class="no-highlight">Lifting the server siege...`: a pasted copy's markup before siege's line
      runFor(offset, hasSummary).lifted = true;
      return;
    }
    const r = run ?? start(offset);
    (r.otherLines ??= []).push(line);
  };
  const notice = (offset: number): void => {
    const r = runFor(offset);
    (r.notices ??= []).push(lineText(offset));
  };

  const read = (line: SiegeLine): void => {
    switch (line.kind) {
      case "banner": {
        const r = runFor(line.offset, begun);
        offsets.set("banner", line.offset);
        if (line.version !== undefined) r.version = at("version", line.version)!.replace(/:$/, "");
        if (!line.stars) r.versionOnly = true;
        if (line.debug) r.debug = true;
        break;
      }
      case "preparing": {
        const r = runFor(line.offset, (x) => x.users !== undefined || x.underSiege === true || hasSummary(x) || x.responses !== undefined);
        offsets.set("preparing", line.offset);
        const users = at("users", line.users);
        if (users !== undefined) r.users = users;
        break;
      }
      case "underSiege": {
        const r = runFor(line.offset, (x) => x.underSiege === true || hasSummary(x));
        r.underSiege = true;
        offsets.set("underSiege", line.offset);
        if (line.glued) read(line.glued);
        break;
      }
      case "lifting": {
        const r = runFor(line.offset, hasSummary);
        r.lifted = true;
        break;
      }
      case "message": {
        const r = runFor(line.offset);
        const list = (r.messages ??= []);
        offsets.set(`messages.${list.length}`, line.offset);
        list.push(`[${line.level}] ${line.text?.text.trim() ?? ""}`.trim());
        break;
      }
      case "failureAbort": {
        const r = runFor(line.offset, (x) => line.part === 1 && hasSummary(x));
        r.socketFailureAbort = true;
        break;
      }
      case "blockValue": {
        const key = BLOCK_KEYS[line.label as keyof typeof BLOCK_KEYS];
        const r = runFor(line.offset, (x) => x.json !== undefined || x.log !== undefined || x.block?.[key] !== undefined || (key === "transactions" && x.block !== undefined));
        const block = (r.block ??= {});
        offsets.set(`block.${key}`, line.offset);
        const value: SiegeRawValue = {};
        const v = at(`block.${key}.value`, line.value);
        if (v !== undefined) value.value = v;
        const unit = at(`block.${key}.unit`, line.unit);
        if (unit !== undefined) value.unit = unit;
        block[key] = value;
        if (v !== undefined && unit === undefined) unitless = value;
        break;
      }
      case "json": {
        const r = runFor(line.offset, (x) =>
          (line.open && hasSummary(x)) || x.block !== undefined || x.log !== undefined || x.jsonClose === true || line.pairs.some((p) => x.json?.some((q) => q.key === p.key.text.slice(1, -1))),
        );
        if (line.open) {
          r.jsonOpen = true;
          offsets.set("jsonOpen", line.offset);
        }
        const pairs = (r.json ??= []);
        for (const p of line.pairs) {
          const key = p.key.text.slice(1, -1);
          offsets.set(`json.${pairs.length}`, p.key.offset);
          if (p.value !== undefined) offsets.set(`json.${pairs.length}.value`, p.value.offset);
          pairs.push(p.colon && p.value !== undefined ? { key, value: p.value.text } : { key });
        }
        if (line.close) {
          r.jsonClose = true;
          offsets.set("jsonClose", line.offset);
        }
        break;
      }
      case "logHeader":
        logHeader = true;
        offsets.set("logHeader", line.offset);
        break;
      case "mark": {
        const mark = line.text?.text.replace(/\s*\*\*\*\*\s*$/, "").trim() ?? "";
        if (mark === FAILURE_MARK && run?.log !== undefined) {
          run.socketFailureAbort = true;
          run.endLine = lineOf(line.offset);
          break;
        }
        const r = start(line.offset);
        r.mark = mark;
        offsets.set("mark", line.offset);
        break;
      }
      case "logRow": {
        const r = runFor(line.offset, (x) => x.log !== undefined || begun(x) || x.otherLines !== undefined);
        offsets.set("log", line.offset);
        offsets.set("log.date", line.date.offset);
        line.cells.forEach((c, i) => c && offsets.set(`log.${i}`, c.offset));
        r.log = { date: line.date.text, cells: line.cells.map((c) => c?.text) };
        if (logHeader) r.logHeader = true;
        break;
      }
      case "response": {
        const response = responseOf(line, restOf);
        if (response === undefined) {
          other(line.offset);
          break;
        }
        const r = runFor(line.offset);
        const list = (r.responses ??= []);
        offsets.set(`responses.${list.length}`, line.offset);
        list.push(response);
        break;
      }
      case "logFile": {
        const r = runFor(line.offset, (x) => x.logFile !== undefined);
        const path = at("logFile", line.path === undefined ? undefined : { text: line.path.text.trim(), offset: line.path.offset });
        if (path) r.logFile = path;
        break;
      }
      case "notice": {
        if (line.name === "UsersCapped") {
          const r = runFor(line.offset, (x) => hasSummary(x) || x.usersCap !== undefined);
          const cap = at("usersCap", line.value && { text: line.value.text.replace(/\.$/, ""), offset: line.value.offset });
          if (cap !== undefined) r.usersCap = cap;
          (r.notices ??= []).push(lineText(line.offset));
        } else notice(line.offset);
        break;
      }
      case "other":
        other(line.offset);
        break;
    }
  };
  for (const line of lines) read(line);
  return runs;
}

/** A per-request line's parts, or undefined when the line is not one whole (`HTTP/1.1 200 OK` of a -D header dump). */
function responseOf(line: Extract<SiegeLine, { kind: "response" }>, restOf: (offset: number) => string): SiegeRawResponse | undefined {
  if (line.protocol === undefined) return undefined;
  const prefix: Partial<SiegeRawResponse> = {};
  if (line.id) prefix.user = line.id.text;
  if (line.stamp) prefix.date = line.stamp.text.slice(1, -1).replace(/^[A-Za-z]+, /, "");
  if (line.csv) {
    const m = CSV_RESPONSE.exec(restOf(line.protocol.offset + line.protocol.text.length).trimEnd());
    if (!m) return undefined;
    return { ...prefix, protocol: line.protocol.text, status: m[1]!, seconds: m[2]!, bytes: m[3]!, url: m[4]!, user: m[5]!, date: m[6]! };
  }
  if (!line.status || !line.seconds || !line.secs || !line.bytes || !line.bytesWord || !line.request) return undefined;
  const request = /^\s*(\S+)\s+(\S(?:.*\S)?)\s*$/.exec(line.request.text);
  if (!request) return undefined;
  return { ...prefix, protocol: line.protocol.text, status: line.status.text, seconds: line.seconds.text, bytes: line.bytes.text, method: request[1]!, url: request[2]! };
}

