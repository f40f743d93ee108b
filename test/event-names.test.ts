/** "Undo …" names every step: each event type of the core and of every rule system has a name in each language. */
import { describe, expect, it } from "vitest";
import { CORE_EVENT_TYPES } from "@/lib/game/core";
import { allRulesetIds, getRuleset } from "@/lib/registry";
import { LOCALES } from "@/lib/i18n/locales";
import { catalogue, render } from "@/lib/i18n/render";
import { describeEventType, eventNameKey } from "@/components/game/use-game";

const TYPES = [
  ...CORE_EVENT_TYPES,
  ...allRulesetIds.flatMap((id) => getRuleset(id).eventTypes),
  // While the host plays a seat, a rule step's type is hidden (lib/game/playing-host.ts).
  "Hidden",
];

/** The catalogue's entry at a dotted key, or undefined. */
function entry(messages: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((m, k) => (m as Record<string, unknown> | undefined)?.[k], messages);
}

describe("event names for undo", () => {
  it.each(LOCALES)("every event type has a name in %s", (locale) => {
    const missing = TYPES.filter((t) => typeof entry(catalogue(locale), eventNameKey(t)) !== "string");
    expect(missing).toEqual([]);
  });

  it("names no event that does not exist", () => {
    const named = Object.keys(catalogue("en").gamePage.events);
    expect(named.filter((n) => !TYPES.map((t) => t.replace(/\./g, "_")).includes(n))).toEqual([]);
  });

  it("keeps the English words the specs look for, and speaks Japanese", () => {
    expect(render(describeEventType("SeatRemoved"), "en")).toBe("seat removed");
    expect(render(describeEventType("ClocktowerDawnConfirmed"), "en")).toBe("dawn confirmed");
    expect(render(describeEventType("Hidden"), "en")).toBe("the last step");
    expect(render(describeEventType("SeatsFilled"), "ja")).toBe("参加表明の貼り付け");
  });
});
