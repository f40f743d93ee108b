"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "@/lib/client/api";
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

/**
 * Sends commands. A command the rules object to comes back with warnings; it is kept as `pending`
 * until the moderator confirms (resent with force) or cancels.
 */
export function useCommands(id: string) {
  const qc = useQueryClient();
  const [pending, setPending] = useState<{ command: Command; warnings: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ command, force }: { command: Command; force?: boolean }) =>
      api<CommandAnswer>(`/api/games/${id}/commands`, { method: "POST", json: { command, force } }),
    onSuccess: (answer, vars) => {
      setError(null);
      if (!answer.applied) setPending({ command: vars.command, warnings: answer.warnings });
      else setPending(null);
      return qc.invalidateQueries({ queryKey: gameKey(id) });
    },
    onError: (e) => setError((e as Error).message),
  });
  return {
    send: (command: Command, force = false) => mutation.mutateAsync({ command, force }).catch(() => undefined),
    busy: mutation.isPending,
    error,
    clearError: () => setError(null),
    pending,
    confirm: () => pending && mutation.mutateAsync({ command: pending.command, force: true }).catch(() => undefined),
    cancel: () => setPending(null),
  };
}

export type Commands = ReturnType<typeof useCommands>;

/** "SeatAdded" → "seat added". */
export function describeEventType(type: string): string {
  const words = type.replace(/^(Clocktower|SecretMoon|Kemomimi)/, "").replace(/([a-z])([A-Z])/g, "$1 $2");
  return words.toLowerCase();
}
