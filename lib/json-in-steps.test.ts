import { describe, expect, it } from "vitest";
import { parseJsonInSteps, stringifyInSteps } from "./json-in-steps";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const long = (n: number) => `"${"x".repeat(n)}"`;

/** What JSON.parse says of `text`: its value, or that it refuses. */
function parsed(text: string): { value: unknown } | "refused" {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return "refused";
  }
}

async function parsedInSteps(text: string): Promise<{ value: unknown } | "refused"> {
  try {
    return { value: await parseJsonInSteps(text, nextTurn) };
  } catch (e) {
    expect(e).toBeInstanceOf(SyntaxError);
    return "refused";
  }
}

function gameFile(events: number) {
  const at = "2026-12-01T18:00:00.000Z";
  return {
    format: "grimoire-game",
    formatVersion: 1,
    exportedAt: at,
    game: { title: "Big", rulesetId: "clocktower", createdAt: at },
    events: Array.from({ length: events }, (_, i) => ({
      seq: i + 1,
      type: "SeatNoteSet",
      payload: { seatId: `s${i % 15}`, note: `Night ${i}: "claimed" Empath\\n, said [1]; {nominated} by s3 — ☾` },
      actorId: "user:u",
      at,
    })),
  };
}

describe("JSON read in steps", () => {
  it("gives what JSON.parse gives for a game file of 20,000 events, and lets a timer run meanwhile", async () => {
    const text = JSON.stringify(gameFile(20_000), null, 1);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const value = await parseJsonInSteps(text, () => new Promise((r) => setTimeout(r, 0)));
    clearInterval(timer);
    expect(value).toEqual(JSON.parse(text));
    expect(JSON.stringify(value)).toBe(JSON.stringify(JSON.parse(text)));
    expect(ticks).toBeGreaterThan(10);
  });

  it("accepts and refuses exactly what JSON.parse does, at the seams between batches too", async () => {
    const big = long(200_000);
    const texts = [
      "{}",
      "[1,2]",
      '"text"',
      `{"a":[${big},1,2],"b":2}`,
      `[${big},1]`,
      // A key said twice keeps its last value, a long array or not.
      `{"a":[${big},1],"a":3}`,
      `{"a":3,"a":[${big},1]}`,
      `{"a":[${big}],"a":[]}`,
      `{"a":[${big}],"\\u0061":[2]}`,
      // "__proto__" is a key like any other.
      `{"__proto__":[${big},{"__proto__":1}]}`,
      // A comma with nothing after it, where a batch ends.
      `{"a":[${big},]}`,
      `{"a":[${big},,1]}`,
      `{"a":[,${big}]}`,
      `{"a":[${big}  ,  ]}`,
      `{"a":[${big}, ${big}, ${big}]}`,
      `{"a":[${big}] x}`,
      `{"a":[${big}]}}`,
      `{"a":[${big}}`,
      `{"a":[${big}]`,
      `{"a":"${"y".repeat(200_000)}`,
      `{"a":[${big},"\\"]"]}`,
      `{"a":[${big},"\\\\"],"b":[${big},{"c":[1,2]}]}`,
      `{[${big}]}`,
      `{"a" [${big}]}`,
      `{"a":[${big}],}`,
      `{"a":[${big},"\u0001"]}`,
    ];
    for (const text of texts) expect(await parsedInSteps(text), text.replace(/x{100,}/g, "x…")).toEqual(parsed(text));
  });
});

describe("JSON written in steps", () => {
  it("gives what JSON.stringify gives for a long game's state, its undo list written a batch at a time", async () => {
    const state = {
      core: {
        title: "Big",
        gone: undefined,
        undoable: Array.from({ length: 20_500 }, (_, i) => ({
          seq: i + 1,
          type: "SeatNoteSet",
          by: i % 3 ? undefined : "s1",
        })),
        seats: [{ id: "s1", name: "Ann ☾", at: new Date("2026-12-01T18:00:00Z") }],
      },
      rules: { nights: { "1": { steps: [1, undefined, () => 1] } }, long: Array.from({ length: 2500 }, (_, i) => [i]) },
      at: new Date(0),
      fn: () => 1,
    };
    let pauses = 0;
    const text = await stringifyInSteps(state, async () => void pauses++);
    expect(text).toBe(JSON.stringify(state));
    expect(pauses).toBeGreaterThanOrEqual(20);
    for (const v of [[], {}, null, "x", 1, [undefined], Array.from({ length: 1001 }, () => undefined)])
      expect(await stringifyInSteps(v, async () => {})).toBe(JSON.stringify(v));
  });
});
