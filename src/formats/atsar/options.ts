import * as z from "zod";
import { option } from "../../kit/format.js";

/** atsar's options (see AtsarOptions in normalize.ts). */
export const atsarOptions = {
  date: option(z.string().regex(/^\d{4}[-/]\d\d?[-/]\d\d?$/, "a date is YYYY-MM-DD or YYYY/MM/DD"), {
    description: "the date of rows printed without one (atsar 1.x, a report cut from its header)",
    placeholder: "YYYY-MM-DD",
  }),
};
