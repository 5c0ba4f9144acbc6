/**
 * Raw frames: the grammar's lines grouped into frames, values kept as printed (like jc's --raw). Offsets of the
 * values are kept aside (frameOffsets) so that the normalizer can point at the exact character of a bad value.
 */
import type { TopLine, TopToken } from "../../../grammars/top/parser.js";
import * as T from "../../../grammars/top/tokens.js";
import { cellsAt, mergedWords, shiftedColumns, splitWords, tableLayout, unlabeledState, wordCells, type TableLayout, type TopFamily } from "./columns.js";

/** procps-2.0: no `top - `, `N processes:`, `CPU states:`, `Mem: ...k av` (procps 2.0.x, Linux 2.2/2.4);
 *  procps-3.2: `Cpu(s):`/`Mem:` lines; procps-ng-3.3.0: `KiB Mem:` total/used/free/buffers (3.3.0 to 3.3.9);
 *  procps-ng-3.3.10+: `KiB Mem :` total/free/used/buff/cache (3.3.10 to 4.x). */
export type TopVariant = "procps-2.0" | "procps-3.2" | "procps-ng-3.3.0" | "procps-ng-3.3.10+" | "busybox" | "freebsd" | "macos";

export interface TopRawField {
  /** The field's name as printed (`total`, `buff/cache`, `avail Mem`, `us`, `Active`). */
  name: string;
  /** The value as printed (`24105.1`, `0,3`, `1.6%`, `9984K`, `4/765`). */
  value: string;
}

/** One labelled group of a summary line (a line can hold several: `%Cpu0 : ...   %Cpu1 : ...`). */
export interface TopRawSummary {
  /**
   * The label as printed, without trailing blanks: `Tasks:`, `%Cpu0  :`, `MiB Mem :`, `Load average:`; empty for
   * procps 2.0's continuation of its Mem line (`       224720k active,              69412k inactive`).
   */
  label: string;
  fields: TopRawField[];
  /** Bar-graph form (`%Cpu(s):  75.0/25.0  100[|||  ]`), toprc `t`/`m`. */
  graph?: true;
}

export interface TopRawFrame {
  kind: "frame";
  family: TopFamily;
  variant: TopVariant;
  /** A timestamp line printed before the frame (`date` in a loop), or macOS top's own sample time. */
  date?: string;
  /** The frame's clock time as printed (procps line 1, FreeBSD line 1). */
  clock?: string;
  /** Uptime as printed: `20 min`, `3 days,  2:01`, `0+00:15:38`. */
  uptime?: string;
  /** User count as printed (`?` in procps 4 when unknown). */
  users?: string;
  loadAverage?: string[];
  /** BusyBox `4/765` (runnable/total scheduling entities). */
  runnable?: string;
  /** BusyBox and FreeBSD: the last process ID used. */
  lastPid?: string;
  summary: TopRawSummary[];
  /** Lines of the summary area that are not labelled groups, as printed (e.g. FreeBSD's ARC ratio line). */
  otherLines?: string[];
  header?: string[];
  /** What could not be read as it should, said in words (lines below an empty table that are not rows). */
  warnings?: string[];
  /** One object per row, keyed by the header's labels; blank cells are absent. */
  processes: Record<string, string>[];
}

export interface TopRawError {
  kind: "error";
  message: string;
  /** Offset of the problem in the parsed text. */
  offset: number;
  /** The frame's clock, when it was read before the problem. */
  clock?: string;
}

export type TopRawItem = TopRawFrame | TopRawError;

/** Where a frame's values were printed (offsets in the parsed text), kept out of the raw records themselves. */
export interface FrameOffsets {
  /** Frame-level values: frame, clock, uptime, users, load.0..2, header, end. */
  at: Map<string, number>;
  /**
   * Where each summary field's value is: fieldOffsets[k] for fields[k], in the order the fields were read (looked
   * up only to place an error: a search then costs less than a map entry for every field of every frame).
   */
  fields: TopRawField[];
  fieldOffsets: number[];
}

/** Where summary field f's value is, or undefined. */
export function fieldOffset(meta: FrameOffsets, f: TopRawField): number | undefined {
  const k = meta.fields.indexOf(f);
  return k === -1 ? undefined : meta.fieldOffsets[k];
}

export const frameOffsets = new WeakMap<TopRawFrame, FrameOffsets>();
/** The offset key of load average k (`load.0`...), the usual three made once. */
const LOAD_KEYS = ["load.0", "load.1", "load.2"];
export const loadKey = (k: number): string => LOAD_KEYS[k] ?? `load.${k}`;
/** buildFrames' offsets before its first frame starts (never written: every write follows a frame's start). */
const NO_OFFSETS: FrameOffsets = { at: new Map<string, number>(), fields: [], fieldOffsets: [] };

/** A frame's process table as printed: the rows stay text until someone reads them (see rowCells, processes). */
export interface FrameTable {
  layout: TableLayout;
  family: TopFamily;
  /** The text the frame was read from; rows are offsets into it. */
  text: string;
  /** Offset of text[0] in the whole input. */
  base: number;
  /** Where each row starts and ends (before its newline) in text; blank lines are left out. */
  starts: number[];
  ends: number[];
}

const tables = new WeakMap<TopRawFrame, FrameTable>();

/** The process table of a raw frame, rows as text. */
export function tableOf(frame: TopRawFrame): FrameTable | undefined {
  return tables.get(frame);
}

/**
 * Drops what is kept aside for a raw frame (its table and offsets), once its record is made and the raw frame is
 * not handed out: entries of a WeakMap whose key dies are only cleared by a full collection, so until then they kept
 * every frame's row offsets and offset maps alive, and each young-generation collection copied them.
 */
export function releaseFrame(item: TopRawItem): void {
  if (item.kind !== "frame") return;
  tables.delete(item);
  frameOffsets.delete(item);
}

/**
 * The cells of row r, as printed (undefined for a blank cell): by the header's positions; where the row does not line
 * up with its header, by the header moved to the row (shiftedColumns), else word by word when its words fit the
 * columns (see wordCells).
 */
export function rowCells(table: FrameTable, r: number): (string | undefined)[] {
  const start = table.starts[r]!;
  const end = table.ends[r]!;
  const columns = table.layout.columns;
  if (table.family === "busybox") return splitWords(table.text.slice(start, end), columns);
  const cells = cellsAt(table.text, start, end, columns);
  if (!mergedWords()) return cells;
  const moved = shiftedColumns(table.layout, table.text, start, end);
  const aligned = moved === undefined ? undefined : cellsAt(table.text, start, end, moved);
  return aligned !== undefined && !mergedWords() ? aligned : (wordCells(table.text, start, end, columns) ?? cells);
}

/**
 * Fills `frame.processes` (one object per row, keyed by the header's labels, blank cells absent). Only the raw
 * output needs these objects: parse() types the cells straight from the row text.
 */
export function withProcesses(frame: TopRawFrame): TopRawFrame {
  const table = tables.get(frame);
  if (!table) return frame;
  const keys = table.layout.keys;
  frame.processes = table.starts.map((_, r) => {
    // keys come from uniqueLabels (safeKey), so a plain object is safe
    const row: Record<string, string> = {};
    const cells = rowCells(table, r);
    for (let k = 0; k < cells.length; k++) if (cells[k] !== undefined) row[keys[k]!] = cells[k]!;
    return row;
  });
  return frame;
}

/** State carried from frame to frame (a `date` line printed after one frame belongs to the next). */
export interface BuildState {
  pendingDate?: string;
  /** A frame has started in the input: lines with no frame open are no longer the start of a copied frame. */
  framed?: boolean;
}

/** What a token type does in a summary line, as bits by Chevrotain's tokenTypeIdx (a frame has a hundred tokens). */
const SEPARATOR = 1;
const JOINABLE = 2;
const GROUP_LABEL = 4;
/** (made on the first summary line: a token type's id is given when top's lexer is built, see grammars/kit token()) */
let roles: Uint8Array | undefined;
function rolesByType(): Uint8Array {
  const table = new Uint8Array(Math.max(...T.allTokens.map((t) => t.tokenTypeIdx!)) + 1);
  for (const [types, role] of [
    [[T.Comma, T.Period, T.Semicolon, T.LParen, T.RParen], SEPARATOR],
    [[T.Num, T.Slash, T.LParen, T.RParen, T.Colon, T.Percent, T.Plus, T.Clock], JOINABLE],
    [[T.CpuLabel, T.MemLabel, T.LoadAverage, T.LineLabel], GROUP_LABEL],
  ] as const) {
    for (const t of types) table[t.tokenTypeIdx!]! |= role;
  }
  return table;
}
const role = (t: TopToken | undefined): number => (t === undefined ? 0 : (roles ??= rolesByType())[t.tokenTypeIdx]!);

/** Splits a summary line's items into labelled groups of name/value fields. */
export function summaryGroups(label: string, items: TopToken[], meta: FrameOffsets, base: number): TopRawSummary[] {
  const groups: TopRawSummary[] = [];
  let group: TopRawSummary = { label, fields: [] };
  groups.push(group);
  let field: TopRawField | undefined;
  for (let i = 0; i < items.length; i++) {
    const t = items[i]!;
    const next = items[i + 1];
    const type = t.tokenType;
    const labelHere = (role(t) & GROUP_LABEL) !== 0 || (type === T.Word && next?.tokenType === T.Colon && next.startOffset === t.startOffset + t.image.length);
    if (labelHere) {
      const image = type === T.Word ? `${t.image}:` : t.image.trimEnd();
      if (type === T.Word) i++;
      group = { label: image, fields: [] };
      groups.push(group);
      field = undefined;
      continue;
    }
    if (type === T.Num) {
      // Join a value with the characters glued to it: `1.6%`, `4/765`, `5285261978(380)`, `1.23:1`, `100.0/0.0`.
      let value = t.image;
      let end = t.startOffset + t.image.length;
      while (role(items[i + 1]) & JOINABLE && items[i + 1]!.startOffset === end) {
        value += items[i + 1]!.image;
        end += items[i + 1]!.image.length;
        i++;
      }
      const last = value.charCodeAt(value.length - 1);
      if (last === 0x28 || (last === 0x29 && !value.includes("("))) value = value.slice(0, -1);
      field = { name: "", value };
      meta.fields.push(field);
      meta.fieldOffsets.push(base + t.startOffset);
      group.fields.push(field);
      continue;
    }
    if (type === T.Word || type === T.Question) {
      if (field) field.name = field.name ? `${field.name} ${t.image}` : t.image;
      else {
        // A word before any value (`Swap: N/A`, macOS `packets:` handled above): a field without a value.
        field = { name: t.image, value: "" };
        group.fields.push(field);
      }
      continue;
    }
    if (role(t) & SEPARATOR) {
      field = undefined;
      continue;
    }
    if (type === T.LBracket) {
      // bar graph: the rest of the group is the picture
      group.graph = true;
      while (i + 1 < items.length && !(role(items[i + 1]) & GROUP_LABEL)) i++;
      field = undefined;
    }
  }
  return groups.filter((g, k) => k === 0 || g.fields.length > 0 || g.label !== "");
}

/**
 * Groups grammar lines into raw frames. `base` is added to offsets (the frame text's place in the whole text);
 * `input`, when given, is the whole text (text is its slice at `base`): the tables then point into it.
 */
export function buildFrames(lines: TopLine[], text: string, base: number, state: BuildState, input?: string): TopRawItem[] {
  const out: TopRawItem[] = [];
  let frame: TopRawFrame | undefined;
  // replaced by start(); nothing is written before a frame starts
  let meta: FrameOffsets = NO_OFFSETS;
  let offsets = meta.at;
  let columns: TableLayout["columns"] | undefined;
  let table: FrameTable | undefined;
  let failed = false;

  const fail = (message: string, offset: number): void => {
    out.push({ kind: "error", message, offset: base + offset, ...(frame?.clock !== undefined ? { clock: frame.clock } : {}) });
    frame = undefined;
    failed = true;
  };
  const start = (family: TopFamily, offset: number): TopRawFrame => {
    if (frame) finish();
    frame = { kind: "frame", family, variant: family === "procps" ? "procps-ng-3.3.10+" : family, summary: [], processes: [] };
    meta = { at: new Map(), fields: [], fieldOffsets: [] };
    offsets = meta.at;
    offsets.set("frame", base + offset);
    frameOffsets.set(frame, meta);
    if (state.pendingDate !== undefined) {
      frame.date = state.pendingDate;
      state.pendingDate = undefined;
    }
    columns = undefined;
    table = undefined;
    state.framed = true;
    return frame;
  };
  /** The input's first frame, copied without its first line(s): read from `line` on, and said so. */
  const startHeadless = (offset: number, from: string): void => {
    const f = start("procps", offset);
    (f.warnings ??= []).push(`the frame's first line (\`top - HH:MM:SS up ...\`) is not in the text, it starts at ${from}: no clock, uptime or load average`);
  };
  const finish = (): void => {
    if (!frame) return;
    offsets.set("end", base + text.length);
    out.push(frame);
    frame = undefined;
  };

  for (let i = 0; i < lines.length; i++) {
    if (failed) break;
    const line = lines[i]!;
    switch (line.kind) {
      case "uptime": {
        if (line.bare && !startsProcps2(lines[i + 1])) {
          // an `uptime` line, not the first line of a procps 2.0 frame: as any other line
          if (frame && !columns) (frame.otherLines ??= []).push(lineText(line, text));
          else if (frame && table && table.starts.length === 0) (frame.warnings ??= []).push(`a line below the column header was not read as a process row: ${JSON.stringify(lineText(line, text))}`);
          break;
        }
        const f = start("procps", line.offset);
        f.clock = line.clock;
        offsets.set("clock", base + line.clockOffset);
        readUptime(f, line.up, text, offsets, base);
        f.loadAverage = line.load.filter((t) => t.tokenType === T.Num).map((t) => t.image);
        line.load.filter((t) => t.tokenType === T.Num).forEach((t, k) => offsets.set(loadKey(k), base + t.startOffset));
        break;
      }
      case "summary": {
        const label = line.label.image.trim();
        const family = frameStartFamily(label, line.items, frame);
        if (family) start(family, line.offset);
        else if (!frame && !state.framed && startsHeadless(line, lines[i + 1], text)) startHeadless(line.offset, JSON.stringify(label));
        if (!frame) break; // a labelled line before any frame: not ours (a prompt, a note)
        if (columns) {
          // a line of prose (`See the next one:`, words and no number) is not part of the frame; a summary line is
          const nl = text.indexOf("\n", line.offset);
          const end = nl === -1 ? text.length : nl;
          if (line.items.every((t) => t.tokenType !== T.Num) && isProse(text, line.offset, end)) {
            (frame.warnings ??= []).push(leftOut(text.slice(line.offset, end)));
            break;
          }
          fail(`unexpected line after the process table: ${JSON.stringify(label.trim())}`, line.offset);
          break;
        }
        const groups = summaryGroups(line.label.image.trimEnd(), line.items, meta, base);
        const skip = readSpecial(frame, groups[0]!, line, offsets, base);
        for (const g of groups.slice(skip)) frame.summary.push(g);
        break;
      }
      case "table": {
        // a procps table copied alone (from its column header down), as the input's first frame
        if (!frame && !state.framed && PROCPS_HEADER.test(line.header)) startHeadless(line.offset, "its column header");
        if (!frame) {
          fail("a column header without the summary lines of a frame before it", line.offset);
          break;
        }
        if (columns) {
          fail("a second column header in one frame", line.offset);
          break;
        }
        let layout = tableLayout(line.header, frame.family);
        offsets.set("header", base + line.offset);
        // row offsets in the whole input when it is given, else in text
        const shift = input === undefined ? 0 : base;
        const starts: number[] = [];
        const ends: number[] = [];
        for (let at = line.rowsStart; at < line.rowsEnd; ) {
          const nl = text.indexOf("\n", at);
          const end = nl === -1 || nl > line.rowsEnd ? line.rowsEnd : nl;
          if (!isBlank(text, at, end)) {
            starts.push(at + shift);
            ends.push(end + shift);
          }
          at = end + 1;
        }
        // lines of prose after the rows (`That is all for today.`), where rows start with a number: not rows
        const numbered = layout.defs[0]?.kind === "uint" || layout.defs[0]?.kind === "int";
        while (numbered && starts.length > 0 && isProse(text, starts.at(-1)! - shift, ends.at(-1)! - shift)) {
          const prose = text.slice(starts.pop()! - shift, ends.pop()! - shift).trim();
          (frame.warnings ??= []).push(leftOut(prose));
        }
        const unlabeled = frame.family === "procps" ? unlabeledState(layout, input ?? text, starts, ends) : undefined;
        if (unlabeled !== undefined) {
          layout = tableLayout(line.header, frame.family, unlabeled);
          (frame.warnings ??= []).push("the column header has no label over the process states (zh_CN top prints its S label, 日, as a blank): read as S");
        }
        columns = layout.columns;
        frame.header = layout.header.slice();
        table = { layout, family: frame.family, text: input ?? text, base: input === undefined ? base : 0, starts, ends };
        tables.set(frame, table);
        break;
      }
      case "date": {
        if (frame && !columns && frame.family === "macos" && frame.date === undefined) {
          frame.date = line.text;
          offsets.set("date", base + line.offset);
        } else state.pendingDate = line.text;
        break;
      }
      case "separator":
        break;
      case "other": {
        if (!frame) break;
        const first = line.items[0]!;
        const lastTok = line.items[line.items.length - 1]!;
        if (!columns && first.tokenType === T.Num && frame.family === "procps" && frame.summary[frame.summary.length - 1]?.label === "Mem:" && frame.summary.some((g) => isProcps2Cpu(compactLabel(g.label)))) {
          // procps 2.0's second Mem line: `       224720k active,              69412k inactive`
          frame.summary.push(...summaryGroups("", line.items, meta, base));
        } else if (!columns) {
          (frame.otherLines ??= []).push(text.slice(first.startOffset, lastTok.startOffset + lastTok.image.length));
        } else if (table && first.tokenType === T.Num) {
          // a row after a blank line below the header (pasted with blank lines between rows, or after the header)
          const at = text.lastIndexOf("\n", first.startOffset - 1) + 1;
          const nl = text.indexOf("\n", first.startOffset);
          const shift = input === undefined ? 0 : base;
          table.starts.push(at + shift);
          table.ends.push((nl === -1 ? text.length : nl) + shift);
        } else if (table) {
          const line = text.slice(first.startOffset, lastTok.startOffset + lastTok.image.length);
          (frame.warnings ??= []).push(table.starts.length === 0 ? `a line below the column header was not read as a process row: ${JSON.stringify(line)}` : leftOut(line));
        }
        break;
      }
    }
  }
  if (!failed) finish();
  for (const item of out) if (item.kind === "frame") item.variant = variantOf(item);
  return out;
}

/** The warning for a line after a frame's rows that is not one (prose). */
const leftOut = (line: string): string => `a line after the process table is not a process row and was left out: ${JSON.stringify(line.trim())}`;

/** Whether the line at text[start, end) starts with a letter (after its blanks): words, where a row starts with a number. */
function isProse(text: string, start: number, end: number): boolean {
  let i = start;
  while (i < end && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  return i < end && /\p{L}/u.test(text[i]!);
}

/** Whether text[start, end) holds only blanks. From the end: a process row starts with blanks, and ends with none. */
function isBlank(text: string, start: number, end: number): boolean {
  for (let i = end - 1; i >= start; i--) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10) return false;
  }
  return true;
}

/**
 * Whether a summary line can start a procps frame copied without its first line (`top - ...`): a CPU line
 * (`%Cpu(s):`, `Cpu(s):`, `%Cpu0 :`, `%Node0 :`), a memory line with a unit (`MiB Mem :`, `KiB Swap:`, translated
 * too), a line that counts a total first (`Tasks: 6 total,`, `Tâches:`, procps 3.2's `Mem: 8167848k total,`), or
 * procps 2.0's `58 processes:` before its `CPU states:`. Not BusyBox's or FreeBSD's `CPU:` nor macOS's `CPU usage:`:
 * their frames have other first lines.
 */
function startsHeadless(line: Extract<TopLine, { kind: "summary" }>, next: TopLine | undefined, text: string): boolean {
  const label = line.label.image.trim();
  if (line.label.tokenType === T.CpuLabel) return /^(?:%(?:Cp[uPE]|CPU)|Cpu)(?:\(s\)|\d+)\s*:$|^%Node\d+\s*:$/.test(label);
  if (line.label.tokenType === T.MemLabel) return true;
  // (FreeBSD's second line is `35 processes:` too, followed by `CPU:`)
  if (PROCESSES_LABEL.test(label)) return next?.kind === "summary" && isProcps2Cpu(compactLabel(next.label.image.trim()));
  // procps 3.2's `Mem:   8167848k total,`; the task line's counts, `total` first (macOS's `MemRegions: 12345 total,
  // 4321M resident, ...` is not one)
  if (label === "Mem:") return line.items[0]?.tokenType === T.Num && /^\d+k$/.test(line.items[0].image) && line.items[1]?.image === "total";
  const end = text.indexOf("\n", line.offset);
  return TASK_LINE.test(text.slice(line.offset, end === -1 ? text.length : end));
}

/**
 * A procps task line in any translation: `Tasks: 209 total,   1 running, 208 sleeping,   0 stopped,   0 zombie`
 * (procps-ng 4.0.5 adds `2 d-sleep`).
 */
const TASK_LINE = /^[^:]{1,30}: +\d+ total(?:, +\d+ [^\d,]+?){4,5}\s*$/;

/** A procps process table's header: procps' own columns (`PR  NI    VIRT    RES`), not BusyBox's, FreeBSD's or macOS's. */
const PROCPS_HEADER = /(?:^|\s)(?:VIRT|PR\s+NI)(?:\s|$)/;

/** Whether a grammar line is procps 2.0's task line (`58 processes: 55 sleeping, ...`), which follows its line 1. */
function startsProcps2(line: TopLine | undefined): boolean {
  return line !== undefined && line.kind === "summary" && PROCESSES_LABEL.test(line.label.image);
}
const PROCESSES_LABEL = /^\d+ processes:$/;

/** procps 2.0's CPU label, compacted (`CPUstates:`, SMP `CPU0states:`). */
export const isProcps2Cpu = (label: string): boolean => /^CPU\d*states:$/.test(label);

/** An uptime line's text as printed, for otherLines. */
function lineText(line: Extract<TopLine, { kind: "uptime" }>, text: string): string {
  const last = line.load[line.load.length - 1] ?? line.up[line.up.length - 1];
  const end = last ? last.startOffset + last.image.length : text.indexOf("\n", line.offset);
  return text.slice(line.offset, end === -1 ? text.length : end);
}

/** Whether a summary line starts a frame of a family without a `top - ` line. */
function frameStartFamily(label: string, items: TopToken[], frame: TopRawFrame | undefined): TopFamily | undefined {
  if (label === "last pid:") return "freebsd";
  if (label === "Processes:") return "macos";
  if (label === "Mem:" && items[0]?.tokenType === T.Num && /K$/.test(items[0].image) && items[1]?.image === "used") {
    // BusyBox; a procps 3.2 `Mem:` line (`4147888k total`) is part of its frame
    if (!frame || frame.family === "busybox") return "busybox";
  }
  return undefined;
}

/** procps line 1: `<uptime>, <n> users,` between `up` and `load average:`. */
function readUptime(frame: TopRawFrame, up: TopToken[], text: string, offsets: Map<string, number>, base: number): void {
  // the user count is the last number (or `?`) followed by `user`/`users`
  let userAt = -1;
  for (let k = up.length - 2; k >= 0; k--) {
    if ((up[k]!.tokenType === T.Num || up[k]!.tokenType === T.Question) && /^users?$/.test(up[k + 1]!.image)) {
      userAt = k;
      break;
    }
  }
  const uptimeTokens = userAt >= 0 ? up.slice(0, userAt) : up;
  while (uptimeTokens.length && uptimeTokens[uptimeTokens.length - 1]!.tokenType === T.Comma) uptimeTokens.pop();
  if (uptimeTokens.length) {
    const a = uptimeTokens[0]!;
    const b = uptimeTokens[uptimeTokens.length - 1]!;
    frame.uptime = text.slice(a.startOffset, b.startOffset + b.image.length);
    offsets.set("uptime", base + a.startOffset);
  }
  if (userAt >= 0) {
    frame.users = up[userAt]!.image;
    offsets.set("users", base + up[userAt]!.startOffset);
  }
}

/**
 * Frame-level values that live in BusyBox, FreeBSD and macOS summary lines. Returns how many of the line's groups
 * it consumed (they are not kept as summary groups).
 */
function readSpecial(frame: TopRawFrame, g: TopRawSummary, line: Extract<TopLine, { kind: "summary" }>, offsets: Map<string, number>, base: number): number {
  const nums = line.items.filter((t) => t.tokenType === T.Num);
  if (frame.family === "busybox" && g.label === "Load average:") {
    // `Load average: 0.07 0.04 0.08 4/765 45738`
    const values = g.fields.map((f) => f.value);
    frame.loadAverage = values.filter((v) => !v.includes("/")).slice(0, 3);
    const runnable = values.find((v) => v.includes("/"));
    if (runnable !== undefined) frame.runnable = runnable;
    if (values.length >= 5) frame.lastPid = values[values.length - 1]!;
    nums.slice(0, 3).forEach((t, k) => offsets.set(loadKey(k), base + t.startOffset));
    return Number.MAX_SAFE_INTEGER;
  } else if (frame.family === "freebsd" && g.label === "last pid:") {
    // `last pid:  1334;  load averages:  0.00,  0.02,  0.05  up 0+00:15:38    10:17:26`
    const items = line.items;
    if (nums[0]) frame.lastPid = nums[0].image;
    const loadAt = items.findIndex((t) => t.tokenType === T.LoadAverage);
    const upAt = items.findIndex((t) => t.tokenType === T.Up);
    const loads = items.slice(loadAt + 1, upAt === -1 ? undefined : upAt).filter((t) => t.tokenType === T.Num);
    frame.loadAverage = loads.map((t) => t.image);
    loads.forEach((t, k) => offsets.set(loadKey(k), base + t.startOffset));
    if (upAt !== -1) {
      const rest = items.slice(upAt + 1);
      const clock = rest.length > 1 && rest[rest.length - 1]!.tokenType === T.Clock ? rest.pop()! : undefined;
      if (rest.length) {
        frame.uptime = rest.map((t) => t.image).join("");
        offsets.set("uptime", base + rest[0]!.startOffset);
      }
      if (clock) {
        frame.clock = clock.image;
        offsets.set("clock", base + clock.startOffset);
      }
    }
    return Number.MAX_SAFE_INTEGER;
  } else if (frame.family === "macos" && g.label === "Load Avg:") {
    frame.loadAverage = g.fields.map((f) => f.value);
    nums.slice(0, 3).forEach((t, k) => offsets.set(loadKey(k), base + t.startOffset));
    return 1;
  }
  return 0;
}

/** A summary label without its blanks (`MiB Mem :` -> `MiBMem:`), to compare labels however top spaced them. */
export function compactLabel(label: string): string {
  if (!hasBlank(label)) return label;
  // every frame of a log repeats its labels: remember them (a few dozen at most; cleared if a damaged log makes more)
  let compact = compactLabels.get(label);
  if (compact === undefined) {
    compact = label.replace(/\s+/g, "");
    if (compactLabels.size >= 256) compactLabels.clear();
    compactLabels.set(label, compact);
  }
  return compact;
}
const compactLabels = new Map<string, string>();

/** Whether s holds a character that `\s` matches (a blank, a tab, a no-break or ideographic space...). */
function hasBlank(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 32 || (c >= 9 && c <= 13) || (c >= 0xa0 && /\s/.test(s[i]!))) return true;
  }
  return false;
}

/** Which generation of procps printed a frame, from its CPU and memory labels. */
function variantOf(frame: TopRawFrame): TopVariant {
  if (frame.family !== "procps") return frame.family;
  let ng330 = false;
  for (const g of frame.summary) {
    const l = compactLabel(g.label);
    if (isProcps2Cpu(l) || /^\d+processes:$/.test(l)) return "procps-2.0";
    if (l === "Mem:" || l === "Swap:" || /^Cpu(?:\(s\)|\d+):$/.test(l)) return "procps-3.2";
    if (!ng330) for (const f of g.fields) if (f.name === "buffers" || f.name === "cached Mem") ng330 = true;
  }
  return ng330 ? "procps-ng-3.3.0" : "procps-ng-3.3.10+";
}
