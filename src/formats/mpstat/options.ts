import { sysstatOptions } from "../sysstat/options.js";

/** mpstat's options: the header date's order, as every sysstat format's. */
export const mpstatOptions = { dateOrder: sysstatOptions.dateOrder };
