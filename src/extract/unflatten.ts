/**
 * Output that lost its line breaks: a blog engine that put each run into one table cell (`| ... |`) with its lines
 * joined by spaces (seed 000). The lines are cut again where a tool's line begins (each format's `splitBefore`
 * patterns), before shell prompts and `//` comments, and tables whose rows start with a clock time (sar, atsar)
 * are re-cut by counting columns: a header has N columns, so each row has N values.
 */
import { mostlyNumeric, NUMERIC_TOKEN, type BlockSignature } from "../kit/line-tests.js";

/**
 * A shell prompt standing inside joined text: `root@ftp: ~#webbench`, `[root@localhost ~]# ab`. The user name starts
 * a word (lookbehind): tried at every offset of a long word, `[\w.-]+@` would rescan the rest of the word each time.
 */
const INNER_PROMPT = /(?:(?<![\w.-])[\w.-]+@[\w.-]+:\s?[^\s#$]*\s?[#$]|\[[\w.-]+@[^\]]{1,60}\][#$])/g;
/** A `//` comment inside joined text (not the `//` of a URL, which follows a colon). */
const INNER_COMMENT = /\/\/(?=[^\s/])/g;

const TIME = /^\d{1,2}:\d\d:\d\d$/;
const AMPM = /^[AaPp][Mm]$/;
/** A row label such as `Average:` (sar's statistics rows). */
const ROW_LABEL = /^[^\d\s][^\s]*:$/;
const TAG = /^_[a-z0-9]+_$/;

/**
 * How many places the signatures would cut this text (not counting its start): 2 or more means lines were joined.
 */
export function countCuts(text: string, signatures: readonly BlockSignature[]): number {
  return cutPositions(text, [combined(signatures)]).filter((p) => p > 0).length;
}

/** How many different `splitBefore` patterns cut the text somewhere after its start. */
function distinctPatterns(text: string, signatures: readonly BlockSignature[]): number {
  return signatures.flatMap((s) => s.splitBefore ?? []).filter((p) => cutPositions(text, [p]).some((at) => at > 0)).length;
}

const COMBINED = new WeakMap<readonly BlockSignature[], RegExp>();
/** All the signatures' `splitBefore` patterns as one regular expression, built once per signature list. */
function combined(signatures: readonly BlockSignature[]): RegExp {
  let re = COMBINED.get(signatures);
  if (!re) {
    re = new RegExp(signatures.flatMap((s) => s.splitBefore ?? []).map((p) => `(?:${p.source})`).join("|"), "g");
    COMBINED.set(signatures, re);
  }
  return re;
}

/** True when the text holds a table of clock-time rows joined into one line. */
export function hasJoinedTimeTable(text: string): boolean {
  const times = text.match(/(?:^|\s)\d{1,2}:\d\d:\d\d(?=\s)/g);
  return (times?.length ?? 0) >= 2 && /\s(?:_[a-z0-9]+_|%[a-z]+)(?=\s|$)/.test(text);
}

/**
 * Cuts joined text back into lines. `cell` is true for a table cell, where prompts and `//` comments also start a
 * line even when no tool output is in it (the cell holds the command of the run next to it).
 *
 * @example
 * unflatten("Speed=60 pages/min, 100 bytes/sec. Requests: 30 susceed, 0 failed.", SIGNATURES, true)
 * //=> ["Speed=60 pages/min, 100 bytes/sec.", "Requests: 30 susceed, 0 failed."]
 */
export function unflatten(text: string, signatures: readonly BlockSignature[], cell: boolean): string[] {
  if (!cell && text.length < 40) return [text];
  const timeTable = hasJoinedTimeTable(text);
  // Outside a cell, a line is joined output only when several different tool lines start inside it: top's wide
  // per-CPU lines (`%Cpu0 : ... %Cpu1 : ...`) are one line as printed.
  const joined = timeTable || (cell ? countCuts(text, signatures) >= 1 : countCuts(text, signatures) >= 4 && distinctPatterns(text, signatures) >= 3);
  if (!joined && !cell) return [text];
  const cuts = cutPositions(text, [combined(signatures), INNER_PROMPT, INNER_COMMENT]);
  const pieces: string[] = [];
  let from = 0;
  for (const p of cuts) {
    if (p <= from) continue;
    pieces.push(text.slice(from, p));
    from = p;
  }
  pieces.push(text.slice(from));
  const trimmed = pieces.map((p) => p.trim()).filter((p) => p !== "");
  return timeTable ? reflowTimeTable(trimmed) : trimmed;
}

/**
 * Start offsets (sorted) of the matches that begin the text or follow a blank. Every position is tried (matches may
 * overlap), then a match that starts inside an earlier accepted one is dropped (`MiB Mem :` is one line start, not
 * two).
 */
function cutPositions(text: string, patterns: readonly RegExp[]): number[] {
  const spans: [number, number][] = [];
  // Offsets up to the first non-blank have only blanks before them (computed once, not per match).
  const firstNonBlank = text.search(/\S/);
  const onlyBlanksBefore = (at: number): boolean => firstNonBlank === -1 || at <= firstNonBlank;
  for (const p of patterns) {
    const re = p.flags.includes("g") ? p : new RegExp(p.source, `${p.flags}g`);
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const lead = /^\s*/.exec(m[0])![0].length;
      const at = m.index + lead;
      const end = Math.max(at + 1, m.index + m[0].length);
      if (onlyBlanksBefore(at)) spans.push([0, end]);
      else if (/\s/.test(text[at - 1]!)) spans.push([at, end]);
      re.lastIndex = m.index + 1;
    }
  }
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: number[] = [];
  let covered = -1;
  for (const [start, end] of spans) {
    if (start < covered) continue;
    if (out[out.length - 1] !== start) out.push(start);
    covered = Math.max(covered, end);
  }
  return out;
}

/**
 * Re-cuts clock-time tables. A segment starts at each clock time (or a row label like `Average:`); a segment
 * whose values are mostly words is a header, which ends at its `_tag_` (atsar) or at the next time, and sets the
 * row width; a data segment longer than the width is several rows: the first keeps the time, the others become
 * continuation rows (indented, as atsar prints its per-CPU rows).
 */
export function reflowTimeTable(pieces: string[]): string[] {
  const out: string[] = [];
  let width: number | undefined;
  for (const piece of pieces) {
    const toks = piece.split(/\s+/).filter((t) => t !== "");
    if (!toks.some((t) => TIME.test(t))) {
      out.push(piece);
      continue;
    }
    // Group into segments: [starter, ...values].
    const segments: string[][] = [];
    let cur: string[] | undefined;
    let lead: string[] = [];
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]!;
      if (TIME.test(t) || (ROW_LABEL.test(t) && !TAG.test(t))) {
        if (cur) segments.push(cur);
        cur = AMPM.test(toks[i + 1] ?? "") ? [`${t} ${toks[++i]}`] : [t];
        continue;
      }
      if (cur) cur.push(t);
      else lead.push(t);
    }
    if (cur) segments.push(cur);
    if (lead.length) out.push(lead.join(" "));
    lead = [];
    for (const [starter, ...values] of segments as [string, ...string[]][]) {
      if (values.length > 0 && !mostlyNumeric(values) && !isDataRow(values)) {
        const tagAt = values.findIndex((v) => TAG.test(v));
        const header = tagAt === -1 ? values : values.slice(0, tagAt + 1);
        width = tagAt === -1 ? header.length : tagAt;
        out.push([starter, ...header].join(" "));
        const rest = tagAt === -1 ? [] : values.slice(tagAt + 1);
        for (let k = 0; k < rest.length; k += width || rest.length) out.push(`         ${rest.slice(k, k + (width || rest.length)).join(" ")}`);
        continue;
      }
      if (width === undefined || values.length <= width) {
        out.push([starter, ...values].join(" "));
        continue;
      }
      out.push([starter, ...values.slice(0, width)].join(" "));
      for (let k = width; k < values.length; k += width) out.push(`         ${values.slice(k, k + width).join(" ")}`);
    }
  }
  return out;
}

/** A row whose first value is an item name (all, eth0, sda) and the rest numbers. */
function isDataRow(values: string[]): boolean {
  return values.length >= 2 && mostlyNumeric(values.slice(1)) && !values.slice(1).some((v) => /%|\/s$/.test(v) && !NUMERIC_TOKEN.test(v));
}
