import { z } from "zod";
import type { Message, MessageValue, Phrase } from "@/lib/i18n/message";

/**
 * The rules' words as stored in an event: a message (key and values, plain JSON) in new events, the
 * English sentence older events kept (issue 17). Both stay readable for ever.
 */
const messageValueSchema: z.ZodType<MessageValue> = z.lazy(() => z.union([z.string(), z.number(), messageSchema]));
export const messageSchema: z.ZodType<Message> = z.lazy(() =>
  z.object({ key: z.string(), values: z.record(z.string(), messageValueSchema).optional() }),
);
export const phraseSchema: z.ZodType<Phrase> = z.union([z.string(), messageSchema]);
