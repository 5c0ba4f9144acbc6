import * as z from "zod";
import { option } from "../../kit/format.js";

/** ab's options: the number of requests it was asked for (`-n`), which its report does not print. */
export const abOptions = {
  requested: option(z.number().int().positive(), {
    description:
      "ab -n: the requests asked for (a pasted command line gives it); fewer complete, with no Finished line, is an interrupted run",
    placeholder: "N",
    fromArgument: (a) => Number(a),
  }),
};
