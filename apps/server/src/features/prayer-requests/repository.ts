import type { z } from "zod";
import type { PrayerRequest } from "@lampstand/contract/entities";
import type { prayerRequestBodySchema } from "@lampstand/contract/requests";
import type { Db } from "../../db/client.ts";
import { prayerRequests } from "../../db/schema.ts";
import { senderOf, senderValues, submissionQueries, type SubmissionRepository } from "../visitor-submissions.ts";

export type PrayerRequestFields = z.infer<typeof prayerRequestBodySchema>;

function toPrayerRequest(row: typeof prayerRequests.$inferSelect): PrayerRequest {
  return { ...senderOf(row), prayer_request: row.prayerRequest, contact_team: row.contactTeam };
}

export function prayerRequestRepository(db: Db): SubmissionRepository<PrayerRequestFields> {
  return {
    async insert(tx, fields, heldReason) {
      const values = { ...senderValues(fields), prayerRequest: fields.prayer_request, contactTeam: fields.contact_team, heldReason };
      const [row] = await tx.insert(prayerRequests).values(values).returning();
      return toPrayerRequest(row!);
    },
    ...submissionQueries(db, prayerRequests, toPrayerRequest, prayerRequests.prayerRequest),
  };
}
