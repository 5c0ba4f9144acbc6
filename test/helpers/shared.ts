import { existsSync } from "node:fs";
import { join } from "node:path";

/**
 * `../shared/` (the project's corpus and seeds) sits beside the checkout in CI and on developer machines, but not in
 * a user's clone. Tests that read it skip with a visible message when it is absent, and fail instead in CI.
 */
export const sharedDir = join(import.meta.dirname, "..", "..", "..", "shared");
export const hasShared = existsSync(sharedDir);
const inCI = process.env.CI === "true";

if (!hasShared && inCI) throw new Error(`../shared is missing at ${sharedDir}, and CI=true: the corpus tests must not skip in CI`);
if (!hasShared) console.warn(`[benchparse tests] ../shared not found at ${sharedDir}: corpus and seed tests are skipped`);

/** true when tests that need ../shared must be skipped (never in CI). */
export const skipShared = !hasShared;
