import * as z from "zod";
import { option } from "../../kit/format.js";

/** The options every sysstat format reads (each format declares them in its own `options`). */
export const sysstatOptions = {
  dateOrder: option(z.enum(["MDY", "DMY", "YMD"]), {
    description: "how to read a header date whose day/month order is ambiguous",
    placeholder: "MDY|DMY|YMD",
    fromArgument: (argument) => argument.toUpperCase(),
    choices: ["MDY", "DMY", "YMD"],
  }),
};
