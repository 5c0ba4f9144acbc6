import { apacheStatusGrammar } from "../../../grammars/apache-status/parser.js";
import { ParseError } from "../../kit/errors.js";
import { runGrammar } from "../../kit/grammar.js";
import { FETCH_PROGRAMS } from "../../kit/programs.js";
import { keyValuePageCutter } from "../status-page/cutter.js";
import { statusPageOptions } from "../status-page/options.js";
import type { FormatDefinition, ParseContext } from "../../kit/format.js";
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
  const lines = runGrammar(apacheStatusGrammar, ctx.text, ctx.format, ctx.source);
  const samples = apacheSamples(lines, ctx.text);
  if (ctx.state.apachePages !== true && !samples.some((s) => s.kind === "page")) {
    throw new ParseError({
      format: ctx.format,
      source: ctx.source,
      text: ctx.text,
      offset: ctx.text.length - ctx.text.trimStart().length,
      message: "no mod_status ?auto page found (expected lines like 'Total Accesses: N' or 'ServerVersion: Apache/2.4')",
    });
  }
  ctx.state.apachePages = true;
  return samples;
}
