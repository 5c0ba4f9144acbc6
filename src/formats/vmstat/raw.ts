import type { VmstatCell, VmstatLine } from "../../../grammars/vmstat/parser.js";
import { ParseError } from "../../kit/errors.js";
import { lineIndex } from "../../normalize/line-index.js";
import type { ParseContext } from "../../kit/format.js";
import { diskColumnHeader, englishListLabel, FIRST_LABELS, isBannerLine, isCutHeader, isEnglishHeader, LIST_LABELS, partitionHeader, type ListReport } from "./labels.js";
import { setPlaces, placesOf } from "../../kit/places.js";

/** A row of the main report (default, -a, -w, -t, -n, -S, -y), every cell as printed. */
export interface VmstatRawSample {
  format: "vmstat";
  kind: "sample";
  /** Which run of vmstat in the input (a header after a blank line or at the start begins one), from 0. */
  run: number;
  /** The row's index in its run, from 0 (repeated headers do not restart it). */
  sample: number;
  /** The dashed group line above the header, words joined by one blank (absent when it was not pasted). */
  banner?: string;
  /** The column header words, the -t zone name last. */
  header: string[];
  values: string[];
  /** -t: `2026-12-01 21:20:59`, as printed. */
  timestamp?: string;
  /** -t: the zone name under the timestamp header (the header word after the last column). */
  zone?: string;
  line: number;
}

/** A row of `vmstat -d`: the device and its 10 numbers. */
export interface VmstatRawDisk {
  format: "vmstat";
  kind: "disk";
  /** The report's index in the input (vmstat -d 1 3 prints every disk 3 times), from 0. */
  sample: number;
  device: string;
  values: string[];
  timestamp?: string;
  zone?: string;
  line: number;
}

/** A row of `vmstat -p DEV`: reads, read sectors, writes, requested writes (written sectors). */
export interface VmstatRawPartition {
  format: "vmstat";
  kind: "partition";
  sample: number;
  device: string;
  values: string[];
  line: number;
}

/** One `%13lu label` line of -s, -D or -f: the number, the -S unit letter of memory lines, the label as printed. */
export interface VmstatRawListLine {
  value: string;
  unit?: string;
  label: string;
  /** The English label it was recognised as (any language procps-ng 4.0.2 ships); absent when not recognised. */
  english?: string;
}

/** `vmstat -s` (stats), `-D` (disk-summary) or `-f` (forks): its lines. */
export interface VmstatRawList {
  format: "vmstat";
  kind: ListReport;
  lines: VmstatRawListLine[];
  startLine: number;
  endLine: number;
}

export type VmstatRawRecord = VmstatRawSample | VmstatRawDisk | VmstatRawPartition | VmstatRawList;

/** Where a raw record's cells were in the parsed text (its first cell, each value): its places (kit/places.ts). */
export interface VmstatPlaces {
  start: number;
  values: number[];
}

const UNIT_LETTER = /^[bBkKmM]$/;

/** An elision mark (`...`, `…`, `[...]`): what a copy left out. */
const ELISION = /^[[(]?(?:\.{3,}|…)[\])]?$/;
const ELIDED = "the copy leaves something out here (`...`): not what vmstat prints";

/** What a line is, from its cells. */
type Shape =
  | { t: "words" }
  | { t: "row"; values: VmstatCell[]; date?: VmstatCell; clock?: VmstatCell }
  | { t: "disk"; name: VmstatCell; values: VmstatCell[]; date?: VmstatCell; clock?: VmstatCell }
  | { t: "list"; value: VmstatCell; words: VmstatCell[] }
  | { t: "other"; at: VmstatCell };

function shapeOf(cells: VmstatCell[]): Shape {
  // the usual line, a row of integers only, tested first (most lines of a report are)
  let ints = 0;
  while (ints < cells.length && cells[ints]!.kind === "int") ints++;
  if (ints === cells.length && ints > 0) return { t: "row", values: cells };
  let end = cells.length;
  let date: VmstatCell | undefined;
  let clock: VmstatCell | undefined;
  if (end >= 3 && cells[end - 1]!.kind === "clock" && cells[end - 2]!.kind === "date") {
    date = cells[end - 2];
    clock = cells[end - 1];
    end -= 2;
  }
  const body = cells.slice(0, end);
  const bad = body.find((c) => c.kind === "date" || c.kind === "clock");
  if (bad) return { t: "other", at: bad };
  if (body.every((c) => c.kind === "word")) return date ? { t: "other", at: date } : { t: "words" };
  if (body.every((c) => c.kind === "int")) return { t: "row", values: body, date, clock };
  if (body[0]!.kind === "word" && body.slice(1).every((c) => c.kind === "int")) return { t: "disk", name: body[0]!, values: body.slice(1), date, clock };
  if (!date && body[0]!.kind === "int" && body.slice(1).every((c) => c.kind === "word")) return { t: "list", value: body[0]!, words: body.slice(1) };
  return { t: "other", at: body.find((c, i) => i > 0 && c.kind !== body[1]!.kind) ?? body[0]! };
}

/** A dashed group line: `procs -----------memory---------- ...`, `--procs-- ...`, `disk- ------------reads----...`. */
function isBanner(cells: VmstatCell[]): boolean {
  return isBannerLine(cells.map((c) => c.text));
}

/**
 * What a piece leaves for the next one of the same input (ParseContext.state.vmstat): all the reading of a line
 * depends on besides the line, so that a piece reads the same wherever the stream was cut before it.
 */
interface VmstatState {
  run: number;
  sample: number;
  disks: string[];
  /** The header of the run being read. */
  header?: Header;
  /** A dashed line that ended the piece, for the header that starts the next one; `fresh` as Banner's. */
  pendingBanner?: { text: string; fresh: boolean };
}

interface Header {
  banner?: string;
  words: string[];
  /** What its rows are, once the first one is read. */
  table?: "sample" | "disk" | "partition";
  /** The lines so far of a -p header that runs over more lines (de's), when more of it follows. */
  partial?: string[][];
}

/** A dashed line waiting for its header; `fresh`: it began a piece (the cutter saw no rows right before it). */
interface Banner {
  cells: VmstatCell[];
  fresh: boolean;
}

/**
 * The grammar's lines to raw records: tables (the main report, -d, -p) under their headers, and -s/-D/-f lines
 * gathered into one record per report. Throws ParseError for what vmstat never prints.
 */
export function toRawRecords(lines: VmstatLine[], ctx: ParseContext): VmstatRawRecord[] {
  const text = ctx.text;
  const fail = (offset: number, message: string): never => {
    throw new ParseError({ format: "vmstat", source: ctx.source, text, offset, message });
  };
  const lineOf = lineIndex(text);
  const out: VmstatRawRecord[] = [];
  // What the pieces before this one left. A piece the stream cut after a row starts with the run's header line
  // again (replayedChars), which the state already holds.
  const saved = ctx.state.vmstat as VmstatState | undefined;
  const replayed = typeof ctx.state.replayedChars === "number" ? ctx.state.replayedChars : 0;
  let run = saved?.run ?? -1;
  let sample = saved?.sample ?? 0;
  let banner: Banner | undefined;
  let pendingBanner = saved?.pendingBanner;
  // (a copy: a piece given up leaves the state as it was)
  let header: Header | undefined = saved?.header ? { ...saved.header } : undefined;
  let list: VmstatRawList | undefined;
  /** -d: the devices of the report being read (a device seen again starts the next report). */
  let disks = new Set<string>(saved?.disks ?? []);
  // Whether a line is the first of a piece that starts afresh (not cut after a row): the cutter started the piece
  // there, so a header (or dashed line) there begins a run; one inside a piece, or first in a piece cut after a
  // row, is vmstat repeating it. The cutter sees every line as printed, blank lines and damaged ones included; so
  // the pieces say which headers are repeats, the same way whether the stream was cut or not.
  let fresh = replayed === 0;

  for (const line of lines) {
    // the run's header line, given again before this piece: read before
    if (line.offset < replayed) continue;
    const first = fresh;
    fresh = false;
    const shape = shapeOf(line.cells);
    if (shape.t !== "list") list = undefined;

    if (shape.t === "words") {
      // a book's or a post's `...` for the rows it left out: not a header
      if (line.cells.length === 1 && ELISION.test(line.cells[0]!.text)) fail(line.offset, ELIDED);
      if (isBanner(line.cells)) {
        if (banner) fail(line.offset, "two dashed group lines in a row: a column header line belongs under each");
        banner = { cells: line.cells, fresh: first };
        pendingBanner = undefined;
        continue;
      }
      const words = line.cells.map((c) => c.text);
      if (header?.partial !== undefined && header.table === undefined && !banner) {
        // the next line of a -p header that runs over more lines
        const lines = [...header.partial, words];
        const p = partitionHeader(lines);
        if (p !== undefined) {
          header = { ...header, words: [...header.words, ...words] };
          if (p === "partial") header.partial = lines;
          else delete header.partial;
          continue;
        }
      }
      // A header inside a piece is vmstat repeating it (every screenful; -d prints it before each report), unless
      // its dashed line began the piece or it is the first header.
      const repeat = !first && !(banner?.fresh ?? pendingBanner?.fresh ?? false) && header !== undefined;
      // (a header under which no row came, such as a line of prose read as one, gives its run number to this one)
      const rowless = header !== undefined && header.table === undefined && header.partial === undefined;
      const bannerText = banner ? banner.cells.map((c) => c.text).join(" ") : pendingBanner?.text;
      header = {
        ...(bannerText !== undefined ? { banner: bannerText } : {}),
        words,
        ...(repeat && header!.table !== undefined ? { table: header!.table } : {}),
        ...(partitionHeader([words]) === "partial" ? { partial: [words] } : {}),
      };
      if (!repeat) {
        if (!rowless) run++;
        sample = 0;
        disks = new Set();
      }
      banner = undefined;
      pendingBanner = undefined;
      continue;
    }
    if (banner) fail(line.offset, "a dashed group line must be followed by its column header line");

    if (shape.t === "row") {
      if (!header) fail(line.offset, "a row of numbers before any column header: vmstat prints its header line first");
      const n = shape.values.length;
      // (the main report's first columns: not -p's four)
      const cut = !shape.date && n <= header!.words.length && isCutHeader(header!.words);
      if (n === 4 && !shape.date && !cut && (header!.table ?? "partition") === "partition") {
        header!.table = "partition";
        const rec: VmstatRawPartition = { format: "vmstat", kind: "partition", sample: sample++, device: header!.words[0]!, values: shape.values.map((c) => c.text), line: lineOf(line.offset) };
        setPlaces(rec, { start: line.offset, values: shape.values.map((c) => c.offset) });
        out.push(rec);
        continue;
      }
      // a row of fewer numbers: only under a header that names the first columns and stops before `st` (lines cut
      // after `bi`: the row's numbers are the first columns it names, as many as there are)
      if ((n < 16 && !cut) || n > 18) fail(shape.values[Math.min(n, 18) - 1]!.offset, `a row of ${n} numbers: vmstat's report has 16 (procps 3.2), 17 (with st) or 18 (with gu) columns`);
      if ((header!.table ?? "sample") !== "sample") fail(line.offset, "a row of the main report under a column header of another report");
      const words = header!.words;
      const zoned = shape.date !== undefined && words.length === n + 1;
      if (words.length !== n && !zoned && !cut) {
        const english = isEnglishHeader(shape.date ? words.slice(0, n) : words);
        if (english || Math.abs(words.length - n) > 1) fail(shape.values[0]!.offset, `the header has ${words.length} columns but the row has ${n} numbers${shape.date ? " and a timestamp" : ""}`);
      }
      header!.table = "sample";
      // (fields set in their order one by one, not spread: a row is made for every line of a long log)
      const rec = { format: "vmstat", kind: "sample", run, sample: sample++ } as VmstatRawSample;
      if (header!.banner !== undefined) rec.banner = header!.banner;
      rec.header = words;
      const values: string[] = [];
      const offsets: number[] = [];
      for (const c of shape.values) {
        values.push(c.text);
        offsets.push(c.offset);
      }
      rec.values = values;
      if (shape.date) offsets.push(shape.date.offset);
      if (shape.date && shape.clock) rec.timestamp = `${shape.date.text} ${shape.clock.text}`;
      if (zoned) rec.zone = words.at(-1)!;
      rec.line = lineOf(line.offset);
      setPlaces(rec, { start: line.offset, values: offsets });
      out.push(rec);
      continue;
    }

    if (shape.t === "disk") {
      if (!header) fail(line.offset, "a disk row before the -d column header (total merged sectors ms ...)");
      if ((header!.table ?? "disk") !== "disk") fail(line.offset, "a -d disk row under the column header of another report");
      if (shape.values.length !== 10) fail(shape.values[Math.min(shape.values.length, 10) - 1]!.offset, `a -d disk row has a name and 10 numbers, found ${shape.values.length}`);
      header!.table = "disk";
      // -t's zone name after the column words (pt_BR's `sec` is two words)
      const zone = diskColumnHeader(header!.words)?.zone ?? (header!.words.length === 11 ? header!.words[10] : undefined);
      const device = shape.name.text;
      if (disks.has(device)) {
        sample++;
        disks = new Set();
      }
      disks.add(device);
      const rec: VmstatRawDisk = {
        format: "vmstat",
        kind: "disk",
        sample,
        device,
        values: shape.values.map((c) => c.text),
        ...(shape.date && shape.clock ? { timestamp: `${shape.date.text} ${shape.clock.text}` } : {}),
        ...(shape.date && zone !== undefined ? { zone } : {}),
        line: lineOf(line.offset),
      };
      setPlaces(rec, { start: line.offset, values: [...shape.values.map((c) => c.offset), ...(shape.date ? [shape.date.offset] : [])] });
      out.push(rec);
      continue;
    }

    if (shape.t === "list") {
      const parsed = listLine(shape.value, shape.words, text);
      const report = parsed.english ? LIST_LABELS[parsed.english]!.report : undefined;
      const starts =
        list === undefined ||
        (parsed.english !== undefined && FIRST_LABELS[parsed.english] !== undefined) ||
        (parsed.english !== undefined && list.lines.some((l) => l.english === parsed.english)) ||
        (report !== undefined && report !== "forks" && list.kind !== "forks" && report !== list.kind);
      if (starts) {
        list = { format: "vmstat", kind: report ?? "stats", lines: [], startLine: lineOf(line.offset), endLine: lineOf(line.offset) };
        out.push(list);
        setPlaces(list, { start: line.offset, values: [] });
        header = undefined;
      } else if (list!.kind === "forks" && report !== undefined && report !== "forks") {
        fail(line.offset, "a -s or -D line after a forks line: vmstat -s ends with forks, and -f prints only that line");
      } else if (report === "stats" && list!.kind === "disk-summary") {
        fail(line.offset, "a -s line among the -D lines");
      } else if (report === "disk-summary" && list!.kind === "stats") {
        fail(line.offset, "a -D line among the -s lines");
      }
      list!.lines.push(parsed);
      list!.endLine = lineOf(line.offset);
      placesOf<VmstatPlaces>(list!)!.values.push(shape.value.offset);
      continue;
    }
    const elided = line.cells.find((c) => ELISION.test(c.text));
    if (elided !== undefined) fail(elided.offset, ELIDED);
    fail(shape.at.offset, `not a line vmstat prints (${JSON.stringify(line.cells.map((c) => c.text).join(" ").slice(0, 60))})`);
  }
  if (banner) {
    // a stream cut between the dashed line and its header (the header begins the next piece)
    if (ctx.state.morePieces !== true) fail(banner.cells[0]!.offset, "a dashed group line with no column header after it (truncated output?)");
    pendingBanner = { text: banner.cells.map((c) => c.text).join(" "), fresh: banner.fresh };
  }
  ctx.state.vmstat = { run, sample, disks: [...disks], ...(header ? { header } : {}), ...(pendingBanner ? { pendingBanner } : {}) } satisfies VmstatState;
  for (const rec of out) if (rec.kind === "stats" || rec.kind === "disk-summary" || rec.kind === "forks") checkList(rec, fail);
  return out;
}

/** `24684092 K total memory`: the unit letter when the label is a memory line's (or not a known label with it). */
function listLine(value: VmstatCell, words: VmstatCell[], text: string): VmstatRawListLine {
  const label = text.slice(words[0]!.offset, words.at(-1)!.offset + words.at(-1)!.text.length);
  const whole = englishListLabel(label);
  if (whole !== undefined) return { value: value.text, label, english: whole };
  if (words.length >= 2 && UNIT_LETTER.test(words[0]!.text)) {
    const rest = text.slice(words[1]!.offset, words.at(-1)!.offset + words.at(-1)!.text.length);
    const english = englishListLabel(rest);
    if (english === undefined || LIST_LABELS[english]!.conversion === "memory") return { value: value.text, unit: words[0]!.text, label: rest, ...(english ? { english } : {}) };
  }
  return { value: value.text, label };
}

/** A -s memory line needs its unit letter; a label of another report is an error. */
function checkList(rec: VmstatRawList, fail: (offset: number, message: string) => never): void {
  const offsets = placesOf<VmstatPlaces>(rec)!;
  // (another tool's `10 connections` or `653486 requests in 30.10s, 78.02MB read`: a number then words)
  if (rec.lines.every((l) => l.english === undefined)) fail(offsets.values[0]!, `${JSON.stringify(`${rec.lines[0]!.value} ${rec.lines[0]!.label}`)} is not a line vmstat prints (-s, -D or -f), nor is any line of its list`);
  for (const [i, l] of rec.lines.entries()) {
    if (l.english === undefined) continue;
    const def = LIST_LABELS[l.english]!;
    if (def.conversion === "memory" && l.unit === undefined) fail(offsets.values[i]!, `"${l.label}" is a memory line: vmstat prints the unit letter (K, or the -S letter) before it`);
    if (def.report !== rec.kind && !(def.report === "forks" && rec.kind === "stats")) fail(offsets.values[i]!, `"${l.label}" is not a line of vmstat ${rec.kind === "stats" ? "-s" : rec.kind === "forks" ? "-f" : "-D"}`);
  }
}
