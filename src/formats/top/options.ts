import * as z from "zod";
import { option } from "../../kit/format.js";

/** top's options (see TopParseOptions in normalize.ts). */
export const topOptions = {
  date: option(z.string().regex(/^\d{4}-\d\d-\d\d$/, "a date is YYYY-MM-DD"), {
    description: "the date of the first frame, for logs without date lines: frames get timestamps",
    placeholder: "YYYY-MM-DD",
  }),
};
