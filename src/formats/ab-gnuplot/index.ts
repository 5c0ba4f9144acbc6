import { format as formatDate } from "date-fns/format";
import { isValid } from "date-fns/isValid";
import { parse as parseDate } from "date-fns/parse";
import { tsvGrammar } from "../../../grammars/ab-gnuplot/parser.js";
import { ParseError } from "../../kit/errors.js";
import { rowsByHand } from "../../../grammars/kit/rows.js";
import { runGrammar } from "../../kit/grammar.js";
import { parseInteger } from "../../normalize/number.js";
import { headerRowsCutter, type FormatDefinition, type ParseContext } from "../../kit/format.js";
import { AbGnuplotRecord } from "./schema.js";
import { abProgram } from "../../kit/programs.js";
import { AbGnuplotSummary, GnuplotColumns, readGnuplotBytes } from "./summary.js";

const HEADER = ["starttime", "seconds", "ctime", "dtime", "ttime", "wait"];

export type AbGnuplotRaw = { format: "ab-gnuplot"; starttime: string; seconds: string; ctime: string; dtime: string; ttime: string; wait: string };

/** Where each row of a parseRaw result starts in its text (one list per piece, not an entry per row). */
const rowOffsets = new WeakMap<AbGnuplotRaw[], number[]>();

export const abGnuplotFormat: FormatDefinition<AbGnuplotRecord, AbGnuplotRaw> = {
  name: "ab-gnuplot",
  description: "ApacheBench -g gnuplot TSV, one row per request",
  records: "one per request",
  role: "side-output",
  priority: 60,
  grammar: tsvGrammar,
  testing: { samples: "samples/ab", files: /\.tsv$/ },
  // (blanks where ab wrote tabs: a copy from a terminal, which shows a tab as blanks)
  detect: (text) => (/^\s*starttime\tseconds\tctime\tdtime\tttime\twait\s*$/m.test(text.slice(0, 256)) ? 1 : /^\s*starttime\s+seconds\s+ctime\s+dtime\s+ttime\s+wait\s*$/m.test(text.slice(0, 256)) ? 0.95 : 0),
  parseRaw(ctx) {
    const raws: AbGnuplotRaw[] = [];
    const offsets: number[] = [];
    readRows(ctx, (starttime, seconds, ctime, dtime, ttime, wait, offset) => {
      raws.push({ format: "ab-gnuplot", starttime, seconds, ctime, dtime, ttime, wait });
      offsets.push(offset);
    });
    rowOffsets.set(raws, offsets);
    return raws;
  },
  normalize(raws, ctx) {
    const offsets = rowOffsets.get(raws);
    return raws.map((r, i) => toRecord(ctx, r.starttime, r.seconds, r.ctime, r.dtime, r.ttime, r.wait, offsets?.[i] ?? 0));
  },
  schema: AbGnuplotRecord,
  extract: {
    start: [/^starttime\s+seconds\s+ctime\s+dtime\s+ttime\s+wait\s*$/],
    body: [/^starttime\s+seconds\s/, /^\w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{3,4}\s+\d+/],
  },
  // the command line pasted before the output (`$ ab ...`) is context, not output
  command: { programs: [abProgram] },
  // --summary: one record for the whole file (ab's percentile rule over every request), from typed-array columns
  inputSummary: {
    start() {
      const columns = new GnuplotColumns();
      return { add: (record) => columns.addRecord(record as AbGnuplotRecord), result: () => checked(columns.summary()) };
    },
    fromBytes: (read) => checked(readGnuplotBytes(read)?.summary()),
  },
  // Pieces: the header line (given before each), then batches of rows; a row is complete at its line end.
  stream: {
    damage: "line",
    cutter: headerRowsCutter(/^\s*starttime\s/),
  },
};

type Cells = (starttime: string, seconds: string, ctime: string, dtime: string, ttime: string, wait: string, offset: number) => void;

/**
 * Checks the header row, then gives each data row's six cells (trimmed) and where the row starts. A copy whose tabs
 * became blanks (a terminal shows a tab as blanks) has its header's words as cells, and rows of the date's words
 * then five numbers.
 */
function readRows(ctx: ParseContext, each: Cells): void {
  const { texts, offsets } = rowsByHand(ctx.text) ?? runGrammar(tsvGrammar, ctx.text, "ab-gnuplot", ctx.source);
  const fail = (i: number, message: string): never => {
    throw new ParseError({ format: "ab-gnuplot", source: ctx.source, text: ctx.text, offset: offsets[i] ?? 0, message });
  };
  const tabs = texts.length > 0 && texts[0]!.includes("\t");
  if (texts.length === 0 || (tabs ? texts[0]!.split("\t").map((c) => c.trim()) : texts[0]!.trim().split(/\s+/)).join("\t") !== HEADER.join("\t")) fail(0, `expected the header ${HEADER.join("<tab>")}`);
  for (let i = 1; i < texts.length; i++) {
    const row = texts[i]!;
    if (!tabs && !row.includes("\t")) {
      const words = row.trim().split(/\s+/);
      if (words.length < HEADER.length) fail(i, `expected a date and 5 numbers, found ${words.length} words`);
      const n = words.length;
      each(words.slice(0, n - 5).join(" "), words[n - 5]!, words[n - 4]!, words[n - 3]!, words[n - 2]!, words[n - 1]!, offsets[i]!);
      continue;
    }
    // the cells between the tabs, found by hand: exactly five tabs
    const t1 = row.indexOf("\t");
    const t2 = t1 === -1 ? -1 : row.indexOf("\t", t1 + 1);
    const t3 = t2 === -1 ? -1 : row.indexOf("\t", t2 + 1);
    const t4 = t3 === -1 ? -1 : row.indexOf("\t", t3 + 1);
    const t5 = t4 === -1 ? -1 : row.indexOf("\t", t4 + 1);
    if (t5 === -1 || row.indexOf("\t", t5 + 1) !== -1) fail(i, `expected ${HEADER.length} tab-separated cells, found ${row.split("\t").length}`);
    each(row.slice(0, t1).trim(), row.slice(t1 + 1, t2).trim(), row.slice(t2 + 1, t3).trim(), row.slice(t3 + 1, t4).trim(), row.slice(t4 + 1, t5).trim(), row.slice(t5 + 1).trim(), offsets[i]!);
  }
}

/** One row's record. ab 2.0 writes microseconds since the epoch in `seconds`; ab 2.2.9+ writes seconds: the first row tells, for every piece of the input. */
function toRecord(ctx: ParseContext, starttime: string, seconds: string, ctime: string, dtime: string, ttime: string, wait: string, offset: number): AbGnuplotRecord {
  ctx.state.abGnuplotMicro ??= seconds.length > 12;
  try {
    const epoch = parseInteger(seconds);
    return {
      format: "ab-gnuplot",
      startTime: ctimeToIso(starttime),
      startEpochSeconds: ctx.state.abGnuplotMicro === true ? epoch / 1e6 : epoch,
      ctimeMs: parseInteger(ctime),
      dtimeMs: parseInteger(dtime),
      ttimeMs: parseInteger(ttime),
      waitMs: parseInteger(wait),
    };
  } catch (err) {
    throw new ParseError({ format: "ab-gnuplot", source: ctx.source, text: ctx.text, offset, message: (err as Error).message });
  }
}

/** Rows written in the same second share their date text: convert each distinct text once. */
const isoCache = new Map<string, string | null>();

let lastText = "";
let lastIso: string | null = null;

function ctimeToIso(text: string): string | null {
  // most rows have the date of the row before (one comparison instead of a hash of the text)
  if (text === lastText) return lastIso;
  let iso = isoCache.get(text);
  if (iso === undefined) {
    if (isoCache.size > 10_000) isoCache.clear();
    iso = convertCtime(text);
    isoCache.set(text, iso);
  }
  lastText = text;
  lastIso = iso;
  return iso;
}

/** `Fri Jun 24 14:16:49 2022` (C ctime, local time) to `2022-06-24T14:16:49`; null when the year was cut short. */
function convertCtime(text: string): string | null {
  const d = parseDate(text.replace(/\s+/g, " "), "EEE MMM d HH:mm:ss yyyy", new Date(0));
  if (!isValid(d) || !/\d{4}$/.test(text)) return null;
  return formatDate(d, "yyyy-MM-dd'T'HH:mm:ss");
}

const checked = (summary: AbGnuplotSummary | undefined): AbGnuplotSummary | undefined => (summary === undefined ? undefined : AbGnuplotSummary.parse(summary));
