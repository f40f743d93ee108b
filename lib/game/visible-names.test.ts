/** Every name a user types that others read must show something (two zero-width spaces are no name). */
import { describe, expect, it } from "vitest";
import { parseCommand } from "./commands";
import { render } from "../i18n/render";
import { issuePhrase } from "../i18n/zod-issues";
import { getRuleset } from "../registry";
import { scriptSchema } from "@/lib/rulesets/clocktower/script/types";
import { badMoonRisingForum } from "@/lib/rulesets/clocktower/scripts/bad-moon-rising-forum";

const INVISIBLE = "\u200B\u200B";
const clocktower = (raw: Record<string, unknown>) => parseCommand(getRuleset("clocktower"), raw as never);
const problems = (r: ReturnType<typeof scriptSchema.safeParse>) =>
  r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${render(issuePhrase(i.message), "en")}`);

describe("names that others read", () => {
  it("a script's name and a character's name must contain a visible character", () => {
    expect(scriptSchema.safeParse(badMoonRisingForum).success).toBe(true);
    expect(problems(scriptSchema.safeParse({ ...badMoonRisingForum, name: INVISIBLE }))).toContain(
      "name: must not be empty",
    );
    const characters = [
      { ...badMoonRisingForum.characters[0]!, name: ` ${INVISIBLE} ` },
      ...badMoonRisingForum.characters.slice(1),
    ];
    expect(problems(scriptSchema.safeParse({ ...badMoonRisingForum, characters }))).toContain(
      "characters.0.name: must not be empty",
    );
  });

  it("a reminder that shows nothing is dropped from a character; one that does is kept, trimmed", () => {
    const c = { ...badMoonRisingForum.characters[0]!, reminders: [INVISIBLE, "", " Safe\u200B "] };
    const parsed = scriptSchema.parse({ ...badMoonRisingForum, characters: [c] });
    expect(parsed.characters[0]!.reminders).toEqual(["Safe"]);
  });

  it("a reminder token placed by hand must name something", () => {
    const place = (text: string) =>
      clocktower({ type: "clocktower.placeReminder", seatId: "s1", token: { characterId: null, text } });
    const invisible = place(INVISIBLE);
    expect(!invisible.ok && render(invisible.error, "en")).toContain("must not be empty");
    expect(place("Is the Drunk")).toMatchObject({ ok: true });
  });

  it("a player's handle of nothing visible is no handle", () => {
    const add = (handle: string) => parseCommand(getRuleset("clocktower"), { type: "seat.add", name: "Dolby", handle });
    expect(add(INVISIBLE)).toMatchObject({ ok: true, command: { handle: null } });
    expect(add(" @dolby\u200B ")).toMatchObject({ ok: true, command: { handle: "@dolby" } });
  });
});
