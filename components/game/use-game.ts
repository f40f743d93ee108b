"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/api";
import { msg, type Message } from "@/lib/i18n/message";
import type { ModeratorView } from "@/lib/game/views";

export interface GameResponse {
  game: {
    id: string;
    slug: string;
    publicUrl: string;
    version: number;
    role: "host" | "cohost";
    members: Array<{ userId: string; username: string; role: "host" | "cohost" }>;
    view: ModeratorView;
  };
}

export const gameKey = (id: string) => ["game", id] as const;

export function useGame(id: string) {
  const qc = useQueryClient();
  const query = useQuery({ queryKey: gameKey(id), queryFn: () => api<GameResponse>(`/api/games/${id}`) });
  // Changes by co-hosts, players and bots arrive on the game's stream; refetch when the version moves.
  useEffect(() => {
    const es = new EventSource(`/api/games/${id}/stream`);
    es.addEventListener("version", (e) => {
      const version = JSON.parse((e as MessageEvent).data).version as number;
      const shown = qc.getQueryData<GameResponse>(gameKey(id))?.game.version ?? 0;
      if (version > shown) void qc.invalidateQueries({ queryKey: gameKey(id) });
    });
    return () => es.close();
  }, [id, qc]);
  return query;
}

type Command = { type: string; [k: string]: unknown };
interface CommandAnswer {
  applied: boolean;
  version: number;
  warnings: string[];
}

export type CommandOutcome = "applied" | "cancelled" | "failed";
/** Where the control that sent a command sat on screen: a warning about it shows beside it. */
export type Anchor = { top: number; bottom: number; left: number; right: number } | null;
type Pending = {
  command: Command;
  warnings: string[];
  settle?: (outcome: CommandOutcome) => void;
  anchor: Anchor;
  /** The confirm's own title, when "The rules say otherwise" would mislead (a redeal, an undo). */
  heading?: string;
};
/** The last write as the moderator should see it: saving, saved, or failed with its reason and a retry. */
export type SaveState =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved"; at: number; undone?: string }
  | { state: "failed"; message: string; retry: () => void };

function anchorOfFocus(): Anchor {
  if (typeof document === "undefined") return null;
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const r = el.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
}

/**
 * Sends commands. A command the rules object to comes back with warnings; it is kept as `pending`
 * until the moderator confirms (resent with force) or cancels. `sendSettled` answers only once that
 * is decided: whether the command was applied in the end.
 */
export function useCommands(id: string) {
  const qc = useQueryClient();
  const undoWhat = useUndoWhat();
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<SaveState>({ state: "idle" });
  const dismissSaved = useCallback(() => setSaved({ state: "idle" }), []);
  type Vars = { command: Command; force?: boolean; settle?: Pending["settle"]; anchor?: Anchor; heading?: string };
  const mutation = useMutation({
    mutationFn: ({ command, force }: Vars) =>
      api<CommandAnswer>(`/api/games/${id}/commands`, { method: "POST", json: { command, force } }),
    onMutate: () => setSaved({ state: "saving" }),
    onSuccess: (answer, vars) => {
      setError(null);
      if (!answer.applied) {
        setPending({
          command: vars.command,
          warnings: answer.warnings,
          settle: vars.settle,
          anchor: vars.anchor ?? null,
          ...(vars.heading ? { heading: vars.heading } : {}),
        });
        setSaved({ state: "idle" });
      } else {
        setPending(null);
        // What an undo reverted is the last undoable step of the game as it was shown.
        const shown = qc.getQueryData<GameResponse>(gameKey(id))?.game.view;
        const undone =
          vars.command.type === "undo" && shown?.canUndo ? undoWhat(shown.canUndo, shown.seats) : undefined;
        setSaved({ state: "saved", at: Date.now(), ...(undone ? { undone } : {}) });
      }
      return qc.invalidateQueries({ queryKey: gameKey(id) });
    },
    onError: (e, vars) => {
      setError((e as Error).message);
      setSaved({
        state: "failed",
        message: (e as Error).message,
        retry: () => void mutation.mutateAsync(vars).catch(() => undefined),
      });
    },
  });
  /** `heading`: the title of the confirm, should the rules ask (else "The rules say otherwise"). */
  const send = (command: Command, force = false, heading?: string) =>
    mutation.mutateAsync({ command, force, anchor: anchorOfFocus(), heading }).catch(() => undefined);
  return {
    send,
    sendSettled: (command: Command) =>
      new Promise<CommandOutcome>((resolve) => {
        mutation
          .mutateAsync({ command, settle: resolve, anchor: anchorOfFocus() })
          .then((answer) => answer.applied && resolve("applied"))
          .catch(() => resolve("failed"));
      }),
    busy: mutation.isPending,
    saved,
    dismissSaved,
    error,
    clearError: () => setError(null),
    pending,
    confirm: () => {
      if (!pending) return;
      setPending(null);
      return mutation
        .mutateAsync({ command: pending.command, force: true })
        .then((answer) => pending.settle?.(answer.applied ? "applied" : "failed"))
        .catch(() => pending.settle?.("failed"));
    },
    cancel: () => {
      pending?.settle?.("cancelled");
      setPending(null);
    },
  };
}

export type Commands = ReturnType<typeof useCommands>;

/** The catalogue key of an event type's name for "Undo …": gamePage.events.<type, dots as _>. */
export const eventNameKey = (type: string) => `gamePage.events.${type.replace(/\./g, "_")}`;

/**
 * What "Undo …" calls the last step: "SeatAdded" → "seat added" (gamePage.events.SeatAdded). While the
 * host plays a seat, a rule step is not named: its type is "Hidden", "the last step" (lib/game/playing-host.ts).
 * Every event type of the core and of the rule systems has a name (test/event-names.test.ts).
 */
export function describeEventType(type: string): Message {
  return msg(eventNameKey(type));
}

/**
 * What "Undo: …" undoes, in the reader's language: while the host plays, a player's step says whose it
 * was ("Bram's hidden action", or "a player's hidden action") and never what; else the event type's name.
 */
export function useUndoWhat(): (
  canUndo: NonNullable<ModeratorView["canUndo"]>,
  seats: ModeratorView["seats"],
) => string {
  const t = useTranslations("gamePage.undoStep");
  const eventName = useEventName();
  return useCallback(
    (canUndo, seats) => {
      const step = canUndo.step;
      if (!step) return eventName(canUndo.type);
      if (step.kind === "own") return t("own");
      const name = step.seatId ? seats.find((s) => s.id === step.seatId)?.name : undefined;
      return name ? t("playerNamed", { name }) : t("player");
    },
    [t, eventName],
  );
}

/** An event type's name in the reader's language. Every type has one (test/event-names.test.ts); a stored
 * event of a type since renamed reads as its type. */
export function useEventName(): (type: string) => string {
  const t = useTranslations();
  return useCallback(
    (type: string) => {
      const key = eventNameKey(type) as Parameters<typeof t.has>[0];
      return t.has(key) ? t(key as Parameters<typeof t>[0]) : type;
    },
    [t],
  );
}
