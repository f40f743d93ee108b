"use client";
import { useTranslations } from "next-intl";
import type { RulesetPanelProps } from "@/components/game/panel-props";
import type { CoinFlipModeratorView } from "../index";

/** The moderator's coin flip: every call as it came in, and the flip. */
export function CoinFlipPanel({ game, commands }: RulesetPanelProps<CoinFlipModeratorView>) {
  const t = useTranslations("coinFlip");
  const view = game.view.rules;
  return (
    <section aria-labelledby="cf-heading" className="card space-y-4" data-testid="cf-panel">
      <h2 id="cf-heading" className="text-lg font-semibold">
        {t("panel.title")}
      </h2>
      <div>
        <h3 className="label">{t("panel.calls")}</h3>
        <ul className="space-y-1">
          {game.view.seats.map((s) => (
            <li key={s.id} data-testid="cf-call" className="flex justify-between gap-4">
              <span>{s.name}</span>
              <span className="text-ink-300">
                {view.calls[s.id] ? t(`face.${view.calls[s.id]!}`) : t("panel.noCall")}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {view.face ? (
        <p className="font-semibold text-moon-300" data-testid="cf-face">
          {t("panel.landed", { face: t(`face.${view.face}`) })}
        </p>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={!view.mayFlip || commands.busy}
          onClick={() => void commands.send({ type: "coinFlip.flip" })}
        >
          {t("panel.flip")}
        </button>
      )}
    </section>
  );
}
