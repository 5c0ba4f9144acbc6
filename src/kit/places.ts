/**
 * Where a raw record's values were printed, for the errors normalize raises (ParseError's line, column and excerpt):
 * the one way every format records it. The places (a Map of field to offset in the piece's text, or a format's own
 * shape) are kept on the record as a property that is not enumerable (`valuePlaces`), so --raw output, JSON,
 * Object.keys, spreads and equality do not see it: the record stays a plain object and the places travel with it.
 * (A WeakMap from records to places cost a long series one entry per record, which the collector had to visit:
 * measured on free -s, a third of the time of parsing a 10 MB series in process.)
 */
const PLACES = "valuePlaces";

/**
 * Keeps `places` on `record` and gives the record back.
 *
 * @example
 * const run = setPlaces({ completeRequests: "1000" }, new Map([["completeRequests", 120]]));
 * placesOf<Map<string, number>>(run)?.get("completeRequests") //=> 120
 * JSON.stringify(run) //=> '{"completeRequests":"1000"}'
 */
export function setPlaces<T extends object>(record: T, places: unknown): T {
  return Object.defineProperty(record, PLACES, { value: places, configurable: true });
}

/** The places kept on a record by setPlaces; undefined for any other object. */
export function placesOf<P = Map<string, number>>(record: object): P | undefined {
  return (record as { [PLACES]?: P })[PLACES];
}
