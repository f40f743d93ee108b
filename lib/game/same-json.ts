/**
 * Whether two values would be written as the same JSON text, found without writing them: it walks
 * both and stops at the first difference, so comparing two views that differ early (a vote changes
 * today's count, which comes before the days gone by) costs a fraction of `JSON.stringify` twice.
 * Made for plain data, as views are; an object JSON writes otherwise (a Date) is compared by its text.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return sameScalar(a, b);
  if (ownText(a) || ownText(b)) return JSON.stringify(a) === JSON.stringify(b);
  const arrays = Array.isArray(a);
  if (arrays !== Array.isArray(b)) return false;
  if (arrays) {
    const x = a as unknown[];
    const y = b as unknown[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameJson(inArray(x[i]), inArray(y[i]))) return false;
    return true;
  }
  const x = written(a as Record<string, unknown>);
  const y = written(b as Record<string, unknown>);
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) {
    if (x[i] !== y[i]) return false;
    if (!sameJson((a as Record<string, unknown>)[x[i]!], (b as Record<string, unknown>)[y[i]!])) return false;
  }
  return true;
}

/** The keys JSON writes, in its order: those whose values it can write. */
function written(o: Record<string, unknown>): string[] {
  return Object.keys(o).filter((k) => writes(o[k]));
}

const writes = (v: unknown) => v !== undefined && typeof v !== "function" && typeof v !== "symbol";

/** In an array JSON writes `null` for what it cannot write. */
const inArray = (v: unknown) => (writes(v) ? v : null);

/** An object JSON writes as something else: one with a `toJSON` (a Date), a boxed number, string or boolean. */
const ownText = (o: object) =>
  typeof (o as { toJSON?: unknown }).toJSON === "function" ||
  o instanceof Number ||
  o instanceof String ||
  o instanceof Boolean;

/** Two scalars (or a scalar and an object) as JSON writes them: NaN and the infinities as null. */
function sameScalar(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && !Number.isFinite(a)) a = null;
  if (typeof b === "number" && !Number.isFinite(b)) b = null;
  if (a === b) return true;
  // What JSON.stringify writes nothing for, or a bigint (it throws): left to it.
  return JSON.stringify(a) === JSON.stringify(b);
}
