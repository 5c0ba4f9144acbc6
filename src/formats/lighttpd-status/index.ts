import { lighttpdStatusGrammar } from "../../../grammars/lighttpd-status/parser.js";
import { ParseError } from "../../kit/errors.js";
import { keyValueLines } from "../../../grammars/kit/key-value.js";
import { runGrammar } from "../../kit/grammar.js";
import { FETCH_PROGRAMS } from "../../kit/programs.js";
import { statusPageOptions } from "../status-page/options.js";
import type { FormatDefinition, ParseContext } from "../../kit/format.js";
import { offsetOf, offsetsOf, requirePages } from "../status-page/samples.js";
import { detectLighttpdStatus } from "./detect.js";
import { isLighttpdField } from "./fields.js";
import { lighttpdStatusSignature } from "./extract.js";
import { lighttpdStatusMetrics } from "./metrics.js";
import { normalizeLighttpdStatus } from "./normalize.js";
import { lighttpdSamples, type LighttpdStatusRawSample } from "./raw.js";
import { LighttpdStatusRecord } from "./schema.js";

export type { StatusPageOptions as LighttpdStatusOptions } from "../status-page/options.js";

const lighttpdStatusOptions = { ...statusPageOptions };

/**
 * lighttpd 1.4 mod_status `?auto`: one page, or a monitoring log where each page follows a timestamp line
 * (`date +%s.%N`, `date -Iseconds`, `date`) or the HTTP head of `curl -i`. One record per sample; rates between
 * consecutive pages; a restart (a counter or Uptime going down: lighttpd prints no start time) starts a new segment.
 */
export const lighttpdStatusFormat: FormatDefinition<LighttpdStatusRecord, LighttpdStatusRawSample, typeof lighttpdStatusOptions> = {
  name: "lighttpd-status",
  description: "lighttpd mod_status ?auto pages (1.4), alone or as a timestamped series",
  records: "one per page (a polled log: one per sample, a failed fetch a missing sample)",
  role: "monitor",
  priority: 54,
  grammar: lighttpdStatusGrammar,
  options: lighttpdStatusOptions,
  testing: { samples: "samples/lighttpd-status" },
  detect: detectLighttpdStatus,
  parseRaw(ctx) {
    return readSamples(ctx);
  },
  normalize: normalizeLighttpdStatus,
  schema: LighttpdStatusRecord,
  extract: lighttpdStatusSignature,
  metrics: lighttpdStatusMetrics,
  // `# curl -s http://127.0.0.1/server-status?auto` pasted before the page
  command: { programs: FETCH_PROGRAMS },
  // `benchparse run --monitor lighttpd=http://127.0.0.1/server-status?auto` polls it
  statusPage: { aliases: ["lighttpd"] },
};

function readSamples(ctx: ParseContext): LighttpdStatusRawSample[] {
  const lines = keyValueLines(ctx.text, (t) => runGrammar(lighttpdStatusGrammar, t, ctx.format, ctx.source));
  const samples = lighttpdSamples(lines, ctx.text);
  refuseForeignPages(samples, ctx);
  return requirePages(samples, ctx, "lighttpdPages", "no lighttpd mod_status ?auto page found (expected lines like 'Total Accesses: N')");
}

/**
 * lighttpd prints its six fields and nothing else (every 1.4 release): a page with another field is another server's
 * (Apache's mod_status prints the same first names, then CPULoad, ReqPerSec, BusyWorkers...), refused at that field.
 */
function refuseForeignPages(samples: readonly LighttpdStatusRawSample[], ctx: ParseContext): void {
  for (const sample of samples) {
    const foreign = sample.fields?.find(([name]) => !isLighttpdField(name));
    if (!foreign) continue;
    throw new ParseError({
      format: ctx.format,
      source: ctx.source,
      text: ctx.text,
      offset: offsetOf(offsetsOf(sample), `field:${foreign[0]}`) ?? 0,
      message: `'${foreign[0]}:' is no field of lighttpd's mod_status page (Total Accesses, Total kBytes, Uptime, BusyServers, IdleServers, Scoreboard): Apache's mod_status page? (read it as apache-status)`,
    });
  }
}
