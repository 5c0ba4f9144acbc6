import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";
import { FREE_UNITS } from "./units.js";

const bytes = (what: string) => z.number().int().nonnegative().describe(`${what}, in bytes`);

export const FreeRecord = z
  .object(lazyShape({ format: z.literal("free").describe("Format id (always `free`)") }, () => ({
    sample: z.number().int().nonnegative().describe("Index of this block in the input, from 0 (free -s/-c prints one block per iteration)"),
    layout: z
      .enum(["buff-cache", "wide", "buffers-cached", "buffers", "line"])
      .describe(
        "Columns printed: buff-cache = total used free shared buff/cache available (procps-ng >= 3.3.10, BusyBox >= 1.30); " +
          "wide = ... buffers cache available (procps-ng -w); buffers-cached = ... buffers cached (procps 3.2, procps-ng 3.3.0-3.3.9, " +
          "BusyBox 1.24-1.29); buffers = ... buffers (BusyBox <= 1.23); line = free -L (procps-ng >= 4.0.4)",
      ),
    unit: z
      .enum([...FREE_UNITS, "human"])
      .describe(
        "Unit the printed numbers were read in: a plain unit (free prints none, so it comes from the `unit` option, the pasted command line, " +
          "bytes recognised by every value being a multiple of 1024, or the KiB default) or `human` (-h: each value carries its own suffix)",
      ),
    unitSource: z
      .enum(["default", "option", "command", "printed", "inferred"])
      .describe(
        "Where the unit (for `human`: the base) came from: assumed (free's KiB default, or 1024 for -h; see the first such block's warnings), the unit/si options, " +
          "the command line pasted before the output (`$ free -m`), the printed `Ki/Mi/Gi` suffixes, or inferred (free -b's multiples of 1024, the -h layout)",
      ),
    humanBase: z
      .union([z.literal(1024), z.literal(1000)])
      .optional()
      .describe("For -h output, the multiplier between units, in bytes per K: 1024 (K M G = KiB MiB GiB; also when printed as Ki Mi Gi) or 1000 (--si)"),
    exact: z
      .boolean()
      .describe(
        "True when the byte values are exact (bytes or KiB, known or inferred); false when free rounded them (MiB and larger are truncated to " +
          "whole units, -h keeps 2-3 significant digits) or when the unit was assumed",
      ),
    memTotalBytes: bytes("Mem: total RAM (MemTotal)").optional(),
    memUsedBytes: bytes("Mem: used (meaning differs by version: total - free - buffers/cache in 3.3.10-4.0.0, total - available from 4.0.1, total - free before 3.3.10)").optional(),
    memFreeBytes: bytes("Mem: free (MemFree)").optional(),
    memSharedBytes: bytes("Mem: shared (Shmem)").optional(),
    memBuffCacheBytes: bytes("Mem: buff/cache = buffers + cache (Buffers + Cached + SReclaimable); for -L the CachUse value").optional(),
    memBuffersBytes: bytes("Mem: buffers (Buffers)").optional(),
    memCacheBytes: bytes("Mem: cache of the -w layout (Cached + SReclaimable)").optional(),
    memCachedBytes: bytes("Mem: cached of the old layout (Cached only)").optional(),
    memAvailableBytes: bytes("Mem: available (MemAvailable, or free's estimate)").optional(),
    memUsedExclBuffCacheBytes: bytes("`-/+ buffers/cache:` used, i.e. used - buffers - cached").optional(),
    memFreeInclBuffCacheBytes: bytes("`-/+ buffers/cache:` free, i.e. free + buffers + cached").optional(),
    memUsedExclBuffersBytes: bytes("BusyBox `-/+ buffers:` used, i.e. used - buffers").optional(),
    memFreeInclBuffersBytes: bytes("BusyBox `-/+ buffers:` free, i.e. free + buffers").optional(),
    lowTotalBytes: bytes("Low: low memory total (-l)").optional(),
    lowUsedBytes: bytes("Low: low memory used (-l)").optional(),
    lowFreeBytes: bytes("Low: low memory free (-l)").optional(),
    highTotalBytes: bytes("High: high memory total (-l)").optional(),
    highUsedBytes: bytes("High: high memory used (-l)").optional(),
    highFreeBytes: bytes("High: high memory free (-l)").optional(),
    swapTotalBytes: bytes("Swap: total").optional(),
    swapUsedBytes: bytes("Swap: used (for -L the SwapUse value)").optional(),
    swapFreeBytes: bytes("Swap: free").optional(),
    combinedTotalBytes: bytes("Total: RAM + swap total (-t)").optional(),
    combinedUsedBytes: bytes("Total: RAM + swap used (-t)").optional(),
    combinedFreeBytes: bytes("Total: RAM + swap free (-t)").optional(),
    commitLimitBytes: bytes("Comm: CommitLimit (-v, procps-ng >= 4.0)").optional(),
    committedBytes: bytes("Comm: Committed_AS (-v)").optional(),
    commitAvailableBytes: z.number().int().describe("Comm: CommitLimit - Committed_AS; negative when memory is overcommitted (-v), in bytes").optional(),
    warnings: z.array(z.string()).optional().describe("What benchparse had to assume to read the block (a unit free did not print, the -h base): said once per input, on the first block it applies to (`unitSource` says it of every block)"),
  })))
  .describe("One block of free output (one iteration), every size in bytes");
export type FreeRecord = z.infer<typeof FreeRecord>;
