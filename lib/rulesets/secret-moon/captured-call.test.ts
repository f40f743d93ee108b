/** The call that passes a captured player's number (issue 29 point 7): it names her and skips her. */
import { describe, expect, it } from "vitest";
import { render } from "@/lib/i18n/render";
import * as views from "./views";
import { SIX, Table, moderatorView, playerView, publicView, seat } from "./testing";

/** Ann Princess, Ben Wanderer, Cat Minister, Dan Guard, Eve Guard, Fay Priestess. */
const [ann, ben, cat, dan, eve, fay] = [1, 2, 3, 4, 5, 6].map(seat) as [string, string, string, string, string, string];

/** Ann 1, Dan 3, Ben 4, Cat 5, Eve 6, Fay 7: nobody holds 2 or 8. */
function table() {
  const t = new Table(6);
  t.dealRoles(SIX);
  t.startRound({ [ann]: 1, [dan]: 3, [ben]: 4, [cat]: 5, [eve]: 6, [fay]: 7 });
  return t;
}

describe("the call past a captured player's number", () => {
  it("says the number was the captured player's and skips it, in English and in Japanese", () => {
    const t = table();
    // Ann names Dan a Guard: his card turns up and he faints, captured, with 3 still in his hand.
    t.run({ type: "secret-moon.accuse", seatId: ann, target: dan, role: "guard" });
    const call = publicView(t.game).game!.call!;
    expect(call).toMatchObject({ number: 4, seatId: ben, skipped: [2], captured: [{ number: 3, seatId: dan }] });
    expect(call.text).toBe("Number 2? (nobody) Number 3? Dan, captured, skipped. Number 4? Ben.");
    expect(render(views.publicView(t.game).game!.call!.text, "ja")).toBe(
      "2番？（なし）3番？ Danは行動不能のため飛ばします。4番？ Ben。",
    );
    expect(moderatorView(t.game).hints).toContain(
      "Call: Number 2? (nobody) Number 3? Dan, captured, skipped. Number 4? Ben. Ben reveals and discards card 4, then acts or passes.",
    );
    // Every player's page reads the same public call.
    expect(playerView(t.game, fay).turnNumber).toBe(7);
    expect(views.playerView(t.game, dan).turnNumber).toBeNull();
  });

  it("keeps a disrupted player's face-down number unnamed: nobody held it, as far as the table knows", () => {
    const t = table();
    t.run({ type: "secret-moon.inspect", seatId: ann, target: cat });
    t.run({ type: "secret-moon.disrupt", seatId: dan, target: ben });
    // Ben's 4 went face down; Dan, the disruptor, is captured but had played his 3.
    const call = publicView(t.game).game!.call!;
    expect(call).toMatchObject({ number: 5, seatId: cat, skipped: [4], captured: [] });
    expect(call.text).toBe("Number 4? (nobody) Number 5? Cat.");
  });

  it("forgets the captured numbers at the next round", () => {
    const t = table();
    t.run({ type: "secret-moon.accuse", seatId: ann, target: dan, role: "guard" });
    for (const s of [ben, cat, eve, fay]) t.run({ type: "secret-moon.pass", seatId: s, reserve: null });
    t.startRound({ [ann]: 4, [ben]: 1, [cat]: 2, [eve]: 5, [fay]: 6 });
    t.run({ type: "secret-moon.pass", seatId: ben, reserve: null });
    t.run({ type: "secret-moon.pass", seatId: cat, reserve: null });
    // 3 was Dan's last round; this round nobody holds it.
    expect(publicView(t.game).game!.call).toMatchObject({ number: 4, skipped: [3], captured: [] });
  });
});
