import * as z from "zod";
import { option } from "../../kit/format.js";
import { FREE_UNITS, UNIT_CHOICES, type FreeUnit, type FreeUnitAlias } from "./units.js";

/** free's options (see FreeParseOptions in units.ts for what each means). */
export const freeOptions = {
  unit: option(z.enum(UNIT_CHOICES as [FreeUnit | FreeUnitAlias, ...(FreeUnit | FreeUnitAlias)[]]), {
    description: "the unit free printed in (b, k, m, g, tebi, pebi, kilo, mega, giga, tera, peta, or KiB, MiB, kB, ...); free prints no unit marker. Default KiB",
    placeholder: "UNIT",
    choices: FREE_UNITS,
  }),
  si: option(z.boolean(), { description: "-h output was printed with --si (1000-based)" }),
};
