import { member, scalarText, type JsonObject } from "../../../../grammars/kit/json.js";
import type { ParseContext } from "../../../kit/format.js";
import { readToolJson } from "../../load-test/json.js";
import { DONE, INTRO, PROGRESS } from "../lines.js";

/** One bombardier -o json document as printed: its members by path (`result.latency.mean`), numbers as printed. */
export interface BombardierJsonRawRun {
  kind: "run";
  /** Where the document's `{` is. */
  offset: number;
  members: Record<string, string>;
  /** `result.errors`: each error's description and count, as printed. */
  errors?: { description: string; count: string }[];
  /** What the run's record must say (a member without its value, a cut-off document). */
  warnings?: string[];
}

const isDocument = (o: JsonObject): boolean => o.keys[0] === "spec";

/**
 * Reads a piece of bombardier -o json output: each `{"spec":{...},"result":{...}}` document, with the default print's
 * intro, progress bar and `Done!` lines before it let be; a member printed without its value (`"90":  ,`, in a
 * copy found in the wild) is null with a warning.
 */
export function bombardierJsonRaw(ctx: ParseContext): BombardierJsonRawRun[] {
  const docs = readToolJson(ctx, {
    format: "bombardier-json",
    tool: "bombardier -o json",
    isDocument,
    shape: '{"spec":{...},"result":{...}}',
    asides: [INTRO, PROGRESS, DONE],
    missingValues: true,
  });
  return docs.map((doc) => {
    const result = member(doc.object, "result");
    const list = result?.type === "object" ? member(result, "errors") : undefined;
    const errors = list?.type === "array" ? list.items.flatMap((e) => (e.type === "object" ? [{ description: scalarText(member(e, "description")) ?? "", count: scalarText(member(e, "count")) ?? "" }] : [])) : undefined;
    return {
      kind: "run" as const,
      offset: doc.object.offset,
      members: doc.members,
      ...(errors !== undefined ? { errors } : {}),
      ...(doc.warnings.length > 0 ? { warnings: doc.warnings } : {}),
    };
  });
}
