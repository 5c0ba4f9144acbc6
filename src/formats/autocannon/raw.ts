import type { AutocannonLine, Printed, TableToken } from "../../../grammars/autocannon/parser.js";
import { lineAround } from "../../normalize/line-around.js";
import { lineIndex } from "../../normalize/line-index.js";
import { setPlaces } from "../../kit/places.js";

/** A table row as printed: its header's column names and its cells, each with where it starts. */
export interface AutocannonRawRow {
  columns: string[];
  cells: string[];
}

/** One run of autocannon as printed: every value a string, as it appears in the text. */
export interface AutocannonRawRun {
  format: "autocannon";
  startLine: number;
  endLine: number;
  /** `autocannon v9.0.0` and `node v20.20.2` (-v): the versions. */
  version?: string;
  nodeVersion?: string;
  /** The `--warmup` head: its `Running 1s warmup @ ...` and connections lines. */
  warmup?: { duration?: string; amount?: string; connections?: string; pipelining?: string };
  duration?: string;
  amount?: string;
  /** The rest of the `Running ... @` line: the URL, and ` (socket path)` with -S. */
  url?: string;
  connections?: string;
  pipelining?: string;
  workers?: string;
  /** The Latency row; `unitless` for the `Latency (ms)` row of autocannon before 3.0 (no ` ms` in the cells). */
  latency?: AutocannonRawRow & { unitless: boolean };
  requestRate?: AutocannonRawRow;
  transferRate?: AutocannonRawRow;
  statusCodes?: { code: string; count?: string }[];
  /** The words after `Req/Bytes counts sampled`: `once per second.` or `every 0.5 seconds.`. */
  sampled?: string;
  samples?: string;
  latencyPercentiles?: { percent: string; ms?: string }[];
  responses2xx?: string;
  non2xx?: string;
  requests?: string;
  runtime?: string;
  /** `45.9 MB` of `45.9 MB read`. */
  bytesRead?: string;
  /** The totals line was printed (`N requests in ...`): the run's output is complete. */
  totals?: boolean;
  errors?: string;
  timeouts?: string;
  mismatches?: string;
  resets?: string;
}


/**
 * Lines of a run's tables that autocannon does not print (a row whose name was damaged, `│ Req/Se │ ...`; a row of
 * numbers outside a two-column table), as printed: said in a warning, never dropped silently.
 */
export const rawUnknownRows = new WeakMap<AutocannonRawRun, string[]>();

/** A table line by its first character: a box border or a Markdown copy's `|`. */
const BORDERED = /^\s*[\u2502\u2503|\u250c\u251c\u2514\u2554\u255a\u2560]/;

/** The units pretty-bytes prints after a number, with a blank (`1.53 MB`), and autocannon's ` ms`. */
const CELL_UNIT = /^(?:ms|B|kB|MB|GB|TB|PB|EB|ZB|YB)$/;
const NUMBER = /^\d/;

/**
 * The cells of a table line: the text between its borders (`│ 0.09 ms │`, a Markdown copy's `|`), or, in the
 * borderless tables of autocannon before 3.2.0 (`Bytes/Sec    1.5 MB  158.37 kB 1.7 MB`, one blank between the
 * widest cells), its words with a number's unit kept with the number.
 */
export function tableCells(tokens: readonly TableToken[], text: string): Printed[] {
  const cells: Printed[] = [];
  if (tokens.some((t) => t.bar)) {
    let first: TableToken | undefined;
    let last: TableToken | undefined;
    const flush = (): void => {
      if (first && last) cells.push({ text: text.slice(first.offset, last.offset + last.text.length), offset: first.offset });
      first = last = undefined;
    };
    for (const t of tokens) {
      if (t.bar) flush();
      else {
        first ??= t;
        last = t;
      }
    }
    flush();
    return cells;
  }
  for (const t of tokens) {
    const previous = cells.at(-1);
    if (previous && CELL_UNIT.test(t.text) && NUMBER.test(previous.text) && !previous.text.includes(" ")) previous.text += ` ${t.text}`;
    else cells.push({ text: t.text, offset: t.offset });
  }
  return cells;
}

/**
 * Groups the grammar's lines into runs. A run starts at a `Running ... test @` line once the current run has begun
 * (a `Running ... warmup @` line before it belongs to it), at a -v banner, or at a result the current run already has
 * (runs pasted without their head). Lines autocannon does not print (the progress bar, prose, prompts) are not kept.
 */
export function groupRuns(lines: AutocannonLine[], text: string): AutocannonRawRun[] {
  const lineOf = lineIndex(text);
  const runs: AutocannonRawRun[] = [];
  let run: AutocannonRawRun | undefined;
  let offsets = new Map<string, number>();
  /** The run has begun: its test's Running line or a result is in. */
  let begun = false;
  /** Between a warmup's Running line and the test's: its connections line is the warmup's. */
  let inWarmup = false;
  /** The header of the table being read: its column names, or which two-column table it is. */
  let columns: string[] = [];
  let pairs: "percentiles" | "codes" | undefined;

  const start = (offset: number): AutocannonRawRun => {
    run = { format: "autocannon", startLine: lineOf(offset), endLine: lineOf(offset) };
    offsets = new Map();
    setPlaces(run, offsets);
    runs.push(run);
    begun = false;
    inWarmup = false;
    return run;
  };
  /** The run a line of `field` belongs to: a new one when the current run has it already (or is complete). */
  const runFor = (field: keyof AutocannonRawRun | undefined, offset: number): AutocannonRawRun => {
    let r = run ?? start(offset);
    if ((field !== undefined && r[field] !== undefined) || (r.totals && field !== "errors" && field !== "mismatches" && field !== "resets")) r = start(offset);
    begun = true;
    inWarmup = false;
    r.endLine = lineOf(offset);
    return r;
  };
  const at = (field: string, p: Printed | undefined): string | undefined => {
    if (p === undefined) return undefined;
    offsets.set(field, p.offset);
    return p.text;
  };

  /** A table line the run's tables do not have: kept to be said (rawUnknownRows). */
  const unknownRow = (offset: number): void => {
    if (run === undefined) return;
    const list = rawUnknownRows.get(run) ?? [];
    list.push(lineAround(text, offset).trim());
    rawUnknownRows.set(run, list);
  };

  const tableLine = (line: Extract<AutocannonLine, { kind: "table" }>): void => {
    const cells = tableCells(line.tokens, text);
    switch (line.head) {
      case "rule":
        return;
      case "Stat":
        columns = cells.map((c) => c.text);
        pairs = undefined;
        if (run?.totals) runFor(undefined, line.offset);
        return;
      case "Percentile":
      case "Code":
        pairs = line.head === "Percentile" ? "percentiles" : "codes";
        if (run?.totals) runFor(undefined, line.offset);
        return;
      case "number": {
        if (pairs === undefined) {
          unknownRow(line.offset);
          return;
        }
        const field = pairs === "percentiles" ? "latencyPercentiles" : "statusCodes";
        const r = runFor(undefined, line.offset);
        const [first, second] = cells;
        if (pairs === "percentiles") {
          const rows = (r.latencyPercentiles ??= []);
          offsets.set(`${field}.${rows.length}.percent`, first!.offset);
          if (second) offsets.set(`${field}.${rows.length}.ms`, second.offset);
          rows.push({ percent: first!.text, ...(second ? { ms: second.text } : {}) });
        } else {
          const rows = (r.statusCodes ??= []);
          if (second) offsets.set(`${field}.${rows.length}.count`, second.offset);
          rows.push({ code: first!.text, ...(second ? { count: second.text } : {}) });
        }
        return;
      }
      default: {
        pairs = undefined;
        const field = line.head === "Req/Sec" ? "requestRate" : line.head === "Bytes/Sec" ? "transferRate" : "latency";
        const r = runFor(field, line.offset);
        const row = { columns: [...columns], cells: cells.map((c) => c.text) };
        cells.forEach((c, i) => offsets.set(`${field}.${i}`, c.offset));
        offsets.set(field, line.offset);
        if (field === "latency") r.latency = { ...row, unitless: line.head === "Latency (ms)" };
        else r[field] = row;
      }
    }
  };

  for (const line of lines) {
    if (line.kind !== "table" && line.kind !== "other") pairs = undefined;
    switch (line.kind) {
      case "running": {
        if (line.warmup) {
          const r = begun || run?.warmup !== undefined ? start(line.offset) : (run ?? start(line.offset));
          r.warmup = { ...(line.duration ? { duration: at("warmup.duration", line.duration) } : {}), ...(line.amount ? { amount: at("warmup.amount", line.amount) } : {}) };
          inWarmup = true;
          r.endLine = lineOf(line.offset);
          break;
        }
        const r = begun || (run?.version !== undefined && !inWarmup) ? start(line.offset) : (run ?? start(line.offset));
        begun = true;
        inWarmup = false;
        if (line.duration) r.duration = at("duration", line.duration);
        if (line.amount) r.amount = at("amount", line.amount);
        const url = line.url?.text.trim();
        if (url) r.url = at("url", { text: url, offset: line.url!.offset });
        columns = [];
        r.endLine = lineOf(line.offset);
        break;
      }
      case "connections": {
        if (inWarmup && run?.warmup) {
          run.warmup.connections = at("warmup.connections", line.connections);
          if (line.pipelining) run.warmup.pipelining = at("warmup.pipelining", line.pipelining);
          run.endLine = lineOf(line.offset);
          break;
        }
        const r = runFor("connections", line.offset);
        r.connections = at("connections", line.connections);
        if (line.pipelining) r.pipelining = at("pipelining", line.pipelining);
        break;
      }
      case "workers": {
        if (inWarmup && run) {
          run.endLine = lineOf(line.offset);
          break;
        }
        runFor("workers", line.offset).workers = at("workers", line.workers);
        break;
      }
      case "table":
        tableLine(line);
        break;
      case "sampled": {
        const r = runFor("sampled", line.offset);
        r.sampled = line.words.map((w) => w.text).join(" ");
        offsets.set("sampled", line.words[0]?.offset ?? line.offset);
        break;
      }
      case "samples": {
        const r = runFor("samples", line.offset);
        r.samples = at("samples", line.samples) ?? "";
        break;
      }
      case "responses": {
        const r = runFor("responses2xx", line.offset);
        r.responses2xx = at("responses2xx", line.ok);
        if (line.non2xx) r.non2xx = at("non2xx", line.non2xx);
        break;
      }
      case "totals": {
        const r = runFor("totals", line.offset);
        r.requests = at("requests", line.requests);
        if (line.duration) r.runtime = at("runtime", line.duration);
        if (line.bytes) r.bytesRead = at("bytesRead", { text: line.unit ? `${line.bytes.text} ${line.unit.text}` : line.bytes.text, offset: line.bytes.offset });
        if (line.read) r.totals = true;
        offsets.set("totals", line.offset);
        break;
      }
      case "errors": {
        const r = runFor("errors", line.offset);
        r.errors = at("errors", line.errors);
        if (line.timeouts) r.timeouts = at("timeouts", line.timeouts);
        break;
      }
      case "mismatches":
        runFor("mismatches", line.offset).mismatches = at("mismatches", line.mismatches);
        break;
      case "resets": {
        const r = runFor("resets", line.offset);
        r.resets = at("resets", line.resets) ?? "";
        break;
      }
      case "version": {
        const field = line.program === "autocannon" ? "version" : "nodeVersion";
        const r = begun || run?.[field] !== undefined ? start(line.offset) : (run ?? start(line.offset));
        const v = line.version?.text.trim();
        if (v) r[field] = at(field, { text: v, offset: line.version!.offset });
        r.endLine = lineOf(line.offset);
        break;
      }
      case "other":
        // a bordered line the grammar does not know is a table row whose name was damaged
        if (BORDERED.test(lineAround(text, line.offset))) unknownRow(line.offset);
        break;
    }
  }
  return runs;
}
