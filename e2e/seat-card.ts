import { expect, type Locator, type Page } from "@playwright/test";

/**
 * A player's face-down card (components/seat/card-script.ts): held down with the mouse, its face is
 * fetched and shown; let go, it is gone from the page again.
 */
export async function holdCard(page: Page, by: "pointer" | "key" = "pointer"): Promise<Locator> {
  const card = page.getByTestId("face-down-card");
  await card.scrollIntoViewIfNeeded();
  if (by === "key") {
    // Space held on the focused card (released with page.keyboard.up(" ")).
    await card.focus();
    await page.keyboard.down(" ");
  } else {
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 30));
    await page.mouse.down();
  }
  const face = card.getByTestId("card-face");
  await expect(face).toBeVisible();
  return face;
}

export async function releaseCard(page: Page): Promise<void> {
  await page.mouse.up();
  await expect(page.getByTestId("card-face")).toHaveCount(0);
}

/** The text of one part of the card's face (a test id inside it), read while holding the card. */
export async function readCard(page: Page, testId = "card-face"): Promise<string> {
  const face = await holdCard(page);
  const part = testId === "card-face" ? face : face.getByTestId(testId);
  const text = (await part.innerText()).trim();
  await releaseCard(page);
  return text;
}

/** Chooses a name chip (a radio inside its label) in the chip row with the given legend. */
export async function chooseChip(scope: Page | Locator, legend: string | RegExp, name: string): Promise<void> {
  await scope
    .getByRole("group", { name: legend })
    .locator("label")
    .filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .click();
}

/**
 * Every visible thing a finger can tap on the page that is under 44 px tall: buttons, links, chips
 * and checkboxes (measured by their label, the target a finger hits), selects, text fields, summaries.
 */
export async function smallTargets(page: Page, within = "body"): Promise<string[]> {
  return page.evaluate((within) => {
    const out: string[] = [];
    const seen = new Set<Element>();
    const els = (document.querySelector(within) ?? document.body).querySelectorAll(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex='-1'])",
    );
    for (const el of Array.from(els)) {
      const input = el as HTMLInputElement;
      const isBox = el.tagName === "INPUT" && (input.type === "radio" || input.type === "checkbox");
      const target = isBox
        ? (el.closest("label") ?? (input.id ? document.querySelector(`label[for="${input.id}"]`) : null) ?? el)
        : el;
      if (seen.has(target)) continue;
      seen.add(target);
      const r = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (r.width === 0 || r.height === 0 || style.visibility === "hidden" || style.display === "none") continue;
      if ((target as HTMLElement).closest("[hidden]")) continue;
      if (r.height < 44)
        out.push(
          `${target.tagName.toLowerCase()} "${(target.textContent ?? "").trim().slice(0, 40)}" ${Math.round(r.height)} px`,
        );
    }
    return out;
  }, within);
}
