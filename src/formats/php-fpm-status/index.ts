import { blankAround, jsonPageSpans } from "../../../grammars/php-fpm-status/lines.js";
import { phpFpmJsonGrammar, phpFpmTextGrammar, type PhpFpmTextLine } from "../../../grammars/php-fpm-status/parser.js";
import { mergeByOffset } from "../../../grammars/kit/hand.js";
import type { Grammar } from "../../../grammars/kit/parser.js";
import type { EmbeddedActionsParser } from "chevrotain";
import { ParseError } from "../../kit/errors.js";
import { keyValueLines } from "../../../grammars/kit/key-value.js";
import { runGrammar } from "../../kit/grammar.js";
import { FETCH_PROGRAMS } from "../../kit/programs.js";
import { statusPageOptions } from "../status-page/options.js";
import type { FormatDefinition, ParseContext } from "../../kit/format.js";
import { phpFpmStatusCutter } from "./cutter.js";
import { detectPhpFpmStatus } from "./detect.js";
import { phpFpmStatusSignature } from "./extract.js";
import { phpFpmStatusMetrics } from "./metrics.js";
import { normalizePhpFpmStatus } from "./normalize.js";
import { jsonPage, phpFpmSamples, type PhpFpmPageLine, type PhpFpmStatusRawSample } from "./raw.js";
import { PhpFpmStatusRecord } from "./schema.js";

export type { StatusPageOptions as PhpFpmStatusOptions } from "../status-page/options.js";

const phpFpmStatusOptions = { ...statusPageOptions };

/**
 * PHP-FPM's status page (`pm.status_path`): the text page (default, `?full`) and `?json` (`?json&full`), one page or a
 * monitoring log where each page follows a timestamp line (`date +%s.%N`, `date -Iseconds`, `date`) or the HTTP head
 * of `curl -i` / the CGI head of `cgi-fcgi`. One record per sample; rates between consecutive pages; a restart or
 * reload (accepted conn going down, a new start time) starts a new segment.
 */
export const phpFpmStatusFormat: FormatDefinition<PhpFpmStatusRecord, PhpFpmStatusRawSample, typeof phpFpmStatusOptions> = {
  name: "php-fpm-status",
  description: "PHP-FPM status pages (text, ?full, ?json), alone or as a timestamped series",
  records: "one per page (a polled log: one per sample, a failed fetch a missing sample)",
  role: "monitor",
  priority: 56,
  // (the ?json grammar; the text forms use the key-value page skeleton of grammars/kit, built and checked with apache-status's)
  grammar: phpFpmJsonGrammar,
  options: phpFpmStatusOptions,
  testing: { samples: "samples/php-fpm-status" },
  detect: detectPhpFpmStatus,
  parseRaw(ctx) {
    return readSamples(ctx);
  },
  normalize: normalizePhpFpmStatus,
  schema: PhpFpmStatusRecord,
  extract: phpFpmStatusSignature,
  metrics: phpFpmStatusMetrics,
  // `# curl -s 'http://127.0.0.1/fpm-status?json'` pasted before the page
  command: { programs: FETCH_PROGRAMS },
  // `benchparse run --monitor phpfpm=http://127.0.0.1/fpm-status?json` polls it
  statusPage: { aliases: ["phpfpm"] },
  // Pieces: one a sample of a polled log (a page, its timestamp line or HTTP head before it), cut as raw.ts groups them.
  stream: { cutter: phpFpmStatusCutter },
};

function readSamples(ctx: ParseContext): PhpFpmStatusRawSample[] {
  const { text, format, source } = ctx;
  const { spans, tooDeep } = jsonPageSpans(text);
  if (tooDeep !== undefined) throw new ParseError({ format, source, text, offset: tooDeep, message: "JSON nested too deep for a php-fpm status page" });
  let lines: (PhpFpmTextLine | PhpFpmPageLine)[];
  if (spans.length === 0) lines = keyValueLines(text, (t) => runGrammar(phpFpmTextGrammar, t, format, source));
  else {
    // each grammar reads its part with the other blanked (offsets and lines kept)
    const around = runOn(phpFpmTextGrammar, text, blankAround(text, spans, "outside"), format, source);
    // a JSON object without php-fpm's counters (another tool's JSON) is a line of text, which no page follows
    const pages = runOn(phpFpmJsonGrammar, text, blankAround(text, spans, "inside"), format, source).map((o): PhpFpmTextLine | PhpFpmPageLine =>
      o.members.some((m) => m.name === "pool" || m.name === "accepted conn") ? jsonPage(o) : { kind: "text", offset: o.offset, text: "a JSON object that is not a php-fpm status page" },
    );
    lines = mergeByOffset<PhpFpmTextLine | PhpFpmPageLine>(around, pages);
  }
  const samples = phpFpmSamples(lines, text);
  if (ctx.state.phpFpmPages !== true && !samples.some((s) => s.kind === "page")) {
    throw new ParseError({
      format,
      source,
      text,
      offset: text.length - text.trimStart().length,
      message: "no php-fpm status page found (expected lines like 'pool: www' and 'accepted conn: N', or {\"pool\":...})",
    });
  }
  ctx.state.phpFpmPages = true;
  return samples;
}

/** runGrammar on a blanked copy of `text`, its errors shown on the text itself. */
function runOn<P extends EmbeddedActionsParser, Out>(grammar: Grammar<P, Out>, text: string, blanked: string, format: string, source: string | undefined): Out {
  try {
    return runGrammar(grammar, blanked, format, source);
  } catch (err) {
    if (!(err instanceof ParseError)) throw err;
    throw new ParseError({ format, source, text, line: err.line, column: err.column, message: err.reason, ...(err.expected ? { expected: err.expected } : {}) });
  }
}
