import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameJson } from "./same-json";

const asJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Any value JSON.stringify can write (a bigint makes it throw), undefined and NaN included. */
const value = fc.anything({
  withBigInt: false,
  withDate: true,
  withNullPrototype: true,
  withObjectString: true,
  withBoxedValues: true,
  withSparseArray: true,
  maxDepth: 4,
});

/** A value and a copy of it with at most one leaf changed, deep inside or not at all. */
const pair = fc.tuple(fc.jsonValue({ maxDepth: 4 }), fc.jsonValue({ maxDepth: 1 }), fc.nat()).map(([a, leaf, at]) => {
  const b = structuredClone(a);
  const holders: Array<Record<string, unknown> | unknown[]> = [];
  const walk = (v: unknown) => {
    if (v && typeof v === "object") {
      holders.push(v as Record<string, unknown>);
      Object.values(v).forEach(walk);
    }
  };
  walk(b);
  if (holders.length > 0) {
    const holder = holders[at % holders.length]! as Record<string, unknown>;
    const keys = Object.keys(holder);
    if (keys.length > 0) holder[keys[at % keys.length]!] = leaf;
  }
  return [a, b] as const;
});

describe("sameJson", () => {
  it("agrees with comparing JSON.stringify's texts, for any two values", () => {
    fc.assert(
      fc.property(value, value, (a, b) => sameJson(a, b) === asJson(a, b)),
      { numRuns: 2000 },
    );
  });

  it("agrees with it for a value and a copy with one leaf changed (mostly equal, or not by one leaf)", () => {
    fc.assert(
      fc.property(pair, ([a, b]) => sameJson(a, b) === asJson(a, b)),
      { numRuns: 2000 },
    );
  });

  it("reads what JSON leaves out or writes as null the way JSON does", () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson([undefined], [null])).toBe(true);
    expect(sameJson({ a: NaN }, { a: null })).toBe(true);
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameJson(new Date(0), "1970-01-01T00:00:00.000Z")).toBe(true);
    expect(sameJson({ day: { votes: 3 } }, { day: { votes: 4 } })).toBe(false);
  });
});
