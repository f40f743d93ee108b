"use client";
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { PlayerSelect, type Ctx } from "./shared";
import { cardName } from "@/lib/rulesets/kemomimi-panic/characters";

/** The Game Master's rulings, out of the way: set Fake Jewelry, note a power's use, end the game. */
export function Override({ ctx }: { ctx: Ctx }) {
  const ended = ctx.view.phase === "ended";
  const t = useTranslations("kemomimi.panel.override");
  return (
    <details className="card group" data-testid="kp-override">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold text-ink-100 select-none">
        <span className="text-ink-400 transition-transform group-open:rotate-90" aria-hidden="true">
          ▸
        </span>
        {t("title")}
        <span className="hidden text-sm font-normal text-ink-400 sm:inline">{t("subtitle")}</span>
      </summary>
      <div className="mt-4 space-y-5">
        {!ended && <SetJewelry ctx={ctx} />}
        {!ended && <NotePower ctx={ctx} />}
        {!ended && <DeclareOutcome ctx={ctx} />}
        {ended && <p className="text-sm text-ink-400">{t("over")}</p>}
      </div>
    </details>
  );
}

function SetJewelry({ ctx }: { ctx: Ctx }) {
  const { view, commands, name } = ctx;
  const t = useTranslations("kemomimi.panel.override");
  const id = useId();
  const [seat, setSeat] = useState("");
  const [jewelry, setJewelry] = useState(1);
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        void commands.send({ type: "kemomimi.setJewelry", seatId: seat, jewelry });
      }}
    >
      <h4 className="text-sm font-medium text-ink-200">{t("setJewelry")}</h4>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <PlayerSelect
          label={t("player")}
          players={view.players.filter((p) => !p.out)}
          name={name}
          value={seat}
          onChange={setSeat}
        />
        <div className="w-24">
          <label htmlFor={id} className="label">
            {t("jewelry")}
          </label>
          <input
            id={id}
            type="number"
            min={0}
            max={9}
            className="input"
            value={jewelry}
            onChange={(e) => setJewelry(Math.max(0, Math.min(9, Number(e.target.value) || 0)))}
          />
        </div>
        <button className="btn" disabled={commands.busy || !seat}>
          {t("set")}
        </button>
      </div>
    </form>
  );
}

function NotePower({ ctx }: { ctx: Ctx }) {
  const { view, commands, name } = ctx;
  const t = useTranslations("kemomimi.panel.override");
  const id = useId();
  const [seat, setSeat] = useState("");
  const [note, setNote] = useState("");
  return (
    <form
      className="space-y-2"
      onSubmit={async (e) => {
        e.preventDefault();
        const answer = await commands.send({ type: "kemomimi.notePower", seatId: seat, note });
        if (answer?.applied) setNote("");
      }}
    >
      <h4 className="text-sm font-medium text-ink-200">{t("notePower")}</h4>
      <PlayerSelect label={t("player")} players={view.players} name={name} value={seat} onChange={setSeat} />
      <label htmlFor={id} className="label">
        {t("whatHappened")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          className="input flex-1"
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t("notePlaceholder", cardName("barbera"))}
        />
        <button className="btn" disabled={commands.busy || !seat || !note.trim()}>
          {t("noteIt")}
        </button>
      </div>
    </form>
  );
}

function DeclareOutcome({ ctx }: { ctx: Ctx }) {
  const { commands } = ctx;
  const t = useTranslations("kemomimi.panel.override");
  const id = useId();
  const [winner, setWinner] = useState<"civilians" | "thieves" | "informant">("civilians");
  const [reason, setReason] = useState("");
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        void commands.send({ type: "kemomimi.declareOutcome", winner, reason });
      }}
    >
      <h4 className="text-sm font-medium text-ink-200">{t("endByRuling")}</h4>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="sm:w-44">
          <label htmlFor={`${id}-w`} className="label">
            {t("winner")}
          </label>
          <select
            id={`${id}-w`}
            className="input"
            value={winner}
            onChange={(e) => setWinner(e.target.value as typeof winner)}
          >
            <option value="civilians">{t("side", { side: "civilians" })}</option>
            <option value="thieves">{t("side", { side: "thieves" })}</option>
            <option value="informant">{t("side", { side: "informant" })}</option>
          </select>
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-r`} className="label">
            {t("reason")}
          </label>
          <input
            id={`${id}-r`}
            className="input"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <button className="btn btn-danger" disabled={commands.busy || !reason.trim()}>
          {t("declare")}
        </button>
      </div>
    </form>
  );
}
