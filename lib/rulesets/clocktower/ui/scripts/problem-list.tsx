"use client";
import { ApiClientError } from "@/lib/client/api";

/** Every problem the server listed (`problems`), or its one sentence. */
export function problemsOf(err: unknown): string[] {
  if (err instanceof ApiClientError && Array.isArray(err.body.problems)) return err.body.problems as string[];
  return [(err as Error).message];
}

export function ProblemList({ problems, title }: { problems: string[]; title?: string }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-blood-500/50 bg-blood-500/10 p-3">
      {title && <p className="mb-1 text-sm font-semibold text-blood-400">{title}</p>}
      <ul className="error-text list-disc space-y-1 pl-5 break-words" data-testid="problems">
        {problems.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
