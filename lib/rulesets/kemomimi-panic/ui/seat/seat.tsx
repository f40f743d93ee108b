import type { PlayerView } from "@/lib/game/views";
import type { KemomimiPlayerView, KemomimiPublicView } from "@/lib/rulesets/kemomimi-panic/views";
import { NightCount } from "@/lib/rulesets/kemomimi-panic/ui/town/night-count";
import { ActionForm, ChipButtons, FaceDownCard, NameChips, SituationBox, TAP } from "@/components/seat/action-form";
import { render, translator } from "@/lib/i18n/render";
import type { Message, Phrase } from "@/lib/i18n/message";
import { k } from "@/lib/rulesets/kemomimi-panic/words";

/** What a power's form asks for: the command field of the player it names, and who may be named. */
const POWER_FORMS: Record<string, { submit: Message; pick?: { field: string; label: Message; who: Pick } }> = {
  "kemomimi.shamlockCheck": {
    submit: k("seat.checkThis"),
    pick: { field: "targetSeatId", label: k("seat.playerToCheck"), who: "others" },
  },
  "kemomimi.sheenaCheck": {
    submit: k("seat.checkThis"),
    pick: { field: "targetSeatId", label: k("seat.playerToCheck"), who: "others" },
  },
  "kemomimi.esterFullMoon": { submit: k("seat.moonFull") },
  "kemomimi.tristelNewMoon": { submit: k("seat.moonNew") },
  "kemomimi.mirandaChangeSuspect": {
    submit: k("panel.powers.changeSuspect"),
    pick: { field: "suspectSeatId", label: k("panel.powers.newSuspect"), who: "notSuspect" },
  },
  "kemomimi.lumaBarVoter": {
    submit: k("panel.powers.bar"),
    pick: { field: "seatId", label: k("panel.powers.mayNotVote"), who: "all" },
  },
  "kemomimi.cyrilForceTwinVote": { submit: k("seat.twinAsYou") },
  "kemomimi.vernaDeclareInnocent": { submit: k("panel.powers.innocent") },
};
type Pick = "others" | "all" | "notSuspect";
const OWN_FORMS = ["kemomimi.setHand", "kemomimi.chooseTarget", "kemomimi.nameSuspect", "kemomimi.retell"];

type Props = { token: string; view: PlayerView<KemomimiPublicView, KemomimiPlayerView> };

/**
 * A Kemomimi Panic player's link: where she stands (what her check showed is on the card, robbed,
 * found guilty, what the table waits for, won or lost), her role card face down (its face is not in
 * this page: see `KemomimiFace`), her face-up character, and every step that is hers as name chips
 * (a playing host's moderator page shows none of it). Plain forms: the page ships no framework code.
 */
export function KemomimiSeat({ token, view }: Props) {
  const own = view.own;
  const rules = view.rules;
  // The game's language, whoever holds the link.
  const t = translator(view.language);
  const say = (m: Phrase) => render(m, view.language);
  const open = own.situation.filter((l) => !l.secret).map((l) => ({ kind: l.kind, text: say(l.text) }));
  if (!own.dealt)
    return (
      <div className="space-y-4">
        <SituationBox heading={t("kemomimi.seat.situation.heading")} lines={open} />
        <p className="text-ink-300">{t("kemomimi.seat.notDealt")}</p>
      </div>
    );
  const name = (id: string) => view.seats.find((s) => s.id === id)?.name ?? t("kemomimi.seat.someone");
  // Players who are out are never offered as a target, a suspect or a check.
  const inGame = rules.players.filter((p) => !p.out).map((p) => p.seatId);
  const choices = (who: Pick) =>
    inGame
      .filter((id) =>
        who === "others" ? id !== view.seatId : who === "notSuspect" ? id !== rules.vote?.suspect : true,
      )
      .map((id) => ({ value: id, label: name(id) }));
  const can = (type: string) => own.actions.some((a) => a.command === type);
  const powers = own.actions.filter((a) => !OWN_FORMS.includes(a.command));
  const lockAt = own.tonight?.lockAt ?? null;
  // The count had reached zero when the view was built: the Target card is locked (the page's
  // script locks it live as well).
  const locked = lockAt !== null && rules.night?.secondsLeft === 0;
  return (
    <div className="space-y-4">
      <SituationBox heading={t("kemomimi.seat.situation.heading")} lines={open} />
      <FaceDownCard
        url={`/api/seat/${token}/card`}
        back={t("kemomimi.seat.cardBack")}
        hint={t("kemomimi.seat.cardHint")}
      />
      <div>
        <p className="font-semibold" data-testid="kp-own-character">
          {own.character?.name}: <span className="font-normal text-ink-300">{own.character?.power}</span>
        </p>
        <p className="mt-1 text-sm">
          {t("kemomimi.seat.jewelry", { count: own.jewelry })}
          {own.out ? t("kemomimi.seat.youAreOut") : ""}
          {own.isLeader ? t("kemomimi.seat.youLead") : ""}
        </p>
      </div>
      {own.tonight && (
        <div className="rounded-lg border border-blood-500/50 bg-blood-500/10 p-3 text-sm" data-testid="kp-tonight">
          <p className="font-semibold text-blood-400">{t("kemomimi.seat.stealTonight")}</p>
          {lockAt && (
            <NightCount
              awakeAt={own.tonight.awakeAt}
              lockAt={lockAt}
              language={view.language}
              size="text-xl"
              testId="kp-own-count"
            />
          )}
          <p className="mt-1 text-ink-100" data-testid="kp-own-target">
            {own.tonight.target
              ? t("kemomimi.seat.targetIs", { name: name(own.tonight.target) })
              : t("kemomimi.seat.noTarget")}
          </p>
          {can("kemomimi.chooseTarget") && (
            <form
              method="post"
              action={`/api/seat/${token}/commands`}
              className="mt-2"
              data-testid="kp-steal-form"
              {...(lockAt ? { "data-lock-at": lockAt } : {})}
            >
              <input type="hidden" name="command" value={JSON.stringify({ type: "kemomimi.chooseTarget" })} />
              <ChipButtons
                field="targetSeatId"
                label={t("kemomimi.seat.tonightsTarget")}
                options={choices("others")}
                current={own.tonight.target ?? undefined}
                disabled={locked}
              />
              <p
                data-locked-note
                hidden={!locked}
                className="mt-2 font-semibold text-blood-400"
                data-testid="kp-steal-locked"
              >
                {t("kemomimi.seat.countZero")}
              </p>
            </form>
          )}
        </div>
      )}
      {powers.length + OWN_FORMS.filter((f) => f !== "kemomimi.chooseTarget" && can(f)).length > 0 && (
        <section aria-labelledby="kp-actions" className="space-y-3 rounded-lg border border-moon-500/50 p-3">
          <h3 id="kp-actions" className="font-semibold text-moon-300">
            {t("kemomimi.seat.canDo")}
          </h3>
          {can("kemomimi.setHand") && own.hand && (
            <div className="space-y-2" data-testid="kp-own-hand">
              <p className="text-sm text-ink-200">
                {own.hand.given
                  ? t("kemomimi.seat.handGiven", { raised: own.hand.raised ? "yes" : "no" })
                  : t("kemomimi.seat.raiseIf", { name: name(rules.vote?.suspect ?? "") })}
              </p>
              <div className="flex flex-wrap gap-2">
                <ActionForm
                  token={token}
                  command={{ type: "kemomimi.setHand", seatId: view.seatId, raised: true }}
                  submit={t("kemomimi.seat.raise")}
                />
                <ActionForm
                  token={token}
                  command={{ type: "kemomimi.setHand", seatId: view.seatId, raised: false }}
                  submit={t("kemomimi.seat.keepDown")}
                />
              </div>
            </div>
          )}
          {can("kemomimi.nameSuspect") && (
            <ActionForm
              token={token}
              command={{ type: "kemomimi.nameSuspect" }}
              submit={t("kemomimi.panel.step.nameSuspect")}
              testId="kp-suspect-form"
            >
              {/* The rulebook does not stop the Leader from naming herself. */}
              <NameChips
                form="suspect"
                field="suspectSeatId"
                label={t("kemomimi.town.suspectBadge")}
                options={choices("all")}
              />
            </ActionForm>
          )}
          {can("kemomimi.retell") && (
            <form method="post" action={`/api/seat/${token}/commands`} className="space-y-2">
              <input type="hidden" name="command" value={JSON.stringify({ type: "kemomimi.retell" })} />
              <label htmlFor="retell" className="label">
                {t("kemomimi.seat.retell")}
              </label>
              <textarea id="retell" name="text.text" className="input min-h-16" required maxLength={2000} />
              <button className={`btn btn-primary ${TAP} px-4`}>{t("kemomimi.seat.tell")}</button>
            </form>
          )}
          {powers.map((a) => {
            const f = POWER_FORMS[a.command];
            return (
              <div key={a.command} className="space-y-1 border-t border-night-700/70 pt-2">
                <p className="text-sm text-ink-300">{say(a.label)}</p>
                {f ? (
                  <ActionForm token={token} command={{ type: a.command }} submit={say(f.submit)}>
                    {f.pick && (
                      <NameChips
                        form={a.command}
                        field={f.pick.field}
                        label={say(f.pick.label)}
                        options={choices(f.pick.who)}
                      />
                    )}
                  </ActionForm>
                ) : (
                  <p className="text-sm text-ink-400">{t("kemomimi.seat.askGm")}</p>
                )}
                {a.decline && (
                  <ActionForm
                    token={token}
                    command={{ type: "kemomimi.declinePower", character: a.decline }}
                    submit={t("kemomimi.seat.dontUse")}
                    testId={`kp-decline-${a.decline}`}
                    secondary
                  />
                )}
              </div>
            );
          })}
        </section>
      )}
    </div>
  );
}

/**
 * The face of the player's role card, served only to the page's script while the card is held
 * (pages/api/seat/[token]/card.ts): the role, its goal and text, and what her checks showed.
 */
export function KemomimiFace({ view }: Props) {
  const own = view.own;
  const t = translator(view.language);
  const say = (m: Phrase) => render(m, view.language);
  if (!own.dealt) return <p className="text-ink-300">{t("kemomimi.seat.notDealt")}</p>;
  const name = (id: string) => view.seats.find((s) => s.id === id)?.name ?? t("kemomimi.seat.someone");
  const secret = own.situation.filter((l) => l.secret);
  return (
    <div className="space-y-3 pt-1" data-testid="card-face">
      <div>
        <p className="text-2xl font-semibold text-moon-300" data-testid="own-character">
          {own.role?.name}
        </p>
        <p className="text-sm text-ink-300" data-testid="kp-role-goal">
          {own.role && say(own.role.goal)}
        </p>
        {own.role?.text && <p className="mt-1 text-sm text-ink-200">{own.role.text}</p>}
      </div>
      {secret.length > 0 && (
        <ul className="text-sm font-semibold text-ink-100" data-testid="kp-secret-result">
          {secret.map((l, i) => (
            <li key={i}>{say(l.text)}</li>
          ))}
        </ul>
      )}
      {own.checks.length > 0 && (
        <ul className="list-inside list-disc text-sm text-ink-200" data-testid="kp-own-checks">
          {own.checks.map((c, i) => (
            <li key={i}>
              {t.rich("kemomimi.seat.check", {
                day: c.day,
                name: name(c.target),
                civilian: c.isCivilian ? "yes" : "no",
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
