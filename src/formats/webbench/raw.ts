import { lineIndex } from "../../normalize/line-index.js";
import type { WebbenchLine, WebbenchOptionText, WebbenchSegment } from "../../../grammars/webbench/parser.js";
import { messageKinds } from "../../../grammars/webbench/tokens.js";
import { lineAround } from "../../normalize/line-around.js";
import { setPlaces } from "../../kit/places.js";

/** A tool message as printed (whole line), with its kind (`connectFailed`, `childrenDied`, `missingUrl`, ...). */
export interface WebbenchRawMessage {
  kind: string;
  text: string;
}

/** One webbench run with every value as printed (the `raw` output). */
export interface WebbenchRawRun {
  format: "webbench";
  startLine: number;
  endLine: number;
  /** Version from the banner (`Webbench - Simple Web Benchmark 1.5`); empty when the banner had none. */
  banner?: string;
  copyright?: string;
  /** Arguments of a `webbench ...` command line shown with the run (prompt lines, table cells). */
  command?: string;
  /** The `Benchmarking:` line as printed, and its parts. */
  benchmarking?: string;
  method?: string;
  url?: string;
  contentType?: string;
  /** `0.9` / `1.1` from `(using HTTP/x.y)`, or the bare `HTTP/x.y` some forks print. */
  protocol?: string;
  /** The `N clients, running T sec...` line as printed (with `Runing info: ` for the EZLippi fork). */
  clientsLine?: string;
  clients?: string;
  seconds?: string;
  secondsUnit?: string;
  options?: WebbenchOptionText[];
  runingInfo?: boolean;
  /** The raw HTTP request dumped under `Request:` (EZLippi fork), one line per entry. */
  request?: string[];
  /** How many times the header was printed (webbench forks after printing, so redirected output repeats it). */
  headerCopies?: number;
  speed?: string;
  pagesPerMinute?: string;
  bytesPerSecond?: string;
  /** `pages/min` and `bytes/sec` were both printed after their numbers. */
  speedComplete?: boolean;
  requests?: string;
  succeeded?: string;
  succeedWord?: string;
  failed?: string;
  /** The `Requests:` line reached `failed`. */
  requestsComplete?: boolean;
  meanTimeToConnect?: string;
  meanTimeToResponse?: string;
  benchcoreRuns?: string[];
  messages?: WebbenchRawMessage[];
  /** A `^C` line followed the run's header (the terminal echo of an interrupt). */
  interrupted?: boolean;
  /** Lines inside the run that webbench does not print (reported as warnings). */
  unknownLines?: { line: number; text: string }[];
}


/** Messages after which webbench stops without results (exit codes 1-3). */
export const ABORTING = new Set([
  "usage",
  "missingUrl",
  "optionError",
  "error",
  "invalidUrl",
  "urlTooLong",
  "onlyHttp",
  "invalidUrlSyntax",
  "connectFailed",
  "forkFailed",
  "pipeFailed",
]);

interface Pending {
  run: WebbenchRawRun;
  offsets: Map<string, number>;
  copies: { benchmarking: number; clients: number; request: number };
}

/**
 * Groups the grammar's lines into runs, one per result block. webbench prints its header (`Benchmarking:`, the
 * clients line, a fork's `Request:` dump) before forking one process per client; when stdout is a file or a pipe,
 * every child inherits the unflushed header and prints it again on exit, so a captured run shows the header up to
 * clients + 1 times, some copies possibly after the results. Identical header copies are counted, never taken as
 * new runs; copies left after the last result of a run are folded back into it. A run starts at a banner, a
 * `webbench` command line, a header that differs from the current one, or a second result block.
 */
export function groupRuns(lines: WebbenchLine[], text: string): WebbenchRawRun[] {
  const lineOf = lineIndex(text);
  const lineEnd = (offset: number): number => {
    const end = text.indexOf("\n", offset);
    return end === -1 ? text.length : end;
  };
  const lineText = (offset: number): string => lineAround(text, offset).trim();

  const runs: WebbenchRawRun[] = [];
  let p: Pending | undefined;
  let inUsage = false;

  const start = (offset: number): Pending => {
    finish();
    const run: WebbenchRawRun = { format: "webbench", startLine: lineOf(offset), endLine: lineOf(offset) };
    p = { run, offsets: new Map(), copies: { benchmarking: 0, clients: 0, request: 0 } };
    setPlaces(run, p.offsets);
    return p;
  };
  const current = (offset: number): Pending => p ?? start(offset);
  const touch = (q: Pending, offset: number): void => {
    q.run.endLine = lineOf(offset);
  };

  function finish(): void {
    if (!p) return;
    const { run, copies } = p;
    p = undefined;
    const copiesMax = Math.max(copies.benchmarking, copies.clients, copies.request);
    if (copiesMax > 0) run.headerCopies = copiesMax;
    const header = hasHeader(run);
    const results = hasResults(run);
    if (!header && !results && !run.messages?.length) return; // a command, banner or prose alone: not a run
    const prev = runs.at(-1);
    if (prev && header && !results && !run.messages?.length && run.command === undefined && run.banner === undefined && sameHeader(run, prev)) {
      // Late copies of the previous run's header (flushed by children after the parent printed the results).
      prev.headerCopies = (prev.headerCopies ?? 0) + (run.headerCopies ?? 0);
      if (run.unknownLines) (prev.unknownLines ??= []).push(...run.unknownLines);
      prev.endLine = Math.max(prev.endLine, run.endLine);
      return;
    }
    runs.push(run);
  }

  const isOpen = (r: WebbenchRawRun): boolean =>
    r.requests === undefined && (hasHeader(r) || r.banner !== undefined || r.command !== undefined || r.speed !== undefined);

  /** Sets a header part, counting identical copies; a different one starts a new run. */
  const header = (seg: WebbenchSegment, key: "benchmarking" | "clients" | "request", printed: string, apply: (q: Pending) => void): void => {
    const field = key === "clients" ? "clientsLine" : key;
    let q = p;
    const existing = q ? (key === "request" ? q.run.request?.join("\n") : q.run[field as "benchmarking" | "clientsLine"]) : undefined;
    if (!q || hasResults(q.run) || (existing !== undefined && existing !== printed)) {
      q = start(seg.offset);
    } else if (existing === printed) {
      q.copies[key]++;
      touch(q, seg.offset);
      return;
    }
    q.copies[key] = 1;
    apply(q);
    q.offsets.set(field, seg.offset);
    touch(q, seg.offset);
  };

  for (const line of lines) {
    let recognised = false;
    for (const [segIndex, seg] of line.segments.entries()) {
      switch (seg.kind) {
        case "banner": {
          if (p && (p.run.banner !== undefined || hasHeader(p.run) || hasResults(p.run))) start(seg.offset);
          const q = current(seg.offset);
          q.run.banner = seg.version ?? "";
          q.offsets.set("banner", seg.offset);
          touch(q, seg.offset);
          recognised = true;
          inUsage = false;
          break;
        }
        case "copyright": {
          const q = current(seg.offset);
          q.run.copyright ??= seg.text;
          touch(q, seg.offset);
          recognised = true;
          break;
        }
        case "command": {
          // A new invocation ends the current run, even without arguments (`$ webbench` prints the usage).
          const q = start(seg.offset);
          if (looksLikeWebbenchArgs(seg.text)) {
            q.run.command = seg.text;
            q.offsets.set("command", seg.offset);
          }
          recognised = true;
          inUsage = false;
          break;
        }
        case "benchmarking": {
          if (seg.url === undefined) break; // `Benchmarking:` in prose
          header(seg, "benchmarking", seg.text, (q) => {
            q.run.benchmarking = seg.text;
            if (seg.method !== undefined) q.run.method = seg.method;
            q.run.url = seg.url;
            if (seg.contentType !== undefined) q.run.contentType = seg.contentType;
            if (seg.protocol !== undefined) q.run.protocol = seg.protocol;
          });
          recognised = true;
          break;
        }
        case "clients": {
          // `N clients` without `running T sec` is prose, unless the fork's `Runing info:` label introduced it.
          if (seg.seconds === undefined && !seg.runingInfo) break;
          header(seg, "clients", seg.text, (q) => {
            q.run.clientsLine = seg.text;
            if (seg.runingInfo) q.run.runingInfo = true;
            if (seg.clients !== undefined) {
              q.run.clients = seg.clients;
              q.offsets.set("clients", seg.clientsOffset!);
            }
            if (seg.seconds !== undefined) {
              q.run.seconds = seg.seconds;
              q.offsets.set("seconds", seg.secondsOffset!);
            }
            if (seg.secondsUnit !== undefined) q.run.secondsUnit = seg.secondsUnit;
            q.run.options = seg.options;
          });
          recognised = true;
          break;
        }
        case "request": {
          // Only a dump that starts with a request line (`GET /index.html HTTP/1.0`) is webbench's.
          if (!/^[A-Z]+ \S+(?: HTTP\/\d\.\d)?$/.test(seg.lines[0] ?? "")) break;
          header(seg, "request", seg.lines.join("\n"), (q) => {
            q.run.request = seg.lines;
          });
          recognised = true;
          break;
        }
        case "speed": {
          if (seg.pagesPerMinute === undefined) break;
          if (p && (p.run.speed !== undefined || p.run.requests !== undefined)) start(seg.offset);
          const q = current(seg.offset);
          q.run.speed = seg.text;
          q.run.pagesPerMinute = seg.pagesPerMinute;
          q.offsets.set("pagesPerMinute", seg.pagesOffset!);
          if (seg.bytesPerSecond !== undefined) {
            q.run.bytesPerSecond = seg.bytesPerSecond;
            q.offsets.set("bytesPerSecond", seg.bytesOffset!);
          }
          q.run.speedComplete = seg.hasPagesUnit && seg.bytesPerSecond !== undefined && seg.hasBytesUnit;
          touch(q, seg.offset);
          recognised = true;
          break;
        }
        case "requests": {
          if (seg.succeeded === undefined || seg.succeedWord === undefined) break;
          if (p && p.run.requests !== undefined) start(seg.offset);
          const q = current(seg.offset);
          // A cut-off line is kept to its end (`Requests: 2992 susceed, 155 fail`), so the warning shows what was there.
          // It stops at the next phrase on the same line: a line of many cut `Requests:` phrases must not copy its rest
          // into each (quadratic output). Unrecognised words are merged into one `other` segment, so the scan is short.
          let next: WebbenchSegment | undefined;
          for (let k = segIndex + 1; k < line.segments.length && next === undefined; k++) if (line.segments[k]!.kind !== "other") next = line.segments[k];
          q.run.requests = seg.hasFailedWord ? seg.text : text.slice(seg.offset, next?.offset ?? lineEnd(seg.offset)).trim();
          q.run.succeeded = seg.succeeded;
          q.run.succeedWord = seg.succeedWord;
          q.offsets.set("succeeded", seg.succeededOffset!);
          if (seg.failed !== undefined) {
            q.run.failed = seg.failed;
            q.offsets.set("failed", seg.failedOffset!);
          }
          q.run.requestsComplete = seg.failed !== undefined && seg.hasFailedWord;
          touch(q, seg.offset);
          recognised = true;
          break;
        }
        case "meanTime": {
          const q = current(seg.offset);
          const field = seg.which === "connect" ? "meanTimeToConnect" : "meanTimeToResponse";
          q.run[field] = seg.value ?? "";
          q.offsets.set(field, seg.valueOffset ?? seg.offset);
          touch(q, seg.offset);
          recognised = true;
          break;
        }
        case "benchcore": {
          const q = current(seg.offset);
          (q.run.benchcoreRuns ??= []).push(seg.seconds ?? "");
          touch(q, seg.offset);
          recognised = true;
          break;
        }
        case "message": {
          const kind = messageKinds[seg.token] ?? "message";
          // webbench prints nothing after its Requests line: a message there belongs to the next invocation.
          if (p && p.run.requests !== undefined) start(seg.offset);
          const q = current(seg.offset);
          (q.run.messages ??= []).push({ kind, text: lineText(seg.offset) });
          if (!q.offsets.has("messages")) q.offsets.set("messages", seg.offset);
          touch(q, seg.offset);
          recognised = true;
          inUsage = kind === "usage";
          break;
        }
        case "other":
          break;
      }
    }
    if (recognised || line.segments.length === 0) continue;
    const printed = lineText(line.offset);
    if (printed === "") continue;
    if (inUsage && /^-/.test(printed)) continue; // the option list after `webbench [option]... URL`
    if (PROMPT.test(printed)) continue; // an empty shell prompt
    if (p && printed === "^C") p.run.interrupted = true;
    else if (p && isOpen(p.run)) (p.run.unknownLines ??= []).push({ line: lineOf(line.offset), text: printed });
  }
  finish();
  return runs;
}

/** A shell prompt with nothing typed: `$`, `#`, `user@host:~$`, `[user@host ~]#`. */
// `(?=([\w.-]+))\1` matches the host possessively (no backtracking into it): with a plain `[\w.-]+` followed by the
// overlapping `[^\s$#%>]*`, a long line that fails (`a@aaaa... b $`) takes quadratic time.
export const PROMPT = /^(?:\[?[\w.-]+@(?=([\w.-]+))\1[: ]?[^\s$#%>]*\]?)?[$#%>]$/;

function hasHeader(r: WebbenchRawRun): boolean {
  return r.benchmarking !== undefined || r.clientsLine !== undefined || r.request !== undefined;
}

function hasResults(r: WebbenchRawRun): boolean {
  return r.speed !== undefined || r.requests !== undefined;
}

/** Every header part `late` has equals the same part of `run`. */
function sameHeader(late: WebbenchRawRun, run: WebbenchRawRun): boolean {
  if (late.benchmarking !== undefined && late.benchmarking !== run.benchmarking) return false;
  if (late.clientsLine !== undefined && late.clientsLine !== run.clientsLine) return false;
  if (late.request !== undefined && late.request.join("\n") !== run.request?.join("\n")) return false;
  return true;
}

/** `-c 10 -t 5 http://...` yes; `test program` (prose after the word webbench) no. */
function looksLikeWebbenchArgs(args: string): boolean {
  return args.split(/\s+/).some((a) => /^[-\u2012-\u2015\u2212]/.test(a) || /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(a));
}

