import { desc, eq } from "drizzle-orm";
import { contactMessageSchema, type ContactMessage } from "@lampstand/contract/entities";
import { contactMessageBodySchema } from "@lampstand/contract/requests";
import type { AppDeps, ZodApp } from "../../app-deps.ts";
import { contactMessages } from "../../db/schema.ts";
import { visitorSubmissionRoutes } from "../visitor-submissions.ts";

type Row = typeof contactMessages.$inferSelect;

function toContactMessage(row: Row): ContactMessage {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}

export function contactMessageRoutes(app: ZodApp, deps: AppDeps): void {
  const { db } = deps.database;
  visitorSubmissionRoutes(app, deps, {
    what: "Contact message",
    tag: "contact-messages",
    path: "/api/intouch",
    body: contactMessageBodySchema,
    entity: contactMessageSchema,
    async insert(fields) {
      const [row] = await db
        .insert(contactMessages)
        .values({
          firstName: fields.first_name,
          lastName: fields.last_name,
          email: fields.email,
          phone: fields.phone,
          message: fields.message,
        })
        .returning();
      return toContactMessage(row!);
    },
    async list() {
      const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
      return rows.map(toContactMessage);
    },
    async find(id) {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row && toContactMessage(row);
    },
    async remove(id) {
      const rows = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
      return rows.length > 0;
    },
    decoy: (fields) => ({
      id: 0,
      first_name: fields.first_name,
      last_name: fields.last_name,
      email: fields.email,
      phone: fields.phone,
      message: fields.message,
      created_at: new Date().toISOString(),
    }),
  });
}
