import * as z from "zod";
import { option } from "../../kit/format.js";

/** stub_status's options (see StubStatusOptions in normalize.ts). */
export const stubStatusOptions = {
  zoneOffsets: option(z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9+-]*$/), z.string().regex(/^(?:[+-]\d\d:?\d\d|Z)$/, "an offset is +HH:MM, -HHMM or Z")), {
    description: "resolve a time zone abbreviation in date lines, e.g. --zone-offset CST=+08:00 (repeatable)",
    placeholder: "Z=OFFSET",
    flag: "zone-offset",
    pairs: true,
  }),
};
