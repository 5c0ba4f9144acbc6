import type { Field, H2loadLine, Printed } from "../../../grammars/h2load/parser.js";
import { PROMPT } from "../../kit/prompt.js";
import { lineIndex } from "../../normalize/line-index.js";
import { H2LOAD_COMMAND, type LineKind } from "./lines.js";
import { RunTracker } from "./runs.js";
import { lineAround } from "../../normalize/line-around.js";
import { setPlaces } from "../../kit/places.js";

/** One `spawning thread` line, as printed. */
export interface H2loadRawThread {
  thread?: string;
  clients?: string;
  /** `1000 total requests` (count and rate mode). */
  requests?: string;
  /** Timing mode (-D): `Timing-based test with 1s of warm-up time and 3s of main duration`. */
  timing?: boolean;
  warmUp?: string;
  mainDuration?: string;
  /** Rate mode (-r), when -c is above the rate: `Up to 2 client(s) will be created every 500ms`. */
  rate?: string;
  ratePeriod?: string;
}

/** A `N name` field of the requests, status codes or UDP lines, as printed (`5000` `total`, `990` `2xx`). */
export interface H2loadRawCount {
  value?: string;
  name?: string;
}

/** A field of the traffic line, as printed: `3.46MB (3625490) total`, `4125025824 bytes total`. */
export interface H2loadRawTraffic {
  name?: string;
  /** The size as printed (`3.46MB`, or `4125025824` before the parenthesised form). */
  value?: string;
  /** The exact count in parentheses (`3625490`). */
  bytes?: string;
  /** `bytes` followed the value (the older form): the value is the exact count. */
  bytesWord?: boolean;
  /** `(space savings 39.55%)` after the headers field. */
  spaceSavings?: string;
}

/** One h2load run with every value as printed (the `raw` output). */
export interface H2loadRawRun {
  format: "h2load";
  startLine: number;
  endLine: number;
  /** `h2load nghttp2/1.52.0`: the version after the slash. */
  version?: string;
  /** h2load printed its usage text (-h). */
  usage?: boolean;
  /** h2load's messages (option errors and warnings, `client could not connect to host`), as printed. */
  messages?: string[];
  starting?: boolean;
  threads?: H2loadRawThread[];
  tls?: { protocol?: string; cipher?: string; serverTempKey?: string };
  applicationProtocol?: string;
  /** `progress:` lines: the percentage and the words after it (`done`, `of clients started`). */
  progress?: { percent?: string; what: string }[];
  /** The timing mode's phase lines: the grammar's name for the phase and the thread. */
  phases?: { phase: string; thread?: string }[];
  finished?: { duration?: string; requestsPerSecond?: string; bytesPerSecond?: string };
  requests?: H2loadRawCount[];
  statusCodes?: H2loadRawCount[];
  traffic?: H2loadRawTraffic[];
  udpDatagrams?: H2loadRawCount[];
  /** The statistics table's column names (`min`, `max`, `mean`, `sd`, `+/- sd`). */
  tableHeader?: string[];
  /** Its rows: the grammar's name for the label (`TimeForRequest`, `ReqPerSecRow`, ...) and the cells as printed. */
  table?: { label: string; cells: string[] }[];
  /** Rows of the table this version of benchparse does not read (HTTP/3's `min RTT`, ...), as printed. */
  unreadRows?: string[];
  /** Lines h2load does not print (prose around a pasted copy), as printed: the raw record's only. */
  otherLines?: string[];
}

/** The key of a run's places (kit/places.ts) under which the line number of a run's last h2load line is kept. */
export const LAST_LINE = "\0lastLine";

/** A row of a statistics table this version does not read: a label, a colon and values. */
const TABLE_LIKE_ROW = /^[A-Za-z][\w ()/.-]{0,40}:\s+\d/;
/** A protocol id after `No supported protocol was negotiated. Supported protocols were:`. */
const PROTOCOL_ID = /^[\w.\/-]{1,40}$/;

/** The kind the run tracker (runs.ts) reads a grammar line as. */
function kindOf(line: H2loadLine): LineKind {
  switch (line.kind) {
    case "starting":
      return { kind: "starting" };
    case "spawning":
    case "tls":
    case "appProtocol":
    case "progress":
    case "phase":
      return { kind: "head" };
    case "finished":
      return { kind: "result", field: "finished" };
    case "fields":
      return { kind: "result", field: { Requests: "requests", StatusCodes: "statusCodes", Traffic: "traffic", UdpDatagram: "udp" }[line.label] };
    case "tableHeader":
      return { kind: "result", field: "tableHeader" };
    case "tableRow":
      return { kind: "result", field: `row:${line.label}` };
    case "version":
    case "usage":
    case "message":
    case "other":
      return { kind: line.kind };
  }
}

/** Groups the grammar's lines into runs (RunTracker says where one ends and the next begins). */
export function groupRuns(lines: H2loadLine[], text: string): H2loadRawRun[] {
  const lineOf = lineIndex(text);
  const lineText = (offset: number): string => lineAround(text, offset).trim();
  const tracker = new RunTracker();
  const runs: H2loadRawRun[] = [];
  let run: H2loadRawRun | undefined;
  let offsets = new Map<string, number>();
  /** Lines h2load does not print, before the next run. */
  let before: string[] = [];
  /** The lines after `No supported protocol was negotiated. Supported protocols were:` are its protocol ids. */
  let listingProtocols = false;

  const start = (offset: number): H2loadRawRun => {
    run = { format: "h2load", startLine: lineOf(offset), endLine: lineOf(offset) };
    if (before.length) run.otherLines = before;
    before = [];
    offsets = new Map();
    setPlaces(run, offsets);
    runs.push(run);
    return run;
  };
  const at = (field: string, p: Printed | undefined): string | undefined => {
    if (p === undefined) return undefined;
    offsets.set(field, p.offset);
    return p.text;
  };

  for (const line of lines) {
    const kind = kindOf(line);
    const text_ = line.kind === "other" || line.kind === "message" ? lineText(line.offset) : "";
    const step = tracker.step(kind, line.kind === "other" && H2LOAD_COMMAND.test(text_));
    if (step === "close") {
      run = undefined;
      continue;
    }
    if (line.kind === "other") {
      other(text_, line.offset);
      continue;
    }
    listingProtocols = line.kind === "message" && text_.startsWith("No supported protocol was negotiated");
    const r = step === "new" || run === undefined ? start(line.offset) : run;
    r.endLine = lineOf(line.offset);
    offsets.set(LAST_LINE, r.endLine);
    read(r, line);
  }
  if (before.length && run !== undefined) (run.otherLines ??= []).push(...before);
  else if (before.length && runs.length) (runs.at(-1)!.otherLines ??= []).push(...before);
  return runs;

  function other(line: string, offset: number): void {
    if (line === "" || H2LOAD_COMMAND.test(line)) return;
    if (PROMPT.exec(line)?.[0].length === line.length) return; // a prompt alone, after the output
    if (run === undefined) {
      before.push(line);
      return;
    }
    if (run.usage) return; // the usage text's body
    if (listingProtocols && PROTOCOL_ID.test(line)) {
      run.messages!.push(line);
      run.endLine = lineOf(offset);
      return;
    }
    listingProtocols = false;
    if (run.tableHeader !== undefined && TABLE_LIKE_ROW.test(line)) (run.unreadRows ??= []).push(line);
    else (run.otherLines ??= []).push(line);
    run.endLine = lineOf(offset);
  }

  function read(r: H2loadRawRun, line: Exclude<H2loadLine, { kind: "other" }>): void {
    switch (line.kind) {
      case "starting":
        r.starting = true;
        offsets.set("starting", line.offset);
        break;
      case "spawning": {
        const threads = (r.threads ??= []);
        const i = threads.length;
        const t: H2loadRawThread = {};
        offsets.set(`threads.${i}`, line.offset);
        for (const key of ["thread", "clients", "requests", "warmUp", "mainDuration", "rate", "ratePeriod"] as const) {
          const v = at(`threads.${i}.${key}`, line[key]);
          if (v !== undefined) t[key] = v;
        }
        if (line.timing) t.timing = true;
        threads.push(t);
        break;
      }
      case "tls": {
        const key = line.label === "Cipher" ? "cipher" : line.label === "ServerTempKey" ? "serverTempKey" : "protocol";
        const tls = (r.tls ??= {});
        tls[key] = line.value?.text.trim() ?? "";
        offsets.set(`tls.${key}`, line.offset);
        break;
      }
      case "appProtocol":
        r.applicationProtocol = line.value?.text.trim() ?? "";
        offsets.set("applicationProtocol", line.offset);
        break;
      case "progress": {
        const list = (r.progress ??= []);
        offsets.set(`progress.${list.length}`, line.offset);
        const what = line.words.join(" ");
        list.push(line.percent ? { percent: line.percent.text, what } : { what });
        break;
      }
      case "phase": {
        const list = (r.phases ??= []);
        offsets.set(`phases.${list.length}`, line.offset);
        // the sentence's full stop after the number (`thread #0.`) is not the number's
        const thread = line.thread && { text: line.thread.text.replace(/\.$/, ""), offset: line.thread.offset };
        list.push({ phase: line.phase, ...(thread ? { thread: at(`phases.${list.length}.thread`, thread)! } : {}) });
        break;
      }
      case "finished":
        offsets.set("finished", line.offset);
        r.finished = {};
        if (line.duration) r.finished.duration = at("finished.duration", line.duration)!;
        if (line.requestsPerSecond) r.finished.requestsPerSecond = at("finished.requestsPerSecond", line.requestsPerSecond)!;
        if (line.bytesPerSecond) r.finished.bytesPerSecond = at("finished.bytesPerSecond", line.bytesPerSecond)!;
        break;
      case "fields": {
        const field = line.label === "Requests" ? "requests" : line.label === "StatusCodes" ? "statusCodes" : line.label === "Traffic" ? "traffic" : "udpDatagrams";
        offsets.set(field, line.offset);
        if (field === "traffic") r.traffic = line.parts.map((p, i) => trafficField(p, `traffic.${i}`));
        else r[field] = line.parts.map((p, i) => countField(p, `${field}.${i}`));
        break;
      }
      case "tableHeader":
        r.tableHeader = line.columns;
        offsets.set("tableHeader", line.offset);
        break;
      case "tableRow": {
        const rows = (r.table ??= []);
        offsets.set(`row.${line.label}`, line.offset);
        line.cells.forEach((c, i) => offsets.set(`row.${line.label}.${i}`, c.offset));
        rows.push({ label: line.label, cells: line.cells.map((c) => c.text) });
        break;
      }
      case "version":
        r.version = line.value?.text.trim() ?? "";
        offsets.set("version", line.value?.offset ?? line.offset);
        break;
      case "usage":
        r.usage = true;
        offsets.set("usage", line.offset);
        break;
      case "message":
        (r.messages ??= []).push(lineText(line.offset));
        offsets.set(`messages.${r.messages!.length - 1}`, line.offset);
        break;
    }
  }

  function countField(part: Field[], field: string): H2loadRawCount {
    const out: H2loadRawCount = {};
    const [value, name] = part;
    if (value?.kind === "number") {
      out.value = at(`${field}.value`, value);
      if (name !== undefined) out.name = name.text;
    } else if (value !== undefined) {
      offsets.set(`${field}.value`, value.offset);
      out.name = part.map((f) => f.text).join(" ");
    }
    return out;
  }

  function trafficField(part: Field[], field: string): H2loadRawTraffic {
    const out: H2loadRawTraffic = {};
    let i = 0;
    const first = part[0];
    if (first?.kind === "number") {
      out.value = at(`${field}.value`, first);
      i = 1;
    } else if (first !== undefined) offsets.set(`${field}.value`, first.offset);
    if (part[i]?.kind === "open") {
      if (part[i + 1]?.kind === "number") out.bytes = at(`${field}.bytes`, part[i + 1]);
      i += part[i + 2]?.kind === "close" ? 3 : 2;
    }
    if (part[i]?.kind === "word" && part[i]!.text === "bytes") {
      out.bytesWord = true;
      i++;
    }
    if (part[i]?.kind === "word") out.name = part[i++]!.text;
    if (part[i]?.kind === "savings") {
      offsets.set(`${field}.spaceSavings`, part[i]!.offset);
      if (part[i + 1]?.kind === "number") out.spaceSavings = at(`${field}.spaceSavings`, part[i + 1]);
    }
    return out;
  }
}
