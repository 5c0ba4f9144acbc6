import { z } from "zod";
import { option } from "../types.js";

/** sar's options (see SarOptions in normalize.ts). */
export const sarOptions = {
  dateOrder: option(z.enum(["MDY", "DMY", "YMD"]), {
    description: "how to read a header date whose day/month order is ambiguous",
    placeholder: "MDY|DMY|YMD",
    fromArgument: (argument) => argument.toUpperCase(),
    choices: ["MDY", "DMY", "YMD"],
  }),
};
