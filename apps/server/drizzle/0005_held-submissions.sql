ALTER TABLE "contact_messages" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "held_reason" text;--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" USING btree ("created_at","id") WHERE held_reason IS NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_held_idx" ON "contact_messages" USING btree ("created_at","id") WHERE held_reason IS NOT NULL;--> statement-breakpoint
CREATE INDEX "prayer_requests_inbox_idx" ON "prayer_requests" USING btree ("created_at","id") WHERE held_reason IS NULL;--> statement-breakpoint
CREATE INDEX "prayer_requests_held_idx" ON "prayer_requests" USING btree ("created_at","id") WHERE held_reason IS NOT NULL;