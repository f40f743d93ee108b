import { expect as baseExpect, test } from "./test";
import { command, createGameByApi, signUpByApi } from "./helpers";

/**
 * Secret Moon, issue 29 point 7: a Guard captured before her number is called. The call that passes
 * her number says whose it was and that it is skipped ("3: Hana, captured, skipped"), on the host's
 * page, on the players' phones and in the town square, never "Nobody held 3".
 *
 * The deal is the app's random one. The host only moderates, so the API shows her every card and
 * turn-order number: turns are passed until the player to act holds the number just before a Guard's
 * (with another number after it); that player names the Guard, who faints and is captured.
 */

test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 20_000 });

const NAMES = ["Aoi", "Bram", "Cleo", "Dario", "Esme", "Fumi", "Gen", "Hana"];

interface Card {
  id: string;
  holder: "player" | "npc";
  role: string;
  revealed: boolean;
  captured: boolean;
  turnNumber: number | null;
}

test("the call names a captured player's number and skips it", async ({ page, browser, baseURL }) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Moon over the captured", "secret-moon");
  for (const name of NAMES) await command(page.request, game.id, { type: "seat.add", name });
  await command(page.request, game.id, { type: "game.publish" });
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  const nameOf = (id: string) => seats.find((s) => s.id === id)!.name;
  const links = (await (await page.request.post(`/api/games/${game.id}/seat-links/all`)).json()).links as Array<{
    seatId: string;
    url: string;
  }>;
  await command(page.request, game.id, { type: "secret-moon.deal" });

  const table = async () =>
    (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.rules.game as {
      round: number;
      call: { number: number; seatId: string } | null;
      cardsInFull: Card[];
      result: unknown;
    };

  let captured: { seatId: string; number: number; next: string } | null = null;
  for (let step = 0; step < 30 && !captured; step++) {
    const t = await table();
    if (t.result) break;
    if (!t.call) {
      await command(page.request, game.id, { type: "secret-moon.start-round" });
      continue;
    }
    const holders = t.cardsInFull
      .filter((c) => c.turnNumber !== null && c.id !== t.call!.seatId)
      .sort((a, b) => a.turnNumber! - b.turnNumber!);
    const [target, after] = holders;
    if (target && after && target.holder === "player" && target.role === "guard" && !target.revealed) {
      await command(
        page.request,
        game.id,
        { type: "secret-moon.accuse", seatId: t.call.seatId, target: target.id, role: "guard" },
        true,
      );
      captured = { seatId: target.id, number: target.turnNumber!, next: after.id };
    } else await command(page.request, game.id, { type: "secret-moon.pass", seatId: t.call.seatId }, true);
  }
  expect(captured, "a Guard held the next number in some round").not.toBeNull();
  const { seatId, number, next } = captured!;
  const line = `${number}: ${nameOf(seatId)}, captured, skipped`;

  // The API's call says it too, in words and in data.
  const t = await table();
  expect(t.call).toMatchObject({ seatId: next, captured: [{ number, seatId }] });
  expect((t.call as unknown as { skipped: number[] }).skipped).not.toContain(number);

  // The host's page.
  await page.goto(`/games/${game.id}`);
  await expect(page.getByTestId("sm-call")).toContainText(line);
  await expect(page.getByTestId("sm-call")).toContainText(nameOf(next));

  // A player's phone, and the captured player's own.
  for (const id of [next, seatId]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await phone.goto(links.find((l) => l.seatId === id)!.url);
    await expect(phone.getByTestId("sm-seat-call")).toContainText(`${line}.`);
    await expect(phone.getByTestId("sm-seat-call")).not.toContainText(`Nobody held ${number}`);
    await context.close();
  }

  // The town square.
  await page.goto(game.publicUrl);
  await expect(page.getByTestId("sm-town-call")).toContainText(`${line}.`);
});
