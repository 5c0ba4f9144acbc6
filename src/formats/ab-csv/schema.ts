import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";

/** One row of the file. */
export const AbCsvPercentile = z.object(lazyShape(() => ({
  percent: z.number().int().min(0).max(100).describe("Percentage served, in percent (0-100)"),
  ms: z.number().nonnegative().describe("Time in milliseconds"),
})));

export const AbCsvRecord = z
  .object(lazyShape({ format: z.literal("ab-csv").describe("Format id (always `ab-csv`)") }, () => ({
    numberFormat: z.enum(["decimal", "exponent"]).describe("decimal: `%.3f` (ab 2.2.9+), exponent: `%e` (ab 2.0 to 2.2.8)"),
    percentiles: z.array(AbCsvPercentile).describe("One entry per CSV row, in file order"),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable (a value the input ends inside)"),
  })))
  .describe("The percentile file written by ab -e");
export type AbCsvRecord = z.infer<typeof AbCsvRecord>;
