import { expect as baseExpect, test } from "./test";
import { screenshotBoth, signUpByApi } from "./helpers";

test.setTimeout(240_000);
// The dev server compiles each route on first use: slow on a small machine.
const expect = baseExpect.configure({ timeout: 45_000 });

const MARKERS = ["dusk", "travellers", "minioninfo", "demoninfo", "dawn"];

test("a moderator reorders a script's first night with the keyboard buttons and edits a character's ability", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const dup = await page.request.post("/api/scripts/builtin-bad-moon-rising-forum/duplicate", {
    data: { name: "Edited Moon" },
  });
  expect(dup.status()).toBe(201);
  const created = (await dup.json()).script as {
    id: string;
    script: {
      firstNight: string[];
      otherNight: string[];
      characters: Array<{ id: string; name: string; ability: string }>;
    };
  };
  const { id } = created;
  const names = new Map(created.script.characters.map((c) => [c.id, c.name]));

  // The second character to wake on the first night moves up one place, above the first.
  const first = created.script.firstNight;
  const at = first.findIndex((x, i) => i > 0 && !MARKERS.includes(x) && !MARKERS.includes(first[i - 1]!));
  expect(at).toBeGreaterThan(0);
  const moving = first[at]!;
  const expected = [...first];
  [expected[at - 1], expected[at]] = [expected[at]!, expected[at - 1]!];

  await page.goto(`/scripts/${id}`);
  await expect(page.getByRole("heading", { name: "Edited Moon", level: 1 })).toBeVisible({ timeout: 90_000 });
  await page.getByRole("button", { name: "Edit characters" }).click();
  const firstNight = page.getByTestId("first-night");
  await expect(firstNight.locator("li").nth(at)).toHaveAttribute("data-step", moving);
  await page.getByRole("button", { name: `Move ${names.get(moving)} up in the first night order` }).click();
  await expect(firstNight.locator("li").nth(at - 1)).toHaveAttribute("data-step", moving);
  await expect
    .poll(async () => (await (await page.request.get(`/api/scripts/${id}`)).json()).script.script.firstNight)
    .toEqual(expected);

  // The drag handle works from the keyboard too (dnd-kit's keyboard sensor): space, arrow down, space.
  const other = created.script.otherNight;
  const from = other.findIndex(
    (x, i) => !MARKERS.includes(x) && i + 1 < other.length && !MARKERS.includes(other[i + 1]!),
  );
  const otherNight = page.getByTestId("other-night");
  await otherNight
    .getByRole("button", { name: `Drag ${names.get(other[from]!)} to another place in the other nights order` })
    .scrollIntoViewIfNeeded();
  await otherNight
    .getByRole("button", { name: `Drag ${names.get(other[from]!)} to another place in the other nights order` })
    .focus();
  // Pauses let the sensor measure and animate, as a person's key presses would.
  await page.keyboard.press("Space");
  await page.waitForTimeout(300);
  await page.keyboard.press("ArrowDown");
  await page.waitForTimeout(300);
  await page.keyboard.press("Space");
  await expect(otherNight.locator("li").nth(from + 1)).toHaveAttribute("data-step", other[from]!);
  const otherExpected = [...other];
  [otherExpected[from], otherExpected[from + 1]] = [otherExpected[from + 1]!, otherExpected[from]!];
  await expect
    .poll(async () => (await (await page.request.get(`/api/scripts/${id}`)).json()).script.script.otherNight)
    .toEqual(otherExpected);

  // Edit a character's ability: an empty one is refused next to the field, nothing saved.
  const target = created.script.characters[0]!;
  await page.getByRole("button", { name: `Edit ${target.name}`, exact: true }).click();
  const form = page.getByRole("form", { name: `Edit ${target.name}` });
  await form.getByLabel("Ability").fill("   ");
  await form.getByLabel("Reminder tokens").fill("Drunk, Poisoned");
  await form.getByRole("button", { name: `Save ${target.name}` }).click();
  await expect(form.getByText("Ability must not be empty.")).toBeVisible();
  await expect(form.getByLabel("Ability")).toHaveAttribute("aria-invalid", "true");
  await screenshotBoth(page, "script-editor-error");
  expect((await (await page.request.get(`/api/scripts/${id}`)).json()).script.script.characters[0].ability).toBe(
    target.ability,
  );

  const ability = "Each night, you learn a brand new edited thing.";
  await form.getByLabel("Ability").fill(ability);
  await form.getByRole("button", { name: `Save ${target.name}` }).click();
  await expect(form).toBeHidden();
  const sheet = page.getByTestId("character-sheet");
  await expect(sheet.locator(`[data-character="${target.id}"]`)).toContainText(ability);
  await screenshotBoth(page, "script-editor");

  // Reload: both are saved.
  await page.reload();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await expect(sheet.locator(`[data-character="${target.id}"]`)).toContainText(ability);
  await expect(
    page
      .getByTestId("first-night")
      .getByRole("listitem")
      .nth(at - 1),
  ).toContainText(names.get(moving)!);
  await expect(page.getByTestId("first-night").getByRole("listitem").nth(at)).toContainText(names.get(first[at - 1]!)!);

  // The export carries the new order and ability (and the tokens).
  const exported = (await (await page.request.get(`/api/scripts/${id}/export`)).json()) as Array<
    Record<string, unknown>
  >;
  expect(exported[0]!.firstNight).toEqual(expected);
  const c = exported.find((x) => x.id === target.id)!;
  expect(c.ability).toBe(ability);
  expect(c.reminders).toEqual(["Drunk", "Poisoned"]);
});
