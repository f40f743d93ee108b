/**
 * The shared day machinery: phase plan and clock, nominations, forum-style votes, the vote count
 * and its exports, exile, whispers, and the pasted-forum-post parser. Pure functions only.
 */
export * from "./roster";
export * from "./phase-plan";
export * from "./phase-clock";
export * from "@/lib/game/deadline-format";
export * from "./day-state";
export * from "./day-commands";
export * from "./nominations";
export * from "./votes";
export * from "./tally";
export * from "./execution";
export * from "./exile";
export * from "./vote-count-export";
export * from "./whispers";
export * from "./name-matching";
export * from "./forum-post-parser";
