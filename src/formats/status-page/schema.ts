import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";

/** When a sample was taken (every status-page record's `timestamp`). */
export const sampleTimestamp = z.iso
  .datetime({ offset: true, local: true })
  .describe("When the sample was taken, ISO 8601: from the timestamp line before the page, else from the HTTP Date header. No offset when the log names an ambiguous zone abbreviation (CET, CST) that the zoneOffsets option does not resolve");

/** The record of a sample whose page is missing (a failed fetch), for the format `format`. */
export function missingSampleSchema<F extends string>(format: F) {
  return z
    .object(lazyShape({ format: z.literal(format).describe(`Format id (always \`${format}\`)`), kind: z.literal("missing").describe("A sample with no page: the fetch failed or returned something else") }, () => ({
      timestamp: sampleTimestamp.optional(),
      segment: z.number().int().nonnegative().describe("The segment (restart index, from 0) of the page before it"),
      httpStatus: z.string().optional().describe("The HTTP status line, when the log has it"),
      reason: z.string().describe("What came instead of the page: the curl error, `HTML page: <title>`, or `no page after the timestamp line`"),
    })))
    .describe("A sample in a monitoring log whose page is missing");
}
