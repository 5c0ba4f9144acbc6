import { apacheStatusGrammar } from "../../../grammars/apache-status/parser.js";
import { ParseError } from "../../kit/errors.js";
import { keyValueLines } from "../../../grammars/kit/key-value.js";
import { runGrammar } from "../../kit/grammar.js";
import { FETCH_PROGRAMS } from "../../kit/programs.js";
import { keyValuePageCutter } from "../status-page/cutter.js";
import { statusPageOptions } from "../status-page/options.js";
import type { FormatDefinition, ParseContext } from "../../kit/format.js";
import { offsetOf, offsetsOf, requirePages } from "../status-page/samples.js";
import { detectApacheStatus } from "./detect.js";
import { apacheStatusSignature } from "./extract.js";
import { isApacheField, REPEATED_FIELDS } from "./fields.js";
import { apacheStatusMetrics } from "./metrics.js";
import { normalizeApacheStatus } from "./normalize.js";
import { apacheSamples, type ApacheStatusRawSample } from "./raw.js";
import { ApacheStatusRecord } from "./schema.js";

export type { StatusPageOptions as ApacheStatusOptions } from "../status-page/options.js";

const apacheStatusOptions = { ...statusPageOptions };

/**
 * Apache httpd mod_status `?auto` (2.4, 2.2, 2.0, 1.3): one page, or a monitoring log where each page follows a
 * timestamp line (`date +%s.%N`, `date -Iseconds`, `date`) or the HTTP head of `curl -i`. One record per sample;
 * rates between consecutive pages; a restart (a counter going down, a new RestartTime) starts a new segment.
 */
export const apacheStatusFormat: FormatDefinition<ApacheStatusRecord, ApacheStatusRawSample, typeof apacheStatusOptions> = {
  name: "apache-status",
  description: "Apache httpd mod_status ?auto pages (2.4, 2.2, 1.3), alone or as a timestamped series",
  records: "one per page (a polled log: one per sample, a failed fetch a missing sample)",
  role: "monitor",
  priority: 52,
  grammar: apacheStatusGrammar,
  options: apacheStatusOptions,
  testing: { samples: "samples/apache-status" },
  detect: detectApacheStatus,
  parseRaw(ctx) {
    return readSamples(ctx);
  },
  normalize: normalizeApacheStatus,
  schema: ApacheStatusRecord,
  extract: apacheStatusSignature,
  metrics: apacheStatusMetrics,
  // `# curl -s http://127.0.0.1/server-status?auto` pasted before the page
  command: { programs: FETCH_PROGRAMS },
  // `benchparse run --monitor apache=http://127.0.0.1/server-status?auto` polls it
  statusPage: { aliases: ["apache"] },
  // Pieces: whole samples, cut where the page rule (raw.ts pagesOf) closes a page, so that a long log is read in
  // bounded memory.
  stream: {
    cutter: keyValuePageCutter({ isPageField: isApacheField, repeats: REPEATED_FIELDS, inPage: (text) => text === "TLSSessionCacheStatus", namesPageBefore: "ServerVersion" }),
  },
};

function readSamples(ctx: ParseContext): ApacheStatusRawSample[] {
  const lines = keyValueLines(ctx.text, (t) => runGrammar(apacheStatusGrammar, t, ctx.format, ctx.source));
  const samples = apacheSamples(lines, ctx.text);
  refuseLighttpdPages(samples, ctx);
  return requirePages(samples, ctx, "apachePages", "no mod_status ?auto page found (expected lines like 'Total Accesses: N' or 'ServerVersion: Apache/2.4')");
}

/** Scoreboard letters only lighttpd's mod_status prints (Apache's are `_SRWKDCLGI.`); `h` is its status request itself. */
const LIGHTTPD_LETTERS = /[qrQhsExk]/;

/**
 * lighttpd's `?auto` page has the names of Apache 1.3's (Total Accesses ... BusyServers, IdleServers, Scoreboard) but
 * its own scoreboard letters: a page with one of them, or served by lighttpd (curl -i), is refused at its Scoreboard.
 */
function refuseLighttpdPages(samples: readonly ApacheStatusRawSample[], ctx: ParseContext): void {
  for (const sample of samples) {
    const board = sample.fields?.find(([name]) => name === "Scoreboard")?.[1];
    const lighttpd = (board !== undefined && LIGHTTPD_LETTERS.test(board)) || (sample.server !== undefined && /^lighttpd\b/i.test(sample.server));
    if (!lighttpd) continue;
    throw new ParseError({
      format: ctx.format,
      source: ctx.source,
      text: ctx.text,
      offset: offsetOf(offsetsOf(sample), "field:Scoreboard") ?? offsetOf(offsetsOf(sample), "page") ?? 0,
      message: "this is lighttpd's mod_status page (its Scoreboard has lighttpd's letters, or lighttpd served it), not Apache's: read it as lighttpd-status",
    });
  }
}
