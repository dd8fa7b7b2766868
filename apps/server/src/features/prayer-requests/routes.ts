import { desc, eq } from "drizzle-orm";
import { prayerRequestSchema, type PrayerRequest } from "@lampstand/contract/entities";
import { prayerRequestBodySchema } from "@lampstand/contract/requests";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { prayerRequests } from "../../db/schema.ts";
import { visitorSubmissionRoutes } from "../visitor-submissions.ts";

type Row = typeof prayerRequests.$inferSelect;

function toPrayerRequest(row: Row): PrayerRequest {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    prayer_request: row.prayerRequest,
    contact_team: row.contactTeam,
    created_at: row.createdAt.toISOString(),
  };
}

export function prayerRequestRoutes(app: ZodApp, deps: AppDeps): void {
  const { db } = deps.database;
  visitorSubmissionRoutes(app, deps, {
    what: "Prayer request",
    tag: "prayer-requests",
    path: "/api/prayer-request",
    body: prayerRequestBodySchema,
    entity: prayerRequestSchema,
    async insert(fields) {
      const [row] = await db
        .insert(prayerRequests)
        .values({
          firstName: fields.first_name,
          lastName: fields.last_name,
          email: fields.email,
          phone: fields.phone,
          prayerRequest: fields.prayer_request,
          contactTeam: fields.contact_team,
        })
        .returning();
      return toPrayerRequest(row!);
    },
    async list() {
      const rows = await db.select().from(prayerRequests).orderBy(desc(prayerRequests.createdAt), desc(prayerRequests.id));
      return rows.map(toPrayerRequest);
    },
    async find(id) {
      const [row] = await db.select().from(prayerRequests).where(eq(prayerRequests.id, id));
      return row && toPrayerRequest(row);
    },
    async remove(id) {
      const rows = await db.delete(prayerRequests).where(eq(prayerRequests.id, id)).returning({ id: prayerRequests.id });
      return rows.length > 0;
    },
    decoy: (fields) => ({
      id: 0,
      first_name: fields.first_name,
      last_name: fields.last_name,
      email: fields.email,
      phone: fields.phone,
      prayer_request: fields.prayer_request,
      contact_team: fields.contact_team,
      created_at: new Date().toISOString(),
    }),
  });
}
