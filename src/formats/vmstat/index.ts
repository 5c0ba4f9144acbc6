import { vmstatGrammar } from "../../../grammars/vmstat/parser.js";
import { runGrammar } from "../../api/grammar.js";
import type { FormatDefinition } from "../types.js";
import { vmstatOptionsFromCommand } from "./command.js";
import { detectVmstat } from "./detect.js";
import { vmstatProgram, vmstatSignature } from "./extract.js";
import { vmstatMetrics } from "./metrics.js";
import { normalizeVmstat } from "./normalize.js";
import { vmstatOptions } from "./options.js";
import { toRawRecords, type VmstatRawRecord } from "./raw.js";
import { VmstatRecord } from "./schema.js";

export type { VmstatParseOptions, VmstatUnit, VmstatUnitLetter } from "./units.js";
export { VMSTAT_UNITS } from "./units.js";
export { vmstatOptionsFromCommand } from "./command.js";

/**
 * `vmstat` (procps 3.2, procps-ng 3.3 and 4.x): one record per row of the main report (with -a, -w, -t, -n, -S, -y;
 * the first row of a run is the averages since boot), per disk row of -d, per row of -p, and one for the -s, -D and
 * -f lists. Memory and si/so are in the -S unit, which vmstat does not print: pass it (`unit`) or paste the command
 * line (`$ vmstat -S m 1 5`); without either, KiB (the default) is assumed with a warning, and -S b is recognised.
 */
export const vmstatFormat: FormatDefinition<VmstatRecord, VmstatRawRecord, typeof vmstatOptions> = {
  name: "vmstat",
  description: "vmstat (procps 3.2, procps-ng 3.3/4.x): the main report (-a, -w, -t, -n, -S, -y, repeated headers), -d, -p, -s, -D, -f, translated headers and labels",
  role: "monitor",
  priority: 12,
  grammar: vmstatGrammar,
  options: vmstatOptions,
  testing: { samples: "samples/vmstat" },
  detect: detectVmstat,
  parseRaw(ctx) {
    return toRawRecords(runGrammar(vmstatGrammar, ctx.text, "vmstat", ctx.source), ctx);
  },
  normalize: normalizeVmstat,
  schema: VmstatRecord,
  extract: vmstatSignature,
  metrics: vmstatMetrics,
  command: { programs: [vmstatProgram], fromCommand: vmstatOptionsFromCommand },
};
