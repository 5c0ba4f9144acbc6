import * as z from "zod";

/**
 * Schemas built on first use. `lazyShape` is the shape of a zod object, built when zod first reads it instead of
 * when the module is loaded: a run that reads one format no longer builds the schemas of the 22 others at startup
 * (they took a third of a short run).
 *
 * zod reads an object's shape when it first checks a value against the object or describes it (z.toJSONSchema),
 * never when the object is made, and then keeps its own copy; `.describe()`, `.optional()`, `z.array()` and
 * unions of lazy objects build nothing either. Two things read a shape early: a discriminated union checks that
 * each option has the discriminator, and `.extend()`, `.shape` and `.pick()` read it whole. So the keys a union
 * tells its options apart by (`format`, `kind`, `section`) go in `eager`, built at once; the rest of the keys
 * follow them in the built shape, in their order.
 *
 * @example
 * const Rec = z.object(lazyShape({ kind: z.literal("a") }, () => ({ n: z.number() }))); // builds z.literal only
 * Rec.parse({ kind: "a", n: 1 }) //=> { kind: "a", n: 1 } (the rest of the shape built now, once)
 */
export function lazyShape<E extends object, R extends object>(eager: E, rest: () => R): E & R;
export function lazyShape<R extends object>(rest: () => R): R;
export function lazyShape(eagerOrRest: object | (() => object), rest?: () => object): object {
  const build = (rest ?? eagerOrRest) as () => object;
  const target: object = rest === undefined ? {} : { ...eagerOrRest };
  let built = false;
  const whole = (): object => {
    if (!built) {
      built = true;
      Object.assign(target, build());
    }
    return target;
  };
  // A key of `eager` answers without building; anything else builds the shape first.
  const known = (key: string | symbol): boolean => !built && Object.prototype.hasOwnProperty.call(target, key);
  return new Proxy(target, {
    get: (_, key) => Reflect.get(known(key) ? target : whole(), key),
    has: (_, key) => known(key) || Reflect.has(whole(), key),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(known(key) ? target : whole(), key),
    ownKeys: () => Reflect.ownKeys(whole()),
    set: (_, key, value) => Reflect.set(whole(), key, value),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(whole(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(whole(), key),
  });
}

const jsonSchemas = new WeakMap<object, () => Record<string, unknown>>();

/**
 * Gives a zod type JSON Schema cannot express (a `z.custom` check chosen for speed) its JSON Schema, built only
 * when a JSON Schema is asked for (`benchparse schema`, the build's schemas/*.json), where `.meta()` would need it
 * built when the module loads. Returns `schema` itself.
 *
 * @example
 * const Row = lazyJsonSchema(z.custom<Row>(isRow), () => ({ type: "object" }));
 * jsonSchemaBuilderOf(Row)?.() //=> { type: "object" }
 */
export function lazyJsonSchema<S extends object>(schema: S, build: () => Record<string, unknown>): S {
  jsonSchemas.set(schema, build);
  return schema;
}

/** The JSON Schema builder `lazyJsonSchema` gave `schema`, if any. */
export function jsonSchemaBuilderOf(schema: object): (() => Record<string, unknown>) | undefined {
  return jsonSchemas.get(schema);
}

/**
 * A value made by `make` on the first call and returned by every call: schema pieces several lazy shapes share.
 *
 * @example
 * const base = once(() => ({ time: z.string() }));
 * base() === base() //=> true
 */
export function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}

/**
 * A format's record schemas, built together on first use: each name stands for a `z.lazy` of the schema `build`
 * gives under it, and `build` runs once, when one of them first checks a value or is described. For a family of
 * schemas (sar's 40-section unions, atsar's, iostat's) that every process would otherwise build at load, only to
 * read another format. The result is typed as plain zod types of the same records: a lazy has no `.shape`.
 *
 * @example
 * const { Row } = lazySchemas(["Row"], () => ({ Row: z.object({ n: z.number() }) })); // builds nothing yet
 * Row.parse({ n: 1 }) //=> { n: 1 } (every schema of `build` built now, once)
 */
export function lazySchemas<T extends Record<string, z.ZodType>>(names: readonly (keyof T & string)[], build: () => T): { [K in keyof T]: z.ZodType<z.output<T[K]>, z.input<T[K]>> } {
  const built = once(build);
  return Object.fromEntries(names.map((name) => [name, z.lazy(() => built()[name]!)])) as unknown as { [K in keyof T]: z.ZodType<z.output<T[K]>, z.input<T[K]>> };
}
