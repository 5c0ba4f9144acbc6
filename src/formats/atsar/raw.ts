import type { AtsarCell, AtsarLine, AtsarSegment } from "../../../grammars/atsar/parser.js";
import { ParseError } from "../../kit/errors.js";
import type { ParseContext } from "../../kit/format.js";
import { PieceCache } from "../../kit/piece-cache.js";
import { findSection, type SectionDef } from "./columns.js";

/** A column of a row: the header's name for it and the value as printed (`2024M`, `46%`, `1.96610 ms`, `?`). */
export interface AtsarRawColumn {
  name: string;
  text: string;
  offset: number;
  /** For the top-3 reports: which of the three processes (0, 1, 2) the column belongs to. */
  group?: number;
}

/** The report header `nodename  release  version  machine  YYYY/MM/DD`, as printed. */
export interface AtsarRawHeader {
  kind: "header";
  offset: number;
  hostname: string;
  release?: string;
  version?: string;
  machine?: string;
  date: AtsarCell;
}

/** One data row, as printed. */
export interface AtsarRawSample {
  kind: "sample";
  offset: number;
  /** Our name for the report (see columns.ts), or `unknown`. */
  section: string;
  /** The header's tag without underscores (`cpu`, `dsk`, `if`), or null for a header without one (PSI). */
  tag: string | null;
  /** The date of the `analysis date:` banner above the row, when there is one. */
  analysisDate?: AtsarCell;
  time: AtsarCell;
  /** The clock time on the column header above (the start of the first interval). */
  headerTime: string;
  /** The item column's name (`cpu`, `disk`, `interf`, ...) when the report has one. */
  keyColumn?: string;
  columns: AtsarRawColumn[];
  /** Cells after the last column: the duplex letter of `-i` (`f`, `h`), the `M` of `-n`, or anything unexpected. */
  extra: AtsarCell[];
  /** The `-M` overload marker at the end of the line: `*` critical, `+` almost critical. */
  marker?: AtsarCell;
}

/** `hh:mm:ss  ......................... logging restarted .........................` (atopsar -r). */
export interface AtsarRawRestart {
  kind: "restart";
  offset: number;
  section: string;
  analysisDate?: AtsarCell;
  time: AtsarCell;
}

/** A line of words where a row was expected: `report not available.....`, `no per-process ... available.....`. */
export interface AtsarRawNotice {
  kind: "notice";
  offset: number;
  section: string;
  tag: string | null;
  analysisDate?: AtsarCell;
  time: AtsarCell;
  text: string;
}

export type AtsarRawRecord = AtsarRawHeader | AtsarRawSample | AtsarRawRestart | AtsarRawNotice;

/** A column header's report and column names (the same for every header printed alike). */
interface Layout {
  id: string;
  def: SectionDef | undefined;
  tag: string | null;
  names: string[];
  groups: number[];
  /** The names of each group's columns (the top-3 reports' `|`-separated groups), by group. */
  groupNames: string[][];
  keyColumn: string | undefined;
  /** The last column is the report's text column (the GPU type), which takes the rest of the line. */
  lastIsText: boolean;
  /** Cells that may follow a row's last column (besides the -M markers). */
  trailers: ReadonlySet<string>;
}

/** The column header in force: its layout, and when it was printed. */
interface Section extends Layout {
  time: string;
  offset: number;
}

/** A section of a layout (every key set, in one order: sections are made for every header). */
function sectionAt(l: Layout, time: string, offset: number): Section {
  return { id: l.id, def: l.def, tag: l.tag, names: l.names, groups: l.groups, groupNames: l.groupNames, keyColumn: l.keyColumn, lastIsText: l.lastIsText, trailers: l.trailers, time, offset };
}

/** The most layouts kept (one per distinct header). */
const MAX_LAYOUTS = 1024;

const GLUED_TAG = /^(.*?)_([A-Za-z0-9]+)_$/;
const MARKERS = new Set(["*", "+"]);
const NUMERIC = /^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * Turns the grammar's lines into raw records: the report header, one record per data row (with the column names of
 * the header above it), the `logging restarted` marks and the notices atopsar prints instead of a row.
 *
 * Rows are lines, except in output whose line breaks were lost (pasted into a table, as in the seeds): there a
 * clock time is followed by several rows' cells in a row, which are split into rows of the header's width.
 */
export function toRawRecords(lines: AtsarLine[], ctx: ParseContext): AtsarRawRecord[] {
  const out: AtsarRawRecord[] = [];
  // Carried to the next piece when parseStream reads the input piece by piece (offsets are per piece, so cells
  // are kept as text only).
  const carried = (ctx.state.atsarRaw ??= { afterBlank: true }) as RawState;
  const layouts = (ctx.state.atsarLayouts ??= new PieceCache(MAX_LAYOUTS)) as Map<string, Layout>;
  let section = carried.section;
  let analysisDate = carried.analysisDate;
  let rowTime = carried.rowTime;
  let afterBlank = carried.afterBlank;

  const fail = (offset: number, message: string): never => {
    throw new ParseError({ format: ctx.format, source: ctx.source, text: ctx.text, offset, message });
  };

  const dataCells = (time: AtsarCell, cells: AtsarCell[]): void => {
    if (cells.length === 0) return; // an interval in which no item of the report was active
    if (!section) return fail(cells[0]!.offset, "a data row before any column header (a line ending with a tag such as _cpu_)");
    if (isNotice(cells)) {
      out.push({ kind: "notice", offset: cells[0]!.offset, section: section.id, tag: section.tag, ...dated(analysisDate), time, text: slice(ctx.text, cells) });
      return;
    }
    if (section.id.startsWith("top3-")) {
      out.push(top3Row(section, time, cells, analysisDate, ctx.text, fail));
      return;
    }
    for (const row of splitRows(section, mergeUnits(cells), ctx.text, fail)) out.push(sampleOf(section, time, row, analysisDate));
  };

  for (const line of lines) {
    if (line.kind === "blank") {
      afterBlank = true;
      continue;
    }
    if (line.kind === "banner") {
      analysisDate = line.date;
    } else if (line.kind === "system") {
      out.push(headerOf(line.cells, line.date, ctx.text));
    } else {
      if (line.lead.length > 0) {
        if (!section) return fail(line.lead[0]!.offset, "a data row before any column header (a line ending with a tag such as _cpu_)");
        if (!rowTime) return fail(line.lead[0]!.offset, "a continuation row (no clock time) without a row above it");
        dataCells(rowTime, line.lead);
      }
      line.segments.forEach((seg: AtsarSegment, i) => {
        if (seg.kind === "header") {
          section = sectionOf(seg.words, seg.tag, seg.time, fail, layouts);
          rowTime = undefined;
        } else if (seg.kind === "restart") {
          out.push({ kind: "restart", offset: seg.time.offset, section: section?.id ?? "unknown", ...dated(analysisDate), time: seg.time });
          rowTime = undefined;
        } else if (i === 0 && line.lead.length === 0 && afterBlank && looksLikeHeader(seg.cells)) {
          section = sectionOf(seg.cells, undefined, seg.time, fail, layouts);
          rowTime = undefined;
        } else {
          dataCells(seg.time, seg.cells);
          rowTime = seg.time;
        }
      });
    }
    afterBlank = false;
  }
  const keep = (c: AtsarCell | undefined): AtsarCell | undefined => (c ? { text: c.text, offset: 0 } : undefined);
  ctx.state.atsarRaw = { section: section && sectionAt(section, section.time, 0), analysisDate: keep(analysisDate), rowTime: keep(rowTime), afterBlank } satisfies RawState;
  return out;
}

/** What the next piece of a streamed input needs from this one. */
interface RawState {
  section?: Section;
  analysisDate?: AtsarCell;
  rowTime?: AtsarCell;
  afterBlank: boolean;
}

function dated(analysisDate: AtsarCell | undefined): { analysisDate?: AtsarCell } {
  return analysisDate ? { analysisDate } : {};
}

function slice(text: string, cells: AtsarCell[]): string {
  const last = cells.at(-1)!;
  return text.slice(cells[0]!.offset, last.offset + last.text.length);
}

/** `vm  6.18.44-fc-v782  #1 SMP PREEMPT_DYNAMIC @0  x86_64  2026/11/30`: the version is everything between release and machine. */
function headerOf(cells: AtsarCell[], date: AtsarCell, text: string): AtsarRawHeader {
  const header: AtsarRawHeader = { kind: "header", offset: cells[0]!.offset, hostname: cells[0]!.text, date };
  if (cells.length >= 2) header.machine = cells.at(-1)!.text;
  if (cells.length >= 3) header.release = cells[1]!.text;
  if (cells.length >= 4) header.version = slice(text, cells.slice(2, -1));
  return header;
}

/**
 * The column names of a header: the words before the tag, the part of a tag glued to the last name (`maxmbps_if_`),
 * group labels joined to the next name (`in: dsc/s`, `out: dsc/s`), `|` separating the top-3 groups; a name that
 * repeats gets `#2`, `#3`.
 */
function sectionOf(words: AtsarCell[], tag: AtsarCell | undefined, time: AtsarCell, fail: (offset: number, message: string) => never, layouts: Map<string, Layout>): Section {
  // the layout of a header is worked out once (a long report repeats its headers)
  const key = `${tag ? tag.text : ""}\n${words.map((w) => w.text).join(" ")}`;
  let layout = layouts.get(key);
  if (layout === undefined) {
    layout = layoutOf(words, tag, fail);
    layouts.set(key, layout);
  }
  return sectionAt(layout, time.text, time.offset);
}

function layoutOf(words: AtsarCell[], tag: AtsarCell | undefined, fail: (offset: number, message: string) => never): Layout {
  const raw = words.map((w) => w.text);
  let tagName: string | null = null;
  if (tag) {
    const m = GLUED_TAG.exec(tag.text);
    if (!m) return fail(tag.offset, `not a section tag: ${JSON.stringify(tag.text)}`);
    if (m[1]) raw.push(m[1]);
    tagName = m[2]!;
  }
  const names: string[] = [];
  const groups: number[] = [];
  const seen = new Map<string, number>();
  let group = 0;
  for (let i = 0; i < raw.length; i++) {
    let name = raw[i]!;
    if (name === "|") {
      group++;
      continue;
    }
    if (name.endsWith(":") && i + 1 < raw.length && raw[i + 1] !== "|") name = `${name} ${raw[++i]}`;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    names.push(n === 1 ? name : `${name}#${n}`);
    groups.push(group);
  }
  const def = findSection(tagName ?? "", names);
  const id = def?.id ?? "unknown";
  const lastIsText = def?.columns.at(-1)?.[2] === "text" && def.columns.at(-1)?.[0] === names.at(-1);
  const keyColumn = def && "key" in def && def.key !== undefined && names[0] === def.key ? def.key : undefined;
  const groupNames = Array.from({ length: group + 1 }, (_, gi) => names.filter((_, i) => groups[i] === gi));
  return { id, def, tag: tagName, names, groups, groupNames, keyColumn, lastIsText, trailers: trailersOf(id) };
}

/** A header without a tag (atopsar's PSI report): after a blank line, words only. */
function looksLikeHeader(cells: AtsarCell[]): boolean {
  return cells.length >= 2 && cells.every((c) => /^[A-Za-z%|]/.test(c.text)) && !isNotice(cells);
}

/** `report not available for live measurements.....`, `no per-process network counters available.....` */
function isNotice(cells: AtsarCell[]): boolean {
  return /^[A-Za-z]/.test(cells[0]!.text) && /\.{3,}$/.test(cells.at(-1)!.text);
}

/** `1.96610` `ms` -> `1.96610 ms` (atopsar prints the disk service time with its unit). */
function mergeUnits(cells: AtsarCell[]): AtsarCell[] {
  let k = 1;
  while (k < cells.length && cells[k]!.text !== "ms") k++;
  if (k >= cells.length) return cells;
  const out: AtsarCell[] = [];
  for (const c of cells) {
    const prev = out.at(-1);
    if (c.text === "ms" && prev && NUMERIC.test(prev.text)) out[out.length - 1] = { text: `${prev.text} ms`, offset: prev.offset };
    else out.push(c);
  }
  return out;
}

interface Row {
  cells: AtsarCell[];
  extra: AtsarCell[];
  marker?: AtsarCell;
}

/** Cells that may follow a row's last column, per report (besides the -M markers). */
function trailersOf(id: string): ReadonlySet<string> {
  if (id === "if") return IF_TRAILERS;
  if (id === "nfs-mounts") return NFS_TRAILERS;
  return NO_TRAILERS;
}
const IF_TRAILERS: ReadonlySet<string> = new Set(["f", "h"]);
const NFS_TRAILERS: ReadonlySet<string> = new Set(["M"]);
const NO_TRAILERS: ReadonlySet<string> = new Set();

/**
 * The rows in a run of cells. A printed line holds one row; a run two or more rows wide (line breaks lost) is cut
 * into rows of the header's width, each followed by the trailers that report prints (`f`, `M`, `*`, ...). A row
 * with fewer cells than columns is kept short (atopsar leaves columns out, e.g. -P without process data).
 */
function splitRows(section: Section, cells: AtsarCell[], text: string, fail: (offset: number, message: string) => never): Row[] {
  const width = section.names.length;
  const { trailers, lastIsText } = section;
  if (cells.length < 2 * width || width === 0 || lastIsText) {
    const row: Row = cells.length <= width ? { cells, extra: [] } : { cells: cells.slice(0, width), extra: cells.slice(width) };
    if (lastIsText && row.cells.length === width) takeMarker(row);
    if (lastIsText && row.extra.length > 0) {
      // A GPU type with blanks (`Tesla T4`): the last column takes the rest of the line, as printed.
      const last = row.cells.at(-1)!;
      row.cells[row.cells.length - 1] = { text: slice(text, [last, ...row.extra]), offset: last.offset };
      row.extra = [];
    }
    takeMarker(row);
    return [row];
  }
  const rows: Row[] = [];
  let i = 0;
  while (i < cells.length) {
    const part = cells.slice(i, i + width);
    if (part.length < width) {
      return fail(
        part[0]!.offset,
        `${cells.length} cells after the clock time do not split into rows of ${width} columns (${section.names.join(" ")}): ${part.length} left over`,
      );
    }
    i += width;
    const row: Row = { cells: part, extra: [] };
    while (i < cells.length && (trailers.has(cells[i]!.text) || MARKERS.has(cells[i]!.text))) row.extra.push(cells[i++]!);
    takeMarker(row);
    rows.push(row);
  }
  return rows;
}

function takeMarker(row: Row): void {
  const last = row.extra.at(-1);
  if (last && MARKERS.has(last.text)) {
    row.marker = last;
    row.extra = row.extra.slice(0, -1);
  }
}

function sampleOf(section: Section, time: AtsarCell, row: Row, analysisDate: AtsarCell | undefined): AtsarRawSample {
  const sample = { kind: "sample", offset: row.cells[0]?.offset ?? time.offset, section: section.id, tag: section.tag } as AtsarRawSample;
  if (analysisDate) sample.analysisDate = analysisDate;
  sample.time = time;
  sample.headerTime = section.time;
  const names = section.names;
  const cells = row.cells;
  const columns: AtsarRawColumn[] = [];
  for (let i = 0; i < cells.length; i++) columns.push({ name: names[i]!, text: cells[i]!.text, offset: cells[i]!.offset });
  sample.columns = columns;
  sample.extra = row.extra;
  if (section.keyColumn) sample.keyColumn = section.keyColumn;
  if (row.marker) sample.marker = row.marker;
  return sample;
}

/**
 * `  7841 node      37% |  6562 node      37% |  9066 node      36%`: three groups of pid, command (up to 8
 * characters, blanks included: `npm exec`) and percentage; a group is blank when fewer processes were active.
 */
function top3Row(
  section: Section,
  time: AtsarCell,
  cells: AtsarCell[],
  analysisDate: AtsarCell | undefined,
  text: string,
  fail: (offset: number, message: string) => never,
): AtsarRawSample {
  const groups: AtsarCell[][] = [[]];
  for (const c of cells) {
    if (c.text === "|") groups.push([]);
    else groups.at(-1)!.push(c);
  }
  const columns: AtsarRawColumn[] = [];
  const extra: AtsarCell[] = [];
  let marker: AtsarCell | undefined;
  groups.forEach((g, gi) => {
    if (gi === groups.length - 1 && g.length > 0 && MARKERS.has(g.at(-1)!.text) && g.length !== 3) marker = g.pop();
    if (g.length === 0) return;
    const names = section.groupNames[gi] ?? NO_NAMES;
    if (names.length !== 3) {
      extra.push(...g);
      return;
    }
    if (g.length < 2) return fail(g[0]!.offset, `a top-3 entry needs a pid, a command and a percentage, found ${JSON.stringify(g[0]!.text)}`);
    const pid = g[0]!;
    const pct = g.at(-1)!;
    const cmd = g.slice(1, -1);
    columns.push({ name: names[0]!, text: pid.text, offset: pid.offset, group: gi });
    columns.push({ name: names[1]!, text: cmd.length > 0 ? slice(text, cmd) : "", offset: cmd[0]?.offset ?? pid.offset, group: gi });
    columns.push({ name: names[2]!, text: pct.text, offset: pct.offset, group: gi });
  });
  const sample = { kind: "sample", offset: cells[0]!.offset, section: section.id, tag: section.tag } as AtsarRawSample;
  if (analysisDate) sample.analysisDate = analysisDate;
  sample.time = time;
  sample.headerTime = section.time;
  sample.columns = columns;
  sample.extra = extra;
  if (marker) sample.marker = marker;
  return sample;
}

const NO_NAMES: string[] = [];
