import type { WebbenchLine, WebbenchSegment } from "./parser.js";
import { blankSpans, mergeByOffset } from "../kit/hand.js";

/**
 * webbench output's lines as the grammar reads them (WebbenchParser.document), the lines of a plain webbench 1.5 run
 * read by hand: the banner, the copyright line, `Benchmarking: GET http://...`, `N clients, running T sec.`,
 * `Speed=...`, `Requests: ...`, a `$ webbench -c N -t T http://...` command line and an empty prompt (`$` or `#`),
 * each exactly as webbench and a shell print them (no blanks in front, no tabs, only ASCII). The grammar reads the
 * other lines, in the text with the hand-read lines blanked (same offsets, so its errors are placed where they
 * were); a text without any is not lexed at all. The grammar's lines are independent of each other (a Newline token
 * ends every phrase), except in the EZLippi fork's `Request:` dump, which may hold any line: a text that holds
 * `Request:` goes to the grammar whole. test/webbench/lines.test.ts pins this to the grammar over every sample, its
 * stream pieces and seeded variants.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 *
 * Kept for speed (#42): `node dist/cli.js --ndjson` on 10 MB of samples/webbench/webbench-1.5-terminal-c10-t30.txt
 * repeated (bench/inputs.mjs) took a median 47% less CPU (user+sys; 5 paired runs, every pair 40% to 54% less) with
 * this reader than with `return grammar(text)` here.
 */
export function webbenchLines(text: string, grammar: (text: string) => WebbenchLine[]): WebbenchLine[] {
  if (text.includes("Request:")) return grammar(text);
  const hand: WebbenchLine[] = [];
  /** Where the hand-read lines that have segments start and end. */
  const blanked: number[] = [];
  let others = false;
  for (let pos = 0; pos < text.length; ) {
    let end = text.indexOf("\n", pos);
    if (end === -1) end = text.length;
    const line = readLine(text.slice(pos, end), pos);
    if (line === undefined) others = true;
    else if (line === BLANK) {
      // blanks, then the line end: a line of no segments at the line end (none when the text ends there)
      if (end < text.length) hand.push({ offset: end, segments: [] });
    } else {
      hand.push(line);
      blanked.push(pos, end);
    }
    pos = end + 1;
  }
  if (!others) return hand;
  // the text with the hand-read lines blanked: the grammar gives each of them as an empty line at its line end
  const ends = new Set<number>();
  for (let i = 1; i < blanked.length; i += 2) ends.add(blanked[i]!);
  const read = grammar(blankSpans(text, blanked)).filter((l) => !(l.segments.length === 0 && ends.has(l.offset)));
  const lines = hand.filter((l) => l.segments.length > 0);
  // both lists are in the text's order
  return mergeByOffset(lines, read);
}

/** A line of blanks only. */
const BLANK: WebbenchLine = { offset: -1, segments: [] };

// Each form is read whole, as its tokens read it: numbers are Num tokens (no Word is longer: the next character is a
// blank, `,` or `.`), URLs of http and https are Url tokens (no keyword starts with `h`), option words (`-c`) and
// the prompt (`$`, `#`) are Word tokens that no keyword matches.
const BANNER = /^Web[Bb]ench - Simple Web Benchmark(?: (\d+\.\d+))? *$/;
const BENCHMARKING = /^(Benchmarking: (GET|HEAD|OPTIONS|TRACE) (https?:\/\/[\x21-\x7b\x7d\x7e]+)) *$/;
const CLIENTS = /^((\d+) clients?, running (\d+) sec\.) *$/;
const SPEED = /^(Speed=(-?\d+) pages\/min, (-?\d+) bytes\/sec\.) *$/;
const REQUESTS = /^(Requests: (-?\d+) (su[sc]ceed), (-?\d+) failed\.) *$/;
const COMMAND = /^[$#] webbench((?: +(?:--?[A-Za-z]+|\d+|https?:\/\/[\x21-\x7b\x7d\x7e]+))*) *$/;
const PROMPT = /^[$#] *$/;
const BLANKS = /^ *$/;

/** The grammar's line for `line` (found at `at`), BLANK, or undefined when the line is not of a form read here. */
function readLine(line: string, at: number): WebbenchLine | undefined {
  let m: RegExpExecArray | null;
  const one = (segment: WebbenchSegment): WebbenchLine => ({ offset: at, segments: [segment] });
  switch (line.charCodeAt(0)) {
    case 87: // W
      if ((m = BANNER.exec(line))) return one(m[1] !== undefined ? { kind: "banner", offset: at, version: m[1] } : { kind: "banner", offset: at });
      return undefined;
    case 67: // C
      if (!line.startsWith("Copyright (c)")) return undefined;
      // the rest of the line is one RestOfLine token (the "text" mode), whatever it holds
      return one({ kind: "copyright", offset: at, text: `Copyright (c) ${line.slice(13).trim()}`.trim() });
    case 66: // B
      if ((m = BENCHMARKING.exec(line))) return one({ kind: "benchmarking", offset: at, text: m[1]!, method: m[2]!, url: m[3]! });
      return undefined;
    case 83: // S
      if ((m = SPEED.exec(line))) {
        const pages = at + 6;
        const bytes = pages + m[2]!.length + 12;
        return one({ kind: "speed", offset: at, text: m[1]!, hasPagesUnit: true, hasBytesUnit: true, pagesPerMinute: m[2]!, pagesOffset: pages, bytesPerSecond: m[3]!, bytesOffset: bytes });
      }
      return undefined;
    case 82: // R
      if ((m = REQUESTS.exec(line))) {
        const ok = at + 10;
        const failed = ok + m[2]!.length + 1 + m[3]!.length + 2;
        return one({ kind: "requests", offset: at, text: m[1]!, hasFailedWord: true, succeeded: m[2]!, succeededOffset: ok, succeedWord: m[3]!, failed: m[4]!, failedOffset: failed });
      }
      return undefined;
    case 36: // $
    case 35: // #
      if (PROMPT.test(line)) return one({ kind: "other", offset: at });
      if ((m = COMMAND.exec(line))) {
        // the arguments as printed, from the first to the last
        const args = m[1]!.trim();
        return { offset: at, segments: [{ kind: "other", offset: at }, { kind: "command", offset: at + 2, text: args }] };
      }
      return undefined;
    default:
      if ((m = CLIENTS.exec(line))) {
        const seconds = at + m[2]!.length + 1 + (m[1]!.includes("clients,") ? 8 : 7) + 9;
        return one({ kind: "clients", offset: at, text: m[1]!, runingInfo: false, clients: m[2]!, clientsOffset: at, options: [], closed: true, seconds: m[3]!, secondsOffset: seconds, secondsUnit: "sec" });
      }
      return BLANKS.test(line) ? BLANK : undefined;
  }
}
