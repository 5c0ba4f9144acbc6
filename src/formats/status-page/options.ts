import * as z from "zod";
import { option } from "../../kit/format.js";

/**
 * The `zoneOffsets` option of every status-page format (a series' `date` lines may name a zone abbreviation), declared
 * once: spread into a format's options (`options: { ...statusPageOptions }`).
 */
export const statusPageOptions = {
  zoneOffsets: option(z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9+-]*$/), z.string().regex(/^(?:[+-]\d\d:?\d\d|Z)$/, "an offset is +HH:MM, -HHMM or Z")), {
    description: "resolve a time zone abbreviation in date lines, e.g. --zone-offset CST=+08:00 (repeatable)",
    placeholder: "Z=OFFSET",
    flag: "zone-offset",
    pairs: true,
  }),
};

/** The options of a status-page format, beside the common ParseOptions. */
export interface StatusPageOptions {
  /** Offsets for zone abbreviations in `date` lines, e.g. `{ CST: "+08:00" }`; UTC and GMT need none. */
  zoneOffsets?: Record<string, string>;
}
