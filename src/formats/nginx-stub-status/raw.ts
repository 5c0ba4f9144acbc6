import type { StubStatusLine, StubStatusPageValues } from "../../../grammars/nginx-stub-status/parser.js";
import { groupSamples as groupStatusSamples, type StatusSample } from "../status-page/samples.js";

/**
 * One sample with every value as printed (the `raw` output): a stub_status page, or a sample whose fetch failed
 * (`kind: "missing"`: a timestamp line with no page after it, a curl error, an HTML error page). The status-page kit
 * (src/formats/status-page/samples.ts) groups a log's lines into samples; this is what a stub_status page adds.
 */
export interface StubStatusRawSample extends StatusSample<"nginx-stub-status"> {
  /** `nginx` (3 counters) or `tengine` (a 4th counter, `request_time`). */
  variant?: "nginx" | "tengine";
  page?: StubStatusPageValues;
}

/**
 * Groups the grammar's lines into samples (the status-page kit's groupSamples, with a stub_status page's values).
 */
export function groupSamples(lines: StubStatusLine[], text: string): StubStatusRawSample[] {
  return groupStatusSamples("nginx-stub-status", lines, text, (sample: StubStatusRawSample, line) => {
    sample.variant = line.requestTimeColumn ? "tengine" : "nginx";
    sample.page = line.values;
    return sample;
  });
}
