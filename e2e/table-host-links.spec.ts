import jsQR from "jsqr";
import { expect as baseExpect, test, type Page } from "./test";
import { command, createGameByApi, signUpByApi } from "./helpers";

/**
 * The host's side of a table game (issue 29), Secret Moon with the host playing Aoi, on a 390 px
 * phone: the links handed out by QR code (each decodes to its seat's link), who has opened theirs,
 * no notice for a seat's first link, and undo saying whose hidden action it reverts (its asking
 * first is in lib/rulesets/secret-moon/playing-host.test.ts).
 */

const expect = baseExpect.configure({ timeout: 20_000 });
const NAMES = ["Aoi", "Bram", "Cleo", "Dario", "Esme"];

/** The text a QR code image on the page holds, read from its pixels by jsQR. */
async function decodeQr(page: Page, index: number): Promise<string | null> {
  const pixels = await page
    .getByTestId("seat-qr")
    .nth(index)
    .evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext("2d")!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
      // The pixels as base64: as an array of 409,600 numbers they took seconds to cross to the test.
      let binary = "";
      for (let i = 0; i < data.data.length; i += 0x8000)
        binary += String.fromCharCode(...data.data.subarray(i, i + 0x8000));
      return { width: data.width, height: data.height, base64: btoa(binary) };
    });
  const bytes = Buffer.from(pixels.base64, "base64");
  return (
    jsQR(new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.length), pixels.width, pixels.height)?.data ?? null
  );
}

test("Secret Moon's host hands out links by QR code, sees who opened them, and undo asks first", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Links at the table", "secret-moon");
  for (const name of NAMES) await command(page.request, game.id, { type: "seat.add", name });
  await command(page.request, game.id, { type: "game.publish" });
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;

  await page.goto(`/games/${game.id}`);
  const links = page.getByTestId("table-links");
  await expect(links).toContainText("Make the players' links first");
  await expect(page.getByTestId("links-opened")).toHaveText("no player links yet");
  await links.getByRole("button", { name: "Make links for all players" }).click();
  await expect(page.getByTestId("seat-qr")).toHaveCount(NAMES.length);
  await expect(page.getByTestId("links-opened")).toHaveText("opened by 0 of 5");

  // Each code decodes to a link that opens that seat's own page.
  const urls: string[] = [];
  for (let i = 0; i < NAMES.length; i++) {
    const url = await decodeQr(page, i);
    expect(url, `${NAMES[i]}'s code`).toMatch(new RegExp(`^${baseURL}/seat/[A-Za-z0-9_-]{16,64}$`));
    urls.push(url!);
  }
  expect(new Set(urls).size).toBe(NAMES.length);

  // All of them on one printable sheet.
  await links.getByRole("button", { name: "Print all codes on one sheet" }).click();
  const sheet = page.getByTestId("links-sheet");
  await expect(sheet.getByTestId("seat-qr")).toHaveCount(NAMES.length);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("game-board")).toBeHidden();
  await expect(sheet).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toHaveCount(0);

  // The host deals and plays Aoi; four players open their links: the host sees who did.
  await page.getByTestId("sm-host-seat").selectOption({ label: "Also play: Aoi" });
  await page.getByRole("button", { name: "Deal game 1" }).click();
  await expect(page.getByTestId("sm-status")).toContainText("you play Aoi");
  const phones = new Map<string, Page>();
  for (const [i, name] of NAMES.entries()) {
    if (name === "Esme") continue;
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await phone.goto(urls[i]!);
    await expect(phone.locator("body")).toContainText(name);
    phones.set(name, phone);
  }
  await expect(page.getByTestId("links-opened")).toHaveText("opened by 4 of 5");
  await expect(page.getByTestId("links-opened-names")).toHaveText("Opened: Aoi, Bram, Cleo, Dario");
  await expect(page.getByTestId("links-waiting")).toHaveText("Not opened yet: Esme");

  // Links made before or after the deal, each a seat's first: no notice on the town square.
  const town = await (await browser.newContext()).newPage();
  await town.goto(game.publicUrl);
  await town.waitForLoadState("load");
  await expect(town.getByTestId("link-notices")).toHaveCount(0);

  // Round 1: the called player acts on their own link; the host's undo says whose step it was and asks.
  await page.getByRole("button", { name: "Deal round 1's turn-order cards" }).click();
  const called = async () =>
    (await (await page.request.get(`/api/town/${game.slug}`)).json()).view.rules.game.call.seatId as string;
  const pass = async (seatId: string) => {
    const name = seats.find((s) => s.id === seatId)!.name;
    const token = urls[NAMES.indexOf(name)]!.split("/seat/")[1]!;
    const acted = await page.request.post(`/api/seat/${token}/commands`, {
      data: { command: { type: "secret-moon.pass", seatId } },
    });
    expect(acted.ok(), await acted.text()).toBeTruthy();
    return name;
  };
  await expect(page.getByTestId("sm-call")).toBeVisible();
  let caller = await called();
  if (seats.find((s) => s.id === caller)!.name === "Aoi") {
    // The host's own turn, on her own link: undo would not ask about that one.
    await pass(caller);
    await expect(page.getByTestId("undo-step")).toHaveText("Undo: your own step");
    caller = await called();
  }
  const callerName = await pass(caller);
  const undo = page.getByTestId("undo");
  await expect(undo).toHaveAccessibleName(`Undo: ${callerName}'s hidden action`);
  await expect(page.getByTestId("undo-step")).toHaveText(`Undo: ${callerName}'s hidden action`);
});
