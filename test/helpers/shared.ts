import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

/**
 * `../shared/` (the project's corpus and seeds) sits beside the checkout in CI and on developer machines, but not in
 * a user's clone. Tests that read it skip with a visible message when it is absent, and fail instead in CI.
 *
 * BENCHPARSE_NO_SHARED=1 says that a run is meant to be without it (.ci/run's fresh-clone step: the report, README and
 * CLI tests in a copy of the clone with nothing beside it): such a run may skip in CI too, and fails if ../shared is
 * there after all. The flag is given to that one command only, so the main CI run keeps the guard.
 */
export const sharedDir = join(import.meta.dirname, "..", "..", "..", "shared");
export const hasShared = existsSync(sharedDir);
const inCI = process.env.CI === "true";
const withoutShared = process.env.BENCHPARSE_NO_SHARED === "1";

if (withoutShared && hasShared) throw new Error(`BENCHPARSE_NO_SHARED=1, but ../shared is at ${sharedDir}: this run is meant to test a clone without it`);
if (!hasShared && inCI && !withoutShared) throw new Error(`../shared is missing at ${sharedDir}, and CI=true: the corpus tests must not skip in CI`);
if (!hasShared) console.warn(`[benchparse tests] ../shared not found at ${sharedDir}: corpus and seed tests are skipped`);

/** true when tests that need ../shared must be skipped (never in CI, but a BENCHPARSE_NO_SHARED=1 run). */
export const skipShared = !hasShared;

const said = new Set<string>();

/**
 * The files of a folder of ../shared (`corpus/free`, recursively, those `keep` accepts), for tests that read them
 * beside the samples; [] without ../shared, which is said once per folder (the samples are still tested). A folder
 * missing from a ../shared that is there is an error in CI.
 */
export function sharedFiles(rel: string, keep: (path: string) => boolean = () => true): string[] {
  const dir = join(sharedDir, rel);
  if (!hasShared || !existsSync(dir)) {
    if (hasShared && inCI) throw new Error(`${dir} is missing from ../shared, and CI=true`);
    if (!said.has(rel)) console.warn(`[benchparse tests] ${dir} not found: its files are left out (the samples are still read)`);
    said.add(rel);
    return [];
  }
  const walk = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  return walk(dir).filter(keep).sort();
}

/**
 * sharedFiles, and a test that says what they add: it checks that the folder gave files when ../shared is there,
 * and is skipped, by its name, when it is not. Call it where a test may be declared (a file's top level or a describe).
 */
export function sharedInputs(rel: string, keep: (path: string) => boolean = () => true): string[] {
  const files = sharedFiles(rel, keep);
  it.skipIf(skipShared)(`../shared/${rel}: its files are read too (skipped without ../shared)`, () => {
    expect(files.length, `no file of ../shared/${rel}`).toBeGreaterThan(0);
  });
  return files;
}
