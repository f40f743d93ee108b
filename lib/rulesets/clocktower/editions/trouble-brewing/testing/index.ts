/**
 * Test helpers: a dealt Trouble Brewing game, a builder on the one test table (test/table.ts), on our own fixture in the
 * publisher's format (e2e/fixtures/official: real ids, invented texts). Not used by the rules.
 */
import { TestGame } from "@/test/table";
import { enAll, sayDeep } from "@/test/say";
import { engine } from "@/lib/registry";
import { fixtureScript } from "../../../script/testing/official-fixture";
import type { Script } from "../../../script/types";
import type { ClocktowerState } from "../../../state";
import type { ClocktowerModeratorView, ClocktowerPlayerView, ClocktowerPublicView } from "../../../views";

/** The fixture's Trouble Brewing script (22 characters), resolved against the fixture data as an import would. */
export const troubleBrewingScript = (): Script => fixtureScript("trouble-brewing-ids.json");

export const TB_NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"];
/** Seat by seat, 10 players: seven Townsfolk, an Outsider... as a test needs; the default is a plain game. */
export const TB_CAST = [
  "washerwoman",
  "empath",
  "fortuneteller",
  "monk",
  "undertaker",
  "virgin",
  "saint",
  "poisoner",
  "scarletwoman",
  "imp",
];
export const TB_BLUFFS = ["chef", "soldier", "mayor"];

export class TroubleBrewingGame extends TestGame<ClocktowerState> {
  ids: Record<string, string> = {};
  constructor(
    cast = TB_CAST,
    names = TB_NAMES,
    /** More of the deal command (the Drunk's Townsfolk, the red herring), given the seats' ids by name. */
    deal: Record<string, unknown> | ((id: (name: string) => string) => Record<string, unknown>) = {},
    start = new Date("2026-11-30T18:00:00Z"),
  ) {
    super("clocktower", "Trouble Brewing", start); // not text: the test game's title
    for (const name of names) this.must({ type: "seat.add", name });
    for (const s of this.state.core.seats) this.ids[s.name] = s.id;
    this.must({ type: "clocktower.setScript", script: troubleBrewingScript() });
    const assignments = Object.fromEntries(names.map((n, i) => [this.ids[n]!, cast[i]!]));
    const more = typeof deal === "function" ? deal((name) => this.id(name)) : deal;
    this.must({ type: "clocktower.deal", mode: "manual", assignments, bluffs: TB_BLUFFS, ...more }, { force: true });
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
