import { stubStatusLines } from "../../../grammars/nginx-stub-status/lines.js";
import { stubStatusGrammar, type StubStatusLine } from "../../../grammars/nginx-stub-status/parser.js";
import { locate, ParseError } from "../../kit/errors.js";
import { runGrammar } from "../../kit/grammar.js";
import { Cut, type FormatDefinition, type ParseContext } from "../../kit/format.js";
import { detectStubStatus } from "./detect.js";
import { describeForeign } from "./foreign.js";
import { stubStatusMetrics } from "./metrics.js";
import { normalizeStubStatus } from "./normalize.js";
import { groupSamples, type StubStatusRawSample } from "./raw.js";
import { StubStatusRecord } from "./schema.js";
import { FETCH_PROGRAMS } from "../../kit/programs.js";
import { stubStatusSignature } from "./extract.js";
import { stubStatusOptions } from "./options.js";

export type { StubStatusOptions } from "./normalize.js";

/**
 * nginx stub_status (also Tengine with request_time, Angie, OpenResty): one page, or a monitoring log where each page
 * follows a timestamp line (`date`, `date -Iseconds`, `date +%s`) or the HTTP head of `curl -i`. One record per sample;
 * rates between consecutive pages; an nginx restart (a counter going down) starts a new segment.
 */
export const stubStatusFormat: FormatDefinition<StubStatusRecord, StubStatusRawSample, typeof stubStatusOptions> = {
  name: "nginx-stub-status",
  description: "nginx stub_status pages (nginx, Tengine, Angie, OpenResty), alone or as a timestamped series",
  records: "one per sample",
  role: "monitor",
  priority: 50,
  grammar: stubStatusGrammar,
  options: stubStatusOptions,
  testing: { samples: "samples/nginx-stub-status" },
  detect: detectStubStatus,
  parseRaw(ctx) {
    return readSamples(ctx);
  },
  normalize: normalizeStubStatus,
  schema: StubStatusRecord,
  extract: stubStatusSignature,
  metrics: stubStatusMetrics,
  // `# curl -s http://127.0.0.1/nginx_status` pasted before the page
  command: { programs: FETCH_PROGRAMS },
  // `benchparse run --monitor stub=http://127.0.0.1/nginx_status` polls it
  statusPage: { aliases: ["stub"] },
  // Pieces: a sample is complete with the Reading/Writing/Waiting line of its page. (Not Cut.mayEnd: a damaged log
  // reads otherwise in a batch, a doubled line say.)
  stream: {
    cutter() {
      let page = false;
      return {
        line(line) {
          if (startsLike(line, 65 /* A */) && /^\s*Active connections:/.test(line)) page = true;
          else if (page && startsLike(line, 82 /* R */) && /^\s*Reading\s*:/.test(line)) {
            page = false;
            return Cut.end;
          }
          return Cut.none;
        },
      };
    },
  },
};

/** parseRaw's samples. */
function readSamples(ctx: ParseContext): StubStatusRawSample[] {
  // (a piece of a log after the first pages may hold none: a failed fetch, a page cut off in its first line)
  if (ctx.state.stubPages !== true && !/Active connections:/.test(ctx.text)) {
    const what = describeForeign(ctx.text);
    throw new ParseError({
      format: ctx.format,
      source: ctx.source,
      text: ctx.text,
      offset: ctx.text.length - ctx.text.trimStart().length,
      message: what ? `this is ${what}` : "no stub_status page found (expected a line 'Active connections: N')",
    });
  }
  const lineShift = typeof ctx.state.lineShift === "number" ? ctx.state.lineShift : 0;
  const samples = parseSamples(ctx.text, ctx.format, ctx.source, ctx.state.stubPages === true, lineShift);
  if (samples.some((s) => s.kind === "page")) ctx.state.stubPages = true;
  return samples;
}

/**
 * Whether a line may start with the character `c` after blanks (`\s*`): it does, or starts with a character that is
 * not an ASCII letter or digit (a blank, maybe). A line of a series that starts otherwise (a `date +%s` line, the
 * numbers line) is not tested with the cutter's patterns.
 */
function startsLike(line: string, c: number): boolean {
  const first = line.charCodeAt(0);
  if (first === c) return true;
  return !((first >= 48 && first <= 57) || (first >= 65 && first <= 90) || (first >= 97 && first <= 122));
}

/**
 * Runs the grammar. A log still being written (or cut by `head`) can end inside a page: when the only error is in
 * the last page and on the last line, the pages before it are kept and the cut page becomes a `missing` sample.
 */
function parseSamples(text: string, format: string, source: string | undefined, earlierPages: boolean, lineShift: number): StubStatusRawSample[] {
  // Cut inside the first words of a page: `Active conn` with no line end.
  const lastLineStart = text.lastIndexOf("\n") + 1;
  const lastLine = text.slice(lastLineStart).trim();
  if (lastLine !== "" && lastLineStart > 0 && "Active connections:".startsWith(lastLine) && lastLine !== "Active connections:") {
    text = `${text.slice(0, lastLineStart)}Active connections:`;
  }
  // the common lines by hand, else the grammar (grammars/nginx-stub-status/lines.ts)
  const lines = (t: string): StubStatusLine[] => stubStatusLines(t, (g) => runGrammar(stubStatusGrammar, g, format, source));
  try {
    return groupSamples(lines(text), text);
  } catch (err) {
    if (!(err instanceof ParseError)) throw err;
    const cut = text.lastIndexOf("Active connections:");
    const endLine = locate(text, text.trimEnd().length).line;
    // the pages before the cut one: in this text, or (a stream cut into samples) in the pieces before it
    if (cut < 0 || (cut === 0 && !earlierPages) || err.line < locate(text, cut).line || err.line < endLine) throw err;
    let before: StubStatusRawSample[];
    try {
      before = text.slice(0, cut).trim() === "" ? [] : groupSamples(lines(text.slice(0, cut)), text);
    } catch {
      throw err;
    }
    if (!earlierPages && !before.some((s) => s.kind === "page")) throw err;
    // A timestamp or HTTP head just before the cut page belongs to it.
    const last = before.at(-1);
    const tail: StubStatusRawSample =
      last && last.kind === "missing" && last.failure === undefined
        ? before.pop()!
        : { format: "nginx-stub-status", kind: "missing", line: locate(text, cut).line };
    // (the input's line: `lineShift` places a piece's lines)
    tail.failure = [`page cut off at the end of the input (line ${err.line + lineShift}: ${err.reason})`];
    return [...before, tail];
  }
}
