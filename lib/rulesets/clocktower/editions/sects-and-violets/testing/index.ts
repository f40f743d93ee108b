/**
 * Test helpers: a dealt Sects & Violets game, a builder on the one test table (test/table.ts), on our own fixture in
 * the publisher's format (e2e/fixtures/official: real ids, invented texts). Not used by the rules.
 */
import { TestGame } from "@/test/table";
import { enAll, sayDeep } from "@/test/say";
import { engine } from "@/lib/registry";
import { fixtureScript } from "../../../script/testing/official-fixture";
import type { Script } from "../../../script/types";
import type { ClocktowerState } from "../../../state";
import type { ClocktowerModeratorView, ClocktowerPlayerView, ClocktowerPublicView } from "../../../views";

/**
 * The fixture's Sects & Violets script (25 characters), resolved against the fixture data as an import would;
 * `more`: other characters' ids added to it (a Recluse or a Spy for the registering tests).
 */
export const sectsAndVioletsScript = (more: string[] = []): Script => fixtureScript("sects-and-violets-ids.json", more);

export const SV_NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"];
/** Seat by seat, 10 players: seven Townsfolk, two Minions and the Demon; a test gives its own cast as it needs. */
export const SV_CAST = [
  "clockmaker",
  "dreamer",
  "snakecharmer",
  "mathematician",
  "flowergirl",
  "towncrier",
  "juggler",
  "witch",
  "pithag",
  "nodashii",
];
/** SV_CAST with some seats' characters replaced, by seat index: `svCast({ 9: "vortox" })`. */
export const svCast = (replace: Record<number, string>) => SV_CAST.map((c, i) => replace[i] ?? c);
export const SV_BLUFFS = ["oracle", "savant", "sage"];

export class SectsAndVioletsGame extends TestGame<ClocktowerState> {
  ids: Record<string, string> = {};
  constructor(
    cast = SV_CAST,
    names = SV_NAMES,
    /** More of the deal command, given the seats' ids by name. */
    deal: Record<string, unknown> | ((id: (name: string) => string) => Record<string, unknown>) = {},
    start = new Date("2026-11-30T18:00:00Z"),
    script = sectsAndVioletsScript(),
  ) {
    super("clocktower", "Sects & Violets", start); // not text: the test game's title
    for (const name of names) this.must({ type: "seat.add", name });
    for (const s of this.state.core.seats) this.ids[s.name] = s.id;
    this.must({ type: "clocktower.setScript", script });
    const assignments = Object.fromEntries(names.map((n, i) => [this.ids[n]!, cast[i]!]));
    const more = typeof deal === "function" ? deal((name) => this.id(name)) : deal;
    this.must({ type: "clocktower.deal", mode: "manual", assignments, bluffs: SV_BLUFFS, ...more }, { force: true });
  }
  id(name: string) {
    const id = this.ids[name];
    if (!id) throw new Error(`no seat ${name}`);
    return id;
  }
  /** The seat holding a character. */
  seatOf(characterId: string) {
    const hit = Object.entries(this.game.rules.seats).find(([, s]) => s.characterId === characterId);
    if (!hit) throw new Error(`no ${characterId} in play`);
    return hit[0];
  }
  get rules() {
    return this.game.rules;
  }
  /** Night n (day n-1 passed without deaths), the sheet as a test reads it. */
  toNight(n: number) {
    if (!this.rules.phase) this.must({ type: "clocktower.startNight" });
    while (this.rules.phase!.number < n || this.rules.phase!.kind === "day") {
      if (this.rules.phase!.kind === "night") this.must({ type: "clocktower.startDay" }, { force: true });
      else this.must({ type: "clocktower.startNight" });
    }
    return this;
  }
  mod(now = this.now) {
    const view = engine.moderatorView(this.state, now).rules as ClocktowerModeratorView;
    return { ...sayDeep(view), hints: enAll(view.hints) };
  }
  pub(now = this.now) {
    return sayDeep(engine.publicView(this.state, now).rules as ClocktowerPublicView);
  }
  own(name: string, now = this.now) {
    return engine.playerView(this.state, this.id(name), now).own as ClocktowerPlayerView;
  }
}
