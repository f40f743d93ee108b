/** Test helpers: a dealt Bad Moon Rising (forum) game, a builder on the one test table (test/table.ts). Not used by the rules. */
import { TestGame } from "@/test/table";
import { enAll, sayDeep } from "@/test/say";
import { badMoonRisingForum } from "../../scripts/bad-moon-rising-forum";
import type { ClocktowerState } from "../../state";
import type { ClocktowerModeratorView, ClocktowerPlayerView, ClocktowerPublicView } from "../../views";
import { engine } from "@/lib/registry";

export const FORUM_NAMES = [
  "PlagueSimp",
  "Whysper",
  "Thepigeonnyc",
  "CRichard",
  "Eggyolk",
  "Nightingale",
  "Dolby",
  "Kiiruma",
  "Amelia",
];
/** Seat by seat: five Townsfolk, two Outsiders, a Minion, a Demon. */
export const FORUM_CAST = [
  "sailor",
  "innkeeper",
  "chambermaid",
  "gambler",
  "fool",
  "lunatic",
  "goon",
  "mastermind",
  "zombuul",
];
export const FORUM_BLUFFS = ["grandmother", "exorcist", "tealady"];

export class ForumGame extends TestGame<ClocktowerState> {
  ids: Record<string, string> = {};
  constructor(cast = FORUM_CAST, names = FORUM_NAMES, start = new Date("2026-11-30T18:00:00Z")) {
    super("clocktower", "BMR forum", start);
    for (const name of names) this.must({ type: "seat.add", name });
    for (const s of this.state.core.seats) this.ids[s.name] = s.id;
    this.must({ type: "clocktower.setScript", script: JSON.parse(JSON.stringify(badMoonRisingForum)) });
    const assignments = Object.fromEntries(names.map((n, i) => [this.ids[n]!, cast[i]!]));
    this.must({ type: "clocktower.deal", mode: "manual", assignments, bluffs: FORUM_BLUFFS }, { force: true });
  }
  id(name: string) {
    const id = this.ids[name];
    if (!id) throw new Error(`no seat ${name}`);
    return id;
  }
  hours(h: number) {
    this.advance(h * 3600_000);
  }
  get rules() {
    return this.game.rules;
  }
  /** The moderator's view, its words (hints, labels, win checks) in English as the tests read them. */
  mod(now = this.now) {
    const view = engine.moderatorView(this.state, now).rules as ClocktowerModeratorView;
    return { ...sayDeep(view), hints: enAll(view.hints) };
  }
  pub(now = this.now) {
    return sayDeep(engine.publicView(this.state, now).rules as ClocktowerPublicView);
  }
  own(name: string, now: Date) {
    return engine.playerView(this.state, this.id(name), now).own as ClocktowerPlayerView;
  }
}
