import type { PlayerView } from "@/lib/game/views";
import type { ChoiceShape, ClocktowerPlayerView, ClocktowerPublicView, NightChoice } from "@/lib/rulesets/clocktower";
import { When } from "@/components/town/countdown";
import { ActionForm } from "@/components/seat/action-form";
import { ClocktowerSeatDay } from "./day";
import { SpyGrimoireTable } from "./spy-grimoire";
import { SvSeatDay } from "./sv-day";
import { render, translator, type Translator } from "@/lib/i18n/render";
import { namesAmong, viewCharacters } from "@/lib/rulesets/clocktower/character-names";

/** The most options a night action's select offers (combinations of several players grow fast). */
const MAX_OPTIONS = 600;

function combinations<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  const walk = (start: number, acc: T[]) => {
    if (out.length > MAX_OPTIONS) return;
    if (acc.length === k) {
      out.push(acc);
      return;
    }
    for (let i = start; i < items.length; i++) walk(i + 1, [...acc, items[i]!]);
  };
  walk(0, []);
  return out;
}

/** Every choice the shape allows, as one select's options (the seat form posts a whole `choice`). */
function choiceOptions(
  shape: ChoiceShape,
  view: PlayerView<ClocktowerPublicView, ClocktowerPlayerView>,
  t: Translator,
): { options: Array<{ value: NightChoice; label: string }>; truncated: boolean } {
  const rules = view.rules;
  const travellers = new Set(rules.travellers.map((t) => t.seatId));
  const alive = new Map((rules.grimoire ?? []).map((g) => [g.seatId, g.alive]));
  const name = (id: string) => view.seats.find((s) => s.id === id)?.name ?? id;
  const targets = view.seats
    .filter((s) => alive.has(s.id))
    .filter((s) => (shape.target === "alive" ? alive.get(s.id) : shape.target === "dead" ? !alive.get(s.id) : true))
    .filter((s) => !(shape.notSelf && s.id === view.seatId))
    .filter((s) => !(shape.notTravellers && travellers.has(s.id)))
    .map((s) => s.id);
  let seatSets: string[][] = [];
  for (let k = shape.seats.min; k <= shape.seats.max; k++) seatSets.push(...combinations(targets, k));
  let truncated = false;
  if (seatSets.length > MAX_OPTIONS) {
    seatSets = seatSets.slice(0, MAX_OPTIONS);
    truncated = true;
  }
  const characters = shape.character
    ? (rules.script?.sheet.groups ?? [])
        .filter((g) => !["traveller", "fabled"].includes(g.team))
        .flatMap((g) => g.characters)
    : [];
  const options: Array<{ value: NightChoice; label: string }> = [];
  for (const seats of seatSets) {
    const who = seats.length
      ? seats.map(name).join(t("clocktower.forumDay.seat.and"))
      : shape.character
        ? ""
        : t("clocktower.forumDay.seat.NoOne");
    if (characters.length === 0) options.push({ value: { seats }, label: who });
    else
      for (const c of characters) {
        if (options.length >= MAX_OPTIONS) {
          truncated = true;
          break;
        }
        options.push({
          value: seats.length ? { seats, character: c.id } : { character: c.id },
          label: who ? t("clocktower.forumDay.seat.asThe", { who, character: c.name }) : c.name,
        });
      }
  }
  return { options, truncated };
}

const characterName = (view: PlayerView<ClocktowerPublicView, ClocktowerPlayerView>, id: string) =>
  (view.rules.script?.sheet.groups ?? []).flatMap((g) => g.characters).find((c) => c.id === id)?.name ?? id;

const TEAMS = ["townsfolk", "outsider", "minion", "demon", "traveller", "fabled"] as const;
const isTeam = (team: string): team is (typeof TEAMS)[number] => (TEAMS as readonly string[]).includes(team);

/** The player's own character, what the storyteller told them, and tonight's action (plain HTML forms). */
export function ClocktowerSeat({
  token,
  view,
}: {
  token: string;
  view: PlayerView<ClocktowerPublicView, ClocktowerPlayerView>;
}) {
  const own = view.own;
  // The player's page speaks the game's language.
  const t = translator(view.language);
  if (!own.roleMessage) return <p className="text-ink-300">{t("clocktower.forumDay.seat.noCharacter")}</p>;
  const m = own.roleMessage;
  const action = own.nightAction;
  const choices = action && !action.locked ? choiceOptions(action.shape, view, t) : null;
  const nameOf = (id: string) => view.seats.find((s) => s.id === id)?.name ?? id;
  return (
    <div className="space-y-4">
      <div className="space-y-3">
        <p className="text-2xl font-semibold text-moon-300" data-testid="own-character">
          {m.character.name}
        </p>
        <p className="text-sm text-ink-300">
          {isTeam(m.character.team) ? t(`clocktower.teams.${m.character.team}.one`) : m.character.team} ·{" "}
          <span className={m.alignment === "evil" ? "text-evil-400" : "text-good-400"}>
            {t(m.alignment === "evil" ? "clocktower.forumDay.seat.evil" : "clocktower.forumDay.seat.good")}
          </span>
        </p>
        <p>{m.character.ability}</p>
        {m.character.note && <p className="text-sm text-ink-300">{m.character.note}</p>}
        <details>
          <summary className="cursor-pointer text-sm text-ink-400">{t("clocktower.forumDay.seat.roleMessage")}</summary>
          <pre className="mt-2 rounded-md bg-night-950 p-3 font-sans text-sm whitespace-pre-wrap text-ink-200">
            {render(m.text, view.language)}
          </pre>
        </details>
      </div>

      {action && (
        <section
          aria-labelledby="night-action-heading"
          className="space-y-2 rounded-lg border border-moon-500/50 p-3"
          data-testid="night-action"
        >
          <h3 id="night-action-heading" className="font-semibold text-moon-300">
            {t("clocktower.forumDay.seat.nightAction", { night: action.night })}
          </h3>
          <p className="text-sm" data-testid="night-prompt">
            {render(action.shape.prompt, view.language)}
          </p>
          <p className="text-xs text-ink-400" data-testid="night-lock">
            {t.rich(action.locked ? "clocktower.forumDay.seat.nightLocked" : "clocktower.forumDay.seat.nightLock", {
              when: () => <When at={action.lockAt} />,
            })}
          </p>
          {action.submitted && (
            <p className="text-sm" data-testid="night-submitted">
              {t("clocktower.forumDay.seat.youChose", {
                choice: [
                  action.submitted.seats?.length
                    ? action.submitted.seats.map(nameOf).join(t("clocktower.forumDay.seat.and"))
                    : action.submitted.seats
                      ? t("clocktower.forumDay.seat.noOne")
                      : "",
                  action.submitted.character
                    ? t("clocktower.forumDay.seat.theCharacter", {
                        character: characterName(view, action.submitted.character),
                      })
                    : "",
                  action.submitted.text ?? "",
                ]
                  .filter(Boolean)
                  .join(t("clocktower.forumDay.posts.separator")),
              })}
            </p>
          )}
          {choices && token && (
            <ActionForm
              token={token}
              command={{ type: "clocktower.submitNightAction" }}
              submit={
                action.submitted
                  ? t("clocktower.forumDay.seat.changeAction")
                  : t("clocktower.forumDay.seat.submitAction")
              }
            >
              <div className="min-w-0 flex-1">
                <label htmlFor="night-choice" className="label">
                  {t("clocktower.forumDay.seat.yourChoice")}
                </label>
                <select id="night-choice" name="json.choice" className="input">
                  {choices.options.map((o) => (
                    <option key={JSON.stringify(o.value)} value={JSON.stringify(o.value)}>
                      {o.label}
                    </option>
                  ))}
                </select>
                {choices.truncated && (
                  <p className="mt-1 text-xs text-ink-400">{t("clocktower.forumDay.seat.truncated")}</p>
                )}
              </div>
            </ActionForm>
          )}
        </section>
      )}

      {own.spyGrimoire && <SpyGrimoireTable grimoire={own.spyGrimoire} t={t} />}

      <ClocktowerSeatDay view={view} token={token} />

      <SvSeatDay view={view} token={token} t={t} />

      {own.moonchildClaim && (
        <MoonchildClaim
          token={token}
          claim={own.moonchildClaim}
          t={t}
          names={namesAmong(viewCharacters(view.rules), "moonchild")}
        />
      )}

      {own.madness && (
        <p className="text-base font-semibold text-ink-100" data-testid="own-madness">
          {render(own.madness, view.language)}
        </p>
      )}

      {own.changes.length > 0 && (
        <section aria-labelledby="changes-heading" data-testid="own-changes">
          <h3 id="changes-heading" className="label">
            {t("clocktower.forumDay.seat.changes")}
          </h3>
          <p className="text-base font-semibold text-ink-100">{render(own.changes.at(-1)!.text, view.language)}</p>
          {own.changes.length > 1 && (
            <ul className="mt-1 space-y-1 text-sm text-ink-200">
              {own.changes.map((c, i) => (
                <li key={i}>
                  <span className="text-ink-400">{t("clocktower.forumDay.seat.night", { night: c.night })}</span>{" "}
                  {render(c.text, view.language)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section aria-labelledby="ledger-heading">
        <h3 id="ledger-heading" className="label">
          {t("clocktower.forumDay.seat.told")}
        </h3>
        {(own.travellerNews ?? []).length > 0 && (
          <ul className="space-y-1 text-sm text-ink-200" data-testid="own-traveller-news">
            {own.travellerNews.map((e, i) => (
              <li key={i}>
                <span className="text-ink-400">{t("clocktower.forumDay.seat.night", { night: e.night })}</span>{" "}
                {render(e.text, view.language)}
              </li>
            ))}
          </ul>
        )}
        {own.ledger.length === 0 && !(own.travellerNews ?? []).length ? (
          <p className="text-sm text-ink-400">{t("clocktower.forumDay.seat.nothingYet")}</p>
        ) : (
          <ul className="space-y-1 text-sm text-ink-200" data-testid="own-ledger">
            {own.ledger.map((e, i) => (
              <li key={i}>
                <span className="text-ink-400">{t("clocktower.forumDay.seat.night", { night: e.night })}</span> {e.text}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The house rule: the player chooses, privately, whether their death is announced with a Moonchild claim. */
function MoonchildClaim({
  token,
  claim,
  t,
  names,
}: {
  token: string;
  claim: NonNullable<ClocktowerPlayerView["moonchildClaim"]>;
  t: Translator;
  /** The Moonchild as the script names it. */
  names: Record<string, string>;
}) {
  return (
    <section aria-labelledby="moonchild-claim-heading" className="space-y-2" data-testid="moonchild-claim">
      <h3 id="moonchild-claim-heading" className="label">
        {t("clocktower.forumDay.seat.moonchildHeading", names)}
      </h3>
      <p className="text-sm text-ink-300">{t("clocktower.forumDay.seat.moonchildRule", names)}</p>
      <p className="text-sm" data-testid="moonchild-claim-state">
        {t(
          claim.isMoonchild
            ? "clocktower.forumDay.seat.isMoonchild"
            : claim.declared
              ? claim.claims
                ? "clocktower.forumDay.seat.announcedWith"
                : "clocktower.forumDay.seat.announcedWithout"
              : claim.claims
                ? "clocktower.forumDay.seat.chose"
                : "clocktower.forumDay.seat.notDeclared",
          names,
        )}
      </p>
      {claim.mayChange && token && (
        <ActionForm
          token={token}
          command={{ type: "clocktower.setMoonchildClaim", claims: !claim.claims }}
          submit={
            claim.claims ? t("clocktower.forumDay.seat.doNotClaim", names) : t("clocktower.forumDay.seat.claim", names)
          }
        />
      )}
    </section>
  );
}
