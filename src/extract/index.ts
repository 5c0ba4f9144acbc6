/**
 * `extract`: every block of tool output recognised in any text (a terminal transcript, a blog post saved as text,
 * Markdown or HTML, a CI log), in order, each read by its format's own parser, with the command line that produced
 * it and, for monitoring output, the load test it was captured during. What cannot be read is reported as a warning
 * with its line, never dropped silently.
 */
import { formatNames, getFormat, isFormatName, type AnyRecord, type FormatName } from "../formats/index.js";
import type { ParseOptions } from "../formats/index.js";
import { blockText, findBlocks, isCommentary, type FoundBlock } from "./blocks.js";
import { formatsOfProgram, parseCommandLine, programSpec, type CommandLine } from "../api/command-line.js";
import { linkContexts, recordTimeSpan, type TimeSpan } from "./context.js";
import { looksLikeHtml } from "./html.js";
import { isBlank, type SourceLine } from "./lines.js";
import { prepareDocument } from "./prepare.js";
import { anyLine, printsHashLine, signatures as allSignatures, type BlockRole, type BlockSignature } from "./signatures.js";
import { safeParse } from "../api/parse.js";

export type { CommandLine } from "../api/command-line.js";
export type { BlockRole } from "./signatures.js";
export type { TimeSpan } from "./context.js";

export interface ExtractOptions {
  /** A name for the input (a file name), used in warnings. */
  source?: string;
  /** Look only for these formats (registry ids). Default: every registered format. */
  formats?: string[];
  /**
   * Options given to every parser (each format takes its own: `unit` for free, `zoneOffsets` for stub_status). The
   * blocks' records are normalized ones: `raw` is not read.
   */
  parseOptions?: ParseOptions;
}

export interface BlockContext {
  /** Index, in `blocks`, of the load-test block this monitoring output was captured during. */
  block: number;
  format: string;
  startLine: number;
  endLine: number;
  /** How it was linked: overlapping times, or the same document section. */
  by: "time" | "section";
}

export interface ExtractedBlock {
  format: FormatName;
  /** load-test (ab, webbench), monitor (sar, atsar, top, free, stub_status) or side-output (ab -e, -g files). */
  role: BlockRole;
  /** First and last line of the block in the source, 1-based. */
  startLine: number;
  endLine: number;
  /** What the format's parser returned for the block. */
  records: AnyRecord[];
  /** The shell command line that produced the block, when one precedes it. */
  command?: CommandLine;
  /** For monitoring blocks: the load test they were captured during. */
  context?: BlockContext;
  /**
   * When the block ran: for monitoring output its records' own sample times, otherwise the CI log timestamps of its
   * first and last line (absent when neither exists).
   */
  time?: TimeSpan;
  /** Lines inside the block that were left out as not being output (commentary, or lines its parser rejected). */
  skippedLines?: number[];
  /** What was done to the block's text before parsing (undoubled blank lines, text cut out of a table cell). */
  repairs?: string[];
  source?: string;
}

export interface ExtractWarning {
  /** 1-based source line. */
  line: number;
  message: string;
  format?: string;
  source?: string;
}

export interface ExtractResult {
  blocks: ExtractedBlock[];
  warnings: ExtractWarning[];
  /** What was done to the whole document (HTML converted, CI timestamps removed, table cells split). */
  repairs: string[];
}

interface Candidate {
  signature: BlockSignature;
  found: { first: number; last: number; skipped: number[] };
  commandIndex?: number;
  records?: AnyRecord[];
  repairs: string[];
  used: SourceLine[];
  /** Indices of the lines left out of the text that was parsed. */
  left?: number[];
  /** Output kept as HTML (ab -w in a page): parsed from the source lines as they are. */
  raw?: RawRegion;
}

/** Pieces of output, each read on its own, that join into the last parsed block. */
interface Chain {
  /** The block they make, in `parsed`. */
  block: Candidate;
  pieces: Candidate[];
  /** Records the block should read as: the pieces' records less one merge's saving per pair. */
  expected: number;
  /** Whether `block` has been parsed whole (a single piece, or two: their pair is the block). */
  read: boolean;
}

interface RawRegion {
  signature: BlockSignature;
  /** First and last source line, 1-based. */
  start: number;
  end: number;
  text: string;
}

/** Regions of an HTML page that hold a format's own HTML output (its signature's `rawHtml`). */
function rawHtmlRegions(text: string, signatures: readonly BlockSignature[]): RawRegion[] {
  const src = text.replace(/\r\n?/g, "\n").split("\n");
  const out: RawRegion[] = [];
  for (const sig of signatures) {
    const spec = sig.rawHtml;
    if (!spec) continue;
    for (let k = 0; k < src.length; k++) {
      if (!spec.marker.test(src[k]!) || out.some((r) => k + 1 >= r.start && k + 1 <= r.end)) continue;
      let start = k;
      for (let j = k; j >= 0 && k - j <= 40; j--) {
        if (/<table\b/i.test(src[j]!)) start = j;
        if (spec.start.test(src[j]!)) {
          start = j > 0 && /^\s*<p>\s*$/i.test(src[j - 1]!) ? j - 1 : j;
          break;
        }
      }
      // The tool's own text lines just before it (ab's progress lines on stderr).
      while (start > 0 && (src[start - 1]!.trim() === "" || anyLine(sig.body, src[start - 1]!, undefined)) && !out.some((r) => start >= r.start && start <= r.end)) start--;
      while (start < k && src[start]!.trim() === "") start++;
      let end = k;
      while (end < src.length - 1 && !spec.end.test(src[end]!)) end++;
      out.push({ signature: sig, start: start + 1, end: end + 1, text: `${src.slice(start, end + 1).join("\n")}\n` });
      k = end;
    }
  }
  return out;
}

/** The text with the regions' lines emptied (the line count, and so every line number, unchanged). */
function blankLines(text: string, regions: RawRegion[]): string {
  const src = text.replace(/\r\n?/g, "\n").split("\n");
  for (const r of regions) for (let i = r.start - 1; i < r.end; i++) src[i] = "";
  return src.join("\n");
}

/** Formats without a signature table are looked for paragraph by paragraph with their detector, at this score. */
const FALLBACK_DETECT_SCORE = 0.6;

/**
 * Finds and parses every block of tool output in `text`.
 *
 * @example
 * const { blocks, warnings } = extract(readFileSync("blog-post.md", "utf8"));
 * blocks[0] //=> { format: "webbench", startLine: 12, endLine: 13, records: [...], command: { concurrency: 200, ... } }
 */
export function extract(text: string, options: ExtractOptions = {}): ExtractResult {
  const source = options.source;
  const wanted = options.formats?.filter(isFormatName) ?? formatNames;
  const signatures = allSignatures().filter((s) => wanted.includes(s.format as FormatName));
  const input = typeof text === "string" ? text : "";
  // Output that is HTML itself (ab -w) inside an HTML page is read as it is, before the page becomes text.
  const raw = looksLikeHtml(input) ? rawHtmlRegions(input, signatures) : [];
  const prepared = prepareDocument(raw.length ? blankLines(input, raw) : input, allSignatures());
  const lines = prepared.lines;
  // A block that ends the document keeps its missing final newline: it tells a parser the output was cut off.
  const cutLine = /\n\s*$/.test(input) || lines.length === 0 ? undefined : lines[lines.length - 1]!.line;
  const warnings: ExtractWarning[] = [];
  const warn = (line: number, message: string, format?: string): void => {
    const w: ExtractWarning = { line, message };
    if (format !== undefined) w.format = format;
    if (source !== undefined) w.source = source;
    warnings.push(w);
  };

  const commands: (CommandLine | undefined)[] = lines.map((l) => (l.heading || printsHashLine(signatures, l.text) ? undefined : parseCommandLine(l.text, l.line)));
  const found: FoundBlock[] = findBlocks(lines, signatures, { isCommand: (i) => commands[i] !== undefined, score: (format, t) => getFormat(format as FormatName).detect(t) });
  found.push(...fallbackBlocks(lines, found, wanted, signatures, commands));
  const rawText = new Map<FoundBlock, RawRegion>();
  for (const region of raw) {
    const first = lines.findIndex((l) => l.line >= region.start);
    let last = first;
    while (last + 1 < lines.length && lines[last + 1]!.line <= region.end) last++;
    if (first < 0) continue;
    const f: FoundBlock = { signature: region.signature, first, last, skipped: [] };
    rawText.set(f, region);
    found.push(f);
  }
  found.sort((a, b) => a.first - b.first);

  // Commands: the nearest one before the block, for a program that prints this format, not used yet, not beyond
  // the previous block of the same format or a heading.
  const usedCommands = new Set<number>();
  const candidates: Candidate[] = [];
  const lastOfFormat = new Map<string, Candidate>();
  for (const f of found) {
    const c: Candidate = { signature: f.signature, found: f, repairs: [], used: [] };
    const region = rawText.get(f);
    if (region) c.raw = region;
    const prevSame = lastOfFormat.get(f.signature.format);
    const floor = prevSame ? prevSame.found.last + 1 : 0;
    for (let k = f.first - 1; k >= floor; k--) {
      if (lines[k]!.heading) break;
      const cmd = commands[k];
      if (cmd && !usedCommands.has(k) && formatsOfProgram(cmd.program).includes(f.signature.format as FormatName)) {
        c.commandIndex = k;
        usedCommands.add(k);
        break;
      }
    }
    candidates.push(c);
    lastOfFormat.set(f.signature.format, c);
  }

  // Parse each block with its format's parser; a piece that cannot be read on its own is tried together with the
  // block before it (webbench prints header copies after the results when its output is redirected).
  const settings: ParseSettings = { ...options, cutLine };
  const parsed: Candidate[] = [];
  // The pieces read on their own that make up the last parsed block, while they join into one run (see joinChain).
  let chain: Chain | undefined;
  /** The piece joins the block before it when the whole block and the piece read as fewer records together. */
  const joinWhole = (c: Candidate): boolean => {
    const prev = parsed[parsed.length - 1];
    if (!prev || prev.signature !== c.signature || c.raw || prev.raw || !closeTogether(prev, c, lines, commands)) return false;
    const merged = mergeCandidates(prev, c);
    if (!parseCandidate(merged, lines, commands, settings).ok || merged.records!.length >= prev.records!.length + c.records!.length) return false;
    parsed[parsed.length - 1] = merged;
    if (c.commandIndex !== undefined) usedCommands.delete(c.commandIndex);
    return true;
  };
  /**
   * The same test, made on the piece and the last piece of the chain only, so that a log of many reports is not read
   * again from its start at each one; the chain is read whole once, when it stops growing (settleChain).
   */
  const joinChain = (c: Candidate): boolean => {
    const prev = parsed[parsed.length - 1];
    if (!chain || chain.block !== prev || prev.signature !== c.signature || c.raw || prev.raw || !closeTogether(prev, c, lines, commands)) return false;
    const last = chain.pieces[chain.pieces.length - 1]!;
    const pair = mergeCandidates(last, c);
    if (prev.commandIndex !== undefined) pair.commandIndex = prev.commandIndex;
    else delete pair.commandIndex;
    if (!parseCandidate(pair, lines, commands, settings).ok || pair.records!.length >= last.records!.length + c.records!.length) return false;
    chain.expected += pair.records!.length - last.records!.length;
    chain.pieces.push(c);
    chain.block = chain.pieces.length === 2 ? pair : mergeCandidates(prev, c);
    chain.read = chain.pieces.length === 2;
    parsed[parsed.length - 1] = chain.block;
    if (c.commandIndex !== undefined) usedCommands.delete(c.commandIndex);
    return true;
  };
  /**
   * Reads the chain whole. When it does not read as its pairs said (as many records as its pieces less what each pair
   * saved), its pieces are joined again one by one, each against the whole block before it.
   */
  const settleChain = (): void => {
    if (!chain || chain.read) return;
    const block = chain.block;
    if (parseCandidate(block, lines, commands, settings).ok && block.records!.length === chain.expected) {
      chain.read = true;
      return;
    }
    const pieces = chain.pieces;
    chain = undefined;
    for (const p of pieces.slice(1)) if (p.commandIndex !== undefined) usedCommands.add(p.commandIndex);
    parsed[parsed.length - 1] = pieces[0]!;
    for (const p of pieces.slice(1)) if (!joinWhole(p)) parsed.push(p);
  };
  for (const c of candidates) {
    const result = parseCandidate(c, lines, commands, settings);
    if (result.ok) {
      // Two pieces close together that the parser reads as fewer runs together were one run, cut apart by lines
      // our tables do not know (a blog that wrapped ab's lines, webbench's late header copies).
      if (joinChain(c)) continue;
      // A chain of one piece has just made the same test; a longer one is tested whole too, once, as it ends.
      const tested = chain !== undefined && chain.block === parsed[parsed.length - 1] && chain.pieces.length === 1;
      settleChain();
      if (!tested && joinWhole(c)) {
        chain = undefined;
        continue;
      }
      parsed.push(c);
      chain = { block: c, pieces: [c], expected: c.records!.length, read: true };
      continue;
    }
    settleChain();
    const prev = parsed[parsed.length - 1];
    if (prev && prev.signature === c.signature && !prev.raw && !c.raw && !between(candidates, prev, c)) {
      const merged = mergeCandidates(prev, c);
      const again = parseCandidate(merged, lines, commands, settings);
      if (again.ok && (merged.records?.length ?? 0) >= (prev.records?.length ?? 0)) {
        parsed[parsed.length - 1] = merged;
        chain = undefined;
        if (c.commandIndex !== undefined) usedCommands.delete(c.commandIndex);
        continue;
      }
    }
    warn(result.line, `${c.signature.format} output could not be read: ${result.message}`, c.signature.format);
  }
  settleChain();

  const blocks: ExtractedBlock[] = parsed.map((c) => toBlock(c, lines, commands, source));
  for (const [i, b] of blocks.entries()) {
    for (const r of b.records) {
      const e = (r as { kind?: unknown; error?: { line?: unknown; message?: unknown } }).error;
      if ((r as { kind?: unknown }).kind === "error" && e && typeof e.line === "number") {
        const used = parsed[i]!.used;
        warn(used[e.line - 1]?.line ?? b.startLine, `${b.format}: ${String(e.message)}`, b.format);
      }
    }
  }

  // Commands whose output was not found.
  for (const [k, cmd] of commands.entries()) {
    // Only commands typed at a prompt: a command quoted in prose (`ab -n 1000 -c 10 URL` as an instruction) is not
    // expected to have output after it.
    if (!cmd || cmd.prompt === undefined || usedCommands.has(k) || formatsOfProgram(cmd.program).length === 0) continue;
    if (programSpec(cmd.program)?.expectOutput === false) continue;
    if (/[>&]\s*\S*\s*$/.test(cmd.text) || cmd.options.V === true || cmd.options.h === true || cmd.options.help === true) continue;
    if (!formatsOfProgram(cmd.program).some((f) => wanted.includes(f))) continue;
    warn(cmd.line, `no ${cmd.program} output recognised after this command: ${cmd.text}`, formatsOfProgram(cmd.program)[0]);
  }

  // Context: which load test each monitoring block belongs to.
  const sectionOf = sections(lines);
  const links = linkContexts(
    blocks.map((b, index) => ({
      index,
      role: b.role,
      position: parsed[index]!.found.first,
      section: sectionOf[parsed[index]!.found.first]!,
      ...(b.time ? { time: b.time } : {}),
    })),
  );
  for (const [index, link] of links) {
    const target = blocks[link.block]!;
    blocks[index]!.context = { block: link.block, format: target.format, startLine: target.startLine, endLine: target.endLine, by: link.by };
  }
  warnings.sort((a, b) => a.line - b.line);
  return { blocks, warnings, repairs: prepared.repairs };
}

/** One candidate spanning two: the lines between them are foreign lines of the merged block. */
function mergeCandidates(a: Candidate, b: Candidate): Candidate {
  const between: number[] = [];
  for (let i = a.found.last + 1; i < b.found.first; i++) between.push(i);
  const merged: Candidate = {
    signature: a.signature,
    found: { first: a.found.first, last: b.found.last, skipped: [...a.found.skipped, ...between, ...b.found.skipped] },
    repairs: [],
    used: [],
  };
  if (a.commandIndex !== undefined) merged.commandIndex = a.commandIndex;
  return merged;
}

/** At most MAX_MERGE_GAP non-blank lines between two blocks, none of them a command or a heading. */
const MAX_MERGE_GAP = 3;
function closeTogether(a: Candidate, b: Candidate, lines: SourceLine[], commands: (CommandLine | undefined)[]): boolean {
  let n = 0;
  for (let i = a.found.last + 1; i < b.found.first; i++) {
    if (lines[i]!.heading || commands[i] !== undefined) return false;
    if (!isBlank(lines[i]!.text) && ++n > MAX_MERGE_GAP) return false;
  }
  return b.commandIndex === undefined || b.commandIndex < a.found.first;
}

/** True when another block lies between two candidates. */
function between(all: Candidate[], a: Candidate, b: Candidate): boolean {
  return all.some((c) => c !== a && c !== b && c.found.first > a.found.last && c.found.last < b.found.first && c.records !== undefined);
}

type ParseOutcome = { ok: true } | { ok: false; line: number; message: string };

/**
 * Parses a block: first with the foreign lines it stepped over (a line our signature tables do not know may still be
 * output its parser reads), then, if that fails, without them. Commentary (`// ...`) is always left out.
 */
type ParseSettings = ExtractOptions & { cutLine?: number | undefined };

function parseCandidate(c: Candidate, lines: SourceLine[], commands: (CommandLine | undefined)[], options: ParseSettings): ParseOutcome {
  const foreign = c.found.skipped.filter((i) => !isCommentary(lines[i]!.text));
  const first = parseAttempt(c, lines, commands, options, foreign.length > 0);
  if (first.ok || foreign.length === 0) return first;
  const second = parseAttempt(c, lines, commands, options, false);
  return second.ok ? second : first;
}

function parseAttempt(c: Candidate, lines: SourceLine[], commands: (CommandLine | undefined)[], options: ParseSettings, keepForeign: boolean): ParseOutcome {
  const { text, used, undoubled, left } = c.raw
    ? { text: c.raw.text, used: c.raw.text.split("\n").map((t, i): SourceLine => ({ text: t, line: c.raw!.start + i })), undoubled: false, left: [] as number[] }
    : blockText(lines, c.found, keepForeign);
  c.left = left;
  let input = options.cutLine !== undefined && used[used.length - 1]?.line === options.cutLine ? text.replace(/\n$/, "") : text;
  let map = used;
  const cmd = c.commandIndex !== undefined ? commands[c.commandIndex] : undefined;
  if (cmd && c.signature.parseWithCommand) {
    input = `${lines[c.commandIndex!]!.text}\n${input}`;
    map = [lines[c.commandIndex!]!, ...used];
  }
  // what the command says, as the format reads it (`free -m` means MiB; FormatDefinition.command)
  const command = getFormat(c.signature.format as FormatName).command;
  const extra = cmd && command?.programs.some((p) => p.name === cmd.program) ? (command.fromCommand?.(cmd.args) ?? {}) : {};
  const result = safeParse(input, { ...options.parseOptions, ...extra, format: c.signature.format, source: options.source, raw: false });
  c.used = map;
  c.repairs = [];
  if (undoubled) c.repairs.push("removed the blank line that followed every line");
  if (used.some((l) => l.split)) c.repairs.push("lines cut out of a table cell or joined text");
  if (used.some((l) => l.time !== undefined)) c.repairs.push("CI timestamps removed");
  // (the options a caller could give: a format's own note of where they came from, an object, is left out)
  const said = Object.fromEntries(Object.entries(extra).filter(([, v]) => typeof v !== "object"));
  if (Object.keys(said).length) c.repairs.push(`parse options from the command line: ${JSON.stringify(said)}`);
  if (result.success) {
    c.records = result.data;
    return { ok: true };
  }
  const err = result.error;
  const line = map[Math.max(0, err.line - 1)]?.line ?? lines[c.found.first]!.line;
  return { ok: false, line, message: err.reason };
}

function toBlock(c: Candidate, lines: SourceLine[], commands: (CommandLine | undefined)[], source: string | undefined): ExtractedBlock {
  const first = lines[c.found.first]!;
  const last = lines[c.found.last]!;
  const block: ExtractedBlock = {
    format: c.signature.format as FormatName,
    role: c.signature.role,
    startLine: first.line,
    endLine: last.line,
    records: c.records ?? [],
  };
  const cmd = c.commandIndex !== undefined ? commands[c.commandIndex] : undefined;
  if (cmd) block.command = cmd;
  const ci = c.used.filter((l) => l.time !== undefined && !isBlank(l.text));
  const own = recordTimeSpan(block.records);
  // A monitor's samples say when they were taken (its output may be printed later); a load test's lines are
  // printed as it runs, so the CI timestamps of its first and last line span it.
  if (own && block.role === "monitor") block.time = own;
  else if (ci.length) block.time = { start: ci[0]!.time!, end: ci[ci.length - 1]!.time! };
  else if (own) block.time = own;
  if (c.left?.length) block.skippedLines = [...new Set(c.left.map((i) => lines[i]!.line))];
  if (c.repairs.length) block.repairs = c.repairs;
  if (source !== undefined) block.source = source;
  return block;
}

/** Section number of every line: it goes up at each heading. */
function sections(lines: SourceLine[]): number[] {
  let s = 0;
  return lines.map((l) => (l.heading ? ++s : s));
}

/**
 * Formats that have no signature table: each paragraph (lines between blank lines) outside the blocks already found
 * is offered to their detectors.
 */
function fallbackBlocks(
  lines: SourceLine[],
  found: FoundBlock[],
  wanted: readonly FormatName[],
  signatures: readonly BlockSignature[],
  commands: (CommandLine | undefined)[],
): FoundBlock[] {
  const unsigned = wanted.filter((f) => getFormat(f).extract === undefined);
  if (unsigned.length === 0) return [];
  const taken = new Set<number>();
  for (const f of found) for (let i = f.first; i <= f.last; i++) taken.add(i);
  const out: FoundBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    if (taken.has(i) || isBlank(lines[i]!.text) || commands[i] !== undefined) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < lines.length && !taken.has(j + 1) && !isBlank(lines[j + 1]!.text) && commands[j + 1] === undefined) j++;
    const text = lines
      .slice(i, j + 1)
      .map((l) => l.text)
      .join("\n");
    for (const format of unsigned) {
      if (getFormat(format).detect(text) >= FALLBACK_DETECT_SCORE) {
        const sig: BlockSignature = { format, role: getFormat(format).role, start: [], body: [] };
        out.push({ signature: sig, first: i, last: j, skipped: [] });
        break;
      }
    }
    i = j + 1;
  }
  return out;
}

/** Output of a format found in a text besides what was read of it (otherFormats). */
export interface OtherFormat {
  format: string;
  /** How many blocks of it extract found. */
  blocks: number;
  /** The first line of its first block (1-based). */
  firstLine: number;
}

/**
 * What a text holds besides the formats `read` (the records parse gave): the blocks extract finds of other formats,
 * by format, for saying what a one-format parse left out (a blog post of webbench runs with atsar beside them).
 *
 * @example
 * otherFormats(webbenchAndAtsarPost, ["webbench"]) //=> [{ format: "atsar", blocks: 8, firstLine: 9 }]
 */
export function otherFormats(text: string, read: Iterable<string>): OtherFormat[] {
  const known = new Set(read);
  const out = new Map<string, OtherFormat>();
  // every format looked for, so that a block is the format extract sees there (atsar's network table is no sar)
  for (const b of extract(text).blocks) {
    if (b.records.length === 0 || known.has(b.format)) continue;
    const seen = out.get(b.format);
    if (seen) seen.blocks++;
    else out.set(b.format, { format: b.format, blocks: 1, firstLine: b.startLine });
  }
  return [...out.values()];
}
