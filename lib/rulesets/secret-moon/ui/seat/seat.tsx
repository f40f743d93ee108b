import type { PlayerView } from "@/lib/game/views";
import type { SecretMoonPlayerView, SecretMoonPublicView } from "@/lib/rulesets/secret-moon/views";
import type { ActionChoice } from "@/lib/rulesets/secret-moon";
import { renderer } from "@/lib/i18n/render";
import { ActionForm, ChoiceSelect } from "@/components/seat/action-form";
import { wordsFor, type Words } from "@/lib/rulesets/secret-moon/ui/shared/labels";

/**
 * A Secret Moon player's own link: their card, what they saw, the number being called and, on their
 * turn, the whole turn. Actions that cost the player ask to be confirmed first (a required checkbox:
 * the page has no JavaScript). It speaks the game's language, in the edition's words.
 */
export function SecretMoonSeat({
  token,
  view,
}: {
  token: string;
  view: PlayerView<SecretMoonPublicView, SecretMoonPlayerView>;
}) {
  const words = wordsFor(renderer(view.language ?? "en"), view.seats);
  const { t, say, name: cardName } = words;
  const own = view.own;
  if (!own.dealtIn) return <p className="text-ink-300">{t("seat.notDealt")}</p>;
  const table = view.rules.game;
  const partnerName = own.partner ? (own.partner.seatId ? cardName(own.partner.seatId) : t("seat.partnerNpc")) : null;
  const ownRevealed = table?.cards.find((c) => c.id === view.seatId)?.revealedRole != null;
  const call = table?.call ?? null;
  return (
    <div className="space-y-4">
      {call && (
        <p className="text-sm text-ink-200" data-testid="sm-seat-call">
          {call.skipped.length > 0 && (
            <span className="text-ink-400">
              {t("seat.nobodyHeld", { numbers: words.list(call.skipped.map(String)) })}{" "}
            </span>
          )}
          <span className="font-semibold text-moon-300">{t("seat.number", { number: call.number })}</span>{" "}
          {own.yourTurn ? t("seat.thatIsYou") : t("seat.theirTurn", { name: cardName(call.seatId) })}
        </p>
      )}
      <div>
        <p className="text-2xl font-semibold text-moon-300" data-testid="own-character">
          {own.roleName !== null && say(own.roleName)}
        </p>
        <p className="text-sm text-ink-300">
          {own.side ? t("seat.side", { side: own.side }) : ""}
          {own.captured ? t("seat.capturedNote") : ""}
        </p>
        {partnerName && own.partner && (
          <p className="mt-1 text-sm">{t("seat.partner", { role: words.role(own.partner.role), name: partnerName })}</p>
        )}
        {own.won !== null && <p className="mt-2 font-semibold">{own.won ? t("seat.won") : t("seat.lost")}</p>}
      </div>
      {own.yourTurn && (
        <section aria-labelledby="turn-heading" className="space-y-3 rounded-lg border border-moon-500/50 p-3">
          <h3 id="turn-heading" className="font-semibold text-moon-300">
            {t("seat.turnHeading", { number: own.turnNumber ?? "" })}
          </h3>
          {own.actions.map((a) => (
            <TurnAction
              key={a.action}
              token={token}
              seatId={view.seatId}
              choice={a}
              words={words}
              ownRevealed={ownRevealed}
            />
          ))}
        </section>
      )}
      {own.learned.length > 0 && (
        <section aria-labelledby="learned-heading">
          <h3 id="learned-heading" className="label">
            {t("seat.learnedHeading")}
          </h3>
          <ul className="list-inside list-disc text-sm text-ink-200" data-testid="sm-learned">
            {own.learned.map((l, i) => (
              <li key={i}>{say(l.text)}</li>
            ))}
          </ul>
        </section>
      )}
      {own.turnNumber !== null && !own.yourTurn && (
        <p className="text-sm">{t("seat.turnCard", { number: own.turnNumber })}</p>
      )}
      {own.reservedNumber !== null && (
        <p className="text-sm">{t("seat.reservedCard", { number: own.reservedNumber })}</p>
      )}
      {own.thiefAnswer !== null && own.won === null && (
        <section aria-labelledby="thief-heading" className="space-y-2">
          <h3 id="thief-heading" className="label">
            {t("seat.thiefHeading", { question: t("inquiry.question") })}
          </h3>
          <p className="text-sm text-ink-300" data-testid="sm-thief-answer">
            {t("seat.thiefAnswer", {
              role: words.role(own.thiefAnswer),
              line: own.thiefAnswer === "princess" ? t("seat.staySilent") : t("inquiry.minister"),
            })}
          </p>
          <ActionForm
            token={token}
            command={{ type: "secret-moon.thief-answer", seatId: view.seatId }}
            submit={t("seat.answerSo")}
          >
            <ChoiceSelect
              form="thief-answer"
              field="answer"
              label={t("seat.answerAs")}
              options={[
                { value: own.thiefAnswer, label: words.role(own.thiefAnswer) },
                ...(own.thiefAnswer === "princess"
                  ? [{ value: "minister", label: words.role("minister") }]
                  : [{ value: "princess", label: words.role("princess") }]),
              ]}
            />
          </ActionForm>
        </section>
      )}
    </div>
  );
}

/** What the confirmation says for an action that costs the player, or null. */
function costOf(action: ActionChoice["action"], ownRevealed: boolean, words: Words): string | null {
  if (action === "disrupt") return words.t("seat.costDisrupt");
  if (action === "accuse" && !ownRevealed) return words.t("seat.costAccuse");
  return null;
}

function TurnAction({
  token,
  seatId,
  choice: a,
  words,
  ownRevealed,
}: {
  token: string;
  seatId: string;
  choice: ActionChoice;
  words: Words;
  ownRevealed: boolean;
}) {
  const { t, say, name: cardName } = words;
  const label = words.action(a.action);
  if (a.unavailable)
    return (
      <p className="text-sm text-ink-400">{t("seat.unavailable", { action: label, reason: say(a.unavailable) })}</p>
    );
  if (a.action === "pass")
    return (
      <ActionForm token={token} command={{ type: "secret-moon.pass", seatId }} submit={label}>
        <ChoiceSelect
          form="pass"
          field="reserve"
          label={t("seat.keepCard")}
          options={[
            { value: null, label: t("seat.noCard") },
            ...(a.reserve ?? []).map((n) => ({ value: n, label: t("seat.numberOption", { number: n }) })),
          ]}
        />
      </ActionForm>
    );
  const cost = costOf(a.action, ownRevealed, words);
  const confirmId = `confirm-${a.action}`;
  return (
    <ActionForm token={token} command={{ type: `secret-moon.${a.action}`, seatId }} submit={label}>
      <ChoiceSelect
        form={a.action}
        field="target"
        label={t("seat.whom", { action: label })}
        options={a.targets.map((target) => ({ value: target, label: cardName(target) }))}
      />
      {a.roles && (
        <ChoiceSelect
          form={a.action}
          field="role"
          label={t("seat.asRole")}
          options={a.roles.map((r) => ({ value: r, label: words.role(r) }))}
        />
      )}
      {cost && (
        <label htmlFor={confirmId} className="flex w-full items-start gap-2 text-sm text-blood-400">
          <input id={confirmId} type="checkbox" name="confirm" required className="mt-0.5 h-4 w-4 accent-moon-400" />
          {cost}
        </label>
      )}
    </ActionForm>
  );
}
