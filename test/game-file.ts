/** A game file (the export format) of a Clocktower game: GameCreated, then `events`, numbered in order. */
export const FILE_AT = "2026-11-01T18:00:00.000Z";

export const gameFile = (events: Array<{ type: string; payload: Record<string, unknown> }>, title = "G") => ({
  format: "grimoire-game",
  formatVersion: 1,
  exportedAt: FILE_AT,
  game: { title, rulesetId: "clocktower", createdAt: FILE_AT },
  events: [{ type: "GameCreated", payload: { title, rulesetId: "clocktower" } }, ...events].map((e, i) => ({
    seq: i + 1,
    ...e,
    actorId: "user:u",
    at: FILE_AT,
  })),
});
