import { describe, expect, it } from "vitest";
import type { EventEnvelope } from "../../game/events";
import { createRng } from "../../game/rng";
import { eventSchema } from "./schema";
import { randomCommand, type PlainCommand } from "./testing/random-play";
import { Table, type Game } from "./testing";
import { moderatorView, playerView, publicView } from "./views";
import { engine } from "@/lib/registry";

/** Plays a seeded game: the deal and every command come from seeds, so it is the same game every run. */
function playSeededGame(seed: string): { table: Table; commands: PlainCommand[] } {
  const table = new Table(7, seed);
  const commands: PlainCommand[] = [{ type: "secret-moon.deal", thief: true }];
  table.run(commands[0]!);
  const rng = createRng(`${seed}-choices`);
  while (!table.current.result) {
    const command = randomCommand(table.game, rng)!;
    commands.push(command);
    table.run(command);
  }
  return { table, commands };
}

describe("a seeded full game", () => {
  it("folds from its log into the same state and views", () => {
    const { table } = playSeededGame("replay");
    const replayed = engine.fold("secret-moon", table.log) as Game;
    expect(replayed).toEqual(table.game);
    expect(publicView(replayed)).toEqual(publicView(table.game));
    expect(moderatorView(replayed)).toEqual(moderatorView(table.game));
    for (const s of table.current.players) expect(playerView(replayed, s)).toEqual(playerView(table.game, s));
  });

  it("decides the same events again from the same commands and seeds", () => {
    const first = playSeededGame("again");
    const second = new Table(7, "again");
    for (const c of first.commands) second.run(c);
    expect(second.log).toEqual(first.table.log);
  });

  it("stores events that read back through the event schema", () => {
    const { table } = playSeededGame("schema");
    for (const env of table.log.filter((e) => e.event.type.startsWith("SecretMoon"))) {
      const parsed = eventSchema.parse(JSON.parse(JSON.stringify(env.event)));
      expect(parsed).toEqual(env.event);
    }
  });

  it("undoes the last action by folding without it", () => {
    const { table } = playSeededGame("undo");
    const cut = table.log.length - 1;
    const undone: EventEnvelope = {
      seq: table.log.length + 1,
      at: "2026-01-01T01:00:00.000Z",
      actorId: "u-mod",
      event: { type: "Undone", seq: table.log[cut]!.seq, undoneType: table.log[cut]!.event.type },
    };
    const before = engine.fold("secret-moon", table.log.slice(0, cut)) as Game;
    const after = engine.fold("secret-moon", [...table.log, undone]) as Game;
    expect(after.rules).toEqual(before.rules);
    expect(after.rules.match!.game.result).toBeNull();
  });
});
