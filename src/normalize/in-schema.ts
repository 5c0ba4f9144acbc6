import type * as z from "zod";
import { ValueError } from "./value-error.js";

/**
 * A value checked against the schema of the field it goes into, so that a range (a percentage's 0-100, a count's 0)
 * has one source, the zod schema, and is reported where the value was printed: the ValueError it throws is placed
 * at the value by the format's normalizer, as every other value error is.
 *
 * @example
 * inSchema(AbPercentile.shape.percent, 101) // throws ValueError("101: Too big: expected number to be <=100")
 * inSchema(AbPercentile.shape.percent, 50)  //=> 50
 */
export function inSchema<T>(schema: z.ZodType<T>, value: T): T {
  const checked = schema.safeParse(value);
  if (checked.success) return value;
  throw new ValueError(`${String(value)}: ${checked.error.issues[0]?.message ?? "out of range"}`);
}
