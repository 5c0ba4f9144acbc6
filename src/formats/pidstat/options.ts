import { sysstatOptions } from "../sysstat/options.js";

/** pidstat's options: the header date's order, as every sysstat format's. */
export const pidstatOptions = { dateOrder: sysstatOptions.dateOrder };
