import * as z from "zod";
import { lazyShape } from "../../../kit/lazy-schema.js";
import { k6Results } from "../schema.js";

/*
 * k6's JSON summaries give the k6 text summary's records (src/formats/k6/schema.ts: the same metrics, checks,
 * thresholds and common figures, in the same units), with `format: "k6-json"`; what only the text prints (its
 * layout, execution head and progress line) is absent, and what only the JSON gives is added: its source and
 * handleSummary's test duration.
 */
export const K6JsonRecord = z
  .object(lazyShape({ format: z.literal("k6-json").describe("Format id (always `k6-json`)") }, () => ({
    status: z.enum(["complete", "incomplete"]).describe("complete: the summary has metrics; incomplete: none (an empty or cut-off document)"),
    source: z.enum(["summary-export", "handle-summary"]).describe("summary-export: `k6 run --summary-export` (statistics directly under each metric); handle-summary: handleSummary's `data` (`type`, `contains`, `values`, `state`)"),
    testRunDurationSeconds: z.number().nonnegative().optional().describe("handleSummary's state.testRunDurationMs, in seconds"),
    ...k6Results(),
  })))
  .describe("One k6 JSON summary (--summary-export or handleSummary's data)");
export type K6JsonRecord = z.infer<typeof K6JsonRecord>;
