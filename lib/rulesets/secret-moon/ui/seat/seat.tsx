import type { PlayerView } from "@/lib/game/views";
import type { SecretMoonPlayerView, SecretMoonPublicView } from "@/lib/rulesets/secret-moon/views";
import type { ActionChoice } from "@/lib/rulesets/secret-moon";
import { renderer } from "@/lib/i18n/render";
import { ActionForm, ConfirmBox, FaceDownCard, NameChips, SituationBox } from "@/components/seat/action-form";
import { wordsFor, type Words } from "@/lib/rulesets/secret-moon/ui/shared/labels";

type Props = { token: string; view: PlayerView<SecretMoonPublicView, SecretMoonPlayerView> };

const wordsOf = (view: Props["view"]) => wordsFor(renderer(view.language ?? "en"), view.seats);

/**
 * A Secret Moon player's own link: where they stand (their last action's result, what the table waits
 * for, won or lost), the number being called, their card face down and, on their turn, the whole turn
 * as rows of name chips (nothing chosen in advance; the action's button acts on the chosen name).
 * Actions that cost the player ask to be confirmed first (a required checkbox: the page needs no
 * JavaScript). The card's face is not in this page at all: see `SecretMoonFace`.
 */
export function SecretMoonSeat({ token, view }: Props) {
  const words = wordsOf(view);
  const { t, say, name: cardName } = words;
  const own = view.own;
  const open = own.situation.filter((l) => !l.secret).map((l) => ({ kind: l.kind, text: say(l.text) }));
  if (!own.dealtIn)
    return (
      <div className="space-y-4">
        <SituationBox heading={t("seat.situation.heading")} lines={open} />
        <p className="text-ink-300">{t("seat.notDealt")}</p>
      </div>
    );
  const table = view.rules.game;
  const ownRevealed = table?.cards.find((c) => c.id === view.seatId)?.revealedRole != null;
  const call = table?.call ?? null;
  return (
    <div className="space-y-4">
      <SituationBox heading={t("seat.situation.heading")} lines={open} />
      {call && (
        <p className="text-sm text-ink-200" data-testid="sm-seat-call">
          {call.skipped.length > 0 && (
            <span className="text-ink-400">
              {t("seat.nobodyHeld", { numbers: words.list(call.skipped.map(String)) })}{" "}
            </span>
          )}
          {call.captured.map((c) => (
            <span key={c.number} className="text-ink-400" data-testid="sm-seat-captured-skip">
              {t("seat.capturedSkipped", { number: c.number, name: cardName(c.seatId) })}{" "}
            </span>
          ))}
          <span className="font-semibold text-moon-300">{t("seat.number", { number: call.number })}</span>{" "}
          {own.yourTurn ? t("seat.thatIsYou") : t("seat.theirTurn", { name: cardName(call.seatId) })}
        </p>
      )}
      <FaceDownCard url={`/api/seat/${token}/card`} back={t("seat.cardBack")} hint={t("seat.cardHint")} />
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
      {own.turnNumber !== null && !own.yourTurn && (
        <p className="text-sm">{t("seat.turnCard", { number: own.turnNumber })}</p>
      )}
      {own.reservedNumber !== null && (
        <p className="text-sm">{t("seat.reservedCard", { number: own.reservedNumber })}</p>
      )}
    </div>
  );
}

/**
 * The face of the player's card, served only to the page's script while the card is held
 * (pages/api/seat/[token]/card.ts): the role, the side, the partner, what only they saw, and the
 * Thief's answer to "Who goes there?".
 */
export function SecretMoonFace({ token, view }: Props) {
  const words = wordsOf(view);
  const { t, say, name: cardName } = words;
  const own = view.own;
  if (!own.dealtIn) return <p className="text-ink-300">{t("seat.notDealt")}</p>;
  const partnerName = own.partner ? (own.partner.seatId ? cardName(own.partner.seatId) : t("seat.partnerNpc")) : null;
  const secret = own.situation.filter((l) => l.secret);
  const other = own.thiefAnswer === "princess" ? "minister" : "princess";
  return (
    <div className="space-y-3 pt-1" data-testid="card-face">
      <div>
        <p className="text-2xl font-semibold text-moon-300" data-testid="own-character">
          {own.roleName !== null && say(own.roleName)}
        </p>
        <p className="text-sm text-ink-300">{own.side ? t("seat.side", { side: own.side }) : ""}</p>
        {partnerName && own.partner && (
          <p className="mt-1 text-sm">{t("seat.partner", { role: words.role(own.partner.role), name: partnerName })}</p>
        )}
      </div>
      {secret.length > 0 && (
        <ul className="text-sm font-semibold text-ink-100" data-testid="sm-secret-result">
          {secret.map((l, i) => (
            <li key={i}>{say(l.text)}</li>
          ))}
        </ul>
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
      {/* A captured Thief is face up: nobody asks them any more. */}
      {own.thiefAnswer !== null && own.won === null && !own.captured && (
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
            command={{ type: "secret-moon.thief-answer", seatId: view.seatId, answer: other }}
            submit={t("seat.answerInstead", { role: words.role(other) })}
          />
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
    return (a.reserve ?? []).length > 0 ? (
      <ActionForm token={token} command={{ type: "secret-moon.pass", seatId }} submit={label} testId="sm-form-pass">
        <NameChips
          form="pass"
          field="reserve"
          label={t("seat.keepCard")}
          options={[
            { value: null, label: t("seat.noCard") },
            ...(a.reserve ?? []).map((n) => ({ value: n, label: t("seat.numberOption", { number: n }) })),
          ]}
        />
      </ActionForm>
    ) : (
      <ActionForm
        token={token}
        command={{ type: "secret-moon.pass", seatId, reserve: null }}
        submit={label}
        testId="sm-form-pass"
      />
    );
  const cost = costOf(a.action, ownRevealed, words);
  return (
    <ActionForm
      token={token}
      command={{ type: `secret-moon.${a.action}`, seatId }}
      submit={label}
      testId={`sm-form-${a.action}`}
      className="border-t border-night-700/70 pt-3 first-of-type:border-t-0 first-of-type:pt-0"
    >
      <NameChips
        form={a.action}
        field="target"
        label={t("seat.whom", { action: label })}
        options={a.targets.map((target) => ({ value: target, label: cardName(target) }))}
      />
      {a.roles && (
        <NameChips
          form={a.action}
          field="role"
          label={t("seat.asRole")}
          options={a.roles.map((r) => ({ value: r, label: words.role(r) }))}
        />
      )}
      {cost && <ConfirmBox id={`confirm-${a.action}`}>{cost}</ConfirmBox>}
    </ActionForm>
  );
}
