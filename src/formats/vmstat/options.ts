import * as z from "zod";
import { option } from "../../kit/format.js";
import { UNIT_CHOICES, VMSTAT_UNITS, type VmstatUnit, type VmstatUnitLetter } from "./units.js";

/** vmstat's options (see VmstatParseOptions in units.ts for what each means). */
export const vmstatOptions = {
  unit: option(z.enum(UNIT_CHOICES as [VmstatUnit | VmstatUnitLetter, ...(VmstatUnit | VmstatUnitLetter)[]]), {
    description: "the -S letter vmstat ran with (b, k = 1000, K = 1024, m = 10^6, M = 2^20, or B, kB, KiB, MB, MiB) for memory and si/so. Default KiB",
    placeholder: "UNIT",
    choices: VMSTAT_UNITS,
  }),
  interval: option(z.number().positive().finite(), {
    description: "the delay vmstat ran with, seconds (vmstat 2 10: 2), kept on each row as intervalSeconds",
    placeholder: "SECONDS",
    fromArgument: (argument) => (/^\d+(?:\.\d+)?$/.test(argument) ? Number(argument) : argument),
  }),
  noFirst: option(z.boolean(), { description: "vmstat ran with -y: the first row is an interval, not the averages since boot" }),
  zoneOffsets: option(z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9+-]*$/), z.string().regex(/^(?:[+-]\d\d:?\d\d|Z)$/, "an offset is +HH:MM, -HHMM or Z")), {
    description: "the offset of a zone abbreviation under -t's timestamp header, e.g. --zone-offset EST=-05:00 (repeatable)",
    placeholder: "Z=OFFSET",
    flag: "zone-offset",
    pairs: true,
  }),
};
