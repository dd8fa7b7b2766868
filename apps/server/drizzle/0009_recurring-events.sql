CREATE TABLE "event_date_changes" (
	"event_id" integer NOT NULL,
	"date" text NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"title" text,
	"event_time" text,
	"venue" text,
	"description" text,
	CONSTRAINT "event_date_changes_event_id_date_pk" PRIMARY KEY("event_id","date")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rrule" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "last_date" text;--> statement-breakpoint
ALTER TABLE "event_date_changes" ADD CONSTRAINT "event_date_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_series_idx" ON "events" USING btree ("date") WHERE "events"."rrule" IS NOT NULL;