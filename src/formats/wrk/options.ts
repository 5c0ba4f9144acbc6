import * as z from "zod";
import { option } from "../../kit/format.js";
import { metricArgument } from "./extract.js";

/** wrk's options: wrk2's target rate, which its output does not print. */
export const wrkOptions = {
  rate: option(z.number().positive(), {
    description: "wrk2 -R: the rate the run was asked to hold, requests per second (a pasted command line gives it)",
    placeholder: "N",
    fromArgument: (a) => metricArgument(a) ?? Number(a),
  }),
};
