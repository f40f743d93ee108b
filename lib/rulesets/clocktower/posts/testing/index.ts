/** A 7-player game driven to the states the posts are tested in (tests only). */
import type { DayCommand } from "../../day";
import { ForumGame } from "../../grimoire/testing";
import type { PostInput } from "../input";
import { renderer } from "@/lib/i18n/render";

export const NAMES7 = ["Amelia", "Dolby", "Eggyolk", "Kiiruma", "Nightingale", "Whysper", "CRichard"];
export const CAST7 = ["chambermaid", "innkeeper", "gambler", "exorcist", "courtier", "godfather", "po"];

export class PostsGame extends ForumGame {
  constructor(cast = CAST7, names = NAMES7) {
    super(cast, names);
  }
  day(command: DayCommand) {
    return this.must({ type: "clocktower.day", command }, { force: true });
  }
  /** Night 1 (24 h), then Day 1 from Tue 1 Dec 18:00 UTC with these night deaths. */
  toDay(deaths: string[] = []) {
    this.must({ type: "clocktower.startNight" });
    this.hours(24);
    this.dawn(deaths);
    return this;
  }
  dawn(deaths: string[]) {
    if (deaths.length)
      this.must({
        type: "clocktower.confirmDawn",
        deaths: deaths.map((n) => ({ seatId: this.id(n), cause: "night" as const })),
      });
    else this.must({ type: "clocktower.startDay" });
  }
  /** Day 1: Amelia nominates Dolby, four vote, Dolby is executed; Night 2 kills the named seats; Day 2. */
  toDay2(nightDeaths: string[]) {
    this.toDay();
    this.hours(12);
    this.day({ type: "day.nominate", nominator: this.id("Amelia"), nominee: this.id("Dolby") });
    for (const v of ["Amelia", "Eggyolk", "Kiiruma", "Nightingale"])
      this.day({ type: "day.vote", voter: this.id(v), nominee: this.id("Dolby") });
    this.hours(36);
    this.day({ type: "day.resolve" });
    this.must({ type: "clocktower.startNight" });
    this.hours(24);
    this.dawn(nightDeaths);
    return this;
  }
  input(): PostInput {
    return { view: this.pub(), seats: this.state.core.seats, say: renderer("en") };
  }
}
