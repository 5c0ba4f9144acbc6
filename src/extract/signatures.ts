/**
 * Every registered format's signature (FormatDefinition.extract, with its name and role), for extract. A registered
 * format without one is still found, paragraph by paragraph, by its own `detect` (see blocks.ts).
 */
import { formatsByPriority } from "../formats/index.js";
import type { BlockSignature } from "../kit/line-tests.js";

import { anyLine } from "../kit/line-tests.js";
export { anyLine, testLine, type BlockRole, type BlockSignature, type ExtractSignature, type LineTest } from "../kit/line-tests.js";

let all: readonly BlockSignature[] | undefined;

/** Every registered format's signature, highest priority first: when two match the same line, the earlier wins. */
export function signatures(): readonly BlockSignature[] {
  return (all ??= formatsByPriority().flatMap((def) =>
    def.extract ? [{ format: def.name, role: def.role, ...(def.command?.parsesCommandLine ? { parseWithCommand: true } : {}), ...def.extract }] : [],
  ));
}

/**
 * Whether a `#` line is one a format prints (sadf -d's `# hostname;interval;timestamp;...`, autocannon's `# of
 * samples`): a signature claims it with its `#` and would not without, as the paste stage's Asides owns such a line.
 * It is then neither a Markdown heading nor a root prompt's command.
 *
 * @example
 * printsHashLine(signatures(), "# hostname;interval;timestamp;CPU;%user") //=> true (sar-csv's header)
 * printsHashLine(signatures(), "# sar -u 1 3")                            //=> false (a root prompt)
 */
export function printsHashLine(sigs: readonly BlockSignature[], text: string): boolean {
  if (!/^\s*#/.test(text)) return false;
  const claims = (t: string): boolean => sigs.some((s) => anyLine(s.start, t, undefined) || anyLine(s.body, t, undefined));
  return claims(text) && !claims(text.replace(/#/g, " "));
}
