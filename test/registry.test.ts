import { describe, expect, it } from "vitest";
import { formatNames, getFormat } from "../src/formats/index.js";

describe("registry", () => {
  it("detection priorities are distinct (FormatDefinition.priority breaks ties of detect and extract)", () => {
    const byPriority = new Map<number, string[]>();
    for (const name of formatNames) byPriority.set(getFormat(name).priority, [...(byPriority.get(getFormat(name).priority) ?? []), name]);
    expect([...byPriority.values()].filter((names) => names.length > 1)).toEqual([]);
  });
});
