CREATE TABLE "sermon_audio" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"byte_length" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sermon_audio_chunks" (
	"audio_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "sermon_audio_chunks_audio_id_seq_pk" PRIMARY KEY("audio_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sermon_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sermons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"date" text NOT NULL,
	"speaker" text NOT NULL,
	"series_id" integer,
	"scripture" text[] DEFAULT '{}'::text[] NOT NULL,
	"books" text[] DEFAULT '{}'::text[] NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"video_url" text,
	"audio_id" integer,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sermon_audio_chunks" ADD CONSTRAINT "sermon_audio_chunks_audio_id_sermon_audio_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."sermon_audio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sermons" ADD CONSTRAINT "sermons_series_id_sermon_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."sermon_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sermons" ADD CONSTRAINT "sermons_audio_id_sermon_audio_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."sermon_audio"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sermons_newest_idx" ON "sermons" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "sermons_series_idx" ON "sermons" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "sermons_speaker_idx" ON "sermons" USING btree ("speaker");--> statement-breakpoint
CREATE INDEX "sermons_books_idx" ON "sermons" USING gin ("books");