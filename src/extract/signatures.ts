/**
 * Every registered format's signature (FormatDefinition.extract, with its name and role), for extract. A registered
 * format without one is still found, paragraph by paragraph, by its own `detect` (see blocks.ts).
 */
import { formatsByPriority } from "../formats/index.js";
import type { BlockSignature } from "../kit/line-tests.js";

export { anyLine, testLine, type BlockRole, type BlockSignature, type ExtractSignature, type LineTest } from "../kit/line-tests.js";

let all: readonly BlockSignature[] | undefined;

/** Every registered format's signature, highest priority first: when two match the same line, the earlier wins. */
export function signatures(): readonly BlockSignature[] {
  return (all ??= formatsByPriority().flatMap((def) =>
    def.extract ? [{ format: def.name, role: def.role, ...(def.command?.parsesCommandLine ? { parseWithCommand: true } : {}), ...def.extract }] : [],
  ));
}
