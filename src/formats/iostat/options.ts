import { sysstatOptions } from "../sysstat/options.js";

/** iostat's options (see IostatOptions in normalize.ts): the header date's order, as every sysstat format's. */
export const iostatOptions = { dateOrder: sysstatOptions.dateOrder };
