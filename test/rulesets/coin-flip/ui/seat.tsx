import type { PlayerView } from "@/lib/game/views";
import { ActionForm } from "@/components/seat/action-form";
import { translator } from "@/lib/i18n/render";
import type { CoinFlipPlayerView, CoinFlipPublicView } from "../index";

/** A player's coin flip: their own call (no one else's), and two buttons while calls are open. */
export function CoinFlipSeat({
  token,
  view,
}: {
  token: string;
  view: PlayerView<CoinFlipPublicView, CoinFlipPlayerView>;
}) {
  const t = translator(view.language);
  const own = view.own;
  return (
    <div className="space-y-3">
      <p className="text-lg" data-testid="cf-own-call">
        {own.call
          ? t("coinFlip.seat.yourCall", { face: t(`coinFlip.face.${own.call}`) })
          : t("coinFlip.seat.noCallYet")}
      </p>
      {own.mayCall && (
        <div className="flex flex-wrap gap-2">
          <ActionForm
            token={token}
            command={{ type: "coinFlip.call", seatId: view.seatId, call: "heads" }}
            submit={t("coinFlip.seat.callHeads")}
          />
          <ActionForm
            token={token}
            command={{ type: "coinFlip.call", seatId: view.seatId, call: "tails" }}
            submit={t("coinFlip.seat.callTails")}
          />
        </div>
      )}
    </div>
  );
}
