import { sysstatOptions } from "../sysstat/options.js";

/** sar's options (see SarOptions in normalize.ts): the header date's order, as every sysstat format's. */
export const sarOptions = { dateOrder: sysstatOptions.dateOrder };
