import type { z } from "zod";
import type { ContactMessage } from "@lampstand/contract/entities";
import type { contactMessageBodySchema } from "@lampstand/contract/requests";
import type { Db } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";
import { senderOf, senderValues, submissionQueries, type SubmissionRepository } from "../visitor-submissions.ts";

export type ContactMessageFields = z.infer<typeof contactMessageBodySchema>;

function toContactMessage(row: typeof contactMessages.$inferSelect): ContactMessage {
  return { ...senderOf(row), message: row.message };
}

export function contactMessageRepository(db: Db): SubmissionRepository<ContactMessageFields> {
  return {
    async insert(tx, fields, heldReason) {
      const [row] = await tx
        .insert(contactMessages)
        .values({ ...senderValues(fields), message: fields.message, heldReason })
        .returning();
      return toContactMessage(row!);
    },
    ...submissionQueries(db, contactMessages, toContactMessage, contactMessages.message),
  };
}
