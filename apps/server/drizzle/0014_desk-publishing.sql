CREATE TABLE "desk_post_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"title" text NOT NULL,
	"month" text NOT NULL,
	"year" text NOT NULL,
	"message" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"publish_at" timestamp with time zone,
	"saved_by" integer,
	"saved_by_name" text,
	"restored_from" integer
);
--> statement-breakpoint
ALTER TABLE "desk_posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "desk_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "desk_post_versions" ADD CONSTRAINT "desk_post_versions_post_id_desk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."desk_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_post_versions" ADD CONSTRAINT "desk_post_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_post_versions_post_idx" ON "desk_post_versions" USING btree ("post_id","saved_at");--> statement-breakpoint
CREATE INDEX "desk_posts_scheduled_idx" ON "desk_posts" USING btree ("publish_at") WHERE "desk_posts"."status" = 'published' AND "desk_posts"."publish_at" IS NOT NULL;