import { describe, expect, it } from "vitest";
import { createRng } from "../../game/rng";
import { randomCommand } from "./testing/random-play";
import { ROLE_CARDS, ROUNDS } from "./roles";
import { Table } from "./testing";

describe("random legal play", () => {
  it("always ends within three rounds with exactly one winning side", () => {
    for (let i = 0; i < 300; i++) {
      const players = 5 + (i % 4);
      const table = new Table(players, `property-${i}`);
      table.run({ type: "secret-moon.deal", thief: i % 3 === 0, reservedNumbersPublic: i % 2 === 0 });
      const rng = createRng(`property-choices-${i}`);
      let commands = 0;
      while (!table.current.result) {
        const command = randomCommand(table.game, rng);
        expect(command, `game ${i} is stuck`).not.toBeNull();
        table.run(command!);
        commands++;
        expect(table.current.round).toBeLessThanOrEqual(ROUNDS);
        // at most one turn per player per round, plus the three deals of turn-order cards
        expect(commands).toBeLessThanOrEqual(ROUNDS * (players + 1));
      }
      const game = table.current;
      const result = game.result!;
      expect(["princess", "minister", "thief"]).toContain(result.side);
      const sideOf = (seatId: string) => ROLE_CARDS[game.cards.find((c) => c.id === seatId)!.role].side;
      const expected = game.cards
        .filter((c) => c.holder === "player" && ROLE_CARDS[c.role].side === result.side)
        .map((c) => c.id);
      expect(result.winners).toEqual(expected);
      for (const w of result.winners) expect(sideOf(w)).toBe(result.side);
      if (result.side === "thief") expect(result.winners).toHaveLength(1);
      expect(table.rules.match!.results).toEqual([result]);
    }
  });
});
