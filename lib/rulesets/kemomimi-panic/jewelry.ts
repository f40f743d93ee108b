import type { SeatId } from "../../game/core";
import type { CharacterId } from "./characters";
import { activeWith, playerAt, type KemomimiState, type Loss, type Player, type TriggeredEffect } from "./state";

const setPlayer = (s: KemomimiState, seatId: SeatId, f: (p: Player) => Player): KemomimiState => ({
  ...s,
  players: s.players.map((p) => (p.seatId === seatId ? f(p) : p)),
});

const markUsedOnce = (s: KemomimiState, c: CharacterId): KemomimiState => ({ ...s, usedOnce: [...s.usedOnce, c] });
const unused = (s: KemomimiState, c: CharacterId) => !s.usedOnce.includes(c);

/**
 * A guilty verdict or a theft hits a player: they lose their Fake Jewelry, or, having none, their
 * treasure is stolen: they are out and their role is revealed. Losing Fake Jewelry sets off the
 * powers printed without "may" (they happen by themselves, in this same event):
 * - Younger Twin Beryl: the Elder Twin loses hers too (if she has one; she is never put out by it).
 * - Archaeologist losing hers: Teacher Viennetta takes it [1].
 * - Class rep Alistair: takes the Vice Class rep's Fake Jewelry [1], if she still has one.
 * A power only works for a player still in the game.
 */
export function hit(s: KemomimiState, seatId: SeatId): { state: KemomimiState; loss: Loss } {
  const p = playerAt(s, seatId);
  if (!p || p.out) return { state: s, loss: { seatId, result: "lostJewelry", revealedRole: null, triggered: [] } };
  if (p.jewelry <= 0) {
    const state = setPlayer(s, seatId, (x) => ({ ...x, out: true, jewelry: 0 }));
    return { state, loss: { seatId, result: "out", revealedRole: p.role, triggered: [] } };
  }
  let state = setPlayer(s, seatId, (x) => ({ ...x, jewelry: x.jewelry - 1 }));
  const triggered: TriggeredEffect[] = [];

  if (p.character === "beryl") {
    const cyril = activeWith(state, "cyril");
    if (cyril && cyril.jewelry > 0) {
      state = setPlayer(state, cyril.seatId, (x) => ({ ...x, jewelry: x.jewelry - 1 }));
      triggered.push({ character: "beryl", by: seatId, seatId: cyril.seatId });
    }
  }
  if (p.character === "mindy") {
    const viennetta = activeWith(state, "viennetta");
    if (viennetta && unused(state, "viennetta")) {
      state = markUsedOnce(
        setPlayer(state, viennetta.seatId, (x) => ({ ...x, jewelry: x.jewelry + 1 })),
        "viennetta",
      );
      triggered.push({ character: "viennetta", by: viennetta.seatId, from: seatId });
    }
  }
  if (p.character === "alistair") {
    const miranda = activeWith(state, "miranda");
    if (miranda && miranda.jewelry > 0 && unused(state, "alistair")) {
      state = setPlayer(state, miranda.seatId, (x) => ({ ...x, jewelry: x.jewelry - 1 }));
      state = markUsedOnce(
        setPlayer(state, seatId, (x) => ({ ...x, jewelry: x.jewelry + 1 })),
        "alistair",
      );
      triggered.push({ character: "alistair", by: seatId, from: miranda.seatId });
    }
  }
  return { state, loss: { seatId, result: "lostJewelry", revealedRole: null, triggered } };
}
