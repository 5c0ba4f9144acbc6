import * as z from "zod";
import { option } from "../../kit/format.js";

/** bombardier's options: its -r rate limit, which its plain-text output does not print. */
export const bombardierOptions = {
  rate: option(z.number().positive(), {
    description: "-r: the rate limit the run was asked for, requests per second (a pasted command line gives it)",
    placeholder: "N",
    fromArgument: Number,
  }),
};
